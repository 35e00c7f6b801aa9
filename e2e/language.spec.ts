// Switching the language changes the interface at once and is saved to the signed-in user's account.
import { expect, test } from '@playwright/test';
import { enterCode, requestCodeByEmail } from './login-helpers';

test('a signed-in user switches the language; the choice is kept and saved to the account', async ({ page }) => {
  const email = 'katalin.szabo@example.hu';
  const since = await requestCodeByEmail(page, email);
  await enterCode(page, email, since);
  await expect(page).toHaveURL(/\/$/);
  // No language was chosen on this device, so the account's language (Hungarian) is used.
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');

  await page.goto('/user');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /: Magyar$/ })
    .click();
  const saved = page.waitForResponse((r) => r.url().includes('/v1/installer/user/') && r.request().method() === 'PATCH');
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Personal details' })).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The profile shows the language stored on the account.
  await expect(page.locator('dd', { hasText: /^English$/ })).toBeVisible();
});
