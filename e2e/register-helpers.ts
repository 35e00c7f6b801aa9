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
    registrationNumber: polishNip(n),
  };
}

/** A Polish NIP (10 digits, the last the mod-11 check digit) made from 9 digits; another lead digit when the check would be 10. */
export function polishNip(nineDigits: string): string {
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  for (const lead of ['5', '6', '7']) {
    const base = `${lead}${nineDigits.slice(-8)}`;
    const check = weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0) % 11;
    if (check !== 10) return `${base}${check}`;
  }
  throw new Error('no NIP');
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
export async function pickAddress(page: Page, typed: string, houseNumber: string, city = 'Warszawa') {
  await page.getByLabel('Street').pressSequentially(typed, { delay: 30 });
  // Other journeys store addresses (the profile journey moves a company to Kraków), and stored streets are offered too:
  // pick the gazetteer's street in the expected town, whatever ran before.
  const first = page.getByRole('option', { name: new RegExp(city) }).first();
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
