// Issue 9 items 6 and 10: on a .pl host the registration starts in Polish with Poland chosen, refuses junk for
// Poland's formats (registration number, postal code, house number) with Polish messages, and a taken email offers
// "Sign in instead", which opens the sign-in with that email filled in.
import { expect, test } from '@playwright/test';
import { textsOf } from './locale-texts';
import { freshCompany } from './register-helpers';

const t = textsOf('pl');
const port = process.env.E2E_PORT ?? '3311';

test('Polish formats on a .pl host, and "Sign in instead" for a taken email', async ({ page }) => {
  const c = freshCompany('formats');
  const heading = (key: string) => page.getByRole('heading', { level: 2, name: t(key) });
  const next = (key: string) =>
    page
      .getByRole('button', { name: t('register.next') })
      .click()
      .then(() => expect(heading(key)).toBeVisible());

  await page.goto(`http://club.example.pl:${port}/register`);
  await expect(heading('register.step.region')).toBeVisible();
  await expect(page.getByLabel(t('register.region.label'))).toHaveValue('1');
  await next('register.step.user');
  await page.getByLabel(t('register.user.name')).fill(c.name);
  await page.getByLabel(t('register.user.surname')).fill(c.surname);
  await page.getByLabel(t('register.user.email')).fill(c.email);
  await page.getByLabel(t('register.user.phone')).fill(c.phone);
  await next('register.step.company');

  await page.getByLabel(t('register.company.name')).fill(c.company);
  const number = page.getByLabel(t('register.company.registrationNumber'));
  await number.fill('abc def');
  await page.getByRole('button', { name: t('register.next') }).click();
  await expect(page.getByText(t('validation.registrationNumberFormat'))).toBeVisible();
  await number.fill(c.registrationNumber);
  await next('register.step.address');

  await page.getByLabel(t('register.address.postalCode')).fill('ABCDEFGH');
  await page.getByLabel(t('register.address.houseNumber')).fill('?');
  await page.getByRole('button', { name: t('register.next') }).click();
  await expect(page.getByText(t('validation.postalCode'))).toBeVisible();
  await expect(page.getByText(t('validation.houseNumber'))).toBeVisible();
  await expect(heading('register.step.address')).toBeVisible();

  // Back to the details: an email that is a member's already offers the sign-in, with that email.
  await page.getByRole('button', { name: t('register.back') }).click();
  await page.getByRole('button', { name: t('register.back') }).click();
  await expect(heading('register.step.user')).toBeVisible();
  await page.getByLabel(t('register.user.email')).fill('jan.kowalski@example.pl');
  await expect(page.getByText(t('errors.emailTaken'))).toBeVisible();
  await page.getByRole('link', { name: t('register.user.signInInstead') }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(heading('login.step.identifier')).toBeVisible();
  await expect(page.getByLabel(t('login.email.label'))).toHaveValue('jan.kowalski@example.pl');
});
