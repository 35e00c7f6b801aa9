// Shared by the shop journeys: screenshots of every page and state at 360 and 1280 px when SHOTS_DIR is set (for a
// person to look at; the journeys never compare pictures).
import type { Page } from '@playwright/test';

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
