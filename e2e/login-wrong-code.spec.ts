// Issue 9 item 2: one wrong digit does not cost a minute. A wrong code returns to the identifier step (the spec's rule),
// which counts down to when a new code can be sent, translates the 429 with the wait in seconds, and offers to go
// back to the code already sent.
import { expect, test } from '@playwright/test';
import { preferEnglish, requestCodeByEmail } from './login-helpers';
import { codeSentTo } from './support/messages';

const email = 'tomasz.lewandowski@example.pl';

test('a wrong code: a live countdown, the wait in seconds, and "I already have a code" back to the code', async ({ page }) => {
  await preferEnglish(page);
  const since = await requestCodeByEmail(page, email);
  const code = await codeSentTo(email, since);
  const wrong = code === '00000' ? '11111' : '00000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your sign-in details' })).toBeVisible();
  await expect(page.getByText('The code is invalid or has expired. Please ask for a new one.')).toBeVisible();
  const countdown = page.getByTestId('resend-countdown');
  await expect(countdown).toHaveText(/You can ask for a new code in \d+ seconds?\./);
  const seconds = async () => Number(/(\d+)/.exec((await countdown.textContent()) ?? '')?.[1]);
  const first = await seconds();
  expect(first).toBeGreaterThan(30);
  expect(first).toBeLessThanOrEqual(60);
  // It counts down while the user looks at it.
  await expect.poll(seconds, { timeout: 5_000 }).toBeLessThan(first);

  // Asking anyway: the server's 429, in the user's words with the wait.
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.getByText(/^Too many attempts\. Please try again in \d+ seconds?\.$/)).toBeVisible();

  // The code already sent is still valid: back to it, and in.
  await page.getByRole('button', { name: 'I already have a code' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Enter the code' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
});
