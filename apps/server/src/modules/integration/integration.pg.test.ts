// The change feed against real PostgreSQL, where transactions really overlap (PGlite serialises everything): a page
// read while an older transaction is still open must not let that transaction's row fall behind the cursor, and a walk
// through the feed while writers insert and update concurrently delivers every row in its final state, never the same
// state twice.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/app.ts';
import { createCompany } from '../../test/factories.ts';
import { companiesTable } from '../../db/schema.ts';
import { createApiKey } from './service.ts';

type Page = { data: { uuid: string; name: string }[]; next_cursor: string; has_more: boolean };

async function reader(t: TestApp) {
  const { key } = await createApiKey({ db: t.db, now: () => new Date() }, { name: 'CRM', scopes: ['companies:read'] });
  return async (cursor?: string, limit = 5): Promise<Page> => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/integration/v1/companies',
      query: { limit: String(limit), ...(cursor ? { cursor } : {}) },
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
}

describe('change feed on PostgreSQL', () => {
  it('a row written by a transaction that commits after later ones is not skipped', async () => {
    const t = await build();
    const page = await reader(t);
    const a = await createCompany(t.db, { name: 'a0' });
    const b = await createCompany(t.db, { name: 'b0' });
    let cursor = (await drain(page)).cursor;

    // T1 changes A and stays open; T2 changes B later and commits first.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    let t1Wrote: () => void = () => undefined;
    const wrote = new Promise<void>((r) => (t1Wrote = r));
    const t1 = t.db.transaction(async (tx) => {
      await tx.update(companiesTable).set({ name: 'a1' }).where(eq(companiesTable.id, a.id));
      t1Wrote();
      await gate;
    });
    await wrote;
    await t.db.update(companiesTable).set({ name: 'b1' }).where(eq(companiesTable.id, b.id));

    // While T1 is open, B (written after T1 began writing) is held back too: handing it out would move the cursor past T1.
    const during = await page(cursor);
    expect(during.data).toEqual([]);
    cursor = during.next_cursor;
    release();
    await t1;
    const after = await drain(page, cursor);
    expect(after.rows.map((r) => r.name).sort()).toEqual(['a1', 'b1']);
  });

  it('concurrent inserts and updates while paging: every row in its final state, no state twice', async () => {
    const t = await build();
    const page = await reader(t);
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push((await createCompany(t.db, { name: `v0-${i}` })).id);
    let stop = false;
    let version = 0;
    // Four writers: transactions that update a few rows (in id order) and insert one, with pauses inside.
    const writers = Array.from({ length: 4 }, async (_, w) => {
      while (!stop) {
        await t.db.transaction(async (tx) => {
          const picks = [...new Set([0, 1, 2].map(() => ids[Math.floor(Math.random() * ids.length)] ?? 0))].sort((x, y) => x - y);
          for (const id of picks) {
            await tx
              .update(companiesTable)
              .set({ name: `w${w}-${++version}` })
              .where(eq(companiesTable.id, id));
            await new Promise((r) => setTimeout(r, Math.random() * 5));
          }
          const [row] = await tx
            .insert(companiesTable)
            .values({ name: `n${w}-${++version}`, regionsId: 1 })
            .returning({ id: companiesTable.id });
          if (row) ids.push(row.id);
        });
      }
    });
    const seen: { uuid: string; name: string }[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 60; i++) {
      const p = await page(cursor, 7);
      seen.push(...p.data);
      cursor = p.next_cursor;
    }
    stop = true;
    await Promise.all(writers);
    const final = await t.db.select({ uuid: companiesTable.uuid, name: companiesTable.name }).from(companiesTable);
    // The feed holds rows back while any transaction it cannot rule out is in flight (on a busy server: other
    // databases' work it could not place); a client following it gets them once they settle. So follow it on until
    // every row's final state has come, or fail after 20 s.
    const unseen = () => {
      const last = new Map(seen.map((c) => [c.uuid, c.name]));
      return final.filter((c) => last.get(c.uuid) !== c.name).map((c) => `${c.uuid} ${c.name} (last seen ${last.get(c.uuid)})`);
    };
    await expect
      .poll(
        async () => {
          const rest = await drain(page, cursor);
          seen.push(...rest.rows);
          cursor = rest.cursor;
          return unseen();
        },
        { timeout: 20_000, interval: 250 },
      )
      .toEqual([]);
    const states = seen.map((c) => `${c.uuid}:${c.name}`);
    expect(new Set(states).size).toBe(states.length);
    expect(version).toBeGreaterThan(20);
  }, 120_000);
});

async function drain(page: (cursor?: string, limit?: number) => Promise<Page>, from?: string) {
  const rows: Page['data'] = [];
  let cursor = from;
  for (;;) {
    const p = await page(cursor, 50);
    rows.push(...p.data);
    cursor = p.next_cursor;
    if (!p.has_more) return { rows, cursor };
  }
}
