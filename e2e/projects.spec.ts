// Journey: an installer registers a job by street lookup, scans units by typed serial (some with no connection),
// sees what the job will earn, fills the survey and sees the points in the header; a serial already used elsewhere
// sends the next job to review.
import { expect, test, type Page } from '@playwright/test';
import { signInAsNewMember } from './support/fixtures';
import { ports } from './support/global-setup';
import { look, shoot } from './look';
import { bearer, freeSerials, headerBalance, typeSerial } from './projects-helpers';

// Each state is looked at (axe and a screenshot) at two widths: slow on a shared machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let page: Page;
let projectUrl = '';
const used: string[] = [];

test.beforeAll(async ({ browser }) => {
  // A context of our own (axe needs one), kept for the whole journey: one sign-in.
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // A Polish company of its own (the street lookup below searches Polish streets), signed in without a code.
  await signInAsNewMember(page, page.request, `http://localhost:${ports.app}`, { path: null });
});
test.afterAll(async () => {
  await page.context().close();
});

test('adds a project by street lookup', async () => {
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: /^Tier \d+$/ })).toBeVisible();
  await look(page, 'projects-list');
  await page.getByRole('link', { name: 'Add a project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();
  const add = page.getByRole('button', { name: 'Add the project' });
  await expect(add).toBeDisabled();
  await page.getByLabel('Street and house number').pressSequentially('Marsz', { delay: 30 });
  const option = page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page.getByLabel('Postal code')).not.toHaveValue('');
  await expect(add).toBeEnabled();
  await look(page, 'projects-add-filled');
  await add.click();
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Project #\d+$/ })).toBeVisible();
  await expect(page.getByRole('main').getByText('Marszałkowska')).toBeVisible();
  projectUrl = new URL(page.url()).pathname;
});

