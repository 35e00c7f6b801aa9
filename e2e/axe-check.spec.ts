// The journeys' axe check itself (support/axe.ts, decision 0145): it keeps axe in the page between checks, so this
// journey makes sure it still finds what it should — on the page, in a frame of the page, after a navigation and
// inside an `include` — and nothing on a clean page.
import { expect, test } from '@playwright/test';
import { axeViolations, wcagAA } from './support/axe';
import { preferEnglish } from './login-helpers';

const ids = (found: string[]) => found.map((f) => f.split(':')[0]).sort();

test('the axe check finds faults on the page, in its frames and after a navigation, and none on /login', async ({ page }) => {
  await preferEnglish(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A picture without a text alternative and grey-on-white text: found with every rule and with WCAG AA only.
  await page.evaluate(`(() => {
    const box = document.createElement('div');
    box.id = 'faults';
    box.innerHTML = '<img src="/favicon.ico"><p style="color:#bbb;background:#fff">faint text</p>';
    document.querySelector('main').append(box);
  })()`);
  expect(ids(await axeViolations(page))).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  expect(ids(await axeViolations(page, { tags: wcagAA }))).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']));
  // Only what is inside `include` counts.
  expect(ids(await axeViolations(page, { include: 'h1' }))).toEqual([]);

  // A frame of the page is checked too.
  await page.evaluate(`(() => {
    document.getElementById('faults').remove();
    const frame = document.createElement('iframe');
    frame.title = 'A frame';
    frame.srcdoc = '<!doctype html><html lang="en"><title>f</title><main><img src="x.png"></main></html>';
    document.querySelector('main').append(frame);
  })()`);
  await expect(page.frameLocator('iframe').locator('img')).toHaveCount(1);
  const inFrame = await axeViolations(page);
  expect(ids(inFrame)).toContain('image-alt');
  expect(inFrame.find((f) => f.startsWith('image-alt'))).toContain('x.png');

  // A new document (a full navigation) gets axe again.
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(`document.querySelector('main').insertAdjacentHTML('beforeend', '<img src="/favicon.ico">')`);
  expect(ids(await axeViolations(page))).toContain('image-alt');
});
