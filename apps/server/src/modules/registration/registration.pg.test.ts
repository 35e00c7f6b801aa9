// Races that only real PostgreSQL shows (PGlite serialises everything): run by the server-pg project.
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { registrationMessages as M } from '@club/contract/registration';
import { build } from '../../test/app.ts';
import { companiesTable, usersTable } from '../../db/schema.ts';
import { pointEntriesTable } from '../points/tables.ts';
import { validBody } from '../../test/registration-bodies.ts';

describe('concurrent registrations (PostgreSQL)', () => {
  it('the same email registered at once: exactly one succeeds, the others get the 400 list, never a 500', async () => {
    const t = await build();
    const bodies = Array.from({ length: 6 }, (_, i) => validBody(1, { installer: { email: 'race@example.pl' } }, 100 + i));
    const answers = await Promise.all(bodies.map((payload) => t.app.inject({ method: 'POST', url: '/v2/company/register', payload })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json()).toMatchObject({ fields: { 'installer.email': [M.emailTaken] } });
    const [users] = await t.db.select({ n: count() }).from(usersTable).where(eq(usersTable.email, 'race@example.pl'));
    expect(users?.n).toBe(1);
    const [companies] = await t.db.select({ n: count() }).from(companiesTable);
    expect(companies?.n).toBe(1);
    const [entries] = await t.db.select({ n: count() }).from(pointEntriesTable);
    expect(entries?.n).toBe(1);
  });

  it('the same registration number in one region at once: one company', async () => {
    const t = await build();
    const bodies = Array.from({ length: 4 }, (_, i) => validBody(1, { company: { registration_number: '7777777777' } }, 200 + i));
    const answers = await Promise.all(bodies.map((payload) => t.app.inject({ method: 'POST', url: '/v2/company/register', payload })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json()).toMatchObject({ fields: { 'company.registration_number': [M.registrationNumberTaken] } });
  });
});
