import { readTab, writeTab } from '../../lib/tab-storage';

/**
 * The discount code applied in the basket or the checkout (issue 37), kept for this tab under
 * its own key: the basket reads and writes it without the checkout's draft and its rules.
 */
export const codeKey = 'voski.checkout.code';

export function readCode(): string {
  const code = readTab(codeKey);
  return typeof code === 'string' ? code : '';
}

/** '' takes the code off. */
export function writeCode(code: string): void {
  writeTab(codeKey, code || null);
}
