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

/** Playwright's `test`, failing any test whose pages break the Content-Security-Policy. */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = await watchCsp(context);
    await use(context);
    base.expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
