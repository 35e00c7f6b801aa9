// Test databases: a fresh PGlite cloned from a migrated, seeded template (no initdb per test), or, when
import type {} from './global-setup.ts';
// TEST_DB=postgres, a fresh PostgreSQL database created from a template database on TEST_DATABASE_URL.
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

export const usePostgres = process.env.TEST_DB === 'postgres';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<Database> {
  if (usePostgres) {
    const base = process.env.TEST_DATABASE_URL;
    const template = inject('pgTemplate');
    if (!base || !template) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL and the global setup');
    const name = `club_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const db = await openPostgres(withDatabase(base, name), 20);
    return {
      ...db,
      async close() {
        await db.close();
        const a = new pg.Client({ connectionString: base });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      },
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('the global setup did not build the PGlite template');
  const blob = new Blob([await readFile(file)]);
  const client = await PGlite.create({ loadDataDir: blob });
  return openPglite(client, false);
}
