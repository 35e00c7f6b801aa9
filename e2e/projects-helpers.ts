// Shared steps of the projects journeys: the session's token for API set-up, demo serials, typing a serial.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DemoSerial {
  serial_number: string;
  product_group: string;
  name: string;
}

/** Demo units no project holds yet (GET /dev/serials.json, outside production only). */
export async function freeSerials(request: APIRequestContext): Promise<DemoSerial[]> {
  const res = await request.get('/dev/serials.json');
  expect(res.ok()).toBe(true);
  return (await res.json()) as DemoSerial[];
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

/** Screenshots of the current page at a phone's and a desktop's width, under /tmp (looked at by hand). */
export async function shoot(page: Page, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/projects-web-shots/e2e-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
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

/** WCAG 2.2 AA problems axe finds on the page as it is now (none expected). */
export async function axeViolations(page: Page): Promise<string[]> {
  // A popup still fading in has mixed colours; axe would report them as contrast failures.
  await page.waitForFunction("document.getAnimations().every((a) => a.playState !== 'running')");
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.html.slice(0, 160)).join(', ')})`);
}
