// Issue 9 item 4: the step counter of the registration does not change its total more than once, and then right
// after the step that decides it (the company type); the progress bar never moves backwards going forward.
import { expect, test, type Page } from '@playwright/test';
import { answerSurvey, chooseRegion, fillUser, freshCompany, next, pickAddress, stepHeading } from './register-helpers';

interface Seen {
  step: string;
  current: number;
  total: number | null;
  bar: number;
}

async function progress(page: Page, step: string): Promise<Seen> {
  await expect(stepHeading(page, step)).toBeVisible();
  const text = (await page.getByTestId('wizard-progress').textContent()) ?? '';
  const m = /Step (\d+)(?: of (\d+))?/.exec(text);
  if (!m) throw new Error(`no counter in "${text}"`);
  const bar = Number(await page.locator('[role="progressbar"]').first().getAttribute('aria-valuenow'));
  return { step, current: Number(m[1]), total: m[2] ? Number(m[2]) : null, bar };
}

test('the counter changes its total once, right after the company type, and the bar only moves forward', async ({ page }) => {
  const c = freshCompany('progress');
  const seen: Seen[] = [];
  await page.goto('/register');
  seen.push(await progress(page, 'Your country'));
  await chooseRegion(page, 'Polska');
  seen.push(await progress(page, 'Your country'));
  await next(page, 'Your details');
  seen.push(await progress(page, 'Your details'));
  await fillUser(page, c);
  await next(page, 'Your company');
  seen.push(await progress(page, 'Your company'));
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company registration number').fill(c.registrationNumber);
  await next(page, 'Company address');
  seen.push(await progress(page, 'Company address'));
  await pickAddress(page, 'Marszał', '7');
  await next(page, 'Company type');
  seen.push(await progress(page, 'Company type'));
  await page.getByRole('radio', { name: 'Roofing company' }).check();
  seen.push(await progress(page, 'Company type'));
  await next(page, 'Disclaimer');
  seen.push(await progress(page, 'Disclaimer'));
  await page.getByRole('checkbox', { name: 'I accept the disclaimer' }).check();
  await next(page, 'About your work');
  seen.push(await progress(page, 'About your work'));
  await answerSurvey(page, '40');
  await next(page, 'News and offers');
  seen.push(await progress(page, 'News and offers'));
  await next(page, 'Check your answers');
  const last = await progress(page, 'Check your answers');
  seen.push(last);

  // The last step is the last of the total, with a full bar.
  expect(last.current).toBe(last.total);
  expect(last.bar).toBe(100);
  // Step numbers count up one by one (the region step is seen twice: before and after choosing).
  expect(seen.map((s) => s.current)).toEqual([1, 1, 2, 3, 4, 5, 5, 6, 7, 8, 9]);
  // The bar never moves back.
  for (let i = 1; i < seen.length; i++) expect(seen[i]?.bar, JSON.stringify(seen)).toBeGreaterThanOrEqual(seen[i - 1]?.bar ?? 0);
  // Totals: unknown before the region is chosen, then one value up to the company type, then at most one change.
  const totals = seen.slice(1).map((s) => s.total);
  const changes = totals.filter((x, i) => i > 0 && x !== totals[i - 1]).length;
  expect(changes, JSON.stringify(seen)).toBeLessThanOrEqual(1);
  const changedAt = seen.slice(1).findIndex((s, i) => i > 0 && s.total !== totals[i - 1]);
  if (changedAt >= 0) expect(seen.slice(1)[changedAt]?.step).toBe('Disclaimer');
});
