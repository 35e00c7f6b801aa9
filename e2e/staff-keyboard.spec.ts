// The staff console by keyboard only (issue 16 "by keyboard"; WCAG 2.1.1, 2.4.3): an admin signs in with Tab, typing
// and Enter, opens Orders, selects an order with Space, starts a bulk action whose dialog Escape closes (the focus goes
// back to the button that opened it), then confirms it with Enter; then opens a company's view from the companies
// list, moves between its tabs with the arrow keys, and closes the deactivation dialog with Escape. The company list
// and view are checked by axe and photographed at 360 and 1280 px when SHOTS_DIR is set.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAsNewMember, type Member } from './support/fixtures';
import { axeViolations } from './look';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.setTimeout(240_000);

// Its own ADMIN_EMAIL address (support/global-setup.ts): no other journey signs in with it.
const ADMIN = 'admin-keyboard@club.example';

const isFocused = (target: Locator) => target.evaluate((el) => el.matches(':focus'));

/** Presses Tab until `target` has the focus (Shift+Tab when it lies behind); fails when neither reaches it. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < 60 && !(await isFocused(target)); i++) await page.keyboard.press('Tab');
  for (let i = 0; i < 80 && !(await isFocused(target)); i++) await page.keyboard.press('Shift+Tab');
  await expect(target).toBeFocused();
}

async function press(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

/**
 * Axe (every rule but AAA) and, under SHOTS_DIR, full-page screenshots at 360 and 1280 px. `ignore`: best-practice
 * rules (not WCAG) a state may break for a known reason, named where it is called.
 */
async function checkState(page: Page, name: string, ignore: string[] = []) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, [data-fetching="true"]')).toHaveCount(0);
  const dir = process.env.SHOTS_DIR;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    expect(
      (await axeViolations(page)).filter((v) => !ignore.some((rule) => v.startsWith(`${rule}:`))),
      `${name} at ${width} px`,
    ).toEqual([]);
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
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

async function api(request: APIRequestContext, member: Member, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${member.token.token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('an admin works the console with the keyboard only', async ({ page, browser, request }) => {
  // A member with points and one goods order waiting.
  const member = await signInAsNewMember(page, request, '', { name: 'Kasia', expiringPoints: 2000, path: null });
  const products = (await api(request, member, 'GET', '/v2/shop/products?limit=100')) as {
    data: { type: string; variants: { uuid: string; price: number }[] }[];
  };
  const goods = products.data.find(
    (p) => p.type === 'product' && (p.variants[0]?.price ?? 0) >= 150 && (p.variants[0]?.price ?? 1e9) <= 200,
  );
  expect(goods, 'a demo goods product').toBeDefined();
  const order = (
    (await api(request, member, 'POST', '/v2/orders', {
      type: 'cart',
      order: [{ uuid: goods?.variants[0]?.uuid, quantity: 1 }],
      customer: {
        phone_region: 1,
        phone_number: '+48 512 345 678',
        name: 'Kasia',
        surname: 'Nowak',
        company_name: member.company.name,
        street: 'Prosta',
        house_number: '1',
        city: 'Warszawa',
        postal_code: '00-001',
        region: 1,
      },
    })) as { data: { uuid: string; number: string }[] }
  ).data[0] as { uuid: string; number: string };

  // Sign-in: Tab to the field, type, Enter.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', locale: 'en-GB' });
  const admin = await context.newPage();
  await admin.goto('/admin/login');
  await expect(admin.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  const rows = (await (await request.get('/dev/outbox.json')).json()) as { id: number }[];
  const after = rows[0]?.id ?? 0;
  await tabTo(admin, admin.getByLabel('Email'));
  await admin.keyboard.type(ADMIN);
  await press(admin, admin.getByRole('button', { name: 'Send code' }));
  await expect(admin.getByText(/a 5-digit code is on its way/)).toBeVisible();
  const code = await outboxCode(request, ADMIN, after);
  await tabTo(admin, admin.getByLabel('Code').first());
  await admin.keyboard.type(code);
  await press(admin, admin.getByRole('button', { name: 'Sign in' }));
  await expect(admin.getByRole('heading', { level: 2, name: 'Staff console' })).toBeVisible();

  // Orders: select the member's order with Space and start the bulk "Approve".
  await press(admin, admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders', exact: true }));
  await expect(admin.getByRole('heading', { name: 'Orders' })).toBeVisible();
  const select = admin.getByRole('checkbox', { name: `Select order ${order.number}` });
  await press(admin, select, 'Space');
  await expect(select).toBeChecked();
  const bulk = admin.getByRole('group', { name: 'Selected orders' });
  await expect(bulk.getByText('1 order selected')).toBeVisible();
  const approve = bulk.getByRole('button', { name: 'Approve' });
  await press(admin, approve);
  const dialog = admin.getByRole('dialog', { name: 'Approve' });
  await expect(dialog).toBeVisible();
  // Escape closes the dialog without a change and gives the focus back to the button.
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(approve).toBeFocused();
  await expect(select).toBeChecked();
  // Again, confirmed this time.
  await admin.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await press(admin, dialog.getByRole('button', { name: 'Confirm' }));
  await expect(admin.getByText('Order status changed.').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(((await api(request, member, 'GET', `/v2/orders/${order.uuid}`)) as { status: number }).status).toBe(2);

  // Companies: search, open the member's company, move through its tabs with the arrow keys.
  await press(admin, admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Companies and users', exact: true }));
  await tabTo(admin, admin.getByLabel('Search (company, name, email, phone)'));
  await admin.keyboard.type(member.company.name);
  const open = admin.getByRole('link', { name: `Open: ${member.company.name}` });
  await expect(open).toBeVisible();
  await checkState(admin, 'staff-companies-list');
  await press(admin, open);
  await expect(admin.getByRole('heading', { name: member.company.name })).toBeVisible();
  await expect(admin.getByRole('cell', { name: /Order reservation/ }).first()).toBeVisible();
  await checkState(admin, 'staff-company-overview');
  await press(admin, admin.getByRole('tab', { name: /^Overview/ }));
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: /^Projects/ })).toHaveAttribute('aria-selected', 'true');
  await admin.keyboard.press('ArrowRight');
  const ordersTab = admin.getByRole('tab', { name: 'Orders (1)' });
  await expect(ordersTab).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('cell', { name: order.number, exact: true })).toBeVisible();
  await expect(admin.getByRole('row', { name: new RegExp(order.number) }).getByText('Approved')).toBeVisible();
  await checkState(admin, 'staff-company-orders');
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: 'Team (1)' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin.getByRole('cell', { name: /Kasia/ }).first()).toBeVisible();
  await checkState(admin, 'staff-company-team');

  // The deactivation dialog opens by keyboard and Escape closes it with nothing changed.
  const deactivate = admin.getByRole('button', { name: `Deactivate company: ${member.company.name}` });
  await press(admin, deactivate);
  const confirm = admin.getByRole('dialog', { name: `Deactivate ${member.company.name}?` });
  await expect(confirm).toBeVisible();
  // Mantine's modal header is a <header> in a portal at the body, so axe counts a second banner landmark (a
  // best-practice rule; every console dialog has it, staff.spec checks the WCAG rules only).
  await checkState(admin, 'staff-company-deactivate', ['landmark-no-duplicate-banner', 'landmark-unique']);
  await admin.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(deactivate).toBeFocused();
  await api(request, member, 'GET', '/v1/company/user/self');
  await context.close();
});
