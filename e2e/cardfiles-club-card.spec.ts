// The club card journey (issue 14), at 360 and 1280 px: a Polish owner with too few scans sees the warning and a
// disabled order button; the simulated provider ships a card (development hook); the owner activates it with the
// printed number and the confirmation, tops it up with 50 points, sees the top-up PENDING with the points reserved,
// then — after the simulated 3 working days (development hook running the settlement job) — SUCCEEDED, the top-up
// order completed and the points captured. A second journey, also at both widths: an owner with 10 windows scanned
// orders the card ('Karta zamówiona!' while pending, the button disabled), then the provider ships it. Every state is checked by axe and photographed when SHOTS_DIR is set.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { checkState } from './look';
import { freeSerials } from './projects-helpers';

test.setTimeout(240_000);

async function companyPoints(request: APIRequestContext, token: string, companyUuid: string): Promise<number> {
  const res = await request.get(`/v1/company/points/${companyUuid}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { company_points: number }).company_points;
}

for (const width of [360, 1280]) {
  test(`club card at ${width} px: activate, top up, PENDING then SUCCEEDED with the points captured`, async ({ page, request, login }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const member = await login({ expiringPoints: 500, path: '/shop/club-card', name: 'Karolina' });
    const token = member.token.token;

    // Ordering the card: no scans this year → the spec's warning, the button disabled.
    await expect(page.getByRole('heading', { level: 1, name: 'Order the club card' })).toBeVisible();
    await expect(page.getByText('To order the Installer Club card you need 10 scanned windows!')).toBeVisible();
    await expect(page.getByText('Windows scanned this year: 0 of 10.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order the card' })).toBeDisabled();
    await checkState(page, `club-card-shop-${width}`);

    // No card yet: the club card page says so and links to the order page.
    await page.goto('/club-card');
    await expect(page.getByText('Your company does not have the club card yet.')).toBeVisible();
    await checkState(page, `club-card-none-${width}`);

    // The simulated provider ships a card to the company.
    const issued = await request.post('/dev/club-card/issue', { data: { email: member.user.email } });
    expect(issued.status()).toBe(201);
    const serial = ((await issued.json()) as { serial_number: string }).serial_number;
    expect(serial).toMatch(/^\d{10}$/);

    // The home banner follows the flags: shipped, not yet activated.
    await page.goto('/');
    await expect(page.getByTestId('club-card-banner')).toContainText('Your club card is on its way');
    await page.getByTestId('club-card-banner').getByRole('link', { name: 'Activate the card' }).click();
    await expect(page).toHaveURL(/\/club-card$/);

    await expect(page.getByTestId('card-status')).toHaveText('Not activated');
    await expect(page.getByText('Activate your card before you top it up.')).toBeVisible();
    await checkState(page, `club-card-issued-${width}`);

    // Verification: the number and the confirmation are both required.
    await page.getByRole('button', { name: 'Activate the card' }).click();
    await expect(page.getByText('Enter the 10 digits of the card number.')).toBeVisible();
    await expect(page.getByText('Please confirm the card number.')).toBeVisible();
    await checkState(page, `club-card-verify-errors-${width}`);
    const wrong = serial.endsWith('0') ? `${serial.slice(0, 9)}1` : `${serial.slice(0, 9)}0`;
    await page.getByLabel('Card number').fill(wrong);
    await page.getByLabel('I confirm that this is the number of the card my company received').check();
    await page.getByRole('button', { name: 'Activate the card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "This is not the number of your company's card." })).toBeVisible();
    await page.getByLabel('Card number').fill(serial);
    await page.getByRole('button', { name: 'Activate the card' }).click();
    await expect(page.getByTestId('card-success')).toContainText('Your card is active. You can top it up now.');
    await expect(page.getByTestId('card-status')).toHaveText('Active');
    await expect(page.getByTestId('card-number')).toHaveText(`•••• ${serial.slice(-4)}`);
    await expect(page.getByText('Top-up history')).toBeVisible();
    await expect(page.getByText('No top-ups yet.')).toBeVisible();
    await checkState(page, `club-card-active-${width}`);

    // Top-up: the amount and the terms are required; amounts over the balance are disabled.
    const before = await companyPoints(request, token, member.company.uuid);
    expect(before).toBeGreaterThanOrEqual(500);
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByText('Choose an amount.')).toBeVisible();
    await expect(page.getByText('Please accept the terms.')).toBeVisible();
    await expect(page.getByText('1 point = 2 zł')).toBeVisible();
    await expect(page.getByText('A top-up arrives on the card within 3 working days.')).toBeVisible();
    await page.getByRole('radio', { name: /^100 zł\s*50 points$/ }).check();
    await page.getByLabel('I accept the club card terms').check();
    await page.getByRole('button', { name: 'Top up', exact: true }).click();
    await expect(page.getByTestId('card-success')).toContainText('Top-up of 100 zł ordered.');
    const item = page.locator('li[data-status]').first();
    await expect(item).toHaveAttribute('data-status', 'PENDING');
    await expect(item).toContainText('100 zł');
    await expect(item).toContainText('Pending');
    await expect(page.getByText('Points on their way to the card: 50')).toBeVisible();
    expect(await companyPoints(request, token, member.company.uuid)).toBe(before - 50);
    await checkState(page, `club-card-pending-${width}`);

    // The simulated provider's 3 working days pass; the job settles the top-up.
    const advanced = await request.post('/dev/club-card/advance', { data: { days: 3 } });
    expect(advanced.status()).toBe(200);
    expect(((await advanced.json()) as { settled: number }).settled).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(page.locator('li[data-status]').first()).toHaveAttribute('data-status', 'SUCCEEDED');
    await expect(page.locator('li[data-status]').first()).toContainText('Credited');
    await expect(page.getByText('Balance on the card')).toBeVisible();
    await expect(page.getByText('+100 zł')).toBeVisible();
    // Captured, not released: the balance stays 50 lower.
    expect(await companyPoints(request, token, member.company.uuid)).toBe(before - 50);
    await checkState(page, `club-card-succeeded-${width}`);

    // The top-up order is completed and shows the amount.
    await page.goto('/orders');
    await page.getByRole('link', { name: /^PL-/ }).first().click();
    await expect(page.getByTestId('top-up-amount')).toHaveText('100 zł');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Completed').first()).toBeVisible();
    await checkState(page, `club-card-order-${width}`);
  });
}

/** Scans `count` demo units into a new project of the member's company through the API (taken serials are skipped). */
async function scanWindows(request: APIRequestContext, token: string, count: number) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/v1/project', {
    headers,
    data: { streetName: 'ul. Okienna 3', postalCode: '00-950', city: 'Warszawa' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  // From the end of the free list: the projects journeys take theirs from the start.
  const serials = (await freeSerials(request)).reverse();
  let scanned = 0;
  for (const s of serials) {
    if (scanned === count) break;
    const res = await request.post(`/v1/project/${uuid}/scans`, { headers, data: { serial_number: s.serial_number } });
    if (res.status() === 201) scanned++;
  }
  expect(scanned).toBe(count);
}

for (const width of [360, 1280]) {
  test(`club card at ${width} px: with 10 windows scanned the owner orders the card; it is pending, then shipped`, async ({
    page,
    request,
    login,
  }) => {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    const member = await login({ expiringPoints: 100, path: null, name: 'Zofia' });
    await scanWindows(request, member.token.token, 10);

    await page.goto('/shop/club-card');
    await expect(page.getByRole('heading', { level: 1, name: 'Order the club card' })).toBeVisible();
    const order = page.getByRole('button', { name: 'Order the card' });
    await expect(order).toBeEnabled();
    await expect(page.getByText('To order the Installer Club card you need 10 scanned windows!')).toHaveCount(0);
    await checkState(page, `club-card-shop-ready-${width}`);
    await order.click();

    // Pending: the spec's 'Karta zamówiona!' (in English 'Card ordered!'), and no second order.
    const ordered = page.getByRole('button', { name: 'Card ordered!' });
    await expect(ordered).toBeDisabled();
    await expect(page.getByText("We will post the card to your company's address.", { exact: false })).toBeVisible();
    await checkState(page, `club-card-shop-ordered-${width}`);
    // Still so after a reload: the company's pending_edenred_card comes from the server.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Card ordered!' })).toBeDisabled();
    // The card order is in the orders list, pending.
    await page.goto('/orders');
    const orders = page.getByRole(width < 768 ? 'listitem' : 'row').filter({ has: page.getByRole('link', { name: /^PL-/ }) });
    await expect(orders).toHaveCount(1);
    await expect(orders.filter({ hasText: 'Pending' })).toHaveCount(1);
    await page.goto('/club-card');
    await expect(page.getByText('Card ordered!')).toBeVisible();
    await checkState(page, `club-card-ordered-${width}`);

    // The simulated provider ships the card after its days; it arrives not yet activated.
    const advanced = await request.post('/dev/club-card/advance', { data: { days: 10 } });
    expect(advanced.status()).toBe(200);
    expect(((await advanced.json()) as { shipped: number }).shipped).toBeGreaterThanOrEqual(1);
    await page.reload();
    await expect(page.getByTestId('card-status')).toHaveText('Not activated');
    await expect(page.getByText('Activate your card before you top it up.')).toBeVisible();
    await page.goto('/shop/club-card');
    await expect(page.getByText('Your company already has the club card.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Order the card' })).toBeDisabled();
    await checkState(page, `club-card-shop-has-card-${width}`);
  });
}
