// The staff console (issue 16): an admin signs in with ADMIN_EMAIL (code from /dev/outbox) and invites a reviewer and a
// fulfilment clerk; the reviewer closes a project in review with one scan rejected and the member sees the points;
// fulfilment approves and completes one order and rejects another (points released, visible to the member); the admin
// views the member's portal read-only ("View as", ?faker=) where a write is refused; every action is in the audit log.
// Each console page is checked by axe and photographed at 360 and 1280 px when SHOTS_DIR is set.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, wcagAA } from './support/axe';
import { signInAsNewMember, type Member } from './support/fixtures';
import { freeSerials, headerBalance } from './projects-helpers';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.setTimeout(300_000);

const ADMIN = 'admin@club.example';

/** Axe (WCAG 2.2 AA) on the page as it is, then screenshots at 360 and 1280 px under SHOTS_DIR (looked at by hand).
 *  The console's loaders spin forever, so this waits for the page to settle instead of for every animation. */
async function checkState(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.mantine-Loader-root, [data-fetching="true"]')).toHaveCount(0);
  expect(await axeViolations(page, { tags: wcagAA }), name).toEqual([]);
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
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

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const rows = (await (await request.get('/dev/outbox.json')).json()) as { id: number }[];
  return rows[0]?.id ?? 0;
}

/** Signs in to the console through its pages, in a fresh context of its own (a staff session lives in one tab). */
async function staffPage(browser: Browser, request: APIRequestContext, email: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  const after = await lastOutboxId(request);
  await page.getByLabel('Email').fill(email);
  // A code sent to this email less than 60 s ago (the previous journey) makes the server ask to wait: try again.
  await expect(async () => {
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(/a 5-digit code is on its way/)).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000, intervals: [15_000] });
  const code = await outboxCode(request, email, after);
  await page.getByLabel('Code').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Staff console' })).toBeVisible();
  return page;
}

const customer = (company: string) => ({
  phone_region: 1,
  phone_number: '+48 512 345 678',
  name: 'Jan',
  surname: 'Kowalski',
  company_name: company,
  street: 'Prosta',
  house_number: '1',
  city: 'Warszawa',
  postal_code: '00-001',
  region: 1,
});

