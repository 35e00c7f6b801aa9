// Shared by the shop journeys: an axe check (WCAG 2.2 AA) of the page as it is, and screenshots of every page and
// state at 360 and 1280 px when SHOTS_DIR is set (for a person to look at; the journeys never compare pictures).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails with every axe violation of the page in its current state. */
export async function expectNoAxeViolations(page: Page, label: string) {
  // A popup still fading in has mixed colours; axe would report them as contrast failures.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const found = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(', ')})`);
  expect(found, label).toEqual([]);
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
