// The in-process cache of signed-in callers (decisions 0051, 0105), on by default, on both databases (this suite runs on
// PGlite and on PostgreSQL). A caller is loaded once; every path that ends or changes a session, a user or a company —
// logout, reuse of a rotated refresh token, an owner deleting an installer, staff ending sessions or deactivating a
// user, declining the terms, a plain UPDATE — is refused or seen by the VERY NEXT request in the process that made the
// change: nothing here polls or waits. While the listener is down nothing is served from the cache.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test/app.ts';
import { createUser, signIn, signedInOwner } from '../test/factories.ts';
import { usersTable } from '../db/schema.ts';
import { loadConfig } from '../config.ts';

const self = '/v1/company/user/self';
const ADMIN = 'admin.cache@club.example';

const status = async (t: TestApp, headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: self, headers })).statusCode;

/** Two requests, so the caller is in the cache (the second is served from it). */
async function warm(t: TestApp, headers: Record<string, string>) {
  expect(await status(t, headers)).toBe(200);
  expect(await status(t, headers)).toBe(200);
}

async function staffSignIn(t: TestApp, email: string): Promise<{ authorization: string }> {
  expect((await t.app.inject({ method: 'POST', url: '/admin/api/login', payload: { email } })).statusCode).toBe(200);
  const code = /\b(\d{5})\b/.exec(t.mails.filter((m) => m.to === email).at(-1)?.subject ?? '')?.[1];
  const res = await t.app.inject({ method: 'POST', url: '/admin/api/login/verify', payload: { email, code } });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

describe('the cache of signed-in callers', () => {
  it('is on by default; AUTH_CACHE=0 turns it off', async () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).authCache).toBe(true);
    expect(loadConfig({ ...base, AUTH_CACHE: '1' }).authCache).toBe(true);
    expect(loadConfig({ ...base, AUTH_CACHE: '0' }).authCache).toBe(false);
    const t = await build();
    expect(t.app.authCache).not.toBeNull();
    const off = await build({ config: { authCache: false } });
    expect(off.app.authCache).toBeNull();
  });

  it('loads a caller once and refuses the very next request after a logout', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const cache = t.app.authCache;
    expect(cache?.size).toBe(0);
    await warm(t, me.headers);
    expect(cache?.size).toBe(1);

    const out = await t.app.inject({ method: 'POST', url: '/v2/installer/logout', payload: { refresh_token: me.session.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect(cache?.size).toBe(0);
    expect(await status(t, me.headers)).toBe(401);
  });

  it('a reused rotated refresh token ends the session for the very next request', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    await warm(t, me.headers);
    const refresh = (refresh_token: string) => t.app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token } });
    const rotated = await refresh(me.session.refresh_token);
    expect(rotated.statusCode).toBe(200);
    // Rotation keeps the session: both access tokens still work (and are cached again).
    const next = { authorization: `Bearer ${rotated.json<{ token: string }>().token}` };
    await warm(t, me.headers);
    await warm(t, next);
    // Reuse of the spent refresh token ends the whole chain.
    expect((await refresh(me.session.refresh_token)).statusCode).toBe(401);
    expect(await status(t, me.headers)).toBe(401);
    expect(await status(t, next)).toBe(401);
  });

  it('an installer deleted by the owner is refused by the very next request', async () => {
    const t = await build();
    const owner = await signedInOwner(t);
    const member = await createUser(t.db, owner.company, { role: 4 });
    const session = await signIn(t, member);
    await warm(t, session.headers);
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/installer/user/${member.uuid}`, headers: owner.headers });
    expect(del.statusCode).toBe(204);
    expect(await status(t, session.headers)).toBe(401);
    // The owner's own entry stays.
    expect(await status(t, owner.headers)).toBe(200);
  });

  it('staff ending a user’s sessions, and deactivating a user, are refused by the very next request', async () => {
    const t = await build({ config: { adminEmails: [ADMIN] } });
    const admin = await staffSignIn(t, ADMIN);
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await warm(t, a.headers);
    await warm(t, b.headers);

    const ended = await t.app.inject({ method: 'POST', url: `/admin/api/users/${a.user.uuid}/sessions/end`, headers: admin });
    expect(ended.statusCode, ended.body).toBe(204);
    expect(await status(t, a.headers)).toBe(401);
    expect(await status(t, b.headers)).toBe(200);

    const off = await t.app.inject({
      method: 'POST',
      url: `/admin/api/users/${b.user.uuid}/active`,
      headers: admin,
      payload: { active: false },
    });
    expect(off.statusCode, off.body).toBe(204);
    expect(await status(t, b.headers)).toBe(401);
  });

  it('declining the terms ends every session of the company for the very next request', async () => {
    const t = await build();
    const owner = await signedInOwner(t, { company: { regionsId: 2 } });
    const colleague = await signIn(t, await createUser(t.db, owner.company, { role: 4 }));
    await warm(t, owner.headers);
    await warm(t, colleague.headers);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/company/${owner.company.id}`,
      headers: owner.headers,
      payload: { active: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status(t, owner.headers)).toBe(401);
    expect(await status(t, colleague.headers)).toBe(401);
  });

  it('a plain UPDATE of the user row is seen by the very next request (no stale member rows)', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    await warm(t, me.headers);
    await t.db.update(usersTable).set({ name: 'Renamed' }).where(eq(usersTable.id, me.user.id));
    expect((await t.app.inject({ method: 'GET', url: self, headers: me.headers })).json<{ name: string }>().name).toBe('Renamed');
  });

  it('serves nothing from the cache while the listener is down', async () => {
    const t = await build();
    const me = await signedInOwner(t);
    const cache = t.app.authCache;
    expect(await status(t, me.headers)).toBe(200);
    expect(cache?.size).toBe(1);
    cache?.setListening(false);
    expect(cache?.size).toBe(0);
    expect(await status(t, me.headers)).toBe(200);
    expect(cache?.size).toBe(0);
    cache?.setListening(true);
    expect(await status(t, me.headers)).toBe(200);
    expect(cache?.size).toBe(1);
  });
});
