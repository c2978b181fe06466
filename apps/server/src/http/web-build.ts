import { pathToFileURL } from 'node:url';
import type { createRequestHandler, ServerBuild } from 'react-router';

/**
 * The web app's server build (apps/web/build/server/index.js) and its request handler. The
 * handler comes from the build itself (apps/web/app/entry.server.tsx), which holds React
 * Router's production files (apps/web/vite.config.ts): one copy of React Router then runs a
 * page, where one resolved beside the server would be a second, development one.
 */
export async function loadWebBuild(serverEntry: string): Promise<{
  build: ServerBuild;
  handle: ReturnType<typeof createRequestHandler>;
}> {
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const { createRequestHandler: create } = build.entry.module as {
    createRequestHandler?: typeof createRequestHandler;
  };
  if (!create) {
    throw new Error(`${serverEntry} exports no request handler: build the web app again`);
  }
  return { build, handle: create(build, 'production') };
}
