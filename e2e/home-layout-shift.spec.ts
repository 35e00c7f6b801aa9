// Home does not jump while its data arrives: skeletons of the final size hold the header balance, the cards and the
// footer. CLS (the sum of layout shifts without recent input) stays ≤ 0.05 on a phone and a desktop, even when the
// answers come late.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { layoutShift, recordLayoutShift } from './support/measure';

/**
 * The own user, the points, the configuration, the notifications and the content (hero, news, videos, teasers) answer
 * only after the first paint, so every skeleton is measured against what replaces it.
 */
async function slowApi(page: Page) {
  await page.route(/\/v1\/(company\/user\/self|company\/points\/|config\/public|notifications|content)/, async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
}

for (const { width, height } of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  for (const firstTime of [false, true]) {
    test(`home's layout shift stays ≤ 0.05 at ${width} px (${firstTime ? 'first visit, with the welcome banner' : 'returning member'})`, async ({
      page,
      login,
    }) => {
      await page.setViewportSize({ width, height });
      await recordLayoutShift(page);
      await slowApi(page);
      await login({ region: 1, firstTime, expiringPoints: 30 });
      await expect(page.getByRole('heading', { level: 1, name: firstTime ? 'Welcome, Ewa!' : 'Hello, Ewa!' })).toBeVisible();
      await expect(page.getByRole('main').getByText('30 points expire at the end of this year.')).toBeVisible();
      await expect(page.getByRole('contentinfo').locator('address')).toBeAttached();
      // The late content is in: the hero's slides and the news and videos blocks.
      await expect(page.getByTestId('hero-slider').getByRole('group').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('region', { name: 'News', exact: true }).getByRole('article')).toHaveCount(4);
      await expect(
        page
          .getByRole('main')
          .getByRole('region', { name: 'Tutorial videos', exact: true })
          .getByRole('button', { name: /^Play video/ }),
      ).toHaveCount(4);
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
    });
  }
}
