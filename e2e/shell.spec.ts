// The shell: the bar painted before any script, 404, the guard to /login, the language of a .pl host, the maintenance redirect.
import { expect, test } from '@playwright/test';
import { ports } from './support/global-setup';

// Issue 10: the HTML paints the club's bar on its own, so a phone on a slow line sees the portal before its code is in;
// the app takes that bar away when it paints, and it is never on screen twice.
test("the club's bar shows before any script has run, and the app replaces it", async ({ page }) => {
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto('/login');
  await expect(page.locator('#boot')).toBeVisible();
  await expect(page.locator('#boot')).toContainText('Installer Club');
  await page.unroute(/\.js$/);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 2, name: 'How do you want to sign in?' })).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
});

test('an unknown path shows Error 404 with a link home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  // Home needs a signed-in user, so a visitor lands on the sign-in page.
  await expect(page).toHaveURL(/\/login$/);
});

test('a visitor asking for an authenticated page is sent to /login', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a .pl host opens the portal in Polish', async ({ page }) => {
  await page.goto(`http://club.example.pl:${ports.app}/this-page-is-missing`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { name: 'Błąd 404' })).toBeVisible();
});

test('while the server is under maintenance the portal shows the maintenance page', async ({ page }) => {
  await page.goto(`${process.env.E2E_MAINTENANCE_URL}/login`);
  await expect(page).toHaveURL(/\/maintenance$/);
  await expect(page.getByRole('heading', { name: "We'll be right back" })).toBeVisible();
});

test('the API documentation lists the config routes', async ({ request }) => {
  const res = await request.get('/api/docs/json');
  expect(res.ok()).toBe(true);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/config/public', '/v1/config']));
});
