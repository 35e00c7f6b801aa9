// The signed-in shell on a phone and a desktop: the drawer's Log out can be read, the header buttons that open a popup
// stay on brand while open, and the Polish sign-in button does not split "e-mail" over two lines.
import { expect, test } from './support/fixtures';
import { backgroundOf, contrastOf, linesOf } from './support/measure';
import { ports } from './support/global-setup';

test('the phone drawer’s Log out is readable (AA contrast) and signs out', async ({ page, login }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await login();
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const logout = drawer.getByRole('button', { name: 'Log out' });
  await expect(logout).toBeVisible();
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
  // axe only marks this "incomplete"; the text against what is really behind it must reach 4.5:1.
  expect(await contrastOf(logout.getByText('Log out'))).toBeGreaterThanOrEqual(4.5);
  await logout.click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the bell and the language button take the brand colour while open, not a grey block', async ({ page, login }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await login();
  const brandLight = 'rgb(232, 241, 250)';
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications,/ });
  await bell.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  // Away from the button: the open state itself, not the hover.
  await page.mouse.move(10, 700);
  expect(await backgroundOf(bell)).toBe(brandLight);
  await page.keyboard.press('Escape');

  const language = page.getByRole('banner').getByRole('button', { name: /Language/ });
  await language.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.mouse.move(10, 700);
  expect(await backgroundOf(language)).toBe(brandLight);
  expect(await contrastOf(language.getByText('EN', { exact: true }))).toBeGreaterThanOrEqual(4.5);
});

test('the Polish "e-mail" button keeps the word on one line at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`http://club.example.pl:${ports.app}/login`);
  const button = page.getByRole('button', { name: 'Za pomocą adresu e-mail' });
  await expect(button).toBeVisible();
  expect(await linesOf(button, 'e-mail')).toBe(1);
});
