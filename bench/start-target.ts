// Starts one process under load (bench/target.ts: `app`, the real server, or `baseline`, bare Fastify + pg) and waits
// for its `READY` line. Shared by bench/run.ts and bench/integration.ts. After READY the app's log lines are read and
// dropped, as a log collector would take them.
//
//   BENCH_PROFILE=dir   the app runs under `node --cpu-prof` and writes its profile into dir (open it in Chrome devtools)
//   BENCH_AUTH_CACHE    passed to the app as AUTH_CACHE (unset: the server's default, on; `0` to compare without it)
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface Target {
  child: ChildProcess;
  port: number;
  /** The app's session cache as its configuration resolved it (null for the baseline). */
  authCache: boolean | null;
}

export function startTarget(kind: 'app' | 'baseline', options: { databaseUrl: string; secret: string }): Promise<Target> {
  return new Promise((resolve, reject) => {
    const profile = kind === 'app' && process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(import.meta.dirname, 'target.ts'), kind], {
      env: { ...process.env, BENCH_TARGET_DATABASE_URL: options.databaseUrl, BENCH_APP_SECRET: options.secret },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    let ready = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (ready) return;
      out += chunk.toString();
      const m = /READY (\d+)(?: authCache=(true|false))?/.exec(out);
      if (m?.[1]) {
        ready = true;
        resolve({ child, port: Number(m[1]), authCache: m[2] === undefined ? null : m[2] === 'true' });
      }
    });
    child.once('exit', (code) => reject(new Error(`${kind} exited with ${code}`)));
  });
}

/** Ends the targets (SIGTERM, so `--cpu-prof` writes its profile) and waits for them to exit. */
export async function stopTargets(children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map(
      (t) =>
        new Promise<void>((resolve) => {
          if (t.exitCode !== null) return resolve();
          t.once('exit', () => resolve());
          t.kill('SIGTERM');
        }),
    ),
  );
}

/** How a run's table names the session cache the app ran with. */
export const authCacheLabel = (on: boolean | null) =>
  `session cache (AUTH_CACHE): ${on === null ? 'unknown' : on ? 'on' : 'off (AUTH_CACHE=0)'}`;
