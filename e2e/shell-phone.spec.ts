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

test('on a touch phone a swipe that starts on the bell scrolls the page and leaves it closed; a tap opens it', async ({
  browser,
  login,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await login({ page, path: '/balance', historyEntries: 30 });
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications,/ });
  await expect(bell).toBeVisible();
  // Down the page, then a swipe down that starts on the bell (the header stays on screen), as a thumb scrolling back up
  // does (touch events through the DevTools protocol).
  await page.evaluate('window.scrollTo(0, 600)');
  await expect.poll(() => page.evaluate('window.scrollY')).toBeGreaterThan(0);
  const from = Number(await page.evaluate('window.scrollY'));
  const box = await bell.boundingBox();
  if (!box) throw new Error('the bell has no box');
  const cdp = await context.newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let i = 1; i <= 10; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + 30 * i }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  // The page scrolled; once the dropdown's code has arrived (the network is quiet) and two frames have passed (a pressed
  // part opens on the frame after it mounts), the dropdown is still closed.
  await expect.poll(async () => Number(await page.evaluate('window.scrollY'))).toBeLessThan(from);
  await page.waitForLoadState('networkidle');
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The swipe may have left the page flinging; a tap that stops a fling is not a click (Chromium, as phones do), so the
  // tap waits for the page to be still: ten frames in a row at the same place.
  await page.evaluate(
    `new Promise((done) => { let last = -1, still = 0; const frame = () => { still = window.scrollY === last ? still + 1 : 0; last = window.scrollY; if (still >= 10) done(); else requestAnimationFrame(frame); }; frame(); })`,
  );
  await bell.tap();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await context.close();
});
