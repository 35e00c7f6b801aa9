import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { createCompany, createCompanyWithUser, createUser, signIn, signedInOwner } from '../../test/factories.ts';
import { companiesTable, emulationsTable, refreshTokensTable, staffUsersTable, usersTable } from '../../db/schema.ts';
import { ensureAdmin } from '../staff/service.ts';
import { signAccessToken } from '../../lib/tokens.ts';

type Headers = { authorization: string };
const patch = (t: TestApp, url: string, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url, headers, payload });

const owner = signedInOwner;
const userRow = async (t: TestApp, id: number) => (await t.db.select().from(usersTable).where(eq(usersTable.id, id)))[0];
const companyRow = async (t: TestApp, id: number) => (await t.db.select().from(companiesTable).where(eq(companiesTable.id, id)))[0];

describe('GET /v1/company/user/self', () => {
  it('answers the signed-in user with their company', async () => {
    const t = await build();
    const { user, company, headers } = await owner(t, {
      user: { name: 'Ewa', languagesId: 2, phone: '+48512000222' },
      company: { hasEdenredCard: 1 },
    });
    const res = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid: user.uuid,
      id: user.id,
      name: 'Ewa',
      email: user.email,
      phone: '+48512000222',
      role: { id: 3 },
      region: { id: 1, code: 'PL' },
      language: 'pl',
      languages_id: 2,
      active: 1,
      company: {
        uuid: company.uuid,
        id: company.id,
        name: company.name,
        registration_number: company.registrationNumber,
        regions_id: 1,
        has_edenred_card: 1,
        company_type: 1,
      },
    });
  });

  it('needs a valid token', async () => {
    const t = await build();
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: 'Bearer nonsense' } })).statusCode,
    ).toBe(401);
  });
});

describe('emulation tokens (read-only)', () => {
  it('may read but every write is refused with 403 and changes nothing', async () => {
    const t = await build();
    const { company, user } = await owner(t, { user: { name: 'Olga' } });
    // A staff member's running emulation of this user (issue 16): the read-only token lives as long as it does.
    await ensureAdmin(t.db, 'admin@club.example', t.clock.now);
    const [admin] = await t.db.select().from(staffUsersTable).where(eq(staffUsersTable.email, 'admin@club.example'));
    const [emulation] = await t.db
      .insert(emulationsTable)
      .values({
        codeHash: randomUUID(),
        staffUsersId: admin?.id ?? 0,
        usersId: user.id,
        createdAt: t.clock.now,
        codeExpiresAt: t.clock.now,
        exchangedAt: t.clock.now,
        tokenExpiresAt: new Date(t.clock.now.getTime() + 900_000),
      })
      .returning();
    const { token } = signAccessToken(
      { sub: user.id, cid: company.id, sid: `emu:${emulation?.id ?? ''}`, ro: true },
      t.config.appSecret,
      600,
      t.clock.now.getTime(),
    );
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers })).statusCode).toBe(200);
    // A read-only token no emulation stands behind is no token.
    const forged = signAccessToken(
      { sub: user.id, cid: company.id, sid: randomUUID(), ro: true },
      t.config.appSecret,
      600,
      t.clock.now.getTime(),
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: { authorization: `Bearer ${forged.token}` } }))
        .statusCode,
    ).toBe(401);
    const writes = [
      patch(t, `/v1/company/user/${user.id}`, headers, { name: 'Changed' }),
      patch(t, `/v1/installer/user/${user.uuid}`, headers, { email_consent: true }),
      patch(t, `/v1/company/${company.id}`, headers, { active: 2 }),
      patch(t, `/v1/company/${company.uuid}/companyType`, headers, { company_type: 1 }),
      t.app.inject({ method: 'PATCH', url: '/v1/notifications/read-all', headers }),
    ];
    for (const res of await Promise.all(writes)) expect(res.json()).toMatchObject({ code: 'forbidden' });
    expect(await userRow(t, user.id)).toMatchObject({ name: 'Olga', emailConsent: false, active: 1 });
    expect((await companyRow(t, company.id))?.active).toBe(1);
  });
});

