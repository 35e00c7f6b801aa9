// The integration API through its routes: API keys and scopes, the product-unit bulk upsert (10,000 units, replay, all
// or nothing), the change feeds (cursor pages while rows change; region filter; projects with scans) and webhooks
// (outbox in the same transaction, delivery by the job runner with backoff, signature, failure and redelivery).
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq, like, notInArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { regionById } from '@club/contract/regions';
import { build, type TestApp } from '../../test/app.ts';
import { testCtx } from '../../test/ctx.ts';
import { createCompany, createShopProduct, customer, givePoints, signedInOwner } from '../../test/factories.ts';
import { changeOrderStatus, faults } from '../orders/service.ts';
import { validBody } from '../../test/registration-bodies.ts';
import {
  companiesTable,
  ordersTable,
  productUnitsTable,
  projectsTable,
  webhookDeliveriesTable,
  webhookEventsTable,
} from '../../db/schema.ts';
import { createJobRunner } from '../../lib/jobs.ts';
import { createUnit, fullSurvey, installer } from '../projects/fixtures.ts';
import { integrationJobs } from './jobs.ts';
import { guardedLookup, isForbiddenAddress, postWebhook, urlProblem } from './delivery.ts';
import { createApiKey, createWebhookEndpoint, listWebhookDeliveries, redeliverWebhook, retryDelayMs, revokeApiKey } from './service.ts';

const allScopes = ['product-units:write', 'companies:read', 'projects:read', 'orders:read'];

async function keyFor(t: TestApp, scopes: string[] = allScopes) {
  const { key, apiKey } = await createApiKey({ db: t.db, now: () => t.clock.now }, { name: 'ERP', scopes });
  return { key, id: apiKey.id, headers: { authorization: `Bearer ${key}` } };
}

function unit(i: number, overrides: Record<string, unknown> = {}) {
  return {
    serial_number: `BULK${String(i).padStart(8, '0')}`,
    product_group: 'roof-window',
    name: 'Centre-pivot roof window',
    type: 'CPW',
    size: '78 × 118 cm',
    variant: 'Pine, white lacquer, triple glazing',
    produced_at: '2025-02-01T06:00:00Z',
    ...overrides,
  };
}

const bulkCount = async (t: TestApp) =>
  Number((await t.db.select({ n: count() }).from(productUnitsTable).where(like(productUnitsTable.serialNumber, 'BULK%')))[0]?.n ?? 0);

