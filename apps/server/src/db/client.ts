// Opens the database: PostgreSQL through `pg` when DATABASE_URL is set, otherwise embedded PGlite in DATA_DIR/db.
// Both get the same schema, the same migrations and the same queries.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: query functions take this as their first argument. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const migrationsFolder = join(import.meta.dirname, 'migrations');

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** True when the embedded database did not exist before this start. */
  fresh: boolean;
  /** PostgreSQL: the connection string (a test opens a second "process" on the same database with it). */
  url?: string;
  close(): Promise<void>;
  /** PostgreSQL's connection pool, for the metrics (absent on PGlite). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * LISTEN on `channel` (PostgreSQL: one dedicated connection, reconnected after a loss; PGlite: its own listener).
   * `onState(false)` whenever notifications may have been missed (not connected yet, connection lost), `onState(true)`
   * once listening again. Answers a function that stops listening.
   *
   * A notification caused by this process's own write reaches `onNotify` before that write's promise resolves (on
   * PostgreSQL for the channels in `ownWriteChannels`, through the pooled connection that wrote it; PGlite is one
   * connection), so the writer never sees its own change late. Other processes' notifications arrive a moment after
   * their commit, over the dedicated connection.
   */
  listen(channel: string, onNotify: (payload: string) => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

/** A channel name is an identifier in LISTEN: only letters, digits and underscores. */
const channelName = (channel: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
};

/**
 * Channels every pooled PostgreSQL connection LISTENs on (the triggers of migration perf_auth_notify notify `club_auth`,
 * those of perf_shop_notify `club_shop`, those of perf_notifications_notify `club_notifications`). PostgreSQL delivers a session's own notifications right after its commit and before it reports the
 * command done, so the connection that ended a session hands its `s:<chain>` to the listeners before the write's
 * promise resolves: the writing process drops what it changed synchronously, whatever code path wrote it (decision
 * 0105). Only a connection's own notifications are passed on from there (the others come over the dedicated one).
 */
export const ownWriteChannels = ['club_auth', 'club_shop', 'club_notifications', 'club_projects'] as const;

type Subscribers = Map<string, Set<(payload: string) => void>>;

function listenPostgres(url: string, own: Subscribers) {
  return async (channel: string, onNotify: (payload: string) => void, onState: (listening: boolean) => void) => {
    if (!(ownWriteChannels as readonly string[]).includes(channel)) throw new Error(`${channel} is not in ownWriteChannels`);
    let stopped = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | undefined;
    const lost = (c: pg.Client) => {
      if (client !== c && client !== null) return;
      client = null;
      onState(false);
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    };
    const connect = async () => {
      const c = new pg.Client({ connectionString: url });
      c.on('notification', (m) => {
        if (m.channel === channel) onNotify(m.payload ?? '');
      });
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        await c.query(`LISTEN ${channelName(channel)}`);
        if (stopped) return void (await c.end().catch(() => undefined));
        client = c;
        onState(true);
      } catch {
        lost(c);
      }
    };
    onState(false);
    await connect();
    const subscribers = own.get(channel) ?? new Set();
    own.set(channel, subscribers);
    subscribers.add(onNotify);
    return async () => {
      stopped = true;
      subscribers.delete(onNotify);
      clearTimeout(retry);
      const c = client;
      client = null;
      onState(false);
      await c?.end().catch(() => undefined);
    };
  };
}

export async function openPostgres(url: string, max = 10): Promise<Database> {
  const own: Subscribers = new Map();
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // Before a new connection is handed out: it listens, and passes on the notifications of its own writes.
    onConnect: async (client) => {
      // The server process behind this connection (from its BackendKeyData; @types/pg does not declare it).
      const backend = () => (client as unknown as { processID: number | null }).processID;
      client.on('notification', (m) => {
        if (m.processId !== backend()) return;
        for (const fn of own.get(m.channel) ?? []) fn(m.payload ?? '');
      });
      await client.query(ownWriteChannels.map((channel) => `LISTEN ${channelName(channel)}`).join('; '));
    },
  });
  pool.on('error', () => {
    // An idle client lost its connection; pg replaces it on the next checkout.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  await migratePg(drizzlePg(pool), { migrationsFolder });
  return { db, kind: 'postgres', fresh: false, url, close: () => pool.end(), pool, listen: listenPostgres(url, own) };
}

export async function openPglite(client: PGlite, fresh: boolean): Promise<Database> {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  const listen = async (channel: string, onNotify: (payload: string) => void, onState: (listening: boolean) => void) => {
    const unsubscribe = await client.listen(channelName(channel), onNotify);
    onState(true);
    return async () => {
      onState(false);
      // Closed already (the app outlived its database): nothing is listening any more.
      try {
        await unsubscribe();
      } catch {
        // nothing to stop
      }
    };
  };
  return { db, kind: 'pglite', fresh, close: () => client.close(), listen };
}

export async function openEmbedded(dataDir: string): Promise<Database> {
  const dir = join(dataDir, 'db');
  const fresh = !existsSync(dir) || readdirSync(dir).length === 0;
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dir);
  return openPglite(client, fresh);
}

export function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openEmbedded(config.dataDir);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function execRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Runs `fn` in a transaction, or in a savepoint when `db` already is one (drizzle nests with SAVEPOINT), so a service
 * works the same whether it is called on its own or inside another service's transaction.
 */
export function transaction<T>(db: Tx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return (db as Db).transaction((tx) => fn(tx));
}
