// A Czech owner from before 31 Jan 2024 who declines the new terms: the account is closed and cannot sign in.
import { expect, test } from '@playwright/test';
import { enterCode, preferEnglish, requestCodeByEmail } from './login-helpers';

test('declining the Czech terms closes the account and returns to /login with a message', async ({ page }) => {
  await preferEnglish(page);
  const email = 'petr.novak@example.cz';
  const since = await requestCodeByEmail(page, email);
  await enterCode(page, email, since);

  await expect(page.getByRole('heading', { level: 2, name: 'New club terms' })).toBeVisible();
  await page.getByRole('button', { name: 'I decline' }).click();
  await page.getByRole('dialog', { name: 'Decline the terms?' }).getByRole('button', { name: 'Decline and close the account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(/You declined the club terms, so your account has been closed/)).toBeVisible();
  // The closed account cannot ask for a code any more.
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/closed because the club terms were declined/)).toBeVisible();
});
