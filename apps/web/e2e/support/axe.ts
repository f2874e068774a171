import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds serious or critical on the page as it is now, one line per rule. It waits for
 * running animations and transitions to end first: a toast caught while it fades in is half
 * transparent, and axe would report its text's contrast as too low.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          // Endless ones (a spinner, a skeleton's pulse) never settle and change no colour.
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    // Still moving after 5 s: scan the page as it is.
    .catch(() => {});
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
