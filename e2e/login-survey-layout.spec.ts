// Issue 9 item 5: the sign-in survey's number field (extra step for an owner whose company has not answered the
// survey) keeps its spin buttons inside the field at 360 px and 1280 px, as registration's does: one shared component.
import { expect, test } from '@playwright/test';
import { enterCode, preferEnglish, requestCodeByEmail } from './login-helpers';

const email = 'ewa.zielinska@example.pl';

test('the survey number field has its spin buttons inside the field at 360 and 1280 px', async ({ page }) => {
  await preferEnglish(page);
  await page.setViewportSize({ width: 360, height: 800 });
  const since = await requestCodeByEmail(page, email);
  await enterCode(page, email, since);
  await expect(page.getByRole('heading', { level: 2, name: 'A few questions about your company' })).toBeVisible();

  const input = page.getByRole('textbox').first();
  const controls = page.locator('.mantine-NumberInput-controls').first();
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await input.fill('40');
    const field = await input.boundingBox();
    const spin = await controls.boundingBox();
    if (!field || !spin) throw new Error('no field or no spin buttons');
    // The buttons sit inside the input's box, at its right edge.
    expect(spin.x).toBeGreaterThanOrEqual(field.x);
    expect(spin.x + spin.width).toBeLessThanOrEqual(field.x + field.width + 1);
    expect(field.x + field.width - (spin.x + spin.width)).toBeLessThan(4);
    expect(spin.y).toBeGreaterThanOrEqual(field.y - 1);
    expect(spin.y + spin.height).toBeLessThanOrEqual(field.y + field.height + 1);
    await page.screenshot({ path: `/tmp/web-core-shots/login-survey-${width}.png`, fullPage: true });
  }
});
