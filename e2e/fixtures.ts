import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** Chromium's console message for anything the Content-Security-Policy refused. */
const CSP_MESSAGE = /Content Security Policy/i;

/**
 * Collects every Content-Security-Policy violation in the context's pages: Chromium's console
 * messages, and the `securitypolicyviolation` events, which a page script reports to the console
 * too (a refused `eval` caught by a library may leave no message of its own).
 */
export async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  context.on('console', (message) => {
    if (CSP_MESSAGE.test(message.text()))
      violations.push(`${message.page()?.url()}: ${message.text()}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const { effectiveDirective, blockedURI, sourceFile, lineNumber, sample } = event;
      console.error(
        `Content Security Policy violation event: ${effectiveDirective} blocked ${blockedURI || 'inline'}` +
          ` at ${sourceFile}:${lineNumber} ${sample}`,
      );
    });
  });
  return violations;
}

/** React Router's console message for an error its boundary caught while rendering. */
const RENDER_ERROR = /caught the following error/i;

/**
 * Collects the errors the context's pages did not handle: uncaught exceptions and rejections,
 * and errors a route's boundary caught (the page then shows "Something went wrong").
 */
export function watchPageErrors(context: BrowserContext): string[] {
  const errors: string[] = [];
  context.on('weberror', (error) => {
    errors.push(`${error.page()?.url()}: ${error.error().stack ?? error.error().message}`);
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && RENDER_ERROR.test(message.text()))
      errors.push(`${message.page()?.url()}: ${message.text()}`);
  });
  return errors;
}

/**
 * Playwright's `test`, failing any test whose pages break the Content-Security-Policy or meet
 * an error they did not handle.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = await watchCsp(context);
    const errors = watchPageErrors(context);
    await use(context);
    base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
    base.expect(errors, 'errors the pages did not handle').toEqual([]);
  },
});
