import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The web app's build (npm run build), for the tests that render the real pages. */
export const webBuildDir =
  process.env.WEB_BUILD_DIR || fileURLToPath(new URL('../../web/build', import.meta.url));
export const webBuilt = existsSync(`${webBuildDir}/server/index.js`);

/** Says loudly that `what` is skipped when there is no web build. */
export function warnIfUnbuilt(what: string): void {
  if (webBuilt) return;
  console.warn(
    `\n*** SKIPPED: ${what} needs the web build at ${webBuildDir} (npm run build). ***\n`,
  );
}
