// Shared steps of the projects journeys: the session's token for API set-up, demo serials, typing a serial, the
// header's balance. Axe and screenshots: look.ts.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

export interface DemoSerial {
  serial_number: string;
  product_group: string;
  name: string;
}

/**
 * Demo units no project holds yet (GET /dev/serials.json, outside production only), every other one for each of the
 * two workers: two journeys running at once (say projects and balance) would otherwise both take the first free ones,
 * and the second to scan would see "already registered" (seen once in a local run).
 */
export async function freeSerials(request: APIRequestContext): Promise<DemoSerial[]> {
  const res = await request.get('/dev/serials.json');
  expect(res.ok()).toBe(true);
  const { parallelIndex, config } = test.info();
  const slots = Math.max(1, config.workers);
  return ((await res.json()) as DemoSerial[]).filter((_, i) => i % slots === parallelIndex % slots);
}

/** The signed-in session's bearer token, as the web app stored it. */
export async function bearer(page: Page): Promise<string> {
  const raw = await page.evaluate('localStorage.getItem("token")');
  return (JSON.parse(String(raw)) as { token: string }).token;
}

export async function typeSerial(page: Page, serial: string) {
  const field = page.getByRole('textbox', { name: 'Serial number' });
  await field.fill(serial);
  await field.press('Enter');
}

/** The header's balance in points (the desktop header link). */
export async function headerBalance(page: Page): Promise<number> {
  const link = page
    .getByRole('banner')
    .getByRole('link', { name: /^Your company's balance: / })
    .first();
  await expect(link).toBeVisible();
  const label = (await link.getAttribute('aria-label')) ?? '';
  return Number(/([\d,\s]+) points?$/.exec(label)?.[1]?.replace(/[^\d]/g, '') ?? 'NaN');
}