async function api(request: APIRequestContext, member: Member, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${member.token.token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test('staff run the club: review, fulfilment, emulation, audit', async ({ page, browser, request }) => {
  // A member with points, a project in review (one known serial, one unknown) and two goods orders (a marketing order
  // needs its configured data and proof, issue 14).
  const member = await signInAsNewMember(page, request, '', { name: 'Zenon', expiringPoints: 2000, path: null });
  const project = (await api(request, member, 'POST', '/v1/project', {
    name: 'Dom Zenona',
    streetName: 'Lipowa 4',
    postalCode: '00-950',
    city: 'Warszawa',
  })) as { uuid: string };
  const [serial] = await freeSerials(request);
  await api(request, member, 'POST', `/v1/project/${project.uuid}/scans`, { serial_number: serial?.serial_number });
  const unknown = `ZZ${Date.now()}`;
  await api(request, member, 'POST', `/v1/project/${project.uuid}/scans`, { serial_number: unknown });
  const survey = JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: 2 },
  ]);
  expect(await api(request, member, 'POST', `/v1/project/${project.uuid}/survey`, { response: survey })).toMatchObject({ status: 5 });
  const products = (await api(request, member, 'GET', '/v2/shop/products?limit=100')) as {
    data: { type: string; variants: { uuid: string; price: number }[] }[];
  };
  // Goods of one vendor above the Polish minimum order (128 points) and within the member's balance.
  const goods = products.data.find(
    (p) => p.type === 'product' && (p.variants[0]?.price ?? 0) >= 150 && (p.variants[0]?.price ?? 1e9) <= 200,
  );
  expect(goods, 'a demo goods product').toBeDefined();
  const place = async () =>
    (
      (await api(request, member, 'POST', '/v2/orders', {
        type: 'cart',
        order: [{ uuid: goods?.variants[0]?.uuid, quantity: 1 }],
        customer: customer(member.company.name),
      })) as { data: { uuid: string; number: string }[] }
    ).data[0] as { uuid: string; number: string };
  const orderA = await place();
  const orderB = await place();

  // The admin signs in with ADMIN_EMAIL and invites a reviewer and a fulfilment clerk.
  const admin = await staffPage(browser, request, ADMIN);
  await checkState(admin, 'staff-home');
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(admin.getByRole('cell', { name: ADMIN, exact: true }).first()).toBeVisible();
  await checkState(admin, 'staff-list');
  const stamp = Date.now();
  const reviewerEmail = `reviewer-${stamp}@club.example`;
  const clerkEmail = `clerk-${stamp}@club.example`;
  for (const [email, name, role] of [
    [reviewerEmail, 'Rita Reviewer', 'Review'],
    [clerkEmail, 'Felix Fulfilment', 'Fulfilment'],
  ] as const) {
    await admin.getByRole('button', { name: 'Invite staff' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Invite staff' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('checkbox', { name: role }).check();
    if (email === reviewerEmail) await checkState(admin, 'staff-invite');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByRole('cell', { name: email, exact: true }).first()).toBeVisible();
  }

  // The reviewer closes the project with the unknown serial rejected.
  const reviewer = await staffPage(browser, request, reviewerEmail);
  await expect(reviewer.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await reviewer.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Review queue', exact: true }).click();
  const link = reviewer.getByRole('link', { name: /Dom Zenona, Lipowa 4/ });
  await expect(link).toBeVisible();
  await checkState(reviewer, 'staff-review');
  await link.click();
  await expect(reviewer.getByRole('cell', { name: unknown, exact: true })).toBeVisible();
  await expect(reviewer.getByText('Unknown serial number')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Close and credit points' })).toBeDisabled();
  await checkState(reviewer, 'staff-review-detail');
  await reviewer.getByRole('row').filter({ hasText: unknown }).getByRole('radio', { name: 'Reject' }).check({ force: true });
  const before = (await api(request, member, 'GET', `/v1/company/points/${member.company.uuid}`)) as { company_points: number };
  await reviewer.getByRole('button', { name: 'Close and credit points' }).click();
  await expect(reviewer.getByText(/Project closed: \d+ points credited/)).toBeVisible();
  await expect(reviewer.getByText('No projects are waiting for review.')).toBeVisible();
  const after = (await api(request, member, 'GET', `/v1/company/points/${member.company.uuid}`)) as { company_points: number };
  expect(after.company_points).toBeGreaterThan(before.company_points);

  // The member sees the closed project and the points in the header.
  await page.goto(`/projects/${project.uuid}`);
  await expect(page.getByText('Closed').first()).toBeVisible();
  expect(await headerBalance(page)).toBe(after.company_points);

  // Fulfilment approves and completes order A and rejects order B with a note.
  const clerk = await staffPage(browser, request, clerkEmail);
  await clerk.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(clerk.getByRole('cell', { name: orderA.number, exact: true })).toBeVisible();
  await checkState(clerk, 'staff-orders');
  const move = async (number: string, action: string, note?: string) => {
    await clerk.getByRole('button', { name: `${action} ${number}` }).click();
    const dialog = clerk.getByRole('dialog', { name: action });
    if (note) await dialog.getByLabel(/Note/).fill(note);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(clerk.getByText('Order status changed.').first()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await move(orderA.number, 'Approve');
  await move(orderB.number, 'Reject', 'The print shop is closed this month.');
  await clerk.locator('input[aria-haspopup="listbox"]').first().click();
  await clerk.getByRole('option', { name: 'Approved' }).click();
  await move(orderA.number, 'Complete');
  await clerk.locator('input[aria-haspopup="listbox"]').first().click();
  await clerk.getByRole('option', { name: 'Completed' }).click();
  await expect(clerk.getByRole('cell', { name: orderA.number, exact: true })).toBeVisible();
  await clerk.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Voucher pools', exact: true }).click();
  await expect(clerk.getByRole('heading', { name: 'Voucher pools' })).toBeVisible();
  await checkState(clerk, 'staff-vouchers');
  // The clerk's role does not open the audit log.
  await expect(clerk.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit log', exact: true })).toHaveCount(0);

  // The member sees the rejected order and the points given back.
  await page.goto(`/orders/${orderB.uuid}`);
  await expect(page.getByText('Rejected').first()).toBeVisible();
  const history = (await api(request, member, 'GET', '/v1/points/history?limit=50')) as {
    data: { variation: string; options: { order: { order_number: string } | null } }[];
  };
  expect(
    history.data
      .filter((e) => e.options.order?.order_number === orderB.number)
      .map((e) => e.variation)
      .sort(),
  ).toEqual(['positive', 'reserved']);

  // "View as": the member's portal, read-only, with the banner; a write is refused.
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Companies and users', exact: true }).click();
  await admin.getByLabel('Search (company, name, email, phone)').fill(member.company.name);
  await admin.getByRole('cell', { name: member.company.name, exact: true }).click();
  await checkState(admin, 'staff-companies');
  const popup = admin.context().waitForEvent('page');
  await admin.getByRole('button', { name: /^View as Zenon/ }).click();
  const portal = await popup;
  await expect(portal.getByTestId('emulation-banner')).toBeVisible();
  await expect(portal).toHaveURL(/\/$/);
  await expect(portal.getByRole('heading', { level: 1 })).toBeVisible();
  await checkState(portal, 'staff-emulation-home');
  // A string, not a function: the tools' type check has no DOM library.
  const refused = await portal.evaluate(`(async () => {
    const stored = JSON.parse(localStorage.getItem('token') || '{}');
    const res = await fetch('/v1/project', {
      method: 'POST',
      headers: { authorization: 'Bearer ' + stored.token, 'content-type': 'application/json' },
      body: JSON.stringify({ streetName: 'Nowa 1', postalCode: '00-001' }),
    });
    return res.status;
  })()`);
  expect(refused).toBe(403);
  await expect(portal.getByTestId('emulation-banner')).toBeVisible();
  await Promise.all([portal.waitForEvent('close').catch(() => undefined), portal.locator('#club-emulation-exit').click()]);

  // Every action is in the audit log.
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit log', exact: true }).click();
  for (const action of ['Invited staff', 'Review decision', 'Order status', 'Started “view as”', 'Ended “view as”', 'Signed in'])
    await expect(admin.getByRole('cell', { name: action }).first()).toBeVisible();
  await checkState(admin, 'staff-audit');
  await admin.getByLabel('Search (who, what, object)').fill(reviewerEmail);
  // Other journeys decide reviews too: wait until the search has narrowed the log to this reviewer's one decision.
  await expect(admin.getByRole('cell', { name: 'Review decision' })).toHaveCount(1);
  await expect(admin.getByRole('cell', { name: 'Order status' })).toHaveCount(0);
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Broadcasts', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'New broadcast' })).toBeVisible();
  await checkState(admin, 'staff-broadcasts');
});

test('the console on a phone: sign-in, a role refused outside its area, Polish', async ({ browser, request }) => {
  const admin = await staffPage(browser, request, ADMIN, 360);
  await checkState(admin, 'staff-home-phone');
  await admin.getByRole('button', { name: 'Menu' }).click();
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await admin.getByRole('banner').getByText('PL', { exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Zamówienia' })).toBeVisible();
  await checkState(admin, 'staff-orders-pl');
  // An installer's token is no staff session.
  const res = await request.get('/admin/api/orders', { headers: { authorization: 'Bearer not-a-staff-token' } });
  expect(res.status()).toBe(401);
});
