// The staff console's support and marketing-order areas (issue 16): a member opens a ticket; a support clerk finds it
// among the open tickets, answers it in the console and the member's bell rings with the answer in the conversation;
// the clerk resolves it. Fulfilment opens a marketing order's configured data and downloads the proof PDF. The other
// roles' areas stay closed (403), and the admin finds every action in the audit log. Axe on each console state, and
// screenshots at 360 and 1280 px when SHOTS_DIR is set.
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeViolations, wcagAA } from './support/axe';
import sharp from 'sharp';
import { signInAsNewMember, type Member } from './support/fixtures';
import { freeSerials } from './projects-helpers';

test.use({ viewport: { width: 1280, height: 900 }, actionTimeout: 20_000 });
test.setTimeout(300_000);

const ADMIN = 'admin-support@club.example';

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

async function lastOutboxId(request: APIRequestContext): Promise<number> {
  const rows = (await (await request.get('/dev/outbox.json')).json()) as { id: number }[];
  return rows[0]?.id ?? 0;
}

async function outboxCode(request: APIRequestContext, to: string, after: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const rows = (await (await request.get('/dev/outbox.json')).json()) as { id: number; recipient: string; subject: string | null }[];
        code = /\b(\d{5})\b/.exec(rows.find((r) => r.recipient === to && r.id > after)?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 15_000, message: `a staff code for ${to}` },
    )
    .toMatch(/^\d{5}$/);
  return code;
}

