// Backups of the embedded database (issue 18): `npm run backup` on a database with demo data, `npm run restore` into
// a fresh DATA_DIR, and the restored database holds the same rows and the same balances.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.ts';
import { seedReference } from './seed/reference.ts';
import { seedDemo } from './seed/demo.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.ts';

const run = promisify(execFile);
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'club-backup-'));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The npm scripts' command, run as a user would (`npm run backup`), with DATA_DIR pointing at `dataDir`. */
function cli(args: string[], dataDir: string) {
  const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, NODE_ENV: 'development' };
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/backup.ts', ...args], { cwd: repoRoot, env });
}

/** Row counts of every table and every company's balance: what must survive a backup. */
async function snapshot(client: PGlite) {
  const tables = await client.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const [schema, table] = name.split('.');
    const r = await client.query<{ n: number }>(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[name] = r.rows[0]?.n ?? -1;
  }
  const balances = await client.query<{ companies_id: number; balance: number; reserved: number }>(
    'select companies_id, balance, reserved from point_accounts order by companies_id',
  );
  const entries = await client.query<{ sum: number }>('select coalesce(sum(amount), 0)::int as sum from point_entries');
  return { counts, balances: balances.rows, sumOfEntries: entries.rows[0]?.sum };
}

describe('backing up and restoring the embedded database', () => {
  it('npm run backup, then npm run restore into a fresh DATA_DIR: the same rows and balances', async () => {
    const source = tempDir();
    const client = await PGlite.create(join(source, 'db'));
    const database = await openPglite(client, true);
    await seedReference(database.db);
    await seedDemo(database.db);
    const before = await snapshot(client);
    expect(before.counts['public.users']).toBeGreaterThan(10);
    expect(before.balances.some((b) => b.balance > 0)).toBe(true);

    // The server holds the database: a backup now is refused, not a torn copy.
    await expect(backupEmbedded(source, join(source, 'refused.tar.gz'))).rejects.toThrow(BackupError);
    await database.close();

    const file = join(tempDir(), 'club.tar.gz');
    const backedUp = await cli(['backup', file], source);
    expect(backedUp.stdout).toContain(file);
    expect(existsSync(file)).toBe(true);

    const target = tempDir();
    const restored = await cli(['restore', file], target);
    expect(restored.stdout).toContain('Restored');
    const copy = await PGlite.create(join(target, 'db'));
    try {
      expect(await snapshot(copy)).toEqual(before);
    } finally {
      await copy.close();
    }

    // Restoring over an existing database needs --replace and keeps the old one aside.
    await expect(cli(['restore', file], target)).rejects.toMatchObject({ stderr: expect.stringContaining('--replace') });
    const keptAs = await restoreEmbedded(file, target, { replace: true });
    expect(keptAs && existsSync(keptAs)).toBe(true);
  }, 300_000);

  it('points to pg_dump and pg_restore when DATABASE_URL is set', async () => {
    const env = { PATH: process.env.PATH ?? '', DATABASE_URL: 'postgres://x@127.0.0.1:1/none' };
    const res = run(process.execPath, ['--import', 'tsx', 'apps/server/src/backup.ts', 'backup'], { cwd: repoRoot, env });
    await expect(res).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump --format=custom') });
  });
});
