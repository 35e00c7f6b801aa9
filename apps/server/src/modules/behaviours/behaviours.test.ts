import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { build, type TestApp } from '../../test/app.ts';
import { signedInOwner } from '../../test/factories.ts';
import { companyBehavioursTable, pointEntriesTable } from '../../db/schema.ts';

const earned = (t: TestApp, companyId: number, slug: string) =>
  t.db
    .select()
    .from(companyBehavioursTable)
    .where(and(eq(companyBehavioursTable.companiesId, companyId), eq(companyBehavioursTable.slug, slug)));
const entries = (t: TestApp, companyId: number) =>
  t.db
    .select({ kind: pointEntriesTable.kind, points: pointEntriesTable.points, key: pointEntriesTable.idempotencyKey })
    .from(pointEntriesTable)
    .where(eq(pointEntriesTable.companiesId, companyId));

describe('profile complete', () => {
  it('is credited once, by the edit that completes the profile', async () => {
    const t = await build();
    // The factory's owner has everything but a phone.
    const { user, company, headers } = await signedInOwner(t);
    const patch = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/v1/company/user/${user.id}`, headers, payload });
    expect((await patch({ name: 'Zofia' })).statusCode).toBe(200);
    expect(await earned(t, company.id, 'profile-complete')).toEqual([]);

    expect((await patch({ phone: '600 700 800' })).statusCode).toBe(200);
    expect(await earned(t, company.id, 'profile-complete')).toHaveLength(1);
    expect(await entries(t, company.id)).toEqual([{ kind: 'behaviour', points: 10, key: 'behaviour:profile-complete' }]);

    // Later edits earn nothing more.
    await patch({ surname: 'Lis' });
    expect(await entries(t, company.id)).toHaveLength(1);
    const list = await t.app.inject({ method: 'GET', url: '/v1/behaviour?region_id=1', headers });
    const item = list.json().data.find((b: { slug: string }) => b.slug === 'profile-complete');
    expect(item.earned_at).not.toBeNull();
  });

  it('is not credited while the company survey is unanswered; answering it completes the profile', async () => {
    const t = await build();
    const { user, company, headers } = await signedInOwner(t, { company: { survey: null } });
    await t.app.inject({ method: 'PATCH', url: `/v1/company/user/${user.id}`, headers, payload: { phone: '600 700 801' } });
    expect(await earned(t, company.id, 'profile-complete')).toEqual([]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/company/${company.id}`,
      headers,
      payload: {
        surveyResponse: [
          { question_id: 1, value: 12 },
          { question_id: 2, answer_ids: [1] },
          { question_id: 3, answer_ids: [1] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await earned(t, company.id, 'profile-complete')).toHaveLength(1);
  });
});
