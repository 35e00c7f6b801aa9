// Journey: a company in Poland (registration number and company type required) registers, uses the review to fix
// an answer, then its owner signs in and sees the welcome points in the header and the 'Welcome points' notification.
import { expect, test } from '@playwright/test';
import { codeSentTo } from './support/messages';
import { answerSurvey, chooseRegion, fillUser, freshCompany, next, pickAddress, stepHeading } from './register-helpers';

test('a Polish company registers, edits an answer from the review, signs in and sees its welcome points', async ({ page, request }) => {
  const config = (await (await request.get('/v1/config/public')).json()) as { regions: { code: string; welcome_points: number }[] };
  const welcome = config.regions.find((r) => r.code === 'PL')?.welcome_points ?? 0;
  expect(welcome).toBeGreaterThan(0);
  const c = freshCompany('pl');

  await page.goto('/register');
  await chooseRegion(page, 'Polska');
  await next(page, 'Your details');
  await fillUser(page, c);
  await next(page, 'Your company');
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company registration number').fill(c.registrationNumber);
  await next(page, 'Company address');
  await pickAddress(page, 'Marszał', '7');
  await next(page, 'Company type');
  await page.getByRole('radio', { name: 'Roofing company' }).check();
  await next(page, 'Disclaimer');
  await page.getByRole('checkbox', { name: 'I accept the disclaimer' }).check();
  await next(page, 'About your work');
  await answerSurvey(page, '40');
  await next(page, 'News and offers');
  await page.getByRole('checkbox', { name: 'Send me news and offers by email' }).check();
  await next(page, 'Check your answers');

  // The review shows every answer; Edit jumps to the step and 'Back to review' comes straight back.
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText(c.email);
  await expect(details).toContainText(`+48 ${c.phone}`);
  await expect(page.getByRole('region', { name: 'Company address' })).toContainText('Warszawa');
  await page.getByRole('button', { name: 'Edit Your details' }).click();
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  await page.getByLabel('Surname').fill('Kowalczyk');
  await page.getByRole('button', { name: 'Back to review' }).click();
  await expect(stepHeading(page, 'Check your answers')).toBeVisible();
  await expect(details).toContainText('Jan Kowalczyk');

  await page.getByRole('button', { name: 'Register my company' }).click();
  await expect(page.getByText('You must accept the terms.')).toBeVisible();
  await page.getByRole('checkbox', { name: /club terms/ }).check();
  await page.getByRole('button', { name: 'Register my company' }).click();
  await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeVisible();
  await expect(page.getByText(`We have credited ${welcome} points to your company.`)).toBeVisible();

  // Sign in with the new account: the sign-in opens with its email already filled in.
  const since = new Date(Date.now() - 1000);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(c.email);
  await page.getByRole('button', { name: 'Send the code' }).click();
  const code = await codeSentTo(c.email, since);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);

  await expect(page.getByRole('banner').getByRole('link', { name: `Your company's balance: ${welcome} points` })).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByText('Welcome points').first()).toBeVisible();
});
