import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { createCompanyWithUser, createUser, signIn, signedInOwner } from '../../test/factories.ts';
import { outboxTable, projectsTable, scansTable, usersTable } from '../../db/schema.ts';

type Headers = { authorization: string };
const add = (t: TestApp, headers: Headers, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/v1/installer/user', headers, payload });
const list = (t: TestApp, headers: Headers, query = '') => t.app.inject({ method: 'GET', url: `/v2/installer/user${query}`, headers });

/** Polish mobile numbers that libphonenumber accepts, unique per call. */
let n = 100;
const phone = () => `600 ${String(++n).padStart(3, '0')} 3${String(n % 100).padStart(2, '0')}`;

describe('POST /v1/installer/user', () => {
  it('adds an installer (phone from the national number to E.164) and invites them by SMS with a sign-in link', async () => {
    const t = await build();
    const { company, headers } = await signedInOwner(t);
    const res = await add(t, headers, { name: 'Piotr', surname: 'Wójcik', phone: '600 100 200' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Piotr',
      surname: 'Wójcik',
      phone: '+48600100200',
      role: { id: 4 },
      invitation_pending: true,
    });
    const [row] = await t.db.select().from(usersTable).where(eq(usersTable.phone, '+48600100200'));
    expect(row).toMatchObject({ companiesId: company.id, role: 4, languagesId: 2 });
    expect(t.texts).toHaveLength(1);
    expect(t.texts[0]?.to).toBe('+48600100200');
    expect(t.texts[0]?.text).toContain(company.name);
    expect(t.texts[0]?.text).toContain('/login');
    // The invited installer signs in with that phone.
    const login = await t.app.inject({ method: 'POST', url: '/v2/installer/login', payload: { phone: '600100200', region: 1 } });
    expect(login.statusCode).toBe(200);
  });

  it('invites by email too when an email is given; a decor company adds decor installers', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t, { company: { isDecor: true }, user: { role: 7 } });
    const res = await add(t, headers, { name: 'Anna', surname: 'Nowak', phone: phone(), email: 'Anna.Nowak@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'anna.nowak@example.com', role: { id: 8 } });
    expect(t.mails.map((m) => m.to)).toEqual(['anna.nowak@example.com']);
  });

  it('lists every problem at once: names with digits or missing, invalid phone, taken phone and email', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    const bad = await add(t, headers, { name: 'P1', surname: '', phone: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: ['validation.digitsNotAllowed'],
      surname: ['validation.required'],
      phone: ['validation.required'],
    });
    const wrong = await add(t, headers, { name: 'Piotr', surname: 'Nowak', phone: '12345' });
    expect(wrong.json().fields).toEqual({ phone: ['Invalid phone number.'] });
    // A Czech number is not valid for a Polish company.
    expect((await add(t, headers, { name: 'Piotr', surname: 'Nowak', phone: '+420 601 123 456' })).json().fields).toEqual({
      phone: ['Invalid phone number.'],
    });
    await createCompanyWithUser(t.db, { user: { phone: '+48600700800', email: 'taken@example.com' } });
    const taken = await add(t, headers, { name: 'Piotr', surname: 'Nowak', phone: '600700800', email: 'taken@example.com' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ phone: ['Phone number is not unique.'], email: ['The email has already been taken.'] });
  });

  it('is for owners only', async () => {
    const t = await build();
    const { company } = await createCompanyWithUser(t.db);
    const worker = await createUser(t.db, company, { role: 4 });
    const res = await add(t, (await signIn(t, worker)).headers, { name: 'Piotr', surname: 'Nowak', phone: phone() });
    expect(res.statusCode).toBe(403);
    // Installers see the list, though.
    expect((await list(t, (await signIn(t, worker)).headers)).statusCode).toBe(200);
  });

  it('refuses the 11th installer in Poland (1 owner + 10 installers), not in Czechia', async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    for (let i = 0; i < 10; i++) expect((await add(t, headers, { name: 'Jan', surname: 'Kowalski', phone: phone() })).statusCode).toBe(201);
    const full = await list(t, headers);
    expect(full.json().meta).toMatchObject({ limit: { owners: 1, installers: 10 }, installers: 10, owners: 1, can_add: false, total: 11 });
    const eleventh = await add(t, headers, { name: 'Jan', surname: 'Kowalski', phone: phone() });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'conflict', errors: ['validation.teamLimit'] });
    const cz = await signedInOwner(t, { company: { regionsId: 2 } });
    for (let i = 0; i < 11; i++)
      expect((await add(t, cz.headers, { name: 'Jan', surname: 'Novák', phone: `+420 601 ${String(200 + i)} 456` })).statusCode).toBe(201);
    expect((await list(t, cz.headers)).json().meta).toMatchObject({ limit: null, can_add: true, installers: 11 });
  });
});

