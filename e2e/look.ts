// Looking at a page, the one way every journey does it: every axe rule but the AAA ones (decision 0021: WCAG A/AA,
// best practices and the experimental rules) and full-page screenshots at 360 and 1280 px for a person to open, under
// SHOTS_DIR (or /tmp/shots/e2e). The journeys never compare pictures.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { axeViolations as run } from './support/axe';

const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots/e2e';

/** What axe finds on the page as it is now (none expected), each with the elements and why. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A popup still fading in has mixed colours; axe would report them as contrast failures.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
  // From the top of the page: scrolled, the sticky header covers part of whatever is under it, and axe's target-size
  // rule then measures that control as partly hidden (seen on a project's tabs behind the in-review dialog at 360 px).
  await page.evaluate('window.scrollTo(0, 0)');
  return run(page);
}

/** Full-page screenshots `<name>-360.png` and `<name>-1280.png`; the page keeps its viewport. */
export async function shoot(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** At 360 and 1280 px: no axe violations, and the screenshots. Leaves the page at 1280 px. */
export async function look(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    mkdirSync(shotsDir, { recursive: true });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * For the long journeys with many states: no axe violations at the current width, and the screenshots only when
 * SHOTS_DIR asks for them.
 */
export async function checkState(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  if (process.env.SHOTS_DIR) await shoot(page, name);
}
