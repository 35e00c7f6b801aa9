// The scan page as an installer uses it: typing serials (same rules as the server), the answer for each (added with
// the unit's name, already on the project, unknown serial kept for review), and scans taken with no connection
// waiting in IndexedDB until it returns, then sent once each, in order, with their Idempotency-Key.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, Scan } from '@club/contract/projects';
import { renderApp } from '../../test/render';
import { publicConfigFixture, selfUserFixture, signIn } from '../../test/fixtures';
import { stubFetch } from '../../test/stub-fetch';
import { projectFixture, projectRoutes, projectUuid, scanFixture } from '../../features/projects/testing/fixtures';
import { resetQueueForTests } from '../../features/projects/utils/scan-queue';

configure({ asyncUtilTimeout: 5000 });

let online = true;
beforeEach(() => {
  signIn();
  online = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  globalThis.indexedDB = new IDBFactory();
  resetQueueForTests();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const catalogue: Record<string, { name: string }> = {
  RW100001: { name: 'Centre-pivot roof window' },
  RW100002: { name: 'Top-hung roof window' },
  RW100003: { name: 'Flashing for tiles' },
  RW100004: { name: 'Blackout blind' },
};

/** A server that stores scans like the real one: 409 for the same serial twice, flag 2 for an unknown serial, and a replayed Idempotency-Key answers the first scan. */
function server(p: Project) {
  const byKey = new Map<string, Scan>();
  let next = 10;
  return stubFetch({
    'GET /v1/config/public': () => ({ body: publicConfigFixture() }),
    'GET /v1/company/user/self': () => ({ body: selfUserFixture() }),
    'GET /v1/company/points/:uuid': () => ({ status: 404, body: { message: 'Not found.', errors: [], code: 'not_found' } }),
    'GET /v1/notifications': () => ({ body: { data: [], meta: { current_page: 1, last_page: 1, per_page: 5, total: 0 }, unread: 0 } }),
    ...projectRoutes([p]),
    'POST /v1/project/:uuid/scans': (req) => {
      if (!online) throw new TypeError('Failed to fetch');
      const key = req.headers['idempotency-key'] ?? '';
      const replay = byKey.get(key);
      if (replay) return { status: 200, body: replay };
      const body = req.body as { serial_number?: string; qr?: string };
      const serial = body.serial_number ?? '';
      if (p.products.some((s) => s.serial_number === serial)) {
        return { status: 409, body: { message: 'This serial number is already on this project.', errors: [], code: 'conflict' } };
      }
      const known = catalogue[serial];
      const scan = scanFixture(next++, {
        serial_number: serial,
        name: known?.name ?? null,
        flag: known ? 1 : 2,
        reason: known ? null : 'unknown_serial',
        points: known ? 5 : 0,
      });
      p.products = [...p.products, scan];
      p.products_count = p.products.length;
      p.available_points = p.products.reduce((a, s) => a + s.points, 0);
      p.max_points = p.products.length * 5;
      byKey.set(key, scan);
      return { status: 201, body: scan };
    },
  });
}

async function scanTyped(user: ReturnType<typeof userEvent.setup>, serial: string) {
  const field = screen.getByRole('textbox', { name: /Serial number/ });
  await user.clear(field);
  await user.type(field, `${serial}{Enter}`);
}

describe('/projects/{uuid}/scan', () => {
  it('adds units by typed serial, says the name of each, and updates what the job will earn', async () => {
    const p = projectFixture(1);
    const api = server(p);
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/scan`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan products' })).toBeTruthy();
    await scanTyped(user, 'rw-100 001');
    expect(await screen.findByText('Added: Centre-pivot roof window (RW100001)')).toBeTruthy();
    await scanTyped(user, 'RW100002');
    expect(await screen.findByText('Added: Top-hung roof window (RW100002)')).toBeTruthy();
    expect(await screen.findByText('10 points now')).toBeTruthy();
    const sent = api.callsTo('POST', `/v1/project/${projectUuid(1)}/scans`);
    expect(sent.map((c) => c.body)).toEqual([{ serial_number: 'RW100001' }, { serial_number: 'RW100002' }]);
    expect(new Set(sent.map((c) => c.headers['idempotency-key'])).size).toBe(2);
    // The field is empty and keeps the focus for the next serial.
    expect((screen.getByRole('textbox', { name: /Serial number/ }) as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Serial number/ }));
  });

  it('checks the serial before sending, by the same rule as the server', async () => {
    const p = projectFixture(1);
    const api = server(p);
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/scan`);
    await screen.findByRole('heading', { level: 1, name: 'Scan products' });
    await scanTyped(user, 'AB#1');
    const field = screen.getByRole('textbox', { name: /Serial number/ });
    expect(await screen.findByText('Enter the serial number: 6 to 32 letters and digits.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', `/v1/project/${projectUuid(1)}/scans`)).toHaveLength(0);
  });

  it('says clearly when a serial is already on the project (409) and when it is unknown (kept for review)', async () => {
    const p = projectFixture(1, { products: [scanFixture(1, { serial_number: 'RW100001' })] });
    server(p);
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/scan`);
    await screen.findByRole('heading', { level: 1, name: 'Scan products' });
    await scanTyped(user, 'RW100001');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(await screen.findByText('The serial number RW100001 is already on this project.')).toBeTruthy();
    await scanTyped(user, 'ZZ999999');
    expect(await screen.findByText('We do not know the serial number ZZ999999. It was added and our team will check it.')).toBeTruthy();
  });

  it('keeps scans taken offline as "waiting to send" and sends them once each, in order, when the connection returns', async () => {
    const p = projectFixture(1);
    const api = server(p);
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/scan`);
    await screen.findByRole('heading', { level: 1, name: 'Scan products' });
    await scanTyped(user, 'RW100001');
    await screen.findByText('Added: Centre-pivot roof window (RW100001)');

    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('You are offline')).toBeTruthy();
    await scanTyped(user, 'RW100002');
    expect(await screen.findByText(/No connection: RW100002 is saved on this phone/)).toBeTruthy();
    await scanTyped(user, 'RW100003');
    const scans = screen.getByRole('list', { name: 'Scanned products' });
    expect(within(scans).getAllByText('Waiting to send')).toHaveLength(2);
    expect(screen.getByText('2 waiting to send')).toBeTruthy();

    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(within(scans).queryByText('Waiting to send')).toBeNull());
    expect(await within(scans).findByText('Flashing for tiles')).toBeTruthy();
    expect(within(scans).getByText('Top-hung roof window')).toBeTruthy();
    // Stored once each, in the order they were taken.
    expect(p.products.map((s) => s.serial_number)).toEqual(['RW100001', 'RW100002', 'RW100003']);
    const sent = api.callsTo('POST', `/v1/project/${projectUuid(1)}/scans`).filter((c) => c.body !== undefined);
    const keys = sent.map((c) => c.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(3);
  });

  it('sends again what was queued before a reload (IndexedDB), with the same Idempotency-Key', async () => {
    const p = projectFixture(1);
    const api = server(p);
    const user = userEvent.setup();
    online = false;
    const first = renderApp(`/projects/${projectUuid(1)}/scan`);
    await screen.findByRole('heading', { level: 1, name: 'Scan products' });
    await scanTyped(user, 'RW100004');
    expect(await screen.findByText(/No connection: RW100004/)).toBeTruthy();
    const offlineTry = api.callsTo('POST', `/v1/project/${projectUuid(1)}/scans`);
    first.unmount();

    // A new page load: the queue is read back from IndexedDB and sent once online.
    resetQueueForTests();
    online = true;
    renderApp(`/projects/${projectUuid(1)}/scan`);
    await waitFor(() => expect(p.products.map((s) => s.serial_number)).toEqual(['RW100004']));
    const scans = await screen.findByRole('list', { name: 'Scanned products' });
    expect(await within(scans).findByText('Blackout blind')).toBeTruthy();
    expect(within(scans).queryByText('Waiting to send')).toBeNull();
    const sent = api.callsTo('POST', `/v1/project/${projectUuid(1)}/scans`);
    expect(sent.length).toBeGreaterThan(offlineTry.length);
    expect(new Set(sent.map((c) => c.headers['idempotency-key'])).size).toBe(1);
  });

  it('opened with no connection at all, still takes scans into the queue', async () => {
    const p = projectFixture(1);
    const api = server(p);
    online = false;
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    // Every call fails as it would on a roof; the service worker served the page itself.
    vi.stubGlobal('fetch', vi.fn(offline));
    const user = userEvent.setup();
    renderApp(`/projects/${projectUuid(1)}/scan`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Scan products' })).toBeTruthy();
    expect(screen.getByText('You are offline')).toBeTruthy();
    await scanTyped(user, 'RW100001');
    expect(await screen.findByText(/No connection: RW100001 is saved on this phone/)).toBeTruthy();
    const scans = screen.getByRole('list', { name: 'Scanned products' });
    expect(within(scans).getByText('Waiting to send')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
