// Journey: a decor company registers through /register/decor, with the decor survey and the decor terms.
import { expect, test } from '@playwright/test';
import { answerSurvey, chooseRegion, fillUser, freshCompany, next, pickAddress } from './register-helpers';

test('a decor company registers with the decor survey and terms', async ({ page }) => {
  const c = freshCompany('decor');
  await page.goto('/register/decor');
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Installer Club Decor' })).toBeVisible();
  await chooseRegion(page, 'Polska');
  await next(page, 'Your details');
  await fillUser(page, c);
  await next(page, 'Your company');
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company registration number').fill(c.registrationNumber);
  await next(page, 'Company address');
  await pickAddress(page, 'Marszał', '3');
  await next(page, 'Company type');
  await page.getByRole('radio', { name: 'Sole trader' }).check();
  await next(page, 'About your work');
  await expect(page.getByLabel(/blinds and decor products/)).toBeVisible();
  await answerSurvey(page, '12');
  await next(page, 'News and offers');
  await next(page, 'Check your answers');
  const terms = page.getByRole('link', { name: 'Decor club terms' });
  await expect(terms).toHaveAttribute('href', /decor-terms/);
  await page.getByRole('checkbox', { name: /Decor club terms/ }).check();
  await page.getByRole('button', { name: 'Register my company' }).click();
  await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
