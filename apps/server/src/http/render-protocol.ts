/** What the main thread and the render thread say to each other (docs/decisions/0043). */

export interface RenderThreadData {
  /** The web app's server build (apps/web/build/server/index.js). */
  serverEntry: string;
  publicUrl: string;
  /** Quiet time after which the thread collects its garbage (lib/idle-collection.ts); 0: never. */
  idleGcMs: number;
}

/**
 * A response read whole: as a message carries it, and as the page cache takes a rendered page
 * (loaders read small JSON bodies, pages are kept). Header names are lower case, as a `Headers`
 * lists them. A page stays in this form from the render thread to the cache: each `Response`
 * made of it would copy its bytes, and each read of one would stream them back.
 */
export interface Carried {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
}

/** Reads `response` whole, into what a message carries (its body can be transferred). */
export const carry = async (response: Response): Promise<Carried> => ({
  status: response.status,
  headers: [...response.headers],
  body: await response.arrayBuffer(),
});

/**
 * A loader's API answer as loaders read it (`context.api`, apps/web/app/load-context.ts): its
 * status and its JSON body. A fetch `Response` would stream the bytes it already holds through
 * web streams before parsing them: about a twentieth of the render thread's time on a product
 * page, which makes eight reads.
 */
export interface LoaderAnswer {
  readonly status: number;
  json(): Promise<unknown>;
}

const utf8 = new TextDecoder();

/** The answer a loader reads from a carried one; a body that is not JSON rejects, as fetch's. */
export const answerOf = ({ status, body }: Carried): LoaderAnswer => ({
  status,
  json: async () => JSON.parse(utf8.decode(body)) as unknown,
});

/** The value of header `name` (lower case) of a carried response. */
export const headerOf = ({ headers }: Carried, name: string): string | undefined =>
  headers.find(([key]) => key === name)?.[1];

/** An API answer for a loader's read. */
export interface ApiAnswer extends Carried {
  kind: 'answer';
  call: number;
}

export type ToThread =
  /** Render `url` (path and query) as an anonymous GET with this CSP nonce. */
  { kind: 'render'; render: number; url: string; nonce: string } | ApiAnswer;

export type FromThread =
  | { kind: 'ready' }
  /** A loader of render `render` reads the API. */
  | {
      kind: 'call';
      render: number;
      call: number;
      path: string;
      method: string;
      headers: Record<string, string>;
      body: string | undefined;
    }
  | ({ kind: 'rendered'; render: number } & Carried)
  | { kind: 'failed'; render: number; message: string };
