import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Waits for running animations and transitions to end: a toast caught while it fades in is half
 * transparent, and axe would report its text's contrast as too low. Endless ones (a spinner, a
 * skeleton's pulse) never settle and change no colour; after 5 s the page is taken as it is.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .every((animation) => animation.playState !== 'running'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

async function scan(page: Page): Promise<string[]> {
  await settled(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What axe finds serious or critical on the page as it is now, one line per rule. What it finds
 * is looked at once more when the page has settled again: a live toast (a receipt printed, say)
 * can start fading in while the scan runs. What is really wrong is found both times.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const found = await scan(page);
  return found.length === 0 ? found : scan(page);
}
