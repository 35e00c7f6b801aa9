// Shared by the shop, club card and configurator journeys: an axe check of the page as it is — every rule but the
// AAA ones, as the accessibility journeys run them (decision 0021), not only the WCAG-tagged ones — and screenshots of
// every page and state at 360 and 1280 px when SHOTS_DIR is set (for a person to look at; the journeys never compare
// pictures).
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './look';

/** Fails with every axe violation of the page in its current state. */
export async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([]);
}

export async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** Both: the state is checked by axe, then photographed. */
export async function checkState(page: Page, name: string) {
  await expectNoAxeViolations(page, name);
  await shots(page, name);
}
