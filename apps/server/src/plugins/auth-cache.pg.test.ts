// The cache of signed-in callers across processes, on real PostgreSQL: two app instances with their own pools and
// listeners share one database (as two server processes would), with the cache as configured by default (on). A
// session ended through one instance is refused by that instance on the very next request (it hears its own write
// before the write returns, decision 0105) and by the other, which had the caller cached, once the notification
// reaches its LISTEN connection: that one is polled (nothing here asserts a duration; without the notification it
// would answer 200 forever and the poll would fail).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../test/app.ts';
import { signedInOwner } from '../test/factories.ts';
import { companiesTable } from '../db/schema.ts';
import { openPostgres } from '../db/client.ts';

const self = '/v1/company/user/self';

async function twoInstances() {
  const a = await build();
  if (!a.database.url) throw new Error('a PostgreSQL test database has a url');
  // Opened second, closed first (the harness closes in reverse): the first instance drops the database.
  const b = await build({ database: await openPostgres(a.database.url, 5) });
  return { a, b };
}

describe('the cache of signed-in callers across instances (PostgreSQL)', () => {
  it('a session ended in one instance is refused by another that had it cached', async () => {
    const { a, b } = await twoInstances();
    const me = await signedInOwner(a);
    for (const t of [a, b])
      for (let i = 0; i < 2; i++) expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(a.app.authCache?.size).toBe(1);
    expect(b.app.authCache?.size).toBe(1);

    const out = await a.app.inject({ method: 'POST', url: '/v2/installer/logout', payload: { refresh_token: me.session.refresh_token } });
    expect(out.statusCode).toBe(204);
    // The instance that ended it: at once.
    expect((await a.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(401);
    // The other: when the notification arrives.
    await expect
      .poll(async () => (await b.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode, { timeout: 20_000 })
      .toBe(401);
    expect(b.app.authCache?.size).toBe(0);
  }, 60_000);

  it('a company deactivated by a write of another process ends its callers in both instances', async () => {
    const { a, b } = await twoInstances();
    const me = await signedInOwner(a);
    expect((await a.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    // A write outside any request (as a script or staff tool would make it): the triggers are all either instance needs.
    await a.db.update(companiesTable).set({ active: 0 }).where(eq(companiesTable.id, me.company.id));
    for (const t of [a, b])
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode, { timeout: 20_000 })
        .toBe(401);
  }, 60_000);
});
