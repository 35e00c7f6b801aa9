// Journey: typing an email that already has an account says so while typing, before anything is sent.
import { expect, test } from '@playwright/test';
import { chooseRegion, next } from './register-helpers';

test('the duplicate-email message appears while typing', async ({ page }) => {
  await page.goto('/register');
  await chooseRegion(page, 'Polska');
  await next(page, 'Your details');
  // A demo owner's address (apps/server/src/db/seed/demo.ts).
  await page.getByLabel('Email').pressSequentially('jan.kowalski@example.pl', { delay: 20 });
  await expect(page.getByText('The email has already been taken.')).toBeVisible();
  await page.getByLabel('Email').fill(`someone.new.${Date.now()}@example.com`);
  await expect(page.getByText('The email has already been taken.')).toBeHidden();
});
