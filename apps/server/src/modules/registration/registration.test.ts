import { afterEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { messages } from '@club/contract/validators';
import { registrationMessages as M } from '@club/contract/registration';
import { build, type TestApp } from '../../test/app.ts';
import { companiesTable, notificationsTable, outboxTable, usersTable } from '../../db/schema.ts';
import { pointEntriesTable } from '../points/tables.ts';
import { faults, ledgerState } from '../points/service.ts';
import { validBody, type BodyOverrides } from '../../test/registration-bodies.ts';
import { registrationLimits } from './routes.ts';

type Fields = Record<string, string[]>;

async function post(t: TestApp, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/v2/company/register', payload: payload as Record<string, unknown> });
}

/** Registers and expects a 400; returns its field map. */
async function fieldsOf(t: TestApp, regionId: number, o: BodyOverrides = {}): Promise<Fields> {
  const res = await post(t, validBody(regionId, o));
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ code: string; fields: Fields; errors: string[] }>();
  expect(body.code).toBe('validation_failed');
  // The flat list carries every field problem too.
  expect(body.errors.length).toBe(Object.values(body.fields).flat().length);
  return body.fields;
}

async function rows(t: TestApp) {
  const [[c], [u], [nt], [pe], [mails]] = await Promise.all([
    t.db.select({ n: count() }).from(companiesTable),
    t.db.select({ n: count() }).from(usersTable),
    t.db.select({ n: count() }).from(notificationsTable),
    t.db.select({ n: count() }).from(pointEntriesTable),
    t.db.select({ n: count() }).from(outboxTable),
  ]);
  return { companies: c?.n, users: u?.n, notifications: nt?.n, entries: pe?.n, outbox: mails?.n };
}

afterEach(() => {
  faults.at = null;
});

