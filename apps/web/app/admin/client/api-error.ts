/** A failed API call: the HTTP status (0 when the server could not be reached) and its body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Per-field messages of a 422 answer. */
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const unreachableMessage = 'Could not reach the server. Please try again.';

/** The API's one error shape, `{message, errors?}`, read tolerantly from any body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const fieldErrors: Record<string, string[]> = {};
  if (typeof answer.errors === 'object' && answer.errors !== null) {
    for (const [field, messages] of Object.entries(answer.errors)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (m): m is string => typeof m === 'string' && m !== '',
      );
      if (list.length > 0) fieldErrors[field] = list;
    }
  }
  const message =
    typeof answer.message === 'string' && answer.message.trim() !== ''
      ? answer.message
      : `Request failed (${status})`;
  return new ApiError(status, message, fieldErrors);
}

export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, error instanceof Error ? error.message : unreachableMessage);
}
