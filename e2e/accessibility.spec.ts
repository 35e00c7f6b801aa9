// Automated accessibility checks (axe) of the pages a visitor and a signed-in installer see, on a phone and a desktop.
// Every axe rule runs — WCAG A/AA, best practices and the experimental ones such as label-content-name-mismatch
// (WCAG 2.5.3) — except the three AAA rules, beyond the portal's WCAG 2.2 AA target (docs/decisions/0021).
// axe finds only part of what matters; the journeys check keyboard use and labels by driving the pages by role and label.
import { type Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { enterCode, preferEnglish, requestCodeByEmail } from './login-helpers';
import { answerSurvey, chooseRegion, fillUser, freshCompany, next } from './register-helpers';
import { axeViolations as violations } from './look';

for (const width of [360, 1280]) {
  test(`public pages have no axe violations at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await preferEnglish(page);
    for (const path of ['/login', '/register', '/register/decor', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page), path).toEqual([]);
    }
    await page.goto('/login');
    await page.getByRole('button', { name: 'With my email address' }).click();
    await expect(page.getByLabel('Email address')).toBeVisible();
    expect(await violations(page), 'login identifier step').toEqual([]);
    await context.close();
  });
}

test('signed-in pages have no axe violations', async ({ page, login }) => {
  // Five pages with every axe rule: slow when the run's other workers are busy too.
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await login({ region: 4 });
  for (const path of ['/', '/notifications', '/user', '/shop']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page), path).toEqual([]);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page), '/ at 360 px').toEqual([]);
});

/** axe at a phone's and a desktop's width, on whatever is on screen now. */
async function expectCleanAtBothWidths(page: Page, label: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await violations(page), `${label} at ${width} px`).toEqual([]);
  }
}

test('every step of the Polish registration, with and without errors, has no axe violations', async ({ page }) => {
  const c = freshCompany('a11y');
  // Two axe runs per step and state: slow when the run's other workers are busy too.
  test.slow();
  await preferEnglish(page);
  await page.goto('/register');
  await chooseRegion(page, 'Polska');
  await expectCleanAtBothWidths(page, 'region');
  await next(page, 'Your details');
  // The error state: every field's message shown at once.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expectCleanAtBothWidths(page, 'details with errors');
  await fillUser(page, c);
  await expectCleanAtBothWidths(page, 'details');
  await next(page, 'Your company');
  await page.getByLabel('Company name').fill(c.company);
  await page.getByLabel('Company registration number').fill(c.registrationNumber);
  await expectCleanAtBothWidths(page, 'company');
  await next(page, 'Company address');
  await page.getByLabel('Street').pressSequentially('Marszał', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectCleanAtBothWidths(page, 'address with suggestions');
  await page.getByRole('option').first().click();
  await page.getByLabel('House number').fill('7');
  await expectCleanAtBothWidths(page, 'address');
  await next(page, 'Company type');
  // The builder type asks for both the disclaimer and the declaration.
  await page.getByRole('radio', { name: 'General building contractor' }).check();
  await expectCleanAtBothWidths(page, 'company type');
  await next(page, 'Disclaimer');
  await page.getByRole('checkbox', { name: 'I accept the disclaimer' }).check();
  await expectCleanAtBothWidths(page, 'disclaimer');
  await next(page, 'Declaration');
  await page.getByRole('checkbox', { name: 'I make this declaration' }).check();
  await expectCleanAtBothWidths(page, 'declaration');
  await next(page, 'About your work');
  await answerSurvey(page, '40');
  await expectCleanAtBothWidths(page, 'survey');
  await next(page, 'News and offers');
  await expectCleanAtBothWidths(page, 'news and offers');
  await next(page, 'Check your answers');
  await expectCleanAtBothWidths(page, 'review');
  await page.getByRole('button', { name: 'Register my company' }).click();
  await expect(page.getByText('You must accept the terms.')).toBeVisible();
  await expectCleanAtBothWidths(page, 'review with errors');
  await page.getByRole('checkbox', { name: /club terms/ }).check();
  await page.getByRole('button', { name: 'Register my company' }).click();
  await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeVisible();
  await expectCleanAtBothWidths(page, 'completion');
});

test('every extra login step has no axe violations', async ({ page }) => {
  // Two axe runs per step and state: slow when the run's other workers are busy too.
  test.slow();
  // Jana Horváthová (demo data) gets every extra step; only this test signs her in.
  await preferEnglish(page);
  const email = 'jana.horvathova@example.sk';
  const since = await requestCodeByEmail(page, email);
  await expectCleanAtBothWidths(page, 'code');
  await enterCode(page, email, since);
  const step = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  const proceed = (name = 'Continue') => page.getByRole('button', { name }).click();

  await step('Your data in the club');
  await expectCleanAtBothWidths(page, 'consent');
  await page.getByRole('checkbox', { name: /I agree that my data is processed/ }).check();
  await proceed();
  await step('New club terms');
  await expectCleanAtBothWidths(page, 'terms');
  await page.getByRole('button', { name: 'I decline' }).click();
  await expect(page.getByRole('dialog', { name: 'Decline the terms?' })).toBeVisible();
  await expectCleanAtBothWidths(page, 'terms: decline dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'I accept the terms' }).click();
  await step('Company registration number');
  await proceed();
  await expect(page.getByLabel('Company registration number')).toHaveAttribute('aria-invalid', 'true');
  await expectCleanAtBothWidths(page, 'registration number with errors');
  await page.getByLabel('Company registration number').fill('12345678');
  await expectCleanAtBothWidths(page, 'registration number');
  await proceed();
  await step('Company type');
  await page.getByRole('radio', { name: 'General building contractor' }).check();
  await expectCleanAtBothWidths(page, 'company type');
  await proceed();
  await step('Disclaimer');
  await expectCleanAtBothWidths(page, 'disclaimer');
  await page.getByRole('checkbox', { name: 'I have read and accept the disclaimer.' }).check();
  await proceed();
  await step('Declaration');
  await expectCleanAtBothWidths(page, 'declaration');
  await page.getByRole('checkbox', { name: 'I confirm this declaration.' }).check();
  await proceed();
  await step('News and offers');
  await expectCleanAtBothWidths(page, 'marketing');
  await proceed();
  await step('A few questions about your company');
  await expectCleanAtBothWidths(page, 'survey');
  await page.getByLabel(/How many roof windows/).fill('40');
  await page.getByRole('checkbox', { name: 'Roofing' }).check();
  await page.getByRole('radio', { name: 'Wholesaler' }).check();
  await proceed('Finish');
  // Their first sign-in: home says Welcome (not Welcome back).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Jana!' })).toBeVisible();
});

test('the header menus, the bell and a notification have no axe violations when open', async ({ page, login }) => {
  // Five axe runs on open popups at two widths: over the 60 s default on a loaded 2-core machine (one CI run).
  test.slow();
  await page.setViewportSize({ width: 360, height: 800 });
  // A Romanian member: the registration wrote the welcome notification the bell lists.
  await login({ region: 5 });
  await page.getByRole('button', { name: 'Open the menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  expect(await violations(page), 'drawer').toEqual([]);
  await drawer.getByRole('button', { name: /Language/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page), 'language menu in the drawer').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page), 'language menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Account menu/ })
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await violations(page), 'user menu').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: /^Notifications,/ }).click();
    const bell = page.getByRole('dialog');
    await expect(bell.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    expect(await violations(page), `bell at ${width} px`).toEqual([]);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: /^Notifications,/ }).click();
  await page.getByRole('dialog').getByRole('listitem').first().getByRole('button').click();
  await expect(page.getByRole('article', { name: /./ }).filter({ has: page.locator('#notification-title') })).toBeVisible();
  await expectCleanAtBothWidths(page, 'notification detail');
});
