// The staff console's integration screens (issue 17): an admin creates an API key and sees it once, the maker's
// system uses it on /integration/v1/companies, the admin revokes it (after a confirmation) and the next request gets
// 401; then registers a webhook endpoint (its secret shown once) and opens its deliveries. Each page is checked by axe
// and photographed at 360 and 1280 px when SHOTS_DIR is set.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, wcagAA } from './support/axe';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.setTimeout(240_000);

const ADMIN = 'admin-integration@club.example';

async function checkState(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, [data-fetching="true"]')).toHaveCount(0);
  // With a dialog open, the dialog is what the admin reads and works with; the page under its overlay is checked in the
  // states without one (axe otherwise measures that page's text through the half-opaque overlay).
  const dialog = (await page.getByRole('dialog').count()) > 0;
  expect(await axeViolations(page, { tags: wcagAA, ...(dialog ? { include: '[role="dialog"]' } : {}) }), name).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // The navigation drawer slides away when the width drops below its breakpoint; photograph it gone.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const rows = (await (await request.get('/dev/outbox.json')).json()) as { id: number }[];
  return rows[0]?.id ?? 0;
}

async function outboxCode(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get('/dev/outbox.json')).json()) as {
          id: number;
          recipient: string;
          subject: string | null;
          body: string;
        }[];
        const row = rows.find((r) => r.recipient === to && r.id > after);
        code = /\b(\d{5})\b/.exec(`${row?.subject ?? ''} ${row?.body ?? ''}`)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `a staff code for ${to}` },
    )
    .toMatch(/^\d{5}$/);
  return code;
}

/** Signs in to the console through its pages (a code sent less than 60 s ago by another journey: try again). */
async function adminPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  const after = await lastOutboxId(request);
  await page.getByLabel('Email').fill(ADMIN);
  await expect(async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/a 5-digit code is on its way/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000, intervals: [15_000] });
  const code = await outboxCode(request, ADMIN, after);
  await page.getByLabel('Code').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Staff console' })).toBeVisible();
  return page;
}

test('an admin creates an API key, sees it once, it works, revoked it answers 401; a webhook endpoint is registered', async ({
  browser,
  request,
}) => {
  const admin = await adminPage(browser, request);
  const nav = admin.getByRole('navigation', { name: 'Areas' });
  await nav.getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Integration API keys' })).toBeVisible();
  await checkState(admin, 'integration-keys-empty');

  // Create: a name and one scope; a missing name is refused first with the problem named.
  const name = `CRM ${Date.now()}`;
  await admin.getByRole('button', { name: 'Create key' }).click();
  const form = admin.getByRole('dialog', { name: 'Create key' });
  await form.getByRole('checkbox', { name: /companies:read/ }).check();
  await form.getByRole('button', { name: 'Create the key' }).click();
  await expect(form.getByRole('alert')).toContainText('Give the key a name');
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await checkState(admin, 'integration-keys-create');
  await form.getByRole('button', { name: 'Create the key' }).click();

  const shown = admin.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText('It is shown only this once')).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  const key = (await shown.getByTestId('shown-once').innerText()).trim();
  expect(key).toMatch(/^ick_[A-Za-z0-9_-]{43}$/);
  await checkState(admin, 'integration-keys-shown-once');
  await shown.getByRole('button', { name: 'I have stored it' }).click();
  await expect(shown).toBeHidden();
  // Never shown again: the list has its first characters only.
  await expect(admin.getByText(key)).toHaveCount(0);
  const row = admin.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(`${key.slice(0, 10)}…`);
  await expect(row).toContainText('Never');

  // The maker's system uses it: companies yes (its scope), projects no.
  const bearer = { authorization: `Bearer ${key}` };
  const companies = await request.get('/integration/v1/companies?limit=5', { headers: bearer });
  expect(companies.status()).toBe(200);
  expect(((await companies.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  expect((await request.get('/integration/v1/projects', { headers: bearer })).status()).toBe(403);
  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: name })).not.toContainText('Never');
  await checkState(admin, 'integration-keys-list');

  // Revoke, after a confirmation; the next request is refused.
  await admin.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(confirm).toContainText(name);
  await checkState(admin, 'integration-keys-revoke');
  await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(admin.getByRole('row').filter({ hasText: name })).toContainText('Revoked');
  await expect(admin.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  const refused = await request.get('/integration/v1/companies', { headers: bearer });
  expect(refused.status()).toBe(401);

  // Webhooks: register an endpoint (secret generated, shown once), see it listed, open its deliveries.
  await nav.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Webhook endpoints' })).toBeVisible();
  await admin.getByRole('button', { name: 'Register endpoint' }).click();
  const register = admin.getByRole('dialog', { name: 'Register endpoint' });
  const url = `https://crm.example.com/hooks/${Date.now()}`;
  await register.getByRole('textbox', { name: 'URL' }).fill(url);
  await register.getByRole('checkbox', { name: /order\.placed/ }).check();
  await register.getByRole('checkbox', { name: /project\.closed/ }).check();
  await checkState(admin, 'integration-webhooks-register');
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  const secret = admin.getByRole('dialog', { name: 'Endpoint registered' });
  await expect(secret.getByTestId('shown-once')).toHaveText(/^whsec_/);
  await expect(secret.getByRole('button', { name: 'Copy' })).toBeVisible();
  await checkState(admin, 'integration-webhooks-secret');
  await secret.getByRole('button', { name: 'I have stored it' }).click();
  const endpointRow = admin.getByRole('row').filter({ hasText: url });
  await expect(endpointRow).toContainText('Active');
  await checkState(admin, 'integration-webhooks-list');
  await endpointRow.getByRole('link', { name: /pending/ }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Deliveries' })).toBeVisible();
  await expect(admin.getByText(`Endpoint: ${url}`)).toBeVisible();
  await checkState(admin, 'integration-deliveries');

  // Delete it again, after a confirmation (other journeys' orders would be sent to it).
  await admin.getByRole('link', { name: 'Webhook endpoints' }).click();
  await admin.getByRole('button', { name: `Delete ${url}` }).click();
  const del = admin.getByRole('dialog', { name: 'Delete this endpoint?' });
  await checkState(admin, 'integration-webhooks-delete');
  await del.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(admin.getByRole('row').filter({ hasText: url })).toHaveCount(0);

  // The audit log has every write.
  await nav.getByRole('link', { name: 'Audit log', exact: true }).click();
  for (const action of ['Created an API key', 'Revoked an API key', 'Registered a webhook endpoint', 'Deleted a webhook endpoint'])
    await expect(admin.getByRole('cell', { name: action }).first()).toBeVisible();
});