describe('API keys', () => {
  it('a key is shown once and stored hashed; a key without the scope → 403; a revoked key → 401', async () => {
    const t = await build();
    const reader = await keyFor(t, ['companies:read']);
    expect(reader.key).toMatch(/^ick_[A-Za-z0-9_-]{43}$/);
    const stored = await t.db.execute(`select secret_hash, key_prefix from integration_api_keys`);
    expect(JSON.stringify(stored)).not.toContain(reader.key);

    expect((await t.app.inject({ method: 'GET', url: '/integration/v1/companies', headers: reader.headers })).statusCode).toBe(200);
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/integration/v1/product-units',
      headers: reader.headers,
      payload: { units: [unit(1)] },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'forbidden' });
    expect(await bulkCount(t)).toBe(0);
    for (const url of ['/integration/v1/projects', '/integration/v1/orders'])
      expect((await t.app.inject({ method: 'GET', url, headers: reader.headers })).statusCode).toBe(403);

    await revokeApiKey({ db: t.db, now: () => t.clock.now }, { id: reader.id });
    const revoked = await t.app.inject({ method: 'GET', url: '/integration/v1/companies', headers: reader.headers });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 'unauthorized', message: 'The API key was revoked.' });
  });

  it("a user's access token → 401 on /integration, and a key → 401 on the portal's routes", async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const { headers } = await keyFor(t);
    for (const url of ['/integration/v1/companies', '/integration/v1/projects', '/integration/v1/orders']) {
      const res = await t.app.inject({ method: 'GET', url, headers: me.headers });
      expect(res.statusCode, url).toBe(401);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer ick_nonsense' } })).statusCode).toBe(401);
    }
    for (const url of ['/v1/project', '/v2/orders', `/v1/company/points/${me.company.uuid}`])
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(401);
  });

  it('INTEGRATION_API_KEY is a full-scope key', async () => {
    const configured = 'configured-integration-key-0123456789abcdef';
    const t = await build({ config: { integrationApiKey: configured } });
    const headers = { authorization: `Bearer ${configured}` };
    for (const url of ['/integration/v1/companies', '/integration/v1/projects', '/integration/v1/orders'])
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode, url).toBe(200);
    const put = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units: [unit(1)] } });
    expect(put.json()).toEqual({ received: 1, inserted: 1, updated: 0, unchanged: 0 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/integration/v1/companies',
          headers: { authorization: 'Bearer configured-integration-key-0123456789abcdeX' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('PUT /integration/v1/product-units', () => {
  it('upserts 10,000 units in one call; the replay writes nothing and duplicates nothing; changes update', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['product-units:write']);
    const units = Array.from({ length: 10_000 }, (_, i) => unit(i));
    const first = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units } });
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(first.json()).toEqual({ received: 10_000, inserted: 10_000, updated: 0, unchanged: 0 });
    expect(await bulkCount(t)).toBe(10_000);

    const replay = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units } });
    expect(replay.json()).toEqual({ received: 10_000, inserted: 0, updated: 0, unchanged: 10_000 });
    expect(await bulkCount(t)).toBe(10_000);

    // Serials are normalised (a dashed lower-case serial is the same unit); a changed field is an update.
    const changed = [
      unit(5, { variant: 'White polyurethane, triple glazing' }),
      { ...unit(6), serial_number: 'bulk-0000 0006' },
      unit(10_000),
    ];
    const third = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units: changed } });
    expect(third.json()).toEqual({ received: 3, inserted: 1, updated: 1, unchanged: 1 });
    const [five] = await t.db.select().from(productUnitsTable).where(eq(productUnitsTable.serialNumber, 'BULK00000005'));
    expect(five?.variant).toBe('White polyurethane, triple glazing');
    expect(await bulkCount(t)).toBe(10_001);
  }, 120_000);

  it('bad rows → 400 naming every one by index, and nothing is written', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['product-units:write']);
    const units = Array.from({ length: 20 }, (_, i) => unit(i));
    units[3] = unit(3, { serial_number: 'ab!' });
    units[7] = unit(1); // the serial of row 1 again
    units[12] = unit(12, { serial_number: 'X'.repeat(40) });
    const res = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units } });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ fields: Record<string, string[]>; errors: string[] }>();
    expect(Object.keys(body.fields).sort()).toEqual(['units.12.serial_number', 'units.3.serial_number', 'units.7.serial_number']);
    expect(body.errors).toHaveLength(3);
    expect(await bulkCount(t)).toBe(0);

    // Shape problems (a wrong group, a missing field, a bad date) are listed by index too, all of them.
    const shapes = Array.from({ length: 5 }, (_, i) => unit(i));
    shapes[1] = unit(1, { product_group: 'kitchen-sink' });
    shapes[4] = unit(4, { produced_at: 'yesterday', name: '' });
    const bad = await t.app.inject({ method: 'PUT', url: '/integration/v1/product-units', headers, payload: { units: shapes } });
    expect(bad.statusCode).toBe(400);
    const paths = Object.keys(bad.json<{ fields: Record<string, string[]> }>().fields).sort();
    expect(paths).toEqual(['units.1.product_group', 'units.4.name', 'units.4.produced_at']);
    expect(await bulkCount(t)).toBe(0);

    const tooMany = await t.app.inject({
      method: 'PUT',
      url: '/integration/v1/product-units',
      headers,
      payload: { units: Array.from({ length: 10_001 }, (_, i) => unit(i)) },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await bulkCount(t)).toBe(0);
  }, 60_000);
});

interface Feed<T> {
  data: T[];
  next_cursor: string;
  has_more: boolean;
}
type FeedCompany = { uuid: string; name: string; region: string; updated_at: string };

type FeedOrder = { uuid: string; company_uuid: string; region: string; status: number; updated_at: string };

/** An owner of a company in `regionsId` who places one marketing order (no minimum) per call, with points for 20. */
async function orderer(t: TestApp, regionsId: number) {
  const owner = await signedInOwner(t, { company: { regionsId } });
  const { variants } = await createShopProduct(t.db, {
    type: 'marketing',
    vendor: 'MARKETING',
    regionsId,
    variants: [{ price: 10, stock: 100 }],
  });
  await givePoints(t.db, owner.company.id, 200);
  const place = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/orders',
      headers: owner.headers,
      payload: {
        type: 'marketing',
        order: [{ uuid: variants[0]?.uuid, quantity: 1 }],
        customer: {
          ...customer,
          phone_number: '999999999901',
          phone_region: regionsId,
          region: regionsId,
          country: regionById(regionsId)?.code ?? '',
        },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { uuid: string }[] }>().data[0]?.uuid ?? '';
  };
  return { company: owner.company, place };
}

