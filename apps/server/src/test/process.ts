// Real server processes for the production tests (several processes, graceful restart): `server.ts` started as a
// child process on a database of its own, reached over HTTP. PostgreSQL only (`*.pg.test.ts`).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { inject } from 'vitest';
import pg from 'pg';
import { openPostgres, type Database } from '../db/client.ts';

const serverEntry = join(import.meta.dirname, '..', 'server.ts');
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed (pino JSON lines and the start banner). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

const running: ServerProcess[] = [];
const databases: { name: string; database: Database }[] = [];

/** Stops the processes the test started and drops their databases (test/setup.ts runs it after every test). */
export async function stopServerProcesses(): Promise<void> {
  await Promise.all(running.splice(0).map((p) => p.stop()));
  for (const { name, database } of databases.splice(0)) {
    await database.close();
    await dropDatabase(name);
  }
}

function adminUrl(): string {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('needs TEST_DATABASE_URL (TEST_DB=postgres)');
  return base;
}

function urlOf(name: string): string {
  const u = new URL(adminUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** A fresh database from the migrated template, its URL, and a connection for the test's own reads and set-up. */
export async function sharedDatabase(): Promise<{ url: string; database: Database }> {
  const template = inject('pgTemplate');
  const name = `club_p_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const database = await openPostgres(urlOf(name), 4);
  databases.push({ name, database });
  return { url: urlOf(name), database };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `server.ts` on `databaseUrl` and waits until /health/ready answers 200. */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join('/tmp', `club-proc-${randomBytes(4).toString('hex')}`),
      APP_SECRET: 'process-test-secret-process-test-secret-0',
      SEED: 'none',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const proc: ServerProcess = {
    url,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
  running.push(proc);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return proc;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server not ready in 120 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The pino JSON lines a process printed. */
export function logLines(proc: ServerProcess): Record<string, unknown>[] {
  return proc
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}
