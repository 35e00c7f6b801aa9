// The own profile (issue 15): an owner edits the profile (only changed fields; a changed email waits for its code) and
// the company (empty fields refused with their own messages), toggles a consent (saved at once), and verifies the new
// email with the code from the SMTP sink, after which the home warning is gone.
import { randomInt } from 'node:crypto';
import { expect, test } from './support/fixtures';
import { codeSentTo } from './support/messages';
import { look } from './look';

// Several pages are looked at (axe and two screenshots each) on a shared, slow machine.
test.setTimeout(240_000);

/** A 2 × 2 red PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

test('an owner edits profile and company, and verifies a new email with the code from the outbox', async ({ page, login }) => {
  await login();
  await expect(page.getByTestId('verify-email-warning')).toBeVisible();
  await look(page, 'home-verify-warning');

  await page.goto('/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await look(page, 'user');

  // Company: an empty name is refused with its own message; then a new city is saved.
  await page.getByRole('button', { name: 'Edit company details' }).click();
  await page.getByLabel('Company name').fill('');
  await page.getByLabel('City').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter the company name.')).toBeVisible();
  await expect(page.getByText("Enter the company's city.")).toBeVisible();
  await look(page, 'user-company-edit');
  await page.getByLabel('Company name').fill('Dachy Testowe');
  await page.getByLabel('City').fill('Kraków');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Kraków')).toBeVisible();
  await expect(page.getByText('Dachy Testowe').first()).toBeVisible();

  // Avatar: a GIF is refused before upload; a PNG is uploaded and shown.
  await page.getByRole('button', { name: 'Change picture' }).click();
  const file = page.locator('input[type=file]');
  await file.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
  await expect(page.getByText('Only PNG or JPEG pictures can be used.')).toBeVisible();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(page.getByText('me.png')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: 'Your profile picture' }).first()).toHaveAttribute('src', /^blob:/);
  await look(page, 'user-avatar');

  // A consent toggle is saved at once (still on after a reload).
  const emailConsent = page.getByRole('switch', { name: 'News and offers by email' });
  const was = await emailConsent.isChecked();
  // Waiting starts before the click: on a quick machine the answer arrives before the switch is seen checked.
  const saved = page.waitForResponse((r) => r.url().includes('/v1/installer/user/') && r.request().method() === 'PATCH');
  await emailConsent.click({ force: true });
  await expect(emailConsent).toBeChecked({ checked: !was });
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'News and offers by email' })).toBeChecked({ checked: !was });

  // Profile: a new surname and a new email; the email waits for its code.
  await page.getByRole('button', { name: 'Edit personal details' }).click();
  await look(page, 'user-profile-edit');
  const email = `ewa.${randomInt(0, 1e9)}@example.pl`;
  await page.getByLabel('Surname').fill('Nowacka');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Save' }).click();

  // Straight to /verify-email, where the code has gone out to the new address.
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByText(`We send a 5-digit code to ${email}.`)).toBeVisible();
  const code = await codeSentTo(email, since);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await look(page, 'verify-email');
  await page.getByLabel('Code from the email').fill(code === '00000' ? '11111' : '00000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is wrong or has expired.', { exact: false })).toBeVisible();
  await page.getByLabel('Code from the email').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Your email address ${email} is verified. Thank you!`)).toBeVisible();

  await page.goto('/user');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Nowacka/ })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('verify-email-warning')).toHaveCount(0);
});