test('scans three units by typed serial and sees what the job will earn', async ({ request }) => {
  const serials = (await freeSerials(request)).slice(0, 5);
  await page.goto(`${projectUrl}/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan products' })).toBeVisible();
  for (const s of serials.slice(0, 3)) {
    // Typed as people do: lower case, with a dash.
    await typeSerial(page, `${s.serial_number.slice(0, 4).toLowerCase()}-${s.serial_number.slice(4)}`);
    await expect(page.getByRole('status').filter({ hasText: `Added: ${s.name} (${s.serial_number})` })).toBeVisible();
    used.push(s.serial_number);
  }
  const now = page.getByTestId('points-now');
  await expect(now).toHaveText(/^[1-9]\d* points now$/);
  await expect(page.getByTestId('points-max')).toHaveText(/^at most [1-9]\d* points$/);
  await look(page, 'projects-scan-three');
});

test('offline, two more scans wait; back online they are sent once each', async ({ request }) => {
  const serials = (await freeSerials(request)).filter((s) => !used.includes(s.serial_number)).slice(0, 2);
  await page.context().setOffline(true);
  await expect(page.getByText('You are offline')).toBeVisible();
  for (const s of serials) {
    await typeSerial(page, s.serial_number);
    await expect(page.getByText(`No connection: ${s.serial_number} is saved on this phone`, { exact: false })).toBeVisible();
  }
  const list = page.getByRole('list', { name: 'Scanned products' });
  await expect(list.getByText('Waiting to send')).toHaveCount(2);
  await shoot(page, 'projects-scan-offline');

  await page.context().setOffline(false);
  await expect(list.getByText('Waiting to send')).toHaveCount(0);
  for (const s of serials) await expect(list.getByText(s.serial_number)).toBeVisible();
  used.push(...serials.map((s) => s.serial_number));

  // The server holds each scan once.
  const uuid = projectUrl.split('/').pop() ?? '';
  const res = await request.get(`/v1/product?projects_id=${uuid}`, { headers: { authorization: `Bearer ${await bearer(page)}` } });
  const stored = ((await res.json()) as { data: { serial_number: string }[] }).data.map((s) => s.serial_number);
  expect(stored.sort()).toEqual([...used].sort());
});

test('the scan page opens with no connection at all (service worker) and queues a scan', async ({ request }) => {
  const serial = (await freeSerials(request)).filter((s) => !used.includes(s.serial_number))[0];
  if (!serial) throw new Error('no free demo serial left');
  await page.goto(`${projectUrl}/scan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Scan products' })).toBeVisible();
  // The projects pages registered the worker; wait until it holds the shell.
  expect(await page.evaluate('navigator.serviceWorker.ready.then((r) => !!r.active)')).toBe(true);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Scan products' })).toBeVisible();
  await expect(page.getByText('You are offline')).toBeVisible();
  await typeSerial(page, serial.serial_number);
  await expect(page.getByText(`No connection: ${serial.serial_number} is saved on this phone`, { exact: false })).toBeVisible();
  await shoot(page, 'projects-scan-offline-reload');
  await page.context().setOffline(false);
  const list = page.getByRole('list', { name: 'Scanned products' });
  await expect(list.getByText(serial.serial_number)).toBeVisible();
  await expect(list.getByText('Waiting to send')).toHaveCount(0);
  used.push(serial.serial_number);
});

test('fills the survey and sees the points in the header', async () => {
  await page.goto(projectUrl);
  await expect(page.getByRole('list', { name: 'Scanned products' })).toBeVisible();
  await look(page, 'projects-project-open');
  const preview = Number(/(\d+)/.exec((await page.getByTestId('points-now').textContent()) ?? '')?.[1]);
  expect(preview).toBeGreaterThan(0);
  const before = await headerBalance(page);
  await page.getByRole('tab', { name: /Survey/ }).click();
  await expect(page).toHaveURL(/\/survey$/);
  await page.getByRole('radio', { name: 'Family house' }).check();
  await page.getByRole('radio', { name: 'Replacement of old windows' }).check();
  await page.getByLabel('How many units did you install on this job?').fill(String(used.length));
  await look(page, 'projects-survey-form');
  await page.getByRole('button', { name: 'Send the survey' }).click();
  await expect(page.getByText(`The project is closed and ${preview} points were added to your company's points.`)).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before + preview);
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await look(page, 'projects-survey-closed');
  // The closed project's scans now carry their flags.
  await page.getByRole('tab', { name: 'Project' }).click();
  await expect(page.getByRole('list', { name: 'Scanned products' }).getByText('Accepted').first()).toBeVisible();
  await look(page, 'projects-closed-project');

  // The history on /balance holds the project's credits (base points, tier and behaviour bonuses), each linking to
  // the project and together what the job was to earn.
  await page.goto('/balance');
  const credits = page.getByRole('table').locator(`tr:has(a[href="${projectUrl}"])`);
  await expect(credits.first()).toBeVisible();
  await expect(credits.first()).toContainText('Credited');
  const amounts = await credits.locator('td:nth-child(3)').allTextContents();
  expect(
    amounts.every((a) => /^\+\d+ points?$/.test(a)),
    amounts.join(', '),
  ).toBe(true);
  expect(amounts.reduce((sum, a) => sum + Number(/\d+/.exec(a)?.[0]), 0)).toBe(preview);
  await look(page, 'projects-balance-history');
});

test('a serial already used sends the next project to review', async ({ request }) => {
  const token = await bearer(page);
  const created = await request.post('/v1/project', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Project', streetName: 'ul. Marszałkowska 10', city: 'Warszawa', postalCode: '00-590' },
  });
  expect(created.status()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  await page.goto(`/projects/${uuid}/scan`);
  const again = used[0] ?? '';
  await typeSerial(page, again);
  await expect(page.getByRole('alert').filter({ hasText: `The unit ${again} was already registered before.` })).toBeVisible();
  await look(page, 'projects-scan-duplicate');
  await page.getByRole('link', { name: 'Back to the project' }).click();
  await page.getByRole('tab', { name: /Survey/ }).click();
  await page.getByRole('radio', { name: 'Apartment building' }).check();
  await page.getByRole('radio', { name: 'New build' }).check();
  await page.getByLabel('How many units did you install on this job?').fill('1');
  await page.getByRole('button', { name: 'Send the survey' }).click();
  const modal = page.getByRole('dialog', { name: 'The project is in review' });
  await expect(modal).toBeVisible();
  await look(page, 'projects-survey-review');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('In review', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Project' }).click();
  await expect(page.getByRole('list', { name: 'Scanned products' }).getByText('In review')).toBeVisible();
  await look(page, 'projects-review-project');
});
