/** What the main thread and the render thread say to each other (docs/decisions/0043). */

export interface RenderThreadData {
  /** The web app's server build (apps/web/build/server/index.js). */
  serverEntry: string;
  publicUrl: string;
}

/** An API answer, carried whole: loaders read small JSON bodies. */
export interface ApiAnswer {
  kind: 'answer';
  call: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
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
  | {
      kind: 'rendered';
      render: number;
      status: number;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { kind: 'failed'; render: number; message: string };
