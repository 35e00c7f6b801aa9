// Test databases. Every `createTestDatabase()` answers a database holding exactly the migrated, reference-seeded
// template: PGlite by default, or, when TEST_DB=postgres, a PostgreSQL database on TEST_DATABASE_URL.
//
// Making one from the template costs about a second (PGlite loads a 44 MB data directory and starts; PostgreSQL copies
// a database), and a test file makes one for almost every test. So a closed database is not thrown away: it is put back
// as the template left it — every table truncated, the template's rows copied back from the `club_test_snapshot`
// schema the global setup made, every sequence set where the template had it — and the next test of the same worker
// takes it (decision 0141). A database whose reset fails is never handed out again.
import type {} from './global-setup.ts';
import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { resetSql } from './snapshot.ts';

export const usePostgres = process.env.TEST_DB === 'postgres';

/** Session state a test may leave behind on a kept connection (PGlite is one session for its whole life). */
const resetSessionSql = 'RESET ALL; DEALLOCATE ALL; DISCARD TEMP;';

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<Database> {
  return usePostgres ? postgresDatabase() : pgliteDatabase();
}

// ---------------------------------------------------------------------------------------------------------------------
// PostgreSQL: databases named club_t_<run>_<random>, kept by this worker; the global teardown drops the run's.

const idlePostgres: string[] = [];

async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function postgresDatabase(): Promise<Database> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('pgTemplate');
  const run = inject('pgRun');
  if (!base || !template || !run) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL and the global setup');
  let name = idlePostgres.pop();
  if (!name) {
    name = `club_t_${run}_${randomBytes(5).toString('hex')}`;
    await adminQuery(base, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  }
  const url = withDatabase(base, name);
  const db = await openPostgres(url, 20);
  let closed = false;
  return {
    ...db,
    async close() {
      if (closed) return;
      closed = true;
      await db.close();
      try {
        // A connection another "process" of the test left open must not hold the reset up for long.
        await adminQuery(url, `SET lock_timeout = '5s'; ${resetSql}`);
        idlePostgres.push(name);
      } catch (error) {
        // Most likely a connection the test left open (another "process" of it): the database is dropped instead.
        console.warn(`test database ${name} not reset, dropped: ${String(error)}`);
        await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// PGlite: instances kept by this worker, each handed out behind a guard that stops working when the test closes it.

const idlePglite: PGlite[] = [];
let templateBlob: Promise<Blob> | undefined;

async function loadTemplate(): Promise<PGlite> {
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('the global setup did not build the PGlite template');
  templateBlob ??= readFile(file).then((bytes) => new Blob([bytes]));
  return PGlite.create({ loadDataDir: await templateBlob });
}

async function pgliteDatabase(): Promise<Database> {
  const client = idlePglite.pop() ?? (await loadTemplate());
  const guard = guarded(client);
  const database = await openPglite(guard.client, false);
  return {
    ...database,
    async close() {
      if (guard.closed) return;
      await guard.close();
      try {
        await client.exec(resetSessionSql);
        await client.exec(resetSql);
        idlePglite.push(client);
      } catch (error) {
        // Nothing but this worker touches the instance: a reset that fails is a fault of the reset, shown as such.
        await client.close().catch(() => undefined);
        throw new Error('could not put the test database back to the template', { cause: error });
      }
    },
  };
}

/**
 * The instance as the test sees it: every call after `close()` fails as a closed PGlite does (a test may close the
 * database under a running app and expect exactly that), and the test's listeners are removed from the real instance.
 */
function guarded(client: PGlite): { client: PGlite; readonly closed: boolean; close(): Promise<void> } {
  let closed = false;
  const unlisteners = new Set<() => Promise<void>>();
  const proxy = new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'listen')
        return async (...args: Parameters<PGlite['listen']>) => {
          if (closed) throw new Error('PGlite is closed');
          const unlisten = await target.listen(...args);
          const once = async () => {
            if (!unlisteners.delete(once)) return;
            await unlisten();
          };
          unlisteners.add(once);
          return async () => {
            if (closed) throw new Error('PGlite is closed');
            await once();
          };
        };
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    client: proxy,
    get closed() {
      return closed;
    },
    async close() {
      closed = true;
      for (const unlisten of [...unlisteners]) await unlisten().catch(() => undefined);
    },
  };
}

/**
 * Ends the databases kept for the next test (test/setup.ts runs it after each file): the reset puts rows back, not a
 * schema a test changed (a trigger added to make a write fail), so a database is not handed from one file to another —
 * with `isolate: false` the files of a worker share this module (decision 0144).
 */
export async function discardIdleDatabases(): Promise<void> {
  for (const client of idlePglite.splice(0)) await client.close().catch(() => undefined);
  const base = process.env.TEST_DATABASE_URL;
  for (const name of idlePostgres.splice(0)) if (base) await adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
