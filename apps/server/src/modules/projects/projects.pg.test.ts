// Races on real PostgreSQL only (PGlite serialises everything and would pass them falsely).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { build } from '../../test/app.ts';
import { companyBehavioursTable, companyTierYearsTable, pointEntriesTable, productUnitsTable, scansTable } from '../../db/schema.ts';
import { ledgerState } from '../points/service.ts';
import { createUnit, fullSurvey, installer } from './fixtures.ts';

describe('project races (PostgreSQL)', () => {
  it('50 companies scanning the same serial at once: exactly one earns, the rest are kept with flag 2', async () => {
    const t = await build();
    const unit = await createUnit(t.db);
    const companies = await Promise.all(Array.from({ length: 50 }, () => installer(t)));
    const projects = await Promise.all(companies.map((c) => c.createProject()));
    const answers = await Promise.all(companies.map((c, i) => c.scan(projects[i]?.uuid ?? '', { serial_number: unit.serialNumber })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const flags = answers.map((a) => a.json<{ flag: number; reason: string | null }>());
    expect(flags.filter((f) => f.flag === 1)).toHaveLength(1);
    expect(flags.filter((f) => f.flag === 2 && f.reason === 'already_scanned')).toHaveLength(49);
    const [row] = await t.db.select().from(productUnitsTable).where(eq(productUnitsTable.id, unit.id));
    const [earning] = await t.db
      .select()
      .from(scansTable)
      .where(eq(scansTable.id, row?.claimedScanId ?? 0));
    expect(earning?.flag).toBe(1);
    expect(await t.db.select().from(scansTable).where(eq(scansTable.flag, 1))).toHaveLength(1);
  });

  it('the same survey submitted ten times at once is credited once', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    for (let i = 0; i < 3; i++) await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
    const preview = (await me.detail(p.uuid)).available_points as number;
    const answers = await Promise.all(Array.from({ length: 10 }, () => me.survey(p.uuid, fullSurvey(3))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await me.balance()).toBe(preview);
    const entries = await t.db.select().from(pointEntriesTable).where(eq(pointEntriesTable.companiesId, me.company.id));
    expect(entries.filter((e) => e.idempotencyKey === `project:${p.uuid}`)).toHaveLength(1);
    const state = await ledgerState(t.db, me.company.id);
    expect(state.balance).toBe(state.sumOfEntries);
  });

  it('one Idempotency-Key sent ten times at once makes one scan', async () => {
    const t = await build();
    const me = await installer(t);
    const p = await me.createProject();
    const unit = await createUnit(t.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => me.scan(p.uuid, { serial_number: unit.serialNumber }, 'offline-1')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json<{ uuid: string }>().uuid)).size).toBe(1);
    expect(await t.db.select().from(scansTable).where(eq(scansTable.projectsId, p.id))).toHaveLength(1);
  });

  it('ten projects of one company closing at once: every unit counted once in the year, the first-project bonus once', async () => {
    const t = await build();
    const me = await installer(t);
    const projects = [];
    for (let i = 0; i < 10; i++) {
      const p = await me.createProject();
      await me.scan(p.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
      projects.push(p);
    }
    const answers = await Promise.all(projects.map((p) => me.survey(p.uuid, fullSurvey(1))));
    expect(answers.map((a) => a.json<{ status: number }>().status)).toEqual(Array(10).fill(2));
    const [year] = await t.db
      .select()
      .from(companyTierYearsTable)
      .where(and(eq(companyTierYearsTable.companiesId, me.company.id), eq(companyTierYearsTable.year, t.clock.now.getUTCFullYear())));
    expect(year?.units).toBe(10);
    expect(await t.db.select().from(companyBehavioursTable).where(eq(companyBehavioursTable.companiesId, me.company.id))).toHaveLength(2);
    // 10 roof windows at 5, plus the first-project (50) and first-survey (10) bonuses.
    expect(await me.balance()).toBe(10 * 5 + 60);
    expect((await me.summary()).projects).toEqual({ completed: 10, in_prog: 0, lost: 0 });
  });
});
