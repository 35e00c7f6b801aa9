// Builds the migrated, reference-seeded template database once per test run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedReference } from '../db/seed/reference.ts';
import { takeSnapshotSql } from './snapshot.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    /** Names this run's PostgreSQL test databases (`club_t_<run>_…`), so the teardown drops exactly those. */
    pgRun: string;
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `club_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const u = new URL(base);
    u.pathname = `/${name}`;
    const db = await openPostgres(u.toString(), 2);
    await seedReference(db.db);
    await db.close();
    const snap = new pg.Client({ connectionString: u.toString() });
    await snap.connect();
    await snap.query(takeSnapshotSql);
    await snap.end();
    const run = String(process.pid);
    project.provide('pgTemplate', name);
    project.provide('pgRun', run);
    return async () => {
      // The workers keep their databases for the next test (test/database.ts); they are all dropped here.
      // Underscores escaped: unescaped, `club_t_12_%` would also match another run's `club_t_123…`.
      const prefix = `club_t_${run}_`.replaceAll('_', '\\_');
      const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const db = await openPglite(client, true);
  await seedReference(db.db);
  await client.exec(takeSnapshotSql);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = await mkdtemp(join(tmpdir(), 'club-test-'));
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