describe('change feeds', () => {
  it('companies: cursor pages never skip or repeat a row while rows are inserted and updated between pages', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['companies:read']);
    const before = (await t.db.select({ uuid: companiesTable.uuid }).from(companiesTable)).length;
    const rows = [];
    for (let i = 0; i < 30; i++) rows.push(await createCompany(t.db, { name: `v0-${i}` }));
    let version = 0;
    const seen: FeedCompany[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/integration/v1/companies',
        query: { limit: '4', ...(cursor ? { cursor } : {}) },
        headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<Feed<FeedCompany>>();
      seen.push(...body.data);
      cursor = body.next_cursor;
      // Between pages: one row already read and one not yet read change, and a new company appears.
      if (page < 8) {
        const read = rows[page % rows.length];
        const unread = rows[rows.length - 1 - page];
        for (const r of [read, unread])
          if (r)
            await t.db
              .update(companiesTable)
              .set({ name: `v${++version}` })
              .where(eq(companiesTable.id, r.id));
        rows.push(await createCompany(t.db, { name: `new-${page}` }));
      }
      if (!body.has_more && page >= 8) break;
    }
    const final = await t.db.select({ uuid: companiesTable.uuid, name: companiesTable.name }).from(companiesTable);
    expect(final.length).toBe(before + 38);
    // Every company, in its final state, was delivered…
    const last = new Map(seen.map((c) => [c.uuid, c.name]));
    for (const c of final) expect(last.get(c.uuid), c.name).toBe(c.name);
    // …and no company was delivered twice in the same state.
    const states = seen.map((c) => `${c.uuid}:${c.name}`);
    expect(new Set(states).size).toBe(states.length);
    // Rows that never changed came exactly once.
    const untouched = final.filter((c) => c.name.startsWith('v0-') || c.name.startsWith('new-'));
    for (const c of untouched) expect(seen.filter((s) => s.uuid === c.uuid)).toHaveLength(1);

    // Asking later with the last cursor answers only what changed since.
    const target = rows[0];
    if (!target) throw new Error('no row');
    await t.db.update(companiesTable).set({ name: 'later' }).where(eq(companiesTable.id, target.id));
    const later = await t.app.inject({ method: 'GET', url: '/integration/v1/companies', query: { cursor: cursor ?? '' }, headers });
    expect(later.json<Feed<FeedCompany>>().data.map((c) => c.name)).toEqual(['later']);
  });

  it('region and updated_since filter, and the cursor carries them on; a broken cursor is a 400', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['companies:read']);
    for (let i = 0; i < 5; i++) await createCompany(t.db, { regionsId: 2, name: `cz-${i}` });
    await createCompany(t.db, { regionsId: 1, name: 'pl-0' });
    const names: string[] = [];
    let cursor: string | undefined;
    for (;;) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/integration/v1/companies',
        query: { region: 'CZ', limit: '2', ...(cursor ? { cursor } : {}) },
        headers,
      });
      const body = res.json<Feed<FeedCompany>>();
      names.push(...body.data.map((c) => c.name));
      expect(body.data.every((c) => c.region === 'CZ')).toBe(true);
      cursor = body.next_cursor;
      if (!body.has_more) break;
    }
    expect(names.filter((n) => n.startsWith('cz-')).sort()).toEqual(['cz-0', 'cz-1', 'cz-2', 'cz-3', 'cz-4']);

    const future = new Date(Date.now() + 3_600_000).toISOString();
    const none = await t.app.inject({ method: 'GET', url: '/integration/v1/companies', query: { updated_since: future }, headers });
    expect(none.json<Feed<FeedCompany>>().data).toEqual([]);

    for (const bad of ['abc', Buffer.from('{"x":-1,"i":0,"s":null,"r":null}').toString('base64url')]) {
      const res = await t.app.inject({ method: 'GET', url: '/integration/v1/companies', query: { cursor: bad }, headers });
      expect(res.statusCode).toBe(400);
    }
  });

  it('orders: region + limit=1 + cursor across status changes between pages: no order repeated or skipped', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['orders:read']);
    const ctx = testCtx(t.database);
    const czech = await orderer(t, 2);
    const polish = await orderer(t, 1);
    const rows: string[] = [];
    for (let i = 0; i < 5; i++) rows.push(await czech.place());
    const others = [await polish.place(), await polish.place()];
    const seen: FeedOrder[] = [];
    const pages: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/integration/v1/orders',
        query: { region: 'CZ', limit: '1', ...(cursor ? { cursor } : {}) },
        headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<Feed<FeedOrder>>();
      seen.push(...body.data);
      pages.push(body.data.length);
      cursor = body.next_cursor;
      // Between pages: the order just read and one not yet read move on (1 → 2), a Polish order changes, a new Czech
      // order is placed.
      if (page < 2) {
        const read = body.data[0]?.uuid ?? '';
        const unread = rows[4 - page] ?? '';
        for (const uuid of [read, unread]) await changeOrderStatus(ctx, { uuid, status: 2 });
        await changeOrderStatus(ctx, { uuid: others[page] ?? '', status: 2 });
        rows.push(await czech.place());
      }
      if (!body.has_more && page >= 2) break;
    }
    expect(pages.every((n) => n <= 1)).toBe(true);
    expect(seen.every((o) => o.region === 'CZ' && o.company_uuid === czech.company.uuid)).toBe(true);
    const final = await t.db
      .select({ uuid: ordersTable.uuid, status: ordersTable.status, regionsId: ordersTable.regionsId })
      .from(ordersTable);
    const czechFinal = final.filter((o) => o.regionsId === 2);
    expect(czechFinal).toHaveLength(7);
    // Every Czech order was delivered in its final state, none twice in the same state, and no Polish one at all.
    const last = new Map(seen.map((o) => [o.uuid, o.status]));
    for (const o of czechFinal) expect(last.get(o.uuid), o.uuid).toBe(o.status);
    const states = seen.map((o) => `${o.uuid}:${o.status}`);
    expect(new Set(states).size).toBe(states.length);
    expect(new Set(seen.map((o) => o.uuid))).toEqual(new Set(czechFinal.map((o) => o.uuid)));
    // An order changed after it was read came twice (placed, then approved); one changed before it was read came once,
    // approved; the untouched ones exactly once, placed.
    const history = (i: number) => seen.filter((o) => o.uuid === rows[i]).map((o) => o.status);
    expect([0, 1, 2, 3, 4, 5, 6].map(history)).toEqual([[1, 2], [1, 2], [1], [2], [2], [1], [1]]);

    // Later, with the last cursor: only the Czech order that changed since (the Polish change is filtered out).
    await changeOrderStatus(ctx, { uuid: rows[2] ?? '', status: 2 });
    await changeOrderStatus(ctx, { uuid: others[0] ?? '', status: 3 });
    const later = await t.app.inject({ method: 'GET', url: '/integration/v1/orders', query: { cursor: cursor ?? '' }, headers });
    expect(later.json<Feed<FeedOrder>>().data.map((o) => [o.uuid, o.status])).toEqual([[rows[2], 2]]);
  });

  it('updated_since on all three feeds: rows updated before it are left out, at or after it are in, the cursor keeps it', async () => {
    const t = await build();
    const me = await installer(t);
    const czech = await orderer(t, 2);
    // A month ago, to the millisecond; later changes (stamped now by the trigger) are after it.
    const sinceDate = new Date(Math.floor(Date.now() / 1000) * 1000 - 30 * 86_400_000);
    const since = sinceDate.toISOString();
    const stamps = [-1, 0, 86_400_000].map((ms) => new Date(sinceDate.getTime() + ms));
    const projects = [await me.createProject(), await me.createProject(), await me.createProject()];
    const orders = [await czech.place(), await czech.place(), await czech.place()];
    // Per feed: one row updated just before `since`, one exactly at it, one after; the writer sets updated_at itself.
    const [oldCompany, edgeCompany, newCompany] = [
      await createCompany(t.db, { name: 'old', updatedAt: stamps[0] }),
      await createCompany(t.db, { name: 'edge', updatedAt: stamps[1] }),
      await createCompany(t.db, { name: 'new', updatedAt: stamps[2] }),
    ];
    // Every other company of the test (the installer's, the orderer's) is older still.
    await t.db
      .update(companiesTable)
      .set({ updatedAt: new Date(sinceDate.getTime() - 86_400_000) })
      .where(notInArray(companiesTable.id, [edgeCompany.id, newCompany.id, oldCompany.id]));
    for (const [i, stamp] of stamps.entries()) {
      await t.db
        .update(projectsTable)
        .set({ updatedAt: stamp })
        .where(eq(projectsTable.uuid, projects[i]?.uuid ?? ''));
      await t.db
        .update(ordersTable)
        .set({ updatedAt: stamp })
        .where(eq(ordersTable.uuid, orders[i] ?? ''));
    }
    const { headers } = await keyFor(t, ['companies:read', 'projects:read', 'orders:read']);
    const walk = async (kind: string, query: Record<string, string> = {}) => {
      const got: { uuid: string; updated_at: string }[] = [];
      let cursor: string | undefined;
      for (let i = 0; i < 20; i++) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/integration/v1/${kind}`,
          // updated_since on the first page only: the cursor carries it on.
          query: cursor ? { cursor, limit: '1' } : { updated_since: since, limit: '1', ...query },
          headers,
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json<Feed<{ uuid: string; updated_at: string }>>();
        got.push(...body.data);
        cursor = body.next_cursor;
        if (!body.has_more) break;
      }
      return got;
    };
    const companies = await walk('companies');
    expect(companies.map((c) => c.uuid).sort()).toEqual([edgeCompany.uuid, newCompany.uuid].sort());
    expect((await walk('projects')).map((p) => p.uuid).sort()).toEqual([projects[1]?.uuid, projects[2]?.uuid].sort());
    const feedOrders = await walk('orders');
    expect(feedOrders.map((o) => o.uuid).sort()).toEqual([orders[1], orders[2]].sort());
    for (const row of [...companies, ...feedOrders]) expect(Date.parse(row.updated_at)).toBeGreaterThanOrEqual(Date.parse(since));
    // A row updated later (a change the writer does not stamp: the trigger stamps it now) comes back in.
    await changeOrderStatus(testCtx(t.database, new Date()), { uuid: orders[0] ?? '', status: 2 });
    await t.db.update(companiesTable).set({ name: 'old, renamed' }).where(eq(companiesTable.id, oldCompany.id));
    expect((await walk('orders')).map((o) => o.uuid)).toContain(orders[0]);
    expect((await walk('companies')).map((c) => c.uuid)).toContain(oldCompany.uuid);
    // With a region too, both filters hold on every page.
    expect((await walk('orders', { region: 'PL' })).map((o) => o.uuid)).toEqual([]);
  });

  it('projects come with their scans; a new scan brings the project back', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['projects:read']);
    const me = await installer(t);
    const project = await me.createProject();
    const u = await createUnit(t.db);
    const page = async (cursor?: string) =>
      (await t.app.inject({ method: 'GET', url: '/integration/v1/projects', query: cursor ? { cursor } : {}, headers })).json<
        Feed<{ uuid: string; company_uuid: string; region: string; scans: { serial_number: string; product_group: string | null }[] }>
      >();
    const first = await page();
    expect(first.data.find((p) => p.uuid === project.uuid)).toMatchObject({ company_uuid: me.company.uuid, region: 'PL', scans: [] });
    expect((await me.scan(project.uuid, { serial_number: u.serialNumber })).statusCode).toBe(201);
    const next = await page(first.next_cursor);
    expect(next.data.map((p) => p.uuid)).toEqual([project.uuid]);
    expect(next.data[0]?.scans).toEqual([expect.objectContaining({ serial_number: u.serialNumber, product_group: 'roof-window' })]);
  });

  it('a removed scan brings the project back without it (feed consumers see the deletion)', async () => {
    const t = await build();
    const { headers } = await keyFor(t, ['projects:read']);
    const me = await installer(t);
    const project = await me.createProject();
    const [a, b] = [await createUnit(t.db), await createUnit(t.db)];
    const scanA = await me.scan(project.uuid, { serial_number: a.serialNumber });
    expect((await me.scan(project.uuid, { serial_number: b.serialNumber })).statusCode).toBe(201);
    const page = async (cursor?: string) =>
      (await t.app.inject({ method: 'GET', url: '/integration/v1/projects', query: cursor ? { cursor } : {}, headers })).json<
        Feed<{ uuid: string; scans: { serial_number: string }[] }>
      >();
    const first = await page();
    expect(
      first.data
        .find((p) => p.uuid === project.uuid)
        ?.scans.map((s) => s.serial_number)
        .sort(),
    ).toEqual([a.serialNumber, b.serialNumber].sort());
    const removed = await t.app.inject({ method: 'DELETE', url: `/v2/scans/${scanA.json<{ uuid: string }>().uuid}`, headers: me.headers });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const next = await page(first.next_cursor);
    expect(next.data.map((p) => p.uuid)).toEqual([project.uuid]);
    expect(next.data[0]?.scans.map((s) => s.serial_number)).toEqual([b.serialNumber]);
  });
});

// ---------------------------------------------------------------------------------------------------------------------
// Webhooks

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** A local receiver answering each request with the next status of `statuses` (the last one repeats). */
async function receiver(statuses: number[]) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
      res.end('ok');
    });
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, received, statuses };
}

function runnerFor(t: TestApp) {
  const ctx = { ...testCtx(t.database), config: t.config, now: () => t.clock.now };
  return createJobRunner(ctx, integrationJobs);
}

const deliveries = (t: TestApp) => t.db.select().from(webhookDeliveriesTable);

describe('webhooks', () => {
  it('company.registered: the first three deliveries fail, the fourth arrives signed; the event id stays the same', async () => {
    const t = await build();
    const hook = await receiver([500, 503, 500, 200]);
    const { secret } = await createWebhookEndpoint(
      { db: t.db, now: () => t.clock.now, config: t.config },
      { url: hook.url, events: ['company.registered'] },
    );
    const reg = await t.app.inject({ method: 'POST', url: '/v2/company/register', payload: validBody() });
    expect(reg.statusCode, reg.body).toBe(201);
    const companyUuid = reg.json<{ company_uuid: string }>().company_uuid;
    const [event] = await t.db.select().from(webhookEventsTable);
    expect(event?.type).toBe('company.registered');

    const runner = runnerFor(t);
    // The runner's first tick declares the job, whose first run comes a little after start.
    expect(await runner.tick()).toEqual([]);
    t.clock.advance(20_000);
    for (let attempt = 1; attempt <= 4; attempt++) {
      await runner.tick();
      expect(hook.received).toHaveLength(attempt);
      const [d] = await deliveries(t);
      expect(d?.status).toBe(attempt < 4 ? 'pending' : 'delivered');
      expect(d?.attempts).toBe(attempt);
      if (attempt < 4) {
        // Not before its backoff: a tick now delivers nothing more.
        t.clock.advance(retryDelayMs(attempt) / 2);
        await runner.tick();
        expect(hook.received).toHaveLength(attempt);
        t.clock.advance(retryDelayMs(attempt) / 2 + 60_000);
      }
    }
    const ids = new Set(hook.received.map((r) => r.headers['x-webhook-id']));
    expect(ids).toEqual(new Set([event?.uuid]));
    const last = hook.received[3];
    if (!last) throw new Error('no fourth delivery');
    const ts = String(last.headers['x-webhook-timestamp']);
    expect(Number(ts)).toBe(Math.floor(t.clock.now.getTime() / 1000));
    const expected = `sha256=${createHmac('sha256', secret).update(`${ts}.${last.body}`).digest('hex')}`;
    expect(last.headers['x-signature']).toBe(expected);
    const body = JSON.parse(last.body) as { id: string; type: string; data: { uuid: string } };
    expect(body).toMatchObject({ id: event?.uuid, type: 'company.registered', data: { uuid: companyUuid } });
    // Delivered means done: more ticks send nothing.
    t.clock.advance(3_600_000);
    await runner.tick();
    expect(hook.received).toHaveLength(4);
  });

  it('after 24 hours of failures the delivery is failed; redeliver sends it again', async () => {
    const t = await build();
    const hook = await receiver([500]);
    const ctx = { db: t.db, now: () => t.clock.now, config: t.config };
    await createWebhookEndpoint(ctx, { url: hook.url, events: ['company.registered'] });
    await t.app.inject({ method: 'POST', url: '/v2/company/register', payload: validBody() });
    const runner = runnerFor(t);
    const start = t.clock.now.getTime();
    while (t.clock.now.getTime() - start < 26 * 3_600_000) {
      await runner.tick();
      t.clock.advance(30 * 60_000);
    }
    const [failed] = await deliveries(t);
    expect(failed?.status).toBe('failed');
    expect(failed?.lastStatus).toBe(500);
    const tries = hook.received.length;
    expect(tries).toBeGreaterThan(10);
    expect((await listWebhookDeliveries(ctx, { status: 'failed' })).map((d) => d.id)).toEqual([failed?.id]);

    hook.statuses.splice(0, hook.statuses.length, 200);
    await redeliverWebhook(ctx, { id: failed?.id ?? 0 });
    await runner.tick();
    expect(hook.received).toHaveLength(tries + 1);
    expect((await deliveries(t))[0]?.status).toBe('delivered');
  });

  it('project.closed and order events are written with the change; a rolled-back change writes none', async () => {
    const t = await build();
    await createWebhookEndpoint(
      { db: t.db, now: () => t.clock.now, config: t.config },
      { url: 'http://127.0.0.1:9/unused', events: ['project.closed', 'order.placed'] },
    );
    const me = await installer(t);
    const project = await me.createProject();
    const u = await createUnit(t.db);
    await me.scan(project.uuid, { serial_number: u.serialNumber });
    expect((await me.survey(project.uuid, fullSurvey(1))).json()).toMatchObject({ status: 2 });
    const events = await t.db.select().from(webhookEventsTable);
    expect(events.map((e) => e.type)).toEqual(['project.closed']);
    expect(events[0]?.payload).toMatchObject({ uuid: project.uuid, status: 2, scans: [{ serial_number: u.serialNumber }] });
    // One delivery, for the endpoint that wants it.
    expect(await deliveries(t)).toHaveLength(1);

    // Orders: placed, then a status change (which this endpoint does not want: an event, no delivery).
    const owner = await signedInOwner(t);
    const { variants } = await createShopProduct(t.db, { type: 'marketing', vendor: 'MARKETING', variants: [{ price: 10 }] });
    await givePoints(t.db, owner.company.id, 100);
    const payload = {
      type: 'marketing',
      order: [{ uuid: variants[0]?.uuid, quantity: 1 }],
      customer: {
        phone_region: 1,
        phone_number: '999999999901',
        name: 'Jan',
        surname: 'Kowalski',
        company_name: owner.company.name,
        street: 'Prosta',
        house_number: '1',
        city: 'Warszawa',
        postal_code: '00-001',
        region: 1,
      },
    };
    const placed = await t.app.inject({ method: 'POST', url: '/v2/orders', headers: owner.headers, payload });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderUuid = placed.json<{ data: { uuid: string }[] }>().data[0]?.uuid ?? '';
    await changeOrderStatus(testCtx(t.database), { uuid: orderUuid, status: 2 });
    const orderEvents = (await t.db.select().from(webhookEventsTable)).filter((e) => e.type.startsWith('order.'));
    expect(orderEvents.map((e) => [e.type, e.payload.uuid, e.payload.status])).toEqual([
      ['order.placed', orderUuid, 1],
      ['order.status_changed', orderUuid, 2],
    ]);
    expect(orderEvents[1]?.payload).toMatchObject({ previous_status: 1, company_uuid: owner.company.uuid, points: 10 });
    expect(await deliveries(t)).toHaveLength(2);

    // A placement that fails after its event was written leaves no event behind (same transaction).
    faults.at = (step) => {
      if (step === 'done') throw new Error('injected');
    };
    try {
      const failed = await t.app.inject({ method: 'POST', url: '/v2/orders', headers: owner.headers, payload });
      expect(failed.statusCode).toBe(500);
    } finally {
      faults.at = null;
    }
    expect((await t.db.select().from(webhookEventsTable)).filter((e) => e.type === 'order.placed')).toHaveLength(1);
    expect(await deliveries(t)).toHaveLength(2);
  });
});

describe('webhook URLs (SSRF)', () => {
  it('in production only https to public addresses; outside production http and loopback are allowed', async () => {
    const strict = { strict: true };
    expect(urlProblem('https://crm.example.com/hooks', strict)).toBeNull();
    for (const url of [
      'http://crm.example.com/hooks',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://192.168.0.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://[fd00::1]/x',
      'https://localhost/x',
      'https://user:pass@crm.example.com/x',
      'ftp://crm.example.com/x',
    ])
      expect(urlProblem(url, strict), url).not.toBeNull();
    expect(urlProblem('http://127.0.0.1:3000/x', { strict: false })).toBeNull();
    for (const a of ['127.0.0.1', '10.0.0.1', '172.16.5.4', '100.64.0.1', '::1', 'fe80::1', '::ffff:10.0.0.1', '0.0.0.0'])
      expect(isForbiddenAddress(a), a).toBe(true);
    for (const a of ['8.8.8.8', '2606:4700:4700::1111']) expect(isForbiddenAddress(a), a).toBe(false);
    // The socket's own lookup refuses a name that resolves to loopback (DNS rebinding cannot slip past a check).
    for (const options of [{}, { all: true }]) {
      const err = await new Promise<unknown>((resolve) => guardedLookup('localhost', options, (e: unknown) => resolve(e)));
      expect(String(err)).toMatch(/private or loopback/);
    }
    // A strict delivery to a loopback address never connects.
    const hook = await receiver([200]);
    const res = await postWebhook(
      { url: hook.url.replace('http:', 'https:'), secret: 's', body: '{}', eventId: 'e', eventType: 'order.placed', timestamp: 1 },
      { strict: true, timeoutMs: 1000 },
    );
    expect(res.ok).toBe(false);
    expect(hook.received).toHaveLength(0);
  });

  it('a receiver that does not answer is cut off by the timeout', async () => {
    const server = http.createServer(() => undefined);
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const res = await postWebhook(
      { url: `http://127.0.0.1:${port}/`, secret: 's', body: '{}', eventId: 'e', eventType: 'order.placed', timestamp: 1 },
      { strict: false, timeoutMs: 300 },
    );
    expect(res).toMatchObject({ ok: false, status: null });
    expect(res.error).toMatch(/timed out/);
    server.closeAllConnections();
  });
});

