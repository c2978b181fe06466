/**
 * What a loader reads of an API answer: its status and JSON body (rejecting when the body is not
 * JSON). A fetch `Response` is one; shared renders get a lighter one
 * (apps/server/src/http/render-protocol.ts).
 */
export interface ApiResponse {
  readonly status: number;
  json(): Promise<unknown>;
}

/** What the Node server (apps/server/src/http/web.ts) hands to every loader and action. */
export interface LoadContext {
  /** Calls the shop API in-process, e.g. api('/api/categories'), as fetch would. */
  api: (path: string, init?: RequestInit) => Promise<ApiResponse>;
  /** The shop's public address (PUBLIC_URL), for canonical links, sitemaps and sharing. */
  publicUrl: string;
  /**
   * This render's CSP nonce: the page's inline scripts carry it, and the page's
   * Content-Security-Policy admits no other inline script or <style>.
   */
  nonce: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges LoadContext in
  interface AppLoadContext extends LoadContext {}
}
