// Home after the first sign-in: "Welcome" and the region's welcome points; every later visit: "Welcome back".
import { expect, test } from './support/fixtures';
import { contrastOf } from './support/measure';

test('a new member is welcomed with the region’s welcome points, and greeted "welcome back" afterwards', async ({ page, login }) => {
  const cleared = page.waitForResponse((r) => r.url().includes('/v1/installer/user/') && r.request().method() === 'PATCH');
  // Hungary gives 25 welcome points (regional behaviours).
  const member = await login({ region: 4, firstTime: true, name: 'Réka' });
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Réka!' })).toBeVisible();
  await expect(main.getByText(`Welcome to the Installer Club, ${member.company.name}`)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Your welcome points' })).toBeVisible();
  await expect(main.getByText('To welcome you, your company has received 25 points.', { exact: false })).toBeVisible();
  await expect(main.getByText(/Welcome back/)).toHaveCount(0);
  expect((await cleared).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Réka!' })).toBeVisible();
  await expect(main.getByText(`Welcome back to the Installer Club, ${member.company.name}`)).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Your welcome points' })).toHaveCount(0);
});

test('points about to expire are announced in a colour that reaches AA contrast', async ({ page, login }) => {
  await login({ region: 1, expiringPoints: 40 });
  const line = page.getByRole('main').getByText('40 points expire at the end of this year.');
  await expect(line).toBeVisible();
  expect(await contrastOf(line)).toBeGreaterThanOrEqual(4.5);
});
