// Shared steps of the sign-in journeys: the track up to the code, reading the code from the SMTP/SMS sink.
import { expect, type Page } from '@playwright/test';
import { codeSentTo } from './support/messages';

/** Keeps the interface in English whatever the account's language, so the journeys read the English texts. */
export async function preferEnglish(page: Page) {
  await page.addInitScript("if (!localStorage.getItem('language')) localStorage.setItem('language', 'en');");
}

export async function requestCodeByEmail(page: Page, email: string): Promise<Date> {
  await page.goto('/login');
  await page.getByRole('button', { name: 'With my email address' }).click();
  await page.getByLabel('Email address').fill(email);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code' })).toBeVisible();
  return since;
}

export async function enterCode(page: Page, to: string, since: Date) {
  const code = await codeSentTo(to, since);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in by email an account with no extra steps and waits for home. */
export async function signInByEmail(page: Page, email: string) {
  const since = await requestCodeByEmail(page, email);
  await enterCode(page, email, since);
  await expect(page).toHaveURL(/\/$/);
}