describe('GET /v2/installer/user', () => {
  it('pages the team 20 at a time, owners first, only the own company', async () => {
    const t = await build();
    const { company, headers } = await signedInOwner(t, { company: { regionsId: 2 }, user: { surname: 'Zeman' } });
    for (let i = 0; i < 21; i++) await createUser(t.db, company, { role: 4, surname: `Aa${String(i).padStart(2, '0')}` });
    await createCompanyWithUser(t.db);
    const first = await list(t, headers);
    expect(first.json().meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 22 });
    expect(first.json().data[0].surname).toBe('Zeman');
    const second = await list(t, headers, '?page=2');
    expect(second.json().data.map((m: { surname: string }) => m.surname)).toEqual(['Aa19', 'Aa20']);
  });
});

describe('GET, PUT, DELETE /v1/installer/user/{uuid} and resend', () => {
  async function withInstaller(t: TestApp) {
    const owner = await signedInOwner(t);
    const res = await add(t, owner.headers, { name: 'Piotr', surname: 'Nowak', phone: phone() });
    return { ...owner, member: res.json<{ uuid: string; id: number; phone: string }>() };
  }

  it('reads and edits an installer; problems all at once', async () => {
    const t = await build();
    const { headers, member } = await withInstaller(t);
    expect((await t.app.inject({ method: 'GET', url: `/v1/installer/user/${member.uuid}`, headers })).json()).toMatchObject({
      name: 'Piotr',
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/installer/user/${member.uuid}`,
      headers,
      payload: { name: 'Paweł', surname: 'Nowicki', phone: '600 999 111' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Paweł', surname: 'Nowicki', phone: '+48600999111' });
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/v1/installer/user/${member.uuid}`,
      headers,
      payload: { name: '4', surname: 'N0wak', phone: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['name', 'surname']);
  });

  it('does not edit or delete the own account through the team', async () => {
    const t = await build();
    const { headers, user } = await signedInOwner(t);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/installer/user/${user.uuid}`,
      headers,
      payload: { name: 'Jan', surname: 'Nowak', phone: phone() },
    });
    expect(put.statusCode).toBe(403);
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/installer/user/${user.uuid}`, headers });
    expect(del.statusCode).toBe(403);
    expect(del.json().errors).toEqual(['validation.teamOwnAccount']);
  });

  it('deleting an installer ends their sessions at once; their scans stay with the company', async () => {
    const t = await build();
    const { headers, company, member } = await withInstaller(t);
    const session = await signIn(t, { id: member.id, companiesId: company.id });
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: session.headers })).statusCode).toBe(200);
    const [project] = await t.db
      .insert(projectsTable)
      .values({ companiesId: company.id, usersId: member.id, name: 'Dach', streetName: 'Prosta 1', postalCode: '00-001' })
      .returning();
    await t.db
      .insert(scansTable)
      .values({ projectsId: project?.id ?? 0, companiesId: company.id, usersId: member.id, serialNumber: 'S1', flag: 2 });
    const del = await t.app.inject({ method: 'DELETE', url: `/v1/installer/user/${member.uuid}`, headers });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/v1/company/user/self', headers: session.headers })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/v2/installer/refresh', payload: { refresh_token: session.refresh_token } });
    expect(refresh.statusCode).toBe(401);
    const scans = await t.db.select().from(scansTable).where(eq(scansTable.companiesId, company.id));
    expect(scans).toHaveLength(1);
    expect(scans[0]?.usersId).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/v1/installer/user/${member.uuid}`, headers })).statusCode).toBe(404);
  });

  it('resends the invitation, at most once a minute', async () => {
    const t = await build();
    const { headers, member } = await withInstaller(t);
    const url = `/v1/installer/user/${member.uuid}/resend`;
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sent: ['sms'] });
    expect(t.texts).toHaveLength(2);
    const again = await t.app.inject({ method: 'GET', url, headers });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    t.clock.advance(61_000);
    expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
    const invitations = await t.db.select().from(outboxTable).where(eq(outboxTable.kind, 'team_invitation'));
    expect(invitations).toHaveLength(3);
  });

  it("another company's member is 404 for every call", async () => {
    const t = await build();
    const { headers } = await signedInOwner(t);
    const other = await withInstaller(t);
    for (const [method, url] of [
      ['GET', `/v1/installer/user/${other.member.uuid}`],
      ['PUT', `/v1/installer/user/${other.member.uuid}`],
      ['DELETE', `/v1/installer/user/${other.member.uuid}`],
      ['GET', `/v1/installer/user/${other.member.uuid}/resend`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers,
        ...(method === 'PUT' ? { payload: { name: 'Jan', surname: 'Nowak', phone: phone() } } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(t.texts).toHaveLength(1);
  });
});