describe('PATCH /v1/company/user/{id}', () => {
  it('edits the own name, surname and phone (normalised to E.164); a new email waits for its code', async () => {
    const t = await build();
    const { user, headers } = await owner(t, { user: { verifiedEmailAt: new Date() } });
    const res = await patch(t, `/v1/company/user/${user.id}`, headers, {
      name: 'Zofia',
      surname: 'Lis',
      email: 'Zofia.Lis@Example.com',
      phone: '600 700 800',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Zofia',
      surname: 'Lis',
      // The old, verified address stays until the new one is verified (verification module).
      email: user.email,
      pending_email: 'zofia.lis@example.com',
      phone: '+48600700800',
    });
    expect(res.json().verified_email_at).not.toBeNull();
    expect(await userRow(t, user.id)).toMatchObject({ name: 'Zofia', phone: '+48600700800', pendingEmail: 'zofia.lis@example.com' });
  });

  it('lists every problem at once, including taken email and phone', async () => {
    const t = await build();
    const { user, headers } = await owner(t);
    await createCompanyWithUser(t.db, { user: { email: 'taken@example.com', phone: '+48600700801' } });
    const res = await patch(t, `/v1/company/user/${user.id}`, headers, { email: 'taken@example.com', phone: '600700801' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: ['The email has already been taken.'], phone: ['Phone number is not unique.'] });
    const bad = await patch(t, `/v1/company/user/${user.id}`, headers, { name: 'J', email: 'nope', phone: '12' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'name']);
    const badPhone = await patch(t, `/v1/company/user/${user.id}`, headers, { phone: '12' });
    expect(badPhone.json().fields).toEqual({ phone: ['validation.phone'] });
    const noContact = await patch(t, `/v1/company/user/${user.id}`, headers, { email: null, phone: null });
    expect(noContact.statusCode).toBe(400);
  });

  it("another user's id answers 404 and changes nothing (another company or a colleague)", async () => {
    const t = await build();
    const { company, headers } = await owner(t);
    const colleague = await createUser(t.db, company, { role: 4, name: 'Kolega' });
    const other = await createCompanyWithUser(t.db, { user: { name: 'Obcy' } });
    for (const target of [other.user, colleague]) {
      const res = await patch(t, `/v1/company/user/${target.id}`, headers, { name: 'Hacked' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(target.email ?? 'x');
      expect((await userRow(t, target.id))?.name).not.toBe('Hacked');
    }
  });
});

describe('PATCH /v1/installer/user/{uuid}', () => {
  it('merges options, sets consents and the language (installers too)', async () => {
    const t = await build();
    const { user, headers } = await owner(t, { user: { role: 4, options: { consentSeen: true, keep: 'me', drop: 1 } } });
    const res = await patch(t, `/v1/installer/user/${user.uuid}`, headers, {
      options: { hasAgreedToTerms: true, drop: null },
      email_consent: true,
      phone_consent: true,
      languages_id: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email_consent: true, phone_consent: true, languages_id: 3, language: 'cs' });
    expect((await userRow(t, user.id))?.options).toEqual({ consentSeen: true, keep: 'me', hasAgreedToTerms: true });
  });

  it('rejects an unknown language id', async () => {
    const t = await build();
    const { user, headers } = await owner(t);
    expect((await patch(t, `/v1/installer/user/${user.uuid}`, headers, { languages_id: 99 })).statusCode).toBe(400);
  });

  it("another user's uuid answers 404 and changes nothing", async () => {
    const t = await build();
    const { headers } = await owner(t);
    const other = await createCompanyWithUser(t.db, { user: { options: {} } });
    const res = await patch(t, `/v1/installer/user/${other.user.uuid}`, headers, { options: { consentSeen: true }, email_consent: true });
    expect(res.statusCode).toBe(404);
    expect(await userRow(t, other.user.id)).toMatchObject({ options: {}, emailConsent: false });
  });
});

describe('PATCH /v1/company/{id}', () => {
  it('edits the name, address, city and postal code; each left empty has its own message, all at once', async () => {
    const t = await build();
    const { company, headers } = await owner(t);
    const res = await patch(t, `/v1/company/${company.id}`, headers, {
      name: 'Dachy Nowak',
      address: 'ul. Krzywa 7',
      city: 'Kraków',
      postal_code: '30-001',
    });
    expect(res.statusCode).toBe(200);
    expect(await companyRow(t, company.id)).toMatchObject({
      name: 'Dachy Nowak',
      address: 'ul. Krzywa 7',
      city: 'Kraków',
      postalCode: '30-001',
    });
    const bad = await patch(t, `/v1/company/${company.id}`, headers, { name: ' ', address: '', city: '', postal_code: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: ['validation.companyNameRequired'],
      address: ['validation.companyAddressRequired'],
      city: ['validation.companyCityRequired'],
      postal_code: ['validation.companyPostalCodeRequired'],
    });
    expect(await companyRow(t, company.id)).toMatchObject({ name: 'Dachy Nowak' });
  });

  it('saves registration numbers and marks them seen', async () => {
    const t = await build();
    const { company, headers } = await owner(t, {
      company: { regionsId: 4, registrationNumber: null, registrationNumber2: null, options: {} },
    });
    const res = await patch(t, `/v1/company/${company.id}`, headers, {
      registration_number: ' 12345678-2-41 ',
      registration_number_2: 'HU87654321',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().company).toMatchObject({
      registration_number: '12345678-2-41',
      registration_number_2: 'HU87654321',
      options: { registrationNumberSeen: true },
    });
  });

  it('requires ≥ 6 characters where the region requires the number, and uniqueness per region', async () => {
    const t = await build();
    const { company, headers } = await owner(t, { company: { regionsId: 4 } });
    await createCompany(t.db, { regionsId: 4, registrationNumber: 'TAKEN-123' });
    await createCompany(t.db, { regionsId: 1, registrationNumber: 'OTHER-REGION-1' });
    const res = await patch(t, `/v1/company/${company.id}`, headers, { registration_number: 'TAKEN-123', registration_number_2: '12345' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      registration_number: ['The company registration number has already been taken.'],
      registration_number_2: ['validation.registrationNumber'],
    });
    const empty = await patch(t, `/v1/company/${company.id}`, headers, { registration_number: '' });
    expect(empty.json().fields).toEqual({ registration_number: ['validation.required'] });
    expect((await patch(t, `/v1/company/${company.id}`, headers, { registration_number: 'OTHER-REGION-1' })).statusCode).toBe(200);
    // Serbia: optional, so a short or empty number is accepted.
    const rs = await owner(t, { company: { regionsId: 9, registrationNumber: null } });
    expect((await patch(t, `/v1/company/${rs.company.id}`, rs.headers, { registration_number: '' })).statusCode).toBe(200);
  });

  it('checks the survey against the region’s survey: multi-select max 3, numbers 1–999999, required answers', async () => {
    const t = await build();
    const { company, headers } = await owner(t, { company: { survey: null } });
    const bad = await patch(t, `/v1/company/${company.id}`, headers, {
      surveyResponse: [
        { question_id: 1, value: 0 },
        { question_id: 2, answer_ids: [1, 2, 3, 4] },
        { question_id: 77, answer_ids: [1] },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      'surveyResponse.1': ['validation.surveyNumber'],
      'surveyResponse.2': ['validation.surveyMax'],
      'surveyResponse.77': ['validation.invalid'],
      'surveyResponse.3': ['validation.required'],
    });
    const tooBig = await patch(t, `/v1/company/${company.id}`, headers, {
      surveyResponse: [
        { question_id: 1, value: 1_000_000 },
        { question_id: 2, answer_ids: [1] },
        { question_id: 3, answer_ids: [1] },
      ],
    });
    expect(tooBig.json().fields).toEqual({ 'surveyResponse.1': ['validation.surveyNumber'] });
    const good = [
      { question_id: 1, value: 999_999 },
      { question_id: 2, answer_ids: [1, 3, 5] },
      { question_id: 3, answer_ids: [2] },
    ];
    const ok = await patch(t, `/v1/company/${company.id}`, headers, { surveyResponse: good });
    expect(ok.statusCode).toBe(200);
    expect((await companyRow(t, company.id))?.survey).toEqual(good);
  });

  it('uses the decor survey for decor companies', async () => {
    const t = await build();
    const { company, headers } = await owner(t, { company: { isDecor: true, survey: null }, user: { role: 7 } });
    const res = await patch(t, `/v1/company/${company.id}`, headers, {
      surveyResponse: [
        { question_id: 11, value: 5 },
        { question_id: 12, answer_ids: [1] },
        { question_id: 13, answer_ids: [3] },
      ],
    });
    expect(res.statusCode).toBe(200);
  });

  it('active 2 (declined terms) deactivates the company and ends the caller’s sign-in', async () => {
    const t = await build();
    const { company, user, headers, session } = await owner(t, { company: { regionsId: 2 } });
    const res = await patch(t, `/v1/company/${company.id}`, headers, { active: 2 });
    expect(res.statusCode).toBe(200);
    expect((await companyRow(t, company.id))?.active).toBe(2);
    expect((await userRow(t, user.id))?.active).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token: session.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    const tokens = await t.db.select().from(refreshTokensTable).where(eq(refreshTokensTable.usersId, user.id));
    expect(tokens.every((r) => r.revokedAt !== null)).toBe(true);
    const login = await t.app.inject({ method: 'POST', url: '/v2/installer/login', payload: { email: user.email } });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('account_declined');
  });

  it('declining ends the sessions of everyone else in the company too, and a colleague cannot undo it', async () => {
    const t = await build();
    const { company, headers } = await owner(t, { company: { regionsId: 2 } });
    const colleague = await signIn(t, await createUser(t.db, company, { role: 3 }));
    const installer = await signIn(t, await createUser(t.db, company, { role: 4 }));
    expect((await patch(t, `/v1/company/${company.id}`, headers, { active: 2 })).statusCode).toBe(200);
    for (const s of [colleague, installer]) {
      const self = await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: s.headers });
      expect(self.statusCode).toBe(401);
      expect(self.json()).toMatchObject({ code: 'unauthorized' });
    }
    // The other owner's still-valid access token must not reactivate the declined company.
    expect((await patch(t, `/v1/company/${company.id}`, colleague.headers, { active: 1 })).statusCode).toBe(401);
    expect((await companyRow(t, company.id))?.active).toBe(2);
  });

  it('installers get 403; another company’s id gets 404 and changes nothing', async () => {
    const t = await build();
    const { company, headers } = await owner(t);
    const installer = await createUser(t.db, company, { role: 4 });
    const installerHeaders = (await signIn(t, installer)).headers;
    const denied = await patch(t, `/v1/company/${company.id}`, installerHeaders, { registration_number: 'NEWNUMBER1' });
    expect(denied.statusCode).toBe(403);
    const other = await createCompany(t.db, { registrationNumber: 'THEIRS-001' });
    for (const h of [headers, installerHeaders]) {
      const res = await patch(t, `/v1/company/${other.id}`, h, { registration_number: 'MINE-00001', active: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('THEIRS-001');
    }
    expect(await companyRow(t, other.id)).toMatchObject({ registrationNumber: 'THEIRS-001', active: 1 });
  });
});

describe('PATCH /v1/company/{uuid}/companyType', () => {
  it('saves the type with the acceptances it requires and marks it seen', async () => {
    const t = await build();
    const { company, headers } = await owner(t, { company: { companyType: null, disclaimerAccepted: false, options: {} } });
    const missing = await patch(t, `/v1/company/${company.uuid}/companyType`, headers, { company_type: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ disclaimer_accepted: ['validation.required'], declaration_accepted: ['validation.required'] });
    const ok = await patch(t, `/v1/company/${company.uuid}/companyType`, headers, {
      company_type: 3,
      disclaimer_accepted: true,
      declaration_accepted: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().company).toMatchObject({
      company_type: 3,
      disclaimer_accepted: true,
      declaration_accepted: true,
      options: { companyTypeSeen: true },
    });
    // Type 4 hides both: acceptances are not kept.
    const sole = await patch(t, `/v1/company/${company.uuid}/companyType`, headers, { company_type: 4, disclaimer_accepted: true });
    expect(sole.json().company).toMatchObject({ company_type: 4, disclaimer_accepted: false, declaration_accepted: false });
  });

  it('rejects a type the region does not have', async () => {
    const t = await build();
    const { company, headers } = await owner(t);
    const res = await patch(t, `/v1/company/${company.uuid}/companyType`, headers, { company_type: 99 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('company_type');
  });

  it('installers get 403; another company’s uuid gets 404 and changes nothing', async () => {
    const t = await build();
    const { company } = await owner(t);
    const installer = await createUser(t.db, company, { role: 8 });
    const h = (await signIn(t, installer)).headers;
    expect((await patch(t, `/v1/company/${company.uuid}/companyType`, h, { company_type: 4 })).statusCode).toBe(403);
    const { headers } = await owner(t);
    const res = await patch(t, `/v1/company/${company.uuid}/companyType`, headers, { company_type: 4 });
    expect(res.statusCode).toBe(404);
    expect((await companyRow(t, company.id))?.companyType).toBe(1);
  });
});
