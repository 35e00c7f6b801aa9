import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';

// `*.pg.test.ts` files test concurrency that only real PostgreSQL can show (PGlite serialises everything).
const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: './apps/server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: env.TEST_DB === 'postgres' ? [] : ['src/**/*.pg.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // The files of a worker share their modules (the app's whole module graph is imported once per worker, not once
    // per file: ~3 s each), decision 0144. No server test mocks modules or stubs globals; per-test state is closed by
    // the setup file's hook.
    isolate: false,
    env,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

const projects = [
  { test: { name: 'contract', root: './packages/contract', environment: 'node', include: ['src/**/*.test.ts'] } },
  server('server', { TEST_DB: 'pglite' }),
  {
    plugins: [react()],
    test: {
      name: 'web',
      root: './apps/web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      testTimeout: 20_000,
    },
  },
  // First-load budgets of the built web app (scripts/web-budgets.ts): builds it unless a fresh build exists.
  {
    test: {
      name: 'budgets',
      root: '.',
      environment: 'node',
      include: ['scripts/**/*.test.ts'],
      hookTimeout: 300_000,
    },
  },
];
// The database tests run again on real PostgreSQL when it is configured (CI sets it).
if (process.env.TEST_DATABASE_URL) projects.push(server('server-pg', { TEST_DB: 'postgres' }));

// Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine, where the database tests then
// wait on PostgreSQL with the other core idle. Two workers keep both cores busy (decision 0099).
export default defineConfig({ test: { projects, maxWorkers: Math.max(2, availableParallelism() - 1) } });
