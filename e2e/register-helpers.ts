// Steps of the registration journeys (/register, /register/decor), shared by the register*.spec.ts files.
import { expect, type Page } from '@playwright/test';

/** Values no other test (or run against the same database) uses. */
export function freshCompany(tag: string) {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return {
    name: 'Jan',
    surname: 'Testowy',
    email: `${tag}.${n}@example.com`,
    // Polish mobile numbers start with 60x.
    phone: `60${n.slice(-7)}`,
    company: `Dachy ${tag} ${n}`,
    registrationNumber: `PL${n}`,
  };
}

export type Fresh = ReturnType<typeof freshCompany>;

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

export async function next(page: Page, expected: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepHeading(page, expected)).toBeVisible();
}

export async function chooseRegion(page: Page, region: string) {
  await expect(stepHeading(page, 'Your country')).toBeVisible();
  await page.getByLabel('Country or region').selectOption({ label: region });
}

export async function fillUser(page: Page, c: Fresh) {
  await page.getByLabel('First name').fill(c.name);
  await page.getByLabel('Surname').fill(c.surname);
  await page.getByLabel('Email').fill(c.email);
  await page.getByLabel('Mobile phone').fill(c.phone);
}

/** Types the start of a street, waits for the region's suggestions and picks the first. */
export async function pickAddress(page: Page, typed: string, houseNumber: string) {
  await page.getByLabel('Street').pressSequentially(typed, { delay: 30 });
  const first = page.getByRole('option').first();
  await expect(first).toBeVisible();
  await first.click();
  await page.getByLabel('House number').fill(houseNumber);
}

/** Answers the survey on screen: a number, the first choices of each multiple choice, the first single choice. */
export async function answerSurvey(page: Page, count: string) {
  await page.getByRole('textbox').first().fill(count);
  const checkboxes = page.getByRole('checkbox');
  await checkboxes.nth(0).check();
  await checkboxes.nth(1).check();
  await page.getByRole('radio').first().check();
}
