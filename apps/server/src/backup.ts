// `npm run backup [-- <file>]` and `npm run restore -- <file> [--replace]`: the embedded database's backups
// (db/backup.ts). On PostgreSQL (DATABASE_URL set) they point to pg_dump and pg_restore instead (README "Backups").
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { BackupError, backupEmbedded, restoreEmbedded } from './db/backup.ts';

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      [
        'DATABASE_URL is set: back up PostgreSQL with its own tools, e.g.',
        '  pg_dump --format=custom --file=club.dump "$DATABASE_URL"',
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" club.dump',
      ].join('\n'),
    );
    process.exit(2);
  }
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(rest[0] ?? `backups/club-${stamp}.tar.gz`);
    const bytes = await backupEmbedded(config.dataDir, file);
    console.log(`Backed up ${config.dataDir}/db to ${file} (${Math.round(bytes / 1024)} kB)`);
    return;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) throw new BackupError('usage: npm run restore -- <backup file> [--replace]');
    const keptAs = await restoreEmbedded(resolve(file), config.dataDir, { replace: rest.includes('--replace') });
    console.log(`Restored ${file} into ${config.dataDir}/db${keptAs ? ` (the previous database is kept in ${keptAs})` : ''}`);
    return;
  }
  throw new BackupError('usage: backup.ts backup [file] | restore <file> [--replace]');
}

main().catch((err: unknown) => {
  if (err instanceof BackupError || err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err);
  process.exit(1);
});
