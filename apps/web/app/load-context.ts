/** What the Node server (apps/server/src/http/web.ts) hands to every loader and action. */
export interface LoadContext {
  /** Calls the shop API in-process, e.g. api('/api/categories'). Same semantics as fetch. */
  api: (path: string, init?: RequestInit) => Promise<Response>;
  /** The shop's public address (PUBLIC_URL), for canonical links, sitemaps and sharing. */
  publicUrl: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    /** Calls the shop API in-process, e.g. api('/api/categories'). Same semantics as fetch. */
    api: (path: string, init?: RequestInit) => Promise<Response>;
    /** The shop's public address (PUBLIC_URL), for canonical links, sitemaps and sharing. */
    publicUrl: string;
  }
}
