// Keyboard only (WCAG 2.1.1, 2.4.3, 2.4.11): the registration and every extra login step are completed with Tab, Enter,
// Space and the arrow keys; after each Next the focus is on the new step's heading; the header's drawer, menus and
// bell close with Escape and give the focus back to the button that opened them.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { preferEnglish } from './login-helpers';
import { freshCompany, stepHeading } from './register-helpers';
import { codeSentTo } from './support/messages';

const isFocused = (target: Locator) => target.evaluate((el) => el.matches(':focus'));

/**
 * Presses Tab until `target` has the focus, or, when it is not reached within 40 presses (a long page between the focus
 * and a header button before it), Shift+Tab; fails when neither reaches it.
 */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 40 && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 80 && !(await isFocused(target)); i++) await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

async function press(page: Page, button: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, button);
  await page.keyboard.press(key);
}

/** Tabs into a radio group and moves with the arrow keys until `radio` is chosen. */
async function chooseRadio(page: Page, group: Locator, radio: Locator) {
  await tabTo(page, group.getByRole('radio').first());
  for (let i = 0; i < 10 && !(await radio.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
}

test('a company registers with the keyboard only, the focus starting each step at its heading', async ({ page }) => {
  const c = freshCompany('kbd');
  await preferEnglish(page);
  await page.goto('/register');
  const country = page.getByLabel('Country or region');
  await tabTo(page, country);
  await page.keyboard.type('Polska');
  await expect(country.locator('option:checked')).toHaveText('Polska');

  const next = async (heading: string) => {
    await press(page, page.getByRole('button', { name: 'Next' }));
    await expect(stepHeading(page, heading)).toBeFocused();
  };
  await next('Your details');
  await typeInto(page, page.getByLabel('First name'), c.name);
  await typeInto(page, page.getByLabel('Surname'), c.surname);
  await typeInto(page, page.getByLabel('Email'), c.email);
  await typeInto(page, page.getByLabel('Mobile phone'), c.phone);
  await next('Your company');
  await typeInto(page, page.getByLabel('Company name'), c.company);
  await typeInto(page, page.getByLabel('Company registration number'), c.registrationNumber);
  await next('Company address');
  await tabTo(page, page.getByLabel('Street'));
  await page.keyboard.type('Marszał', { delay: 30 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await typeInto(page, page.getByLabel('House number'), '7');
  await next('Company type');
  const types = page.getByRole('radiogroup');
  await chooseRadio(page, types, page.getByRole('radio', { name: 'General building contractor' }));
  await next('Disclaimer');
  await press(page, page.getByRole('checkbox', { name: 'I accept the disclaimer' }), 'Space');
  await next('Declaration');
  await press(page, page.getByRole('checkbox', { name: 'I make this declaration' }), 'Space');
  await next('About your work');
  await typeInto(page, page.getByRole('textbox').first(), '25');
  await press(page, page.getByRole('checkbox').nth(0), 'Space');
  await press(page, page.getByRole('checkbox').nth(1), 'Space');
  await chooseRadio(page, page.getByRole('radiogroup').last(), page.getByRole('radio').first());
  await next('News and offers');
  await press(page, page.getByRole('checkbox', { name: 'Send me news and offers by email' }), 'Space');
  await next('Check your answers');
  await press(page, page.getByRole('checkbox', { name: /club terms/ }), 'Space');
  await press(page, page.getByRole('button', { name: 'Register my company' }));
  await expect(page.getByRole('heading', { name: 'Your company is registered' })).toBeFocused();
});

test('every extra login step is completed with the keyboard only, and the header closes its popups with Escape', async ({ page }) => {
  // Ten sign-in steps and four header popups: over the 60 s default on a loaded 2-core machine (it timed out on the
  // very last check in one CI run).
  test.slow();
  // Marek Kováč (demo data) gets every extra step; only this test signs him in.
  const email = 'marek.kovac@example.sk';
  await preferEnglish(page);
  await page.goto('/login');
  const heading = (name: string) => expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
  const proceed = async (heading_: string, name = 'Continue') => {
    await press(page, page.getByRole('button', { name }));
    await heading(heading_);
  };

  await press(page, page.getByRole('button', { name: 'With my email address' }));
  await heading('Your sign-in details');
  await typeInto(page, page.getByLabel('Email address'), email);
  const since = new Date(Date.now() - 1000);
  await page.keyboard.press('Enter');
  await heading('Enter the code');
  await typeInto(page, page.getByLabel('Code'), await codeSentTo(email, since));
  await page.keyboard.press('Enter');

  await heading('Your data in the club');
  await press(page, page.getByRole('checkbox', { name: /I agree that my data is processed/ }), 'Space');
  await proceed('New club terms');
  // The decline dialog closes with Escape and gives the focus back.
  const decline = page.getByRole('button', { name: 'I decline' });
  await press(page, decline);
  await expect(page.getByRole('dialog', { name: 'Decline the terms?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(decline).toBeFocused();
  await proceed('Company registration number', 'I accept the terms');
  await typeInto(page, page.getByLabel('Company registration number'), '87654321');
  await proceed('Company type');
  await chooseRadio(page, page.getByRole('radiogroup'), page.getByRole('radio', { name: 'General building contractor' }));
  await proceed('Disclaimer');
  await press(page, page.getByRole('checkbox', { name: 'I have read and accept the disclaimer.' }), 'Space');
  await proceed('Declaration');
  await press(page, page.getByRole('checkbox', { name: 'I confirm this declaration.' }), 'Space');
  await proceed('News and offers');
  await press(page, page.getByRole('checkbox', { name: 'Yes, send me news and offers by email.' }), 'Space');
  await proceed('A few questions about your company');
  await typeInto(page, page.getByLabel(/How many roof windows/), '12');
  await press(page, page.getByRole('checkbox', { name: 'Roofing' }), 'Space');
  await chooseRadio(page, page.getByRole('radiogroup').last(), page.getByRole('radio', { name: 'Wholesaler' }));
  await press(page, page.getByRole('button', { name: 'Finish' }));
  // Their first sign-in: home says Welcome (not Welcome back).
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Marek!' })).toBeVisible();

  // The header: each popup opens from the keyboard, closes with Escape and returns the focus to its button.
  const banner = page.getByRole('banner');
  const escapeReturnsFocus = async (button: Locator, popup: Locator) => {
    await press(page, button);
    await expect(popup).toBeVisible();
    // As a keyboard user would: Escape once the focus is inside the popup (the popups move it there just after they
    // show; an Escape before that reaches the button, not the popup — seen once in CI on the bell).
    await expect(popup.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(button).toBeFocused();
  };
  await page.setViewportSize({ width: 360, height: 740 });
  await escapeReturnsFocus(banner.getByRole('button', { name: 'Open the menu' }), page.getByRole('dialog', { name: 'Menu' }));
  await escapeReturnsFocus(banner.getByRole('button', { name: /^Notifications,/ }), page.getByRole('dialog'));
  await page.setViewportSize({ width: 1280, height: 800 });
  await escapeReturnsFocus(banner.getByRole('button', { name: /Language:/ }), page.getByRole('menu'));
  await escapeReturnsFocus(banner.getByRole('button', { name: /^Account menu/ }), page.getByRole('menu'));
  // A language is chosen with the arrow keys and Enter.
  await press(page, banner.getByRole('button', { name: /Language:/ }));
  await expect(page.getByRole('menuitem', { name: 'English' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(banner.getByRole('button', { name: 'Język: Polski' })).toBeVisible();
});
