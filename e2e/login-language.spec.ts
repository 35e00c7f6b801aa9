// Issue 9 item 10: on a host with no language domain the sign-in starts in English; once the code is verified, the
// extra steps are in the account's language (Zofia's is Polish), not only after finishing.
import { expect, test } from '@playwright/test';
import { textsOf } from './locale-texts';
import { enterCode, requestCodeByEmail } from './login-helpers';

const email = 'zofia.wojcik@example.pl';
const pl = textsOf('pl');

test("the extra sign-in steps switch to the account's language as soon as the code is verified", async ({ page }) => {
  const since = await requestCodeByEmail(page, email);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await enterCode(page, email, since);
  await expect(page.getByRole('heading', { level: 2, name: pl('login.step.consent') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await page.getByRole('checkbox', { name: pl('login.consent.checkbox') }).check();
  await page.getByRole('button', { name: pl('login.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: pl('login.step.marketing') })).toBeVisible();
  await page.getByRole('button', { name: pl('login.continue') }).click();
  await expect(page).toHaveURL(/\/$/);
});
