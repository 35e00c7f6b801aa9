// Automated WCAG 2.2 AA checks (axe) of the pages a visitor and a signed-in installer see, on a phone and a desktop.
// axe finds only part of what matters; the journeys check keyboard use and labels by driving the pages by role and label.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { preferEnglish, signInByEmail } from './login-helpers';

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 200)).join(', ')})`);
}

for (const width of [360, 1280]) {
  test(`public pages have no axe violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await preferEnglish(page);
    for (const path of ['/login', '/register', '/register/decor', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'With my email address' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await violations(page), 'login identifier step').toEqual([]);
    await context.close();
  });
}

test('signed-in pages have no axe violations', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await preferEnglish(page);
  await signInByEmail(page, 'gabor.toth@example.hu');
  for (const path of ['/', '/notifications', '/user', '/shop']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page), '/ at 360 px').toEqual([]);
  await context.close();
});
