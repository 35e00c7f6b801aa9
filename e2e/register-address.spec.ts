// Journey: the street field suggests addresses of the chosen region and a suggestion fills the whole address.
import { expect, test } from '@playwright/test';
import { chooseRegion, fillUser, freshCompany, next } from './register-helpers';

test('choosing an address suggestion fills street, postal code and city; manual entry is offered', async ({ page }) => {
  const c = freshCompany('addr');
  await page.goto('/register');
  await chooseRegion(page, 'Polska');
  await next(page, 'Your details');
  await fillUser(page, c);
  await next(page, 'Your company');
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company registration number').fill(c.registrationNumber);
  await next(page, 'Company address');

  const street = page.getByLabel('Street');
  await street.pressSequentially('Marsz', { delay: 30 });
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  const label = (await option.textContent()) ?? '';
  await option.click();
  await expect(street).toHaveValue(/Marszałkowska/);
  const postal = await page.getByLabel('Postal code').inputValue();
  const city = await page.getByLabel('City').inputValue();
  expect(postal).not.toBe('');
  expect(city).not.toBe('');
  expect(label).toContain(postal);
  expect(label).toContain(city);

  // Manual entry: suggestions stop, every field stays editable.
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await street.fill('Nowa Droga');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.getByLabel('House number').fill('5a');
  await next(page, 'Company type');
});
