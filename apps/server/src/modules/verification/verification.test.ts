import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { createCompanyWithUser, signedInOwner } from '../../test/factories.ts';
import { companyBehavioursTable, pointEntriesTable, usersTable } from '../../db/schema.ts';

type Headers = { authorization: string };
const send = (t: TestApp, headers: Headers) => t.app.inject({ method: 'POST', url: '/v2/company/verification', headers });
const verify = (t: TestApp, headers: Headers, code: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/v2/company/verification', headers, payload: { code } });
const lastCode = (t: TestApp) => /\b(\d{5})\b/.exec(t.mails.at(-1)?.text ?? '')?.[1] ?? '';
const userRow = async (t: TestApp, id: number) => (await t.db.select().from(usersTable).where(eq(usersTable.id, id)))[0];

describe('email verification', () => {
  it('sends a code to the own email; the code marks verified_email_at and earns the behaviour bonus once', async () => {
    const t = await build();
    const { user, company, headers } = await signedInOwner(t);
    const sent = await send(t, headers);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ resend_after: 60 });
    expect(t.mails.at(-1)?.to).toBe(user.email);
    const res = await verify(t, headers, lastCode(t));
    expect(res.statusCode).toBe(200);
    expect(res.json().verified_email_at).not.toBeNull();
    expect((await userRow(t, user.id))?.verifiedEmailAt).not.toBeNull();
    const earned = await t.db.select().from(companyBehavioursTable).where(eq(companyBehavioursTable.companiesId, company.id));
    expect(earned.map((e) => e.slug)).toEqual(['email-verified']);
    const entries = await t.db.select().from(pointEntriesTable).where(eq(pointEntriesTable.companiesId, company.id));
    expect(entries.filter((e) => e.idempotencyKey === 'behaviour:email-verified')).toHaveLength(1);
    // The code is single use; there is nothing left to verify.
    expect((await verify(t, headers, lastCode(t))).statusCode).toBe(406);
    t.clock.advance(61_000);
    expect((await send(t, headers)).statusCode).toBe(400);
  });

  it('a changed email replaces the old one only once the new address is verified', async () => {
    const t = await build();
    const { user, headers } = await signedInOwner(t, { user: { verifiedEmailAt: new Date('2026-01-01T00:00:00Z') } });
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/v1/company/user/${user.id}`,
      headers,
      payload: { email: 'new@example.com' },
    });
    expect(patched.json()).toMatchObject({ email: user.email, pending_email: 'new@example.com' });
    await send(t, headers);
    expect(t.mails.at(-1)?.to).toBe('new@example.com');
    const res = await verify(t, headers, lastCode(t));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'new@example.com', pending_email: null });
    expect(await userRow(t, user.id)).toMatchObject({ email: 'new@example.com', pendingEmail: null });
  });

  it('a code sent for an address since withdrawn is void; a taken address is refused at verification', async () => {
    const t = await build();
    const { user, headers } = await signedInOwner(t);
    await t.app.inject({ method: 'PATCH', url: `/v1/company/user/${user.id}`, headers, payload: { email: 'first@example.com' } });
    await send(t, headers);
    const code = lastCode(t);
    await t.app.inject({ method: 'PATCH', url: `/v1/company/user/${user.id}`, headers, payload: { email: 'second@example.com' } });
    expect((await verify(t, headers, code)).statusCode).toBe(406);
    t.clock.advance(61_000);
    await send(t, headers);
    const second = lastCode(t);
    await createCompanyWithUser(t.db, { user: { email: 'second@example.com' } });
    const taken = await verify(t, headers, second);
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: ['The email has already been taken.'] });
    expect((await userRow(t, user.id))?.email).toBe(user.email);
  });

  it('wrong codes: required, 5 digits, five wrong tries burn the code; 60 s between codes', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    expect((await verify(t, headers, '')).json().fields).toEqual({ code: ['validation.required', 'validation.code'] });
    await send(t, headers);
    expect((await send(t, headers)).statusCode).toBe(429);
    const code = lastCode(t);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++) expect((await verify(t, headers, wrong)).statusCode).toBe(406);
    expect((await verify(t, headers, code)).statusCode).toBe(406);
  });

  it('an expired code is refused', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    await send(t, headers);
    t.clock.advance(10 * 60_000 + 1);
    expect((await verify(t, headers, lastCode(t))).statusCode).toBe(406);
  });
});
