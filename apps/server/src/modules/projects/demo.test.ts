// The demo data through the real routes: what every open demo project promises is exactly what its survey credits,
// and the counters the summary reads equal the same numbers counted from the rows.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import { signIn } from '../../test/factories.ts';
import { execRows } from '../../db/client.ts';
import { companiesTable, productUnitsTable, projectsTable, usersTable } from '../../db/schema.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { fullSurvey } from './fixtures.ts';
import { demoUnitCount } from './demo.ts';

describe('demo projects', () => {
  it('promise exactly what their surveys credit, and keep counters equal to the rows', async () => {
    const t = await build();
    await seedDemo(t.db);
    const units = await t.db.select({ n: sql<number>`count(*)::int` }).from(productUnitsTable);
    expect(units[0]?.n).toBe(demoUnitCount);
    const projects = await t.db.select().from(projectsTable);
    expect(new Set(projects.map((p) => p.status))).toEqual(new Set([1, 2, 3, 5]));

    const serials = await t.app.inject({ method: 'GET', url: '/dev/serials.json' });
    expect(serials.statusCode).toBe(200);
    const listed = serials.json<{ serial_number: string }[]>();
    expect(listed.length).toBeGreaterThan(100);
    const scanned = await execRows<{ serial_number: string }>(t.db, sql`select serial_number from scans`);
    expect(listed.some((u) => scanned.some((s) => s.serial_number === u.serial_number))).toBe(false);

    let checked = 0;
    for (const project of projects.filter((p) => p.status === 1)) {
      const [owner] = await t.db
        .select()
        .from(usersTable)
        .where(eq(usersTable.id, project.usersId ?? 0));
      if (!owner) throw new Error('demo project without its owner');
      const { headers } = await signIn(t, owner);
      const [company] = await t.db.select().from(companiesTable).where(eq(companiesTable.id, project.companiesId));
      const summary = async () =>
        (await t.app.inject({ method: 'GET', url: `/v1/company/points/${company?.uuid ?? ''}`, headers })).json().company_points as number;
      const detail = (await t.app.inject({ method: 'GET', url: `/v1/project/${project.uuid}`, headers })).json();
      if (detail.products_count === 0) continue;
      const before = await summary();
      const res = await t.app.inject({
        method: 'POST',
        url: `/v1/project/${project.uuid}/survey`,
        headers,
        payload: { response: fullSurvey(detail.products_count) },
      });
      expect(res.json(), project.streetName).toEqual({ status: 2, points: detail.available_points });
      expect((await summary()) - before, project.streetName).toBe(detail.available_points);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(3);

    // Counters against the rows.
    const counted = await execRows<Record<string, number>>(
      t.db,
      sql`select p.companies_id,
            count(*) filter (where p.status in (1, 5))::int as in_prog,
            count(*) filter (where p.status = 2)::int as completed,
            count(*) filter (where p.status = 3)::int as lost,
            coalesce(sum(s.base) filter (where p.status in (1, 5)), 0)::int as points_in_prog,
            coalesce(sum(s.base) filter (where p.status = 3), 0)::int as points_lost,
            coalesce(sum(s.units) filter (where p.status = 2), 0)::int as scans_completed
          from projects p
          left join lateral (select sum(base_points) as base, count(*) as units from scans where projects_id = p.id and flag = 1) s on true
          group by p.companies_id`,
    );
    const stats = await execRows<Record<string, number>>(t.db, sql`select * from project_stats`);
    for (const c of counted) {
      const s = stats.find((x) => x.companies_id === c.companies_id);
      expect(s, `company ${c.companies_id}`).toMatchObject({
        projects_in_prog: c.in_prog,
        projects_completed: c.completed,
        projects_lost: c.lost,
        points_in_prog: c.points_in_prog,
        points_lost: c.points_lost,
        scans_completed: c.scans_completed,
      });
    }
  });
});
