// The in-process cache of signed-in callers (decision 0051) on the embedded database: a caller is loaded once, and a
// change to the session, the user or the company — a logout, staff ending the sessions, a deactivated company, a new
// language — is seen by the very next request. While the listener is down nothing is served from the cache.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build } from '../test/app.ts';
import { signedInOwner } from '../test/factories.ts';
import { companiesTable, usersTable } from '../db/schema.ts';
import { revokeUserSessions } from '../modules/auth/service.ts';

const self = '/v1/company/user/self';

describe('the cache of signed-in callers', () => {
  it('loads a caller once and drops it when its session ends (logout)', async () => {
    const t = await build({ config: { authCache: true } });
    const me = await signedInOwner(t);
    const cache = t.app.authCache;
    expect(cache).not.toBeNull();
    expect(cache?.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(cache?.size).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(cache?.size).toBe(1);

    const out = await t.app.inject({ method: 'POST', url: '/v2/installer/logout', payload: { refresh_token: me.session.refresh_token } });
    expect(out.statusCode).toBe(204);
    // On PGlite the notification is handled before the logout returns; on PostgreSQL it arrives over the listening
    // connection a moment later (the same suite runs on both).
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(401);
    expect(cache?.size).toBe(0);
  });

  it('drops a caller when staff end the user’s sessions, the company is deactivated, or the user changes', async () => {
    const t = await build({ config: { authCache: true } });
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    const c = await signedInOwner(t);
    for (const x of [a, b, c]) expect((await t.app.inject({ method: 'GET', url: self, headers: x.headers })).statusCode).toBe(200);
    expect(t.app.authCache?.size).toBe(3);

    const status = async (h: Record<string, string>) => (await t.app.inject({ method: 'GET', url: self, headers: h })).statusCode;
    await revokeUserSessions(t.db, a.user.id, new Date());
    await expect.poll(() => status(a.headers)).toBe(401);

    await t.db.update(companiesTable).set({ active: 0 }).where(eq(companiesTable.id, b.company.id));
    await expect.poll(() => status(b.headers)).toBe(401);

    // Only c is left, and a change to c's row is seen (no stale member rows).
    expect(t.app.authCache?.size).toBe(1);
    await t.db.update(usersTable).set({ name: 'Renamed' }).where(eq(usersTable.id, c.user.id));
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: self, headers: c.headers })).json<{ name: string }>().name)
      .toBe('Renamed');
  });

  it('serves nothing from the cache while the listener is down', async () => {
    const t = await build({ config: { authCache: true } });
    const me = await signedInOwner(t);
    const cache = t.app.authCache;
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(cache?.size).toBe(1);
    cache?.setListening(false);
    expect(cache?.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(cache?.size).toBe(0);
    cache?.setListening(true);
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).statusCode).toBe(200);
    expect(cache?.size).toBe(1);
  });
});
