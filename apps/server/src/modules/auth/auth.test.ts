import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auth } from '@club/contract/constants';
import { build, type TestApp } from '../../test/app.ts';
import { createCompanyWithUser } from '../../test/factories.ts';
import { verifyAccessToken } from '../../lib/tokens.ts';
import { loginAttemptsTable, loginFailuresTable, outboxTable, refreshTokensTable, usersTable } from '../../db/schema.ts';

const lastCode = (t: TestApp): string => {
  const m = /\b(\d{5})\b/.exec(t.texts.at(-1)?.text ?? '');
  if (!m?.[1]) throw new Error('no code texted');
  return m[1];
};
const codeOfMail = (t: TestApp) => {
  const m = /\b(\d{5})\b/.exec(t.mails.at(-1)?.text ?? '');
  if (!m?.[1]) throw new Error('no code mailed');
  return m[1];
};
const login = (t: TestApp, body: Record<string, unknown>, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/v2/installer/login', payload: body, remoteAddress: ip });
const verify = (t: TestApp, userId: number, code: string) =>
  t.app.inject({ method: 'POST', url: '/v2/installer/login/verify', payload: { userId, code } });
const wrong = (code: string) => String((Number(code) + 1) % 100000).padStart(5, '0');

describe('POST /v2/installer/login', () => {
  it('sends a code by email (case-insensitive) and answers only what the step track needs', async () => {
    const t = await build();
    const { user, company } = await createCompanyWithUser(t.db, { user: { email: 'ola.kot@example.pl', name: 'Ola', surname: 'Kot' } });
    const res = await login(t, { email: '  Ola.KOT@example.PL ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      user_id: user.id,
      company_id: company.id,
      role: 3,
      region: { id: 1, code: 'PL' },
      channel: 'email',
      resend_after: 60,
      has_survey: true,
      steps: [],
    });
    const raw = res.body;
    for (const secret of ['Ola', 'Kot', 'ola.kot', company.name, company.address, company.registrationNumber ?? 'x'])
      expect(raw).not.toContain(secret);
    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]?.to).toBe('ola.kot@example.pl');
    expect(t.mails[0]?.text).toMatch(/\b\d{5}\b/);
    const [attempt] = await t.db.select().from(loginAttemptsTable).where(eq(loginAttemptsTable.usersId, user.id));
    expect(attempt?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(attempt?.codeHash).not.toContain(codeOfMail(t));
    const outbox = await t.db.select().from(outboxTable).where(eq(outboxTable.kind, 'login_code'));
    expect(outbox).toHaveLength(1);
  });

  it('sends a code by SMS to the E.164 number when the phone is given in national form for the region', async () => {
    const t = await build();
    const { user } = await createCompanyWithUser(t.db, { user: { email: null, phone: '+48512000111' } });
    const res = await login(t, { phone: '512 000 111', region: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_id: user.id, channel: 'sms' });
    expect(t.texts).toHaveLength(1);
    expect(t.texts[0]?.to).toBe('+48512000111');
    expect(t.mails).toHaveLength(0);
  });

  it('rejects a phone that is not valid for the region, and an empty body, with field errors', async () => {
    const t = await build();
    const res = await login(t, { phone: '12 34', region: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('phone');
    const empty = await login(t, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('email');
  });

  it("answers 404 'Installer not found.' for an unknown or deactivated installer, sending nothing", async () => {
    const t = await build();
    await createCompanyWithUser(t.db, { user: { email: 'gone@example.com', active: 0 } });
    for (const email of ['nobody@example.com', 'gone@example.com']) {
      const res = await login(t, { email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Installer not found.', code: 'not_found' });
    }
    expect(t.mails).toHaveLength(0);
  });

  it('refuses a user who declined the Czech/Slovak terms (active 2) with a clear 403', async () => {
    const t = await build();
    await createCompanyWithUser(t.db, { company: { regionsId: 2 }, user: { email: 'declined@example.cz', active: 2 } });
    const res = await login(t, { email: 'declined@example.cz' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_declined');
    expect(res.json().message).toMatch(/declined the club terms/);
    expect(t.mails).toHaveLength(0);
  });

  it('does not send another code within 60 s (429 with Retry-After), then does', async () => {
    const t = await build();
    await createCompanyWithUser(t.db, { user: { email: 'gap@example.com' } });
    expect((await login(t, { email: 'gap@example.com' })).statusCode).toBe(200);
    t.clock.advance(20_000);
    const again = await login(t, { email: 'gap@example.com' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate_limited');
    expect(again.headers['retry-after']).toBe('40');
    expect(t.mails).toHaveLength(1);
    t.clock.advance(41_000);
    expect((await login(t, { email: 'gap@example.com' })).statusCode).toBe(200);
    expect(t.mails).toHaveLength(2);
  });

  it('caps requests per identifier per hour', async () => {
    const t = await build();
    await createCompanyWithUser(t.db, { user: { email: 'cap@example.com' } });
    for (let i = 0; i < auth.hourlyCapPerIdentifier; i++) {
      expect((await login(t, { email: 'cap@example.com' }, `10.1.0.${i}`)).statusCode).toBe(200);
      t.clock.advance(61_000);
    }
    const over = await login(t, { email: 'cap@example.com' }, '10.1.1.1');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mails).toHaveLength(auth.hourlyCapPerIdentifier);
    t.clock.advance(3600_000);
    expect((await login(t, { email: 'cap@example.com' }, '10.1.1.1')).statusCode).toBe(200);
  });

  it('caps requests per client address per hour, even for unknown installers', async () => {
    const t = await build();
    for (let i = 0; i < auth.hourlyCapPerAddress; i++) {
      expect((await login(t, { email: `probe${i}@example.com` }, '10.9.9.9')).statusCode).toBe(404);
    }
    const over = await login(t, { email: 'probe-last@example.com' }, '10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect((await login(t, { email: 'probe-last@example.com' }, '10.9.9.10')).statusCode).toBe(404);
  });
});

describe('client address behind proxies (TRUST_PROXY)', () => {
  const spoofed = (t: TestApp, email: string, forwardedFor: string, remoteAddress = '10.9.9.9') =>
    t.app.inject({
      method: 'POST',
      url: '/v2/installer/login',
      payload: { email },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('by default a client cannot escape the per-address cap by inventing X-Forwarded-For', async () => {
    const t = await build();
    for (let i = 0; i < auth.hourlyCapPerAddress; i++)
      expect((await spoofed(t, `spoof${i}@example.com`, `203.0.113.${i}`)).statusCode).toBe(404);
    const over = await spoofed(t, 'spoof-last@example.com', '198.51.100.77');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('with TRUST_PROXY naming the proxy, the address the proxy reports is the one counted', async () => {
    const t = await build({ config: { trustProxy: ['10.9.9.9'] } });
    for (let i = 0; i < auth.hourlyCapPerAddress; i++)
      expect((await spoofed(t, `fwd${i}@example.com`, '203.0.113.7')).statusCode).toBe(404);
    expect((await spoofed(t, 'fwd-last@example.com', '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy has its own budget.
    expect((await spoofed(t, 'fwd-last@example.com', '203.0.113.8')).statusCode).toBe(404);
    // An address that is not the trusted proxy cannot speak for others.
    expect((await spoofed(t, 'fwd-x@example.com', '203.0.113.7', '10.1.2.3')).statusCode).toBe(404);
  });
});

describe('login answer: the step track', () => {
  const steps = async (t: TestApp, input: Parameters<typeof createCompanyWithUser>[1]) => {
    const { user } = await createCompanyWithUser(t.db, input);
    const res = await login(t, { email: user.email }, `10.2.${user.id % 250}.1`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('adds the consent step when consentSeen is unset, for every role', async () => {
    const t = await build();
    const owner = await steps(t, { user: { options: {} } });
    expect(owner.options).toEqual({ consentSeen: false, hasAgreedToTerms: false });
    expect(owner.steps).toEqual(['consent']);
    const installer = await steps(t, { user: { role: 4, options: {} } });
    expect(installer.steps).toEqual(['consent']);
  });

  it('adds the Czech/Slovak terms step only for owners in CZ/SK, created before 31 Jan 2024, not yet agreed', async () => {
    const t = await build();
    const old = new Date('2023-05-01T00:00:00Z');
    expect((await steps(t, { company: { regionsId: 2 }, user: { options: { consentSeen: true }, createdAt: old } })).steps).toEqual([
      'terms',
    ]);
    expect((await steps(t, { company: { regionsId: 3 }, user: { options: { consentSeen: true }, createdAt: old } })).steps).toEqual([
      'terms',
    ]);
    expect(
      (await steps(t, { company: { regionsId: 2 }, user: { options: { consentSeen: true }, createdAt: new Date('2024-02-01T00:00:00Z') } }))
        .steps,
    ).toEqual([]);
    expect(
      (await steps(t, { company: { regionsId: 2 }, user: { options: { consentSeen: true, hasAgreedToTerms: true }, createdAt: old } }))
        .steps,
    ).toEqual([]);
    expect((await steps(t, { company: { regionsId: 1 }, user: { options: { consentSeen: true }, createdAt: old } })).steps).toEqual([]);
    const installer = await steps(t, { company: { regionsId: 2 }, user: { role: 4, options: { consentSeen: true }, createdAt: old } });
    expect(installer.steps).toEqual([]);
    expect(installer.created_at).toBe(old.toISOString());
  });

  it('adds the registration number step when missing and required, or not yet seen; reports missing/required/seen', async () => {
    const t = await build();
    const missing = await steps(t, {
      company: { registrationNumber: null, options: { registrationNumberSeen: true, companyTypeSeen: true } },
    });
    expect(missing.steps).toEqual(['registration_number']);
    expect(missing.company).toMatchObject({
      registration_number_missing: true,
      registration_number_required: true,
      registration_number_seen: true,
    });
    const unseen = await steps(t, { company: { options: { companyTypeSeen: true } } });
    expect(unseen.steps).toEqual(['registration_number']);
    expect(unseen.company).toMatchObject({ registration_number_missing: false, registration_number_seen: false });
    // Serbia: the number is optional, so a seen-but-empty number asks nothing.
    const optional = await steps(t, {
      company: { regionsId: 9, registrationNumber: null, options: { registrationNumberSeen: true, companyTypeSeen: true } },
    });
    expect(optional.steps).toEqual([]);
    expect(optional.company.registration_number_required).toBe(false);
    // Hungary requires the VAT number (registration_number_2) too.
    const vat = await steps(t, {
      company: { regionsId: 4, registrationNumber2: null, options: { registrationNumberSeen: true, companyTypeSeen: true } },
    });
    expect(vat.steps).toEqual(['registration_number']);
    expect(vat.company).toMatchObject({ registration_number_2_missing: true, registration_number_2_required: true });
    const installer = await steps(t, { company: { registrationNumber: null, options: {} }, user: { role: 4 } });
    expect(installer.steps).toEqual([]);
  });

  it('adds the company type step when missing and required, or not yet seen, but never where the region hides it', async () => {
    const t = await build();
    const missing = await steps(t, { company: { companyType: null, options: { registrationNumberSeen: true, companyTypeSeen: true } } });
    expect(missing.steps).toEqual(['company_type']);
    expect(missing.company).toMatchObject({ company_type_missing: true, company_type_required: true, company_type: null });
    const unseen = await steps(t, { company: { options: { registrationNumberSeen: true } } });
    expect(unseen.steps).toEqual(['company_type']);
    expect(unseen.company).toMatchObject({ company_type: 1, disclaimer_accepted: true, declaration_accepted: false });
    const romania = await steps(t, { company: { regionsId: 5, companyType: null, options: { registrationNumberSeen: true } } });
    expect(romania.steps).toEqual([]);
  });

  it('adds the survey step for owners when has_survey is false', async () => {
    const t = await build();
    const owner = await steps(t, { company: { survey: null } });
    expect(owner).toMatchObject({ has_survey: false, steps: ['survey'] });
    const installer = await steps(t, { company: { survey: null }, user: { role: 8 } });
    expect(installer).toMatchObject({ has_survey: false, steps: [], role: 8 });
  });

  it('reports consents and the decor flag', async () => {
    const t = await build();
    const body = await steps(t, { company: { isDecor: true }, user: { role: 7, emailConsent: true, phoneConsent: false } });
    expect(body).toMatchObject({ email_consent: true, phone_consent: false, is_decor: true, role: 7 });
  });
});

describe('POST /v2/installer/login/verify', () => {
  async function requested(t: TestApp) {
    const { user, company } = await createCompanyWithUser(t.db);
    const res = await login(t, { email: user.email });
    expect(res.statusCode).toBe(200);
    return { user, company, code: codeOfMail(t) };
  }

  it('exchanges the right code for tokens (access token 60 minutes, sub/cid/sid) that open the own-user call', async () => {
    const t = await build();
    const { user, company, code } = await requested(t);
    const res = await verify(t, user.id, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'refresh_token', 'token']);
    const claims = verifyAccessToken(body.token, t.config.appSecret, t.clock.now.getTime());
    expect(claims).toMatchObject({ sub: user.id, cid: company.id });
    expect(claims?.exp).toBe(Math.floor(t.clock.now.getTime() / 1000) + 3600);
    expect(new Date(body.expiresAt).getTime()).toBe((claims?.exp ?? 0) * 1000);
    const [stored] = await t.db.select().from(refreshTokensTable).where(eq(refreshTokensTable.usersId, user.id));
    expect(stored?.chainId).toBe(claims?.sid);
    expect(stored?.tokenHash).not.toBe(body.refresh_token);
    const self = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${body.token}` } });
    expect(self.statusCode).toBe(200);
    expect(self.json().id).toBe(user.id);
    expect(self.json().verified_email_at).not.toBeNull();
  });

  it("answers 406 'The code is invalid or has expired.' to a wrong code", async () => {
    const t = await build();
    const { user, code } = await requested(t);
    const res = await verify(t, user.id, wrong(code));
    expect(res.statusCode).toBe(406);
    expect(res.json()).toMatchObject({ message: 'The code is invalid or has expired.', code: 'invalid_code' });
    const failures = await t.db.select().from(loginFailuresTable).where(eq(loginFailuresTable.usersId, user.id));
    expect(failures).toHaveLength(1);
  });

  it('answers 400, not a server error, to a userId beyond the id range', async () => {
    const t = await build();
    const res = await verify(t, 2147483648, '12345');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { userId: [expect.any(String)] } });
  });

  it('rejects a code that is not exactly 5 digits with 400', async () => {
    const t = await build();
    const { user } = await requested(t);
    expect((await verify(t, user.id, '1234')).statusCode).toBe(400);
    expect((await verify(t, user.id, 'abcde')).statusCode).toBe(400);
  });

  it('a code works once', async () => {
    const t = await build();
    const { user, code } = await requested(t);
    expect((await verify(t, user.id, code)).statusCode).toBe(200);
    expect((await verify(t, user.id, code)).statusCode).toBe(406);
  });

  it('a code works for 10 minutes and not after', async () => {
    const t = await build();
    const a = await requested(t);
    t.clock.advance(auth.codeTtlSeconds * 1000 - 1000);
    expect((await verify(t, a.user.id, a.code)).statusCode).toBe(200);
    const b = await requested(t);
    t.clock.advance(auth.codeTtlSeconds * 1000);
    expect((await verify(t, b.user.id, b.code)).statusCode).toBe(406);
  });

  it('5 wrong tries burn the code; 4 do not', async () => {
    const t = await build();
    const a = await requested(t);
    for (let i = 0; i < auth.maxCodeAttempts - 1; i++) expect((await verify(t, a.user.id, wrong(a.code))).statusCode).toBe(406);
    expect((await verify(t, a.user.id, a.code)).statusCode).toBe(200);
    const b = await requested(t);
    for (let i = 0; i < auth.maxCodeAttempts; i++) expect((await verify(t, b.user.id, wrong(b.code))).statusCode).toBe(406);
    expect((await verify(t, b.user.id, b.code)).statusCode).toBe(406);
  });

  it('parallel guesses cannot try more than 5 codes against one code, and the right one after them fails', async () => {
    const t = await build();
    const { user, code } = await requested(t);
    const guesses = Array.from({ length: 30 }, (_, i) => String((Number(code) + 1 + i) % 100000).padStart(5, '0'));
    // Thirty wrong guesses at once, then the right code: the code must be burnt by then.
    const answers = await Promise.all(guesses.map((g) => verify(t, user.id, g)));
    expect(answers.every((r) => r.statusCode === 406)).toBe(true);
    const failures = await t.db.select().from(loginFailuresTable).where(eq(loginFailuresTable.usersId, user.id));
    expect(failures.length).toBeLessThanOrEqual(auth.maxCodeAttempts);
    expect((await verify(t, user.id, code)).statusCode).toBe(406);
  });

  it('only the latest code of the user is valid', async () => {
    const t = await build();
    const { user, code: first } = await requested(t);
    let latest = first;
    while (latest === first) {
      t.clock.advance(61_000);
      expect((await login(t, { email: user.email })).statusCode).toBe(200);
      latest = codeOfMail(t);
    }
    expect((await verify(t, user.id, first)).statusCode).toBe(406);
    expect((await verify(t, user.id, latest)).statusCode).toBe(200);
  });

  it('locks sign-in by code after 100 failures in 30 days, says until when, and unlocks after the window', async () => {
    const t = await build();
    const { user, code } = await requested(t);
    const start = t.clock.now;
    await t.db
      .insert(loginFailuresTable)
      .values(Array.from({ length: auth.maxFailuresPerWindow - 1 }, () => ({ usersId: user.id, createdAt: start })));
    expect((await verify(t, user.id, wrong(code))).statusCode).toBe(406);
    const locked = await verify(t, user.id, code);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('account_locked');
    const until = new Date(start.getTime() + 30 * 86_400_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(locked.json().message).toContain(`until ${until} UTC`);
    t.clock.advance(61_000);
    const loginLocked = await login(t, { email: user.email });
    expect(loginLocked.statusCode).toBe(403);
    expect(loginLocked.json().code).toBe('account_locked');
    t.clock.set(new Date(start.getTime() + 30 * 86_400_000 + 1000));
    expect((await login(t, { email: user.email })).statusCode).toBe(200);
    expect((await verify(t, user.id, codeOfMail(t))).statusCode).toBe(200);
  });

  it('refuses a declined user at verify too', async () => {
    const t = await build();
    const { user, code } = await requested(t);
    await t.db.update(usersTable).set({ active: 2 }).where(eq(usersTable.id, user.id));
    const res = await verify(t, user.id, code);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_declined');
  });
});

describe('demo test phone', () => {
  it('signs in with the fixed code 12345 only while demo data is seeded', async () => {
    const demo = await build({ demo: true });
    const { user } = await createCompanyWithUser(demo.db, { user: { email: null, phone: '+999999999901' } });
    expect((await login(demo, { phone: '999999999901', region: 1 })).statusCode).toBe(200);
    expect(lastCode(demo)).toBe('12345');
    expect((await verify(demo, user.id, '12345')).statusCode).toBe(200);

    const prod = await build({ demo: false });
    const other = await createCompanyWithUser(prod.db, { user: { email: null, phone: '+999999999902' } });
    let sent = '12345';
    while (sent === '12345') {
      prod.clock.advance(61_000);
      expect((await login(prod, { phone: '999999999902', region: 1 })).statusCode).toBe(200);
      sent = lastCode(prod);
    }
    expect((await verify(prod, other.user.id, '12345')).statusCode).toBe(406);
  });
});

describe('POST /v2/installer/refresh', () => {
  async function session(t: TestApp) {
    const { user } = await createCompanyWithUser(t.db);
    await login(t, { email: user.email });
    const res = await verify(t, user.id, codeOfMail(t));
    return res.json() as { token: string; refresh_token: string; expiresAt: string };
  }
  const refresh = (t: TestApp, refresh_token: string) =>
    t.app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token } });

  it('rotates: each refresh token works once and yields a new pair in the same chain', async () => {
    const t = await build();
    const first = await session(t);
    t.clock.advance(50 * 60_000);
    const res = await refresh(t, first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(new Date(second.expiresAt).getTime()).toBe(Math.floor(t.clock.now.getTime() / 1000) * 1000 + 3600_000);
    const a = verifyAccessToken(first.token, t.config.appSecret, 0);
    const b = verifyAccessToken(second.token, t.config.appSecret, 0);
    expect(b?.sid).toBe(a?.sid);
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(200);
  });

  it('reusing a rotated refresh token revokes the whole chain', async () => {
    const t = await build();
    const first = await session(t);
    const second = (await refresh(t, first.refresh_token)).json();
    const reuse = await refresh(t, first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('unauthorized');
    expect((await refresh(t, second.refresh_token)).statusCode).toBe(401);
    const rows = await t.db.select().from(refreshTokensTable);
    expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
  });

  it('refuses unknown and expired (30 days) refresh tokens', async () => {
    const t = await build();
    expect((await refresh(t, 'not-a-token')).statusCode).toBe(401);
    const s = await session(t);
    t.clock.advance(auth.refreshTokenDays * 86_400_000 + 1000);
    expect((await refresh(t, s.refresh_token)).statusCode).toBe(401);
  });

  it('logout ends the session', async () => {
    const t = await build();
    const s = await session(t);
    // Signed-in callers are cached per process (on by default, decision 0105): the caller is in the cache before the logout.
    for (let i = 0; i < 2; i++)
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${s.token}` } })).statusCode,
      ).toBe(200);
    expect(t.app.authCache?.size).toBe(1);
    const out = await t.app.inject({ method: 'POST', url: '/v2/installer/logout', payload: { refresh_token: s.refresh_token } });
    expect(out.statusCode).toBe(204);
    expect((await refresh(t, s.refresh_token)).statusCode).toBe(401);
    // the access token of the ended session stops working at once, not after its 60 minutes
    const self = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${s.token}` } });
    expect(self.statusCode).toBe(401);
  });
});
