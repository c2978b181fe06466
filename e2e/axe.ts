import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 AA, as the shop promises it. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits for the page's finite animations (a popover fading in, say): axe judges the colours it
 * sees, and halfway through a fade a button's text and background are both paler than they stay
 * (once measured 4.14:1 for what is 4.5:1 or more at rest). Endless ones (spinners) are left.
 */
async function animationsDone(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' &&
            animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * The serious and critical axe violations on the page, one readable line per element:
 * `name: rule (target) what is wrong`.
 */
export async function blockingViolations(page: Page, name: string, tags = wcagTags) {
  await animationsDone(page);
  // Legacy mode runs axe in the page itself. The default opens a blank tab for every check to
  // gather frames' results in, and the shop has no frames: a staff sweep took 1.3 min that way
  // against 56 s.
  const results = await new AxeBuilder({ page }).withTags(tags).setLegacyMode(true).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? violation.help).replace(/\s+/g, ' ').trim();
        return `${name}: ${violation.id} (${node.target.join(' ')}) ${summary}`;
      }),
    );
}