describe('malformed requests with a valid key', () => {
  it('never a 5xx, always the error envelope', async () => {
    const t = await build();
    const { headers } = await keyFor(t);
    const bad = ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999', 'x'.repeat(5000), '%00', '[object Object]', 'eyJ4IjoxfQ', '!!!'];
    const requests: { url: string; query?: Record<string, string>; method?: 'PUT'; payload?: unknown; raw?: string; type?: string }[] = [];
    for (const kind of ['companies', 'projects', 'orders'])
      for (const name of ['updated_since', 'cursor', 'limit', 'region'])
        for (const value of bad) requests.push({ url: `/integration/v1/${kind}`, query: { [name]: value } });
    const put = '/integration/v1/product-units';
    for (const payload of [
      null,
      [],
      {},
      { units: [] },
      { units: 'x' },
      { units: [null] },
      { units: [{}] },
      { units: [unit(1, { produced_at: 5 })] },
    ])
      requests.push({ url: put, method: 'PUT', payload });
    for (const [raw, type] of [
      ['{', 'application/json'],
      ['', 'application/json'],
      ['a=1', 'application/x-www-form-urlencoded'],
      ['<a/>', 'application/xml'],
    ] as const)
      requests.push({ url: put, method: 'PUT', raw, type });
    for (const r of requests) {
      const res = await t.app.inject({
        method: r.method ?? 'GET',
        url: r.url,
        query: r.query,
        headers: { ...headers, ...(r.type ? { 'content-type': r.type } : {}) },
        ...(r.raw !== undefined ? { payload: r.raw } : r.payload !== undefined ? { payload: r.payload as object } : {}),
      });
      const what = `${r.method ?? 'GET'} ${r.url} ${JSON.stringify(r.query ?? r.payload ?? r.raw)?.slice(0, 60)}`;
      expect.soft(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect.soft(res.statusCode, what).toBeLessThan(500);
      expect.soft(res.json(), what).toMatchObject({ message: expect.any(String), errors: expect.any(Array), code: expect.any(String) });
    }
  });
});

describe('OpenAPI', () => {
  it('lists the integration routes in their own tag with the API key security scheme and examples', async () => {
    const t = await build();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        Record<string, { tags: string[]; security: unknown[]; requestBody?: unknown; responses: Record<string, unknown> }>
      >;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(doc.components.securitySchemes.integrationKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const ops = [
      doc.paths['/integration/v1/product-units']?.put,
      doc.paths['/integration/v1/companies']?.get,
      doc.paths['/integration/v1/projects']?.get,
      doc.paths['/integration/v1/orders']?.get,
    ];
    for (const op of ops) {
      expect(op?.tags).toEqual(['integration']);
      expect(op?.security).toEqual([{ integrationKey: [] }]);
      expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    }
    expect(JSON.stringify(ops[0]?.requestBody)).toContain('RW2431100123');
    expect(JSON.stringify(ops[2]?.responses['200'])).toContain('Loft conversion');
  });
});
