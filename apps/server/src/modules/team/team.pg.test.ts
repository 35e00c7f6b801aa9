// The region's team limit under concurrent additions, on real PostgreSQL only (PGlite serialises everything).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import { createUser, signIn, signedInOwner } from '../../test/factories.ts';
import { usersTable } from '../../db/schema.ts';

describe('team limit races (PostgreSQL)', () => {
  it('with 9 installers in Poland, 8 additions at once: exactly one becomes the 10th installer, the rest get 409', async () => {
    const t = await build();
    const { company, headers } = await signedInOwner(t);
    for (let i = 0; i < 9; i++) await createUser(t.db, company, { role: 4, email: null, phone: `+4860055500${i}` });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/installer/user',
          headers,
          payload: { name: 'Jan', surname: 'Kowalski', phone: `600 666 10${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(7).fill(409)]);
    const members = await t.db.select().from(usersTable).where(eq(usersTable.companiesId, company.id));
    expect(members).toHaveLength(11);
    expect(members.filter((m) => m.role === 4)).toHaveLength(10);
  });

  it('two sessions adding the 12th member at the same moment: the team stays at 1 owner + 10 installers', async () => {
    const t = await build();
    const { company, user, headers } = await signedInOwner(t);
    for (let i = 0; i < 9; i++) await createUser(t.db, company, { role: 4, email: null, phone: `+4860077700${i}` });
    const second = await signIn(t, user);
    const answers = await Promise.all(
      [headers, second.headers, headers, second.headers].map((h, i) =>
        t.app.inject({
          method: 'POST',
          url: '/v1/installer/user',
          headers: h,
          payload: { name: 'Ewa', surname: 'Lis', phone: `600 888 20${i}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().errors[0] === 'validation.teamLimit')).toBe(true);
    const members = await t.db.select().from(usersTable).where(eq(usersTable.companiesId, company.id));
    expect(members).toHaveLength(11);
  });
});
