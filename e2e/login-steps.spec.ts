// A Polish owner whose company misses the registration number and type: consent → registration number → company
// type → disclaimer → marketing → survey; everything is saved, then the session starts.
import { expect, test } from '@playwright/test';
import { enterCode, preferEnglish, requestCodeByEmail } from './login-helpers';

test('the extra login steps appear for an account that needs them, and their answers are saved', async ({ page }) => {
  await preferEnglish(page);
  const email = 'anna.wisniewska@example.pl';
  const since = await requestCodeByEmail(page, email);
  await enterCode(page, email, since);

  await expect(page.getByRole('heading', { level: 2, name: 'Your data in the club' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree that my data is processed/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Company registration number' })).toBeVisible();
  await page.getByLabel('Company registration number').fill('5862301943');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Company type' })).toBeVisible();
  await page.getByRole('radio', { name: 'Roofing company' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Disclaimer' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept the disclaimer.' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'News and offers' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Yes, send me news and offers by email.' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'A few questions about your company' })).toBeVisible();
  await page.getByLabel(/How many roof windows/).fill('40');
  await page.getByRole('checkbox', { name: 'Roofing' }).check();
  await page.getByRole('radio', { name: 'Wholesaler' }).check();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Anna!' })).toBeVisible();
  await page.goto('/user');
  await expect(page.getByText('5862301943')).toBeVisible();
  await expect(page.getByText('Roofing company')).toBeVisible();
});
