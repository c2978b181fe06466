/** A payment gateway did not answer, or answered with an error. */
export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's own error code, when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** Fetch with a time limit; network failures and timeouts become GatewayErrors. */
export async function gatewayFetch(
  name: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new GatewayError(`${name} did not answer: ${(error as Error).message}`);
  }
}

export async function readJson(name: string, response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayError(`${name} answered ${response.status} with no JSON`);
  }
}