/** Signs in to the console through its pages, in a fresh context (a staff session lives in one tab). */
async function staffPage(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/admin/login');
  const after = await lastOutboxId(request);
  await page.getByLabel('Email').fill(email);
  // A code sent to this email less than 60 s ago (another journey) makes the server ask to wait: try again.
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

async function memberApi(request: APIRequestContext, member: Member, method: 'GET' | 'POST', url: string, data?: object) {
  const res = await request.fetch(url, { method, headers: { authorization: `Bearer ${member.token.token}` }, ...(data ? { data } : {}) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A marketing order (business cards with a logo and the server's proof) placed through the portal's API. */
async function marketingOrder(request: APIRequestContext, member: Member): Promise<{ uuid: string; number: string }> {
  const headers = { authorization: `Bearer ${member.token.token}` };
  const products = (await memberApi(request, member, 'GET', '/v2/shop/products?type=marketing&limit=50')) as {
    data: { uuid: string; name: string; variants: { uuid: string }[] }[];
  };
  const cards = products.data.find((p) => /^Wizyt/.test(p.name));
  expect(cards, 'the demo business cards').toBeDefined();
  const png = await sharp({ create: { width: 320, height: 120, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  const upload = await request.post('/v1/shop/order/files', {
    headers,
    multipart: { file: { name: 'logo-dachy.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const logo = (await upload.json()) as { path: string; originalName: string };
  const data = {
    subtype: 'business-card-horizontal',
    fields: { name: 'Jan', surname: 'Kowalski', companyName: 'Dachy Żuraw', phone: '+48 512 345 678' },
    address: ['ul. Prosta 1', '00-001 Warszawa'],
    services: ['installation', 'replacement', 'measurement', 'flashing'],
    logo,
    quantity: 1,
  };
  const proof = await memberApi(request, member, 'POST', '/v1/shop/order/proof', { product: cards?.uuid, data });
  const placed = (await memberApi(request, member, 'POST', '/v2/orders', {
    type: 'marketing',
    order: [{ uuid: cards?.variants[0]?.uuid, quantity: 1 }],
    customer: {
      phone_region: 1,
      phone_number: '+48 512 345 678',
      name: 'Jan',
      surname: 'Kowalski',
      company_name: 'Dachy Żuraw',
      street: 'Prosta',
      house_number: '1',
      city: 'Warszawa',
      postal_code: '00-001',
      region: 1,
    },
    data: { ...data, proof },
  })) as { data: { uuid: string; number: string }[] };
  return placed.data[0] as { uuid: string; number: string };
}

/** A Czech company earns on a demo serial; the member scans the same serial, which sends their project to review. */
async function foreignSerialProject(request: APIRequestContext, member: Member): Promise<{ project: string; serial: string }> {
  const czech = await request.post('/dev/sessions', { data: { region: 2, role: 3, first_time: false, name: 'Tomáš' } });
  expect(czech.status(), await czech.text()).toBe(201);
  const czechMember = (await czech.json()) as Member;
  const serials = await freeSerials(request);
  // Away from the list's start, which other journeys running at the same time take.
  const serial = serials[Math.min(serials.length - 1, 7 + Math.floor(Math.random() * 20))]?.serial_number ?? '';
  expect(serial).not.toBe('');
  const theirs = (await memberApi(request, czechMember, 'POST', '/v1/project', {
    name: 'Dům Tomáše',
    streetName: 'Dlouhá 1',
    postalCode: '110 00',
    city: 'Praha',
  })) as { uuid: string };
  await memberApi(request, czechMember, 'POST', `/v1/project/${theirs.uuid}/scans`, { serial_number: serial });
  const project = (await memberApi(request, member, 'POST', '/v1/project', {
    name: 'Dom Haliny',
    streetName: 'Lipowa 8',
    postalCode: '00-950',
    city: 'Warszawa',
  })) as { uuid: string };
  const scan = (await memberApi(request, member, 'POST', `/v1/project/${project.uuid}/scans`, { serial_number: serial })) as {
    flag: number;
  };
  expect(scan.flag).toBe(2);
  const survey = JSON.stringify([
    { question_id: 1, answer_id: 1 },
    { question_id: 2, answer_id: 2 },
    { question_id: 4, value: 1 },
  ]);
  expect(await memberApi(request, member, 'POST', `/v1/project/${project.uuid}/survey`, { response: survey })).toMatchObject({
    status: 5,
  });
  return { project: project.uuid, serial };
}

test('support answers a ticket and the member’s bell rings; fulfilment downloads a marketing proof', async ({ page, browser, request }) => {
  const member = await signInAsNewMember(page, request, '', { name: 'Halina', expiringPoints: 1000, path: null });
  const title = `Brak punktów ${Date.now()}`;
  const ticket = (await memberApi(request, member, 'POST', '/v1/support', {
    title,
    message: 'Zeskanowałam okno wczoraj i nie dostałam punktów.',
    info: { language: 'pl', hostname: 'localhost', region: 'PL', appVersion: '1.0.0', appType: 'web' },
  })) as { uuid: string };
  const order = await marketingOrder(request, member);

  // The admin signs in and invites a support clerk and a fulfilment clerk.
  const admin = await staffPage(browser, request, ADMIN);
  const adminToken = (await admin.evaluate(`JSON.parse(sessionStorage.getItem('club.staff.session')).token`)) as string;
  const stamp = Date.now();
  const supportEmail = `support-${stamp}@club.example`;
  const clerkEmail = `print-${stamp}@club.example`;
  for (const [email, name, role] of [
    [supportEmail, 'Ola Support', 'support'],
    [clerkEmail, 'Piotr Print', 'fulfilment'],
  ] as const) {
    const res = await request.post('/admin/api/staff', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { email, name, roles: [role] },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // The member keeps the ticket open in the portal.
  await page.goto(`/support/chat/${ticket.uuid}`);
  const conversation = page.getByRole('list', { name: 'Conversation' });
  await expect(conversation.getByText('Zeskanowałam okno wczoraj i nie dostałam punktów.')).toBeVisible();
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  const unreadBefore = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);

  // Support finds the ticket among the open ones and answers it.
  const support = await staffPage(browser, request, supportEmail);
  const nav = support.getByRole('navigation', { name: 'Areas' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Review queue', exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Support tickets', exact: true }).click();
  await expect(support.getByRole('heading', { name: 'Support tickets' })).toBeVisible();
  const link = support.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await checkState(support, 'staff-support');
  await link.click();
  await expect(support.getByRole('heading', { name: title })).toBeVisible();
  await expect(support.getByRole('list', { name: 'Conversation' }).getByText('Zeskanowałam okno wczoraj')).toBeVisible();
  await support.getByRole('button', { name: 'Send answer' }).click();
  await expect(support.getByText('Write an answer first.')).toBeVisible();
  await support.getByLabel('Your answer to the member').fill('Dziękujemy, sprawdzamy ten skan.');
  await support.getByRole('button', { name: 'Send answer' }).click();
  await expect(support.getByText('The answer was sent; the member is notified.')).toBeVisible();
  await expect(support.getByRole('list', { name: 'Conversation' }).getByText('Dziękujemy, sprawdzamy ten skan.')).toBeVisible();
  await expect(support.getByText('In progress').first()).toBeVisible();
  await checkState(support, 'staff-support-ticket');

  // The member's bell rings and the answer appears in the open conversation (polled, no reload).
  await expect(page.getByRole('banner').getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread` })).toBeVisible({
    timeout: 25_000,
  });
  await expect(conversation.getByText('Dziękujemy, sprawdzamy ten skan.')).toBeVisible({ timeout: 25_000 });
  await expect(conversation.getByText('Ola Support (club support)')).toBeVisible();

  // Support resolves the ticket; the member's ticket is resolved.
  await chooseStatus(support, 'Status', 'Resolved');
  await support.getByRole('button', { name: 'Change status' }).click();
  await expect(support.getByText('The ticket’s status was changed.')).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await memberApi(request, member, 'GET', `/v1/support/${ticket.uuid}/chat`)) as { ticket: { status: number } }).ticket.status,
    )
    .toBe(3);
  // Support's token does not open the orders; fulfilment's does not open the tickets.
  const supportToken = (await support.evaluate(`JSON.parse(sessionStorage.getItem('club.staff.session')).token`)) as string;
  expect((await request.get('/admin/api/orders', { headers: { authorization: `Bearer ${supportToken}` } })).status()).toBe(403);

  // Fulfilment opens the marketing order's configured data and downloads the proof.
  const clerk = await staffPage(browser, request, clerkEmail);
  await clerk.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Orders', exact: true }).click();
  await expect(clerk.getByRole('cell', { name: order.number, exact: true })).toBeVisible();
  await clerk.getByRole('button', { name: `Configured data of order ${order.number}` }).click();
  const dialog = clerk.getByRole('dialog', { name: `Configured data of order ${order.number}` });
  await expect(dialog.getByRole('cell', { name: 'Dachy Żuraw' })).toBeVisible();
  await expect(dialog.getByText('Business cards (horizontal)')).toBeVisible();
  await expect(dialog.getByText('Free measurement')).toBeVisible();
  await checkState(clerk, 'staff-order-marketing');
  const download = clerk.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the proof (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('proof-business-card-horizontal.pdf');
  const stream = await file.createReadStream();
  const head = await new Promise<string>((resolve) => stream.once('data', (c: Buffer) => resolve(c.subarray(0, 5).toString())));
  expect(head).toBe('%PDF-');
  const logo = clerk.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the logo' }).click();
  expect((await logo).suggestedFilename()).toBe('logo-dachy.png');
  const clerkToken = (await clerk.evaluate(`JSON.parse(sessionStorage.getItem('club.staff.session')).token`)) as string;
  expect((await request.get('/admin/api/support', { headers: { authorization: `Bearer ${clerkToken}` } })).status()).toBe(403);

  // The review queue shows the serial a Czech company earns on as one from another region. The project is decided at
  // once: other journeys expect an empty queue.
  const review = await foreignSerialProject(request, member);
  await admin.goto(`/admin/review/${review.project}`);
  await expect(admin.getByRole('cell', { name: review.serial, exact: true })).toBeVisible();
  await expect(admin.getByText('Serials from another region')).toBeVisible();
  await expect(admin.getByText('1 serial also earned by a company of another region')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: review.serial }).getByText('Another region')).toBeVisible();
  await checkState(admin, 'staff-review-foreign');
  await admin.getByRole('row').filter({ hasText: review.serial }).getByRole('radio', { name: 'Reject' }).check({ force: true });
  await admin.getByRole('button', { name: 'Close and credit points' }).click();
  await expect(admin.getByText(/Project closed: \d+ points credited/)).toBeVisible();

  // Every action is in the audit log; the console speaks Polish too.
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Audit log', exact: true }).click();
  for (const action of ['Answered a support ticket', 'Support ticket status', 'Downloaded an order’s file'])
    await expect(admin.getByRole('cell', { name: action }).first()).toBeVisible();
  await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Support tickets', exact: true }).click();
  await admin.getByRole('banner').getByText('PL', { exact: true }).click();
  await expect(admin.getByRole('heading', { name: 'Zgłoszenia pomocy' })).toBeVisible();
  await chooseStatus(admin, 'Status zgłoszenia', 'Rozwiązane');
  await expect(admin.getByRole('link', { name: title })).toBeVisible();
  await checkState(admin, 'staff-support-pl');
});

/**
 * Picks a status in a select and waits until the select shows it. The page refetches in the background (the answer
 * just sent, the 30 s poll), and a pick that lands while the list re-renders is picked again, as a person would. The
 * select's button toggles its list, so it is pressed only while the list is closed (a second press after a pick that
 * did not register closed the list, and the next pick then waited for an option that was not there).
 */
async function chooseStatus(page: Page, label: string, status: string) {
  const select = page.getByRole('combobox', { name: label });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.getByRole('option', { name: status }).click({ timeout: 2_000 });
    await expect(select).toHaveValue(status, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
