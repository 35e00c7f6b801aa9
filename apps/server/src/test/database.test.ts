// The kept test databases (test/database.ts): one a test wrote to and closed is handed out again exactly as the
// template is — every table's rows and every sequence — and one closed under a test stops working for it.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { execRows, type Database } from '../db/client.ts';
import { regionsTable } from '../db/schema.ts';
import { build } from './app.ts';
import { createTestDatabase } from './database.ts';
import { createUnit, fullSurvey, installer } from '../modules/projects/fixtures.ts';

/**
 * Every table's rows (as text, sorted) and every sequence's value, as one comparable object. Not drizzle's own
 * sequence: a freshly loaded PGlite shows it 32 ahead (a sequence logs values ahead; the load replays the log).
 */
async function state(database: Database): Promise<Record<string, string>> {
  const tables = await execRows<{ schemaname: string; tablename: string }>(
    database.db,
    sql`SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1, 2`,
  );
  const out: Record<string, string> = {};
  for (const { schemaname, tablename } of tables) {
    const [row] = await execRows<{ n: string; digest: string | null }>(
      database.db,
      sql`SELECT count(*)::text AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest
          FROM ${sql.identifier(schemaname)}.${sql.identifier(tablename)} t`,
    );
    out[`${schemaname}.${tablename}`] = `${row?.n} ${row?.digest}`;
  }
  const sequences = await execRows<{ schemaname: string; sequencename: string; last_value: string | null }>(
    database.db,
    sql`SELECT schemaname, sequencename, last_value::text FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1, 2`,
  );
  for (const s of sequences) out[`sequence ${s.schemaname}.${s.sequencename}`] = String(s.last_value);
  return out;
}

it('hands a database a test wrote to out again exactly as the template', async () => {
  const first = await createTestDatabase();
  const template = await state(first);
  expect(Number(template['public.regions']?.split(' ')[0])).toBeGreaterThan(10);
  expect(Number(template['drizzle.__drizzle_migrations']?.split(' ')[0])).toBeGreaterThan(10);
  const t = await build({ database: first });
  // Writes across many tables: a company, its user and session, a project with a scan closed by its survey (points,
  // behaviours, notifications, counters, the outbox); a reference row changed, and the record of the last migration
  // deleted (as the health test does).
  const me = await installer(t);
  const project = await me.createProject();
  await me.scan(project.uuid, { serial_number: (await createUnit(t.db)).serialNumber });
  expect((await me.survey(project.uuid, fullSurvey(1))).json().status).toBe(2);
  await t.db.update(regionsTable).set({ name: 'Changed by a test' });
  await t.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations)`);
  expect(await state(first)).not.toEqual(template);
  await t.app.close();
  await first.close();

  const second = await createTestDatabase();
  expect(await state(second)).toEqual(template);
  await second.close();
});

it('stops answering the test that closed it', async () => {
  const database = await createTestDatabase();
  await database.close();
  await expect(execRows(database.db, sql`SELECT 1`)).rejects.toThrow();
  await database.close();
});
