/** What the Node server (apps/server/src/http/web.ts) hands to every loader and action. */
export interface LoadContext {
  /** Calls the shop API in-process, e.g. api('/api/categories'). Same semantics as fetch. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
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
