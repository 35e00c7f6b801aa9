// Runs in every server test file (vitest `setupFiles`): after each test, what it built is closed — its server processes
// and their databases, its apps and theirs. A hook here rather than in the helpers' modules: with the server projects'
// modules shared across the files of a worker (`isolate: false`, decision 0144), a hook registered when a helper is
// first imported would belong to the first file only.
//
// Each file still starts on databases of its own, as before (see discardIdleDatabases).
import { afterAll, afterEach } from 'vitest';
import { closeTestApps } from './app.ts';
import { discardIdleDatabases } from './database.ts';
import { stopServerProcesses } from './process.ts';

afterEach(async () => {
  await stopServerProcesses();
  await closeTestApps();
});

// A file's databases are not handed to the next file of the worker (a test may have changed their schema).
afterAll(discardIdleDatabases);
