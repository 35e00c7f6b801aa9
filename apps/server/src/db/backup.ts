// Backups of the embedded database (issue 18): a consistent copy of PGlite's data directory, made by PGlite itself
// (`dumpDataDir`: a checkpointed tarball of the whole cluster, gzip-compressed), and its restore into a fresh
// directory. PGlite is one process: a backup needs the server stopped (its `postmaster.pid` shows it is running).
// PostgreSQL is backed up with its own tools, pg_dump and pg_restore (README "Backups").
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

export class BackupError extends Error {}

/** The embedded database's directory under DATA_DIR (as db/client.ts opens it). */
export const embeddedDir = (dataDir: string) => join(dataDir, 'db');

function assertNotRunning(dir: string) {
  if (existsSync(join(dir, 'postmaster.pid')))
    throw new BackupError(
      `${dir} is in use: stop the server first (if none is running, its last run did not stop cleanly: start and stop it once).`,
    );
}

/** Writes a consistent gzip tarball of the embedded database to `file`; answers its size in bytes. */
export async function backupEmbedded(dataDir: string, file: string): Promise<number> {
  const dir = embeddedDir(dataDir);
  if (!existsSync(dir) || readdirSync(dir).length === 0) throw new BackupError(`no embedded database in ${dir}`);
  assertNotRunning(dir);
  const db = await PGlite.create(dir);
  try {
    // Every committed transaction is in the copy: PGlite checkpoints before it archives the directory.
    const dump = await db.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    return bytes.length;
  } finally {
    await db.close();
  }
}

/**
 * Restores a backup into DATA_DIR/db. An existing database is kept beside it as `db.before-restore-<time>` when
 * `replace` is set, and refused otherwise. The next start applies any newer migrations.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<string | null> {
  if (!existsSync(file)) throw new BackupError(`no backup file ${file}`);
  const dir = embeddedDir(dataDir);
  let keptAs: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    assertNotRunning(dir);
    if (!options.replace) throw new BackupError(`${dir} already holds a database: pass --replace to keep it aside and restore`);
    keptAs = `${dir}.before-restore-${(options.now ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, keptAs);
  }
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  try {
    await db.query('select 1');
  } finally {
    await db.close();
  }
  return keptAs;
}