describe('POST /v2/company/register — success', () => {
  it('creates company and owner, credits the welcome points once, notifies and emails (Poland)', async () => {
    const t = await build();
    const res = await post(
      t,
      validBody(
        1,
        { company: { company_type: 1, disclaimer_accepted: true, registration_number_2: 'PL5213456789' }, invite: 'SPRING24' },
        1,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ company_uuid: string; user_uuid: string; welcome_points: number }>();
    expect(body.welcome_points).toBe(50);

    const [company] = await t.db.select().from(companiesTable).where(eq(companiesTable.uuid, body.company_uuid));
    expect(company).toMatchObject({
      name: 'Dachy Test 1',
      registrationNumber: '5200000013',
      registrationNumber2: 'PL5213456789',
      companyType: 1,
      disclaimerAccepted: true,
      declarationAccepted: false,
      address: 'ul. Marszałkowska 10',
      postalCode: '00-590',
      city: 'Warszawa',
      regionsId: 1,
      isDecor: false,
      options: { registrationNumberSeen: true, companyTypeSeen: true },
    });
    expect(company?.survey).toEqual([
      { question_id: 1, value: 120 },
      { question_id: 2, answer_ids: [1, 2] },
      { question_id: 3, answer_ids: [1] },
    ]);
    const [user] = await t.db.select().from(usersTable).where(eq(usersTable.uuid, body.user_uuid));
    expect(user).toMatchObject({
      role: 3,
      email: 'jan.test1@example.pl',
      phone: '+48600000001',
      languagesId: 2,
      isDecorInstaller: false,
      emailConsent: true,
      phoneConsent: false,
    });
    // A freshly registered owner is not walked through the login's extra steps again.
    expect(user?.options).toMatchObject({ consentSeen: true, hasAgreedToTerms: true, invite: 'SPRING24' });

    if (!company || !user) throw new Error('not stored');
    const ledger = await ledgerState(t.db, company.id);
    expect(ledger).toMatchObject({ balance: 50, sumOfEntries: 50, countOfEntries: 1, sumOfRemainingLots: 50 });
    const entries = await t.db.select().from(pointEntriesTable).where(eq(pointEntriesTable.companiesId, company.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 50, kind: 'welcome' });

    const notes = await t.db.select().from(notificationsTable).where(eq(notificationsTable.usersId, user.id));
    expect(notes).toHaveLength(1);
    // In the owner's language (Polish, the region's language).
    expect(notes[0]).toMatchObject({ kind: 'welcome_points', type: 'info', title: 'Punkty powitalne' });
    expect(notes[0]?.text).toContain('50 punktów');

    expect(t.mails).toHaveLength(1);
    expect(t.mails[0]).toMatchObject({ to: 'jan.test1@example.pl', subject: 'Witamy w Installer Club' });
    expect(t.mails[0]?.text).toContain('50 punktów powitalnych');
    expect(t.mails[0]?.text).toContain('/login');
  });

  it('decor variant: role 7, a decor company and user, the decor survey (Hungary)', async () => {
    const t = await build();
    const res = await post(
      t,
      validBody(
        4,
        {
          decor: true,
          company: {
            company_type: null,
            registration_number_2: 'HU12345678',
            street: 'Andrássy út',
            house_number: '20',
            postal_code: '1061',
            city: 'Budapest',
          },
        },
        2,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ welcome_points: 25 });
    const [user] = await t.db.select().from(usersTable).where(eq(usersTable.uuid, res.json<{ user_uuid: string }>().user_uuid));
    expect(user).toMatchObject({ role: 7, isDecorInstaller: true, languagesId: 5 });
    const [company] = await t.db
      .select()
      .from(companiesTable)
      .where(eq(companiesTable.uuid, res.json<{ company_uuid: string }>().company_uuid));
    expect(company).toMatchObject({ isDecor: true, companyType: null, address: 'Andrássy út 20' });
  });

  it('decor variant rejects the standard survey and asks for the decor questions', async () => {
    const t = await build();
    const standard = validBody(1, {}, 3).company.survey;
    const fields = await fieldsOf(t, 1, { decor: true, company: { survey: standard } });
    expect(fields['company.survey.1']).toEqual(['validation.invalid']);
    expect(fields['company.survey.11']).toEqual([messages.required]);
    expect(fields['company.survey.12']).toEqual([messages.required]);
    expect(fields['company.survey.13']).toEqual([messages.required]);
  });

  it('a region that needs neither registration number nor company type registers without them, and hidden fields are ignored (Serbia)', async () => {
    const t = await build();
    const res = await post(
      t,
      validBody(
        9,
        {
          company: {
            registration_number: null,
            registration_number_2: 'anything',
            company_type: 3,
            street: 'Knez Mihailova',
            house_number: '5',
            postal_code: '11000',
            city: 'Beograd',
          },
        },
        4,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ welcome_points: 20 });
    const [company] = await t.db
      .select()
      .from(companiesTable)
      .where(eq(companiesTable.uuid, res.json<{ company_uuid: string }>().company_uuid));
    // vat_field and company_type_state are hidden in Serbia: whatever was sent is not stored.
    expect(company).toMatchObject({ registrationNumber: null, registrationNumber2: null, companyType: null });
  });

  it('accepts the spec’s single address string and splits off the house number', async () => {
    const t = await build();
    const res = await post(t, validBody(1, { company: { street: null, house_number: null, address: 'Aleje Jerozolimskie 123A/5' } }, 5));
    expect(res.statusCode, res.body).toBe(201);
    const [company] = await t.db
      .select()
      .from(companiesTable)
      .where(eq(companiesTable.uuid, res.json<{ company_uuid: string }>().company_uuid));
    expect(company?.address).toBe('Aleje Jerozolimskie 123A/5');
    const fields = await fieldsOf(t, 1, { company: { street: null, house_number: null, address: 'Aleje Jerozolimskie' } });
    expect(fields['company.house_number']).toEqual([messages.required]);
  });
});

describe('POST /v2/company/register — rules of spec §5 per region', () => {
  it('an empty form in Poland lists every missing field at once', async () => {
    const t = await build();
    const res = await post(t, { company: { regions_id: 1 }, installer: {} });
    expect(res.statusCode).toBe(400);
    const fields = res.json<{ fields: Fields }>().fields;
    expect(Object.keys(fields).sort()).toEqual(
      [
        'company.city',
        'company.company_type',
        'company.house_number',
        'company.name',
        'company.postal_code',
        'company.registration_number',
        'company.street',
        'company.survey.1',
        'company.survey.2',
        'company.survey.3',
        'installer.email',
        'installer.name',
        'installer.phone',
        'installer.surname',
        'terms_accepted',
      ].sort(),
    );
    expect(fields['company.registration_number']).toEqual([messages.required]);
    expect(fields['terms_accepted']).toEqual([messages.terms]);
  });

  it('the same empty form in Serbia does not ask for registration number or company type', async () => {
    const t = await build();
    const res = await post(t, { company: { regions_id: 9 }, installer: {} });
    const fields = res.json<{ fields: Fields }>().fields;
    expect(fields).not.toHaveProperty(['company.registration_number']);
    expect(fields).not.toHaveProperty(['company.company_type']);
    expect(fields).toHaveProperty(['company.name']);
  });

  it('Hungary requires the VAT number (registration_number_2); Poland only checks its length when given', async () => {
    const t = await build();
    expect(
      (await fieldsOf(t, 4, { company: { registration_number_2: null, company_type: null } }))['company.registration_number_2'],
    ).toEqual([messages.required]);
    expect((await fieldsOf(t, 1, { company: { registration_number_2: '12345' } }))['company.registration_number_2']).toEqual([
      messages.registrationNumber,
    ]);
  });

  it('length rules: company name ≥4, street ≥4, house number ≥1, postal code ≥1, city ≥2, names ≥2, registration number ≥6', async () => {
    const t = await build();
    const fields = await fieldsOf(t, 1, {
      company: { name: 'Abc', street: 'Ul.', house_number: ' ', postal_code: '', city: 'W', registration_number: '12345' },
      installer: { name: 'J', surname: 'K' },
    });
    expect(fields).toEqual({
      'company.name': [messages.tooShort],
      'company.street': [messages.tooShort],
      'company.house_number': [messages.required],
      'company.postal_code': [messages.required],
      'company.city': [messages.tooShort],
      'company.registration_number': [messages.registrationNumber],
      'installer.name': [messages.tooShort],
      'installer.surname': [messages.tooShort],
    });
  });

  it('the shortest allowed values pass (Serbia: no postal-code or number format, only the lengths)', async () => {
    const t = await build();
    const res = await post(
      t,
      validBody(
        9,
        {
          company: { name: 'Abcd', street: 'Ulic', house_number: '1', postal_code: '0', city: 'Ło', registration_number: '123456' },
          installer: { name: 'Al', surname: 'Bo' },
        },
        6,
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('per-region formats (issue 9): Poland refuses a junk postal code, house number and registration number', async () => {
    const t = await build();
    expect(await fieldsOf(t, 1, { company: { postal_code: 'ABCDEFGH', house_number: '?', registration_number: 'abc def' } })).toEqual({
      'company.postal_code': [messages.postalCode],
      'company.house_number': [messages.houseNumber],
      'company.registration_number': [messages.registrationNumberFormat],
    });
    // The same values typed the way people write them pass: NIP with dashes, a REGON.
    expect((await post(t, validBody(1, { company: { registration_number: '521-345-67-84' } }))).statusCode).toBe(201);
    expect((await post(t, validBody(1, { company: { registration_number: '123456785', house_number: '5a' } }))).statusCode).toBe(201);
    // Czechia: NNN NN postal codes and an IČO with its check digit.
    expect(await fieldsOf(t, 2, { company: { postal_code: '1100', registration_number: '27082441', company_type: 4 } })).toMatchObject({
      'company.postal_code': [messages.postalCode],
      'company.registration_number': [messages.registrationNumberFormat],
    });
  });

  it('names with digits, phones with letters, wrong phones and bad emails', async () => {
    const t = await build();
    expect(await fieldsOf(t, 1, { installer: { surname: 'Kow4lski', phone: '5l2 345 678', email: 'jan@example' } })).toEqual({
      'installer.surname': [messages.digitsNotAllowed],
      'installer.phone': [M.lettersNotAllowed],
      'installer.email': [messages.email],
    });
    expect((await fieldsOf(t, 1, { installer: { phone: '123' } }))['installer.phone']).toEqual([M.invalidPhone]);
    // A Czech number is not a phone of the Polish region.
    expect((await fieldsOf(t, 1, { installer: { phone: '+420 601 123 456' } }))['installer.phone']).toEqual([M.invalidPhone]);
  });

  it('the test phone number is accepted', async () => {
    const t = await build();
    const res = await post(t, validBody(1, { installer: { phone: '999999999955' } }, 7));
    expect(res.statusCode, res.body).toBe(201);
  });

  it('company type, disclaimer and declaration follow the chosen type’s settings', async () => {
    const t = await build();
    expect((await fieldsOf(t, 1, { company: { company_type: 1, disclaimer_accepted: false } }))['company.disclaimer_accepted']).toEqual([
      messages.required,
    ]);
    expect((await fieldsOf(t, 1, { company: { company_type: 2, declaration_accepted: false } }))['company.declaration_accepted']).toEqual([
      messages.required,
    ]);
    const both = await fieldsOf(t, 1, { company: { company_type: 3 } });
    expect(both['company.disclaimer_accepted']).toEqual([messages.required]);
    expect(both['company.declaration_accepted']).toEqual([messages.required]);
    expect((await fieldsOf(t, 1, { company: { company_type: 99 } }))['company.company_type']).toEqual(['validation.invalid']);
    // Hungary: company type optional — none is fine, a wrong one is not.
    const hu = validBody(
      4,
      { company: { company_type: null, registration_number_2: 'HU87654321', street: 'Váci utca', postal_code: '1052', city: 'Budapest' } },
      8,
    );
    expect((await post(t, hu)).statusCode).toBe(201);
  });

  it('survey: multi-select at most 3, numbers 1–999999 and whole, one answer for single questions, known answers only', async () => {
    const t = await build();
    const survey = (q1: number, q2: number[], q3: number[]) => [
      { question_id: 1, value: q1 },
      { question_id: 2, answer_ids: q2 },
      { question_id: 3, answer_ids: q3 },
    ];
    expect(await fieldsOf(t, 1, { company: { survey: survey(0, [1, 2, 3, 4], [1, 2]) } })).toEqual({
      'company.survey.1': [messages.surveyNumber],
      'company.survey.2': [messages.surveyMax],
      'company.survey.3': ['validation.invalid'],
    });
    expect(await fieldsOf(t, 1, { company: { survey: survey(1_000_000, [9], [1]) } })).toEqual({
      'company.survey.1': [messages.surveyNumber],
      'company.survey.2': ['validation.invalid'],
    });
    expect(await fieldsOf(t, 1, { company: { survey: survey(1.5, [1], [1]) } })).toEqual({ 'company.survey.1': [messages.surveyNumber] });
    expect((await post(t, validBody(1, { company: { survey: survey(999_999, [1, 2, 3], [4]) } }, 9))).statusCode).toBe(201);
    expect((await post(t, validBody(1, { company: { survey: survey(1, [5], [2]) } }, 10))).statusCode).toBe(201);
  });

  it('the review’s terms checkbox must be ticked', async () => {
    const t = await build();
    expect(await fieldsOf(t, 1, { terms_accepted: false })).toEqual({ terms_accepted: [messages.terms] });
  });

  it('an unknown region is a field problem, not a crash', async () => {
    const t = await build();
    const fields = await fieldsOf(t, 42);
    expect(fields['company.regions_id']).toEqual(['validation.region']);
  });

  it('a region id beyond the database’s integer range is a field problem, not a crash', async () => {
    const t = await build();
    const fields = await fieldsOf(t, 2147483648);
    expect(fields['company.regions_id']).toEqual(['validation.region']);
  });

  it('installer options are flat flags: deep nesting or huge values are a 400 and store nothing', async () => {
    const t = await build();
    const deep = JSON.stringify(validBody()).replace('"options":{}', `"options":{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`);
    const huge = { ...validBody(), installer: { ...validBody().installer, options: { note: 'x'.repeat(100_000) } } };
    const many = {
      ...validBody(),
      installer: { ...validBody().installer, options: Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, true])) },
    };
    for (const payload of [deep, JSON.stringify(huge), JSON.stringify(many)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/company/register',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(Object.keys(res.json<{ fields: Fields }>().fields).some((k) => k.startsWith('installer.options'))).toBe(true);
    }
    expect((await t.db.select({ n: count() }).from(usersTable))[0]?.n).toBe(0);
  });

  it('wrong types are a 400 with the field named', async () => {
    const t = await build();
    const res = await post(t, { company: { regions_id: 'one' }, installer: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Fields }>().fields).toHaveProperty(['company.regions_id']);
  });
});

describe('POST /v2/company/register — uniqueness', () => {
  it('answers each taken value with the spec’s message, all at once', async () => {
    const t = await build();
    const first = validBody(1, {}, 20);
    expect((await post(t, first)).statusCode).toBe(201);
    const again = validBody(
      1,
      {
        installer: { email: ' JAN.TEST20@example.PL ', phone: '600000020' },
        company: { registration_number: first.company.registration_number ?? '', registration_number_2: null },
      },
      21,
    );
    const fields = await fieldsOf(t, 1, { installer: again.installer, company: again.company });
    expect(fields).toEqual({
      installer: [M.installerExists],
      'installer.email': [M.emailTaken],
      'installer.phone': [M.phoneTaken],
      'company.registration_number': [M.registrationNumberTaken],
    });
  });

  it('email alone, phone alone (any written form), VAT number', async () => {
    const t = await build();
    expect((await post(t, validBody(1, { company: { registration_number_2: 'PL1111111111' } }, 22))).statusCode).toBe(201);
    expect(await fieldsOf(t, 1, { installer: { email: 'jan.test22@example.pl' } })).toEqual({ 'installer.email': [M.emailTaken] });
    // The same number written another way is the same phone.
    expect(await fieldsOf(t, 1, { installer: { phone: '+48600000022' } })).toEqual({ 'installer.phone': [M.phoneTaken] });
    expect(await fieldsOf(t, 1, { company: { registration_number_2: 'PL1111111111' } })).toEqual({
      'company.registration_number_2': [M.registrationNumberTaken],
    });
  });

  it('registration numbers are unique per region only', async () => {
    const t = await build();
    expect((await post(t, validBody(1, { company: { registration_number: '5213456784' } }, 23))).statusCode).toBe(201);
    const rs = validBody(
      9,
      {
        company: { registration_number: '5213456784', street: 'Knez Mihailova', house_number: '1', postal_code: '11000', city: 'Beograd' },
      },
      24,
    );
    expect((await post(t, rs)).statusCode).toBe(201);
  });

  it('a repeated registration changes nothing: still one company, one welcome credit', async () => {
    const t = await build();
    const body = validBody(1, {}, 25);
    const ok = await post(t, body);
    expect(ok.statusCode).toBe(201);
    expect((await post(t, body)).statusCode).toBe(400);
    const [company] = await t.db
      .select()
      .from(companiesTable)
      .where(eq(companiesTable.uuid, ok.json<{ company_uuid: string }>().company_uuid));
    if (!company) throw new Error('not stored');
    expect(await ledgerState(t.db, company.id)).toMatchObject({ balance: 50, countOfEntries: 1 });
    expect(await rows(t)).toMatchObject({ companies: 1, users: 1, notifications: 1, entries: 1 });
  });
});

describe('POST /v2/company/register — one transaction', () => {
  it.each(['credit:entry', 'credit:lot', 'credit:account'])('a failure at %s leaves nothing behind and sends nothing', async (where) => {
    const t = await build();
    const before = await rows(t);
    faults.at = (step) => {
      if (step === where) throw new Error(`injected failure at ${step}`);
    };
    const res = await post(t, validBody(1, {}, 30));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'internal_error' });
    expect(await rows(t)).toEqual(before);
    expect(t.mails).toHaveLength(0);
    // The same person can register once the fault is gone.
    faults.at = null;
    expect((await post(t, validBody(1, {}, 30))).statusCode).toBe(201);
  });

  it('a failing notification rolls back company, user and points too', async () => {
    const t = await build();
    const before = await rows(t);
    // A trigger in this test's own database stands in for any failure after the points were credited.
    await t.db.execute(
      sql.raw(`create function fail_notification() returns trigger language plpgsql as $$ begin raise exception 'injected'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger fail_notification before insert on notifications for each row execute function fail_notification()`),
    );
    const res = await post(t, validBody(1, {}, 31));
    expect(res.statusCode).toBe(500);
    expect(await rows(t)).toEqual(before);
  });
});

describe('rate limit', () => {
  it('registration is limited per client address', async () => {
    const t = await build();
    for (let i = 0; i < registrationLimits.register.max; i++) await post(t, { company: { regions_id: 1 }, installer: {} });
    const res = await post(t, { company: { regions_id: 1 }, installer: {} });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
