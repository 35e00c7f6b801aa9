// Builds the migrated, reference-seeded template database once per test run.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedReference } from '../db/seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
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
    project.provide('pgTemplate', name);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const client = await PGlite.create();
  const db = await openPglite(client, true);
  await seedReference(db.db);
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
