// The balance page and certificates (issue 12; issue 11's warranty certificate): the points history pages and shows a
// reserved and an expired entry; a company certificate PDF downloads and its QR code opens a page saying it is genuine;
// a closed project's warranty certificate downloads and /verify/{code} confirms it. Every state is looked at (look.ts):
// axe and a screenshot at 360 and 1280 px.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { bearer, freeSerials } from './projects-helpers';
import { look } from './look';
import { pdfQrCodes, pdfText } from '../apps/server/src/test/pdf';

/** The survey answers that close a project with `installed` units (no unit goes to review). */
const survey = (installed: number) =>
  JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: installed },
  ]);

/** Registers, scans and surveys a project through the API, so it closes; answers its uuid. */
async function closeProject(request: APIRequestContext, token: string, serial: string, street: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/v1/project', { headers, data: { streetName: street, postalCode: '00-950', city: 'Warszawa' } });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  const scan = await request.post(`/v1/project/${uuid}/scans`, { headers, data: { serial_number: serial } });
  expect(scan.status(), await scan.text()).toBe(201);
  const done = await request.post(`/v1/project/${uuid}/survey`, { headers, data: { response: survey(1) } });
  expect(await done.json()).toMatchObject({ status: 2 });
  return uuid;
}

/** Clicks `button` and answers the downloaded file's bytes. */
async function download(page: Page, button: ReturnType<Page['getByRole']>): Promise<{ bytes: Buffer; name: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await file.path();
  return { bytes: await readFile(path), name: file.suggestedFilename() };
}

test('the balance history pages and shows a reserved and an expired entry', async ({ page, login, request }) => {
  test.slow();
  await login({ expiredPoints: 40, expiringPoints: 300, historyEntries: 24, path: null, language: 'en' });
  const token = await bearer(page);
  const headers = { authorization: `Bearer ${token}` };
  // A voucher order reserves points (then captures them: the voucher is sent at once).
  const products = (await (await request.get('/v2/shop/products?limit=100', { headers })).json()) as {
    data: { type: string; variants: { uuid: string; price: number; stock: number }[] }[];
  };
  const voucher = products.data.find((p) => p.type === 'voucher' && p.variants.some((v) => v.stock > 0 && v.price <= 300));
  const variant = voucher?.variants.find((v) => v.stock > 0 && v.price <= 300);
  expect(variant, 'a demo voucher').toBeDefined();
  const order = await request.post('/v2/orders', {
    headers,
    data: {
      type: 'voucher',
      order: [{ uuid: variant?.uuid, quantity: 1 }],
      customer: { phone_region: 1, phone_number: '999999999901', region: 1 },
    },
  });
  expect(order.status(), await order.text()).toBe(201);

  await page.goto('/balance');
  await expect(page.getByRole('heading', { level: 1, name: 'Balance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Points history' })).toBeVisible();
  // The stats: of the 300 points earned last year, what the voucher did not use (oldest first) expires this year.
  await expect(page.locator('[data-stat="to_expire"]')).toContainText(`${300 - (variant?.price ?? 0)} points`);
  const history = page.getByRole('table');
  await expect(history.getByRole('row')).toHaveCount(21);
  await expect(history.locator('tr[data-variation="reserved"]').first()).toContainText('Reserved');
  await expect(history.locator('tr[data-variation="reserved"]').first()).toContainText('Order');
  await look(page, 'balance-page1');

  // The expiry modal explains what expires when.
  await page.getByRole('button', { name: 'When do points expire?' }).click();
  const modal = page.getByRole('dialog', { name: 'Expiring points' });
  await expect(modal).toContainText(`${300 - (variant?.price ?? 0)} points will expire on`);
  await look(page, 'balance-expiry-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // 24 + welcome + expiring + expired credit + expiry + reservation + capture: more than 20, so a second page.
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/balance\?page=2$/);
  const expired = history.locator('tr[data-variation="expired"]');
  await expect(expired).toHaveCount(1);
  await expect(expired).toContainText('Expired');
  await expect(expired).toContainText('40 points');
  await look(page, 'balance-page2');
});

test('a new member sees the empty certificates and the history of the welcome points', async ({ page, login }) => {
  await login({ path: '/balance' });
  await expect(page.getByText('No certificates yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await look(page, 'balance-new-member');
});

test('a certificate PDF downloads and its QR page says it is genuine; so does a warranty certificate', async ({
  page,
  login,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // The account's language is English, so the certificate and its PDF are too.
  const member = await login({ path: null, language: 'en' });
  const token = await bearer(page);
  const serials = await freeSerials(request);
  expect(serials.length).toBeGreaterThanOrEqual(5);
  const projects: string[] = [];
  for (const [i, s] of serials.slice(0, 5).entries()) projects.push(await closeProject(request, token, s.serial_number, `Lipowa ${i + 1}`));

  await page.goto('/balance');
  const year = new Date().getFullYear();
  await expect(page.getByRole('heading', { name: `Certified installer ${year}` })).toBeVisible();
  await look(page, 'balance-certificate');
  const certificate = await download(page, page.getByRole('button', { name: 'Download PDF' }));
  expect(certificate.name).toBe(`certified-installer-${year}.pdf`);
  expect(certificate.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await pdfText(certificate.bytes)).join('\n')).toContain(member.company.name);
  const [certificateUrl] = await pdfQrCodes(certificate.bytes);
  expect(certificateUrl).toMatch(/\/verify\/[A-Za-z0-9_-]{22}$/);

  // The QR code's page, with no session: genuine, and nothing else.
  const stranger = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
  const visitor = await stranger.newPage();
  await visitor.goto(certificateUrl ?? '');
  await expect(visitor.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(visitor.getByText('installer certificate', { exact: false })).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(member.company.name);
  await look(visitor, 'verify-genuine');

  // The homeowner's warranty certificate of the last project.
  await page.goto(`/projects/${projects[4]}`);
  const warranty = await download(page, page.getByRole('button', { name: 'Download warranty certificate (PDF)' }));
  const text = (await pdfText(warranty.bytes)).join('\n');
  expect(text).toContain('Warranty certificate');
  expect(text).toContain(member.company.name);
  expect(text).toContain(serials[4]?.serial_number ?? 'serial');
  await look(page, 'project-closed-warranty');
  const [warrantyUrl] = await pdfQrCodes(warranty.bytes);
  await visitor.goto(warrantyUrl ?? '');
  await expect(visitor.getByRole('heading', { name: 'This certificate is genuine' })).toBeVisible();
  await expect(visitor.getByText('warranty certificate', { exact: false })).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText(serials[4]?.serial_number ?? 'serial');

  // A made-up code is not genuine.
  await visitor.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(visitor.getByRole('heading', { name: 'This certificate is not genuine' })).toBeVisible();
  await look(visitor, 'verify-not-genuine');
  await stranger.close();
});
