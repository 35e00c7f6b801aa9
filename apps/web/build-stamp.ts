// A hash of everything a web build reads (the app's sources, the contract, the build configuration, the lock file).
// The build writes it into dist/.vite/sources.sha1; the budget test and the web bench rebuild only when it differs,
// so `npm test` builds once and a changed or restored file always gets a new build (file times cannot tell that).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const webRoot = import.meta.dirname;
const repo = join(webRoot, '..', '..');

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (name === 'node_modules' || name === 'dist') return [];
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return /\.test\.tsx?$/.test(name) ? [] : [path];
    });
}

export function sourcesHash(): string {
  const hash = createHash('sha1');
  const inputs = [
    ...files(join(webRoot, 'src')),
    ...files(join(webRoot, 'public')),
    ...files(join(repo, 'packages', 'contract', 'src')),
    ...[
      'index.html',
      'vite.config.ts',
      'precompress.ts',
      'precompile-messages.ts',
      'build-stamp.ts',
      'package.json',
      'postcss.config.cjs',
      'postcss-light-only.cjs',
    ].map((f) => join(webRoot, f)),
    join(repo, 'packages', 'contract', 'package.json'),
    join(repo, 'package-lock.json'),
  ];
  for (const path of inputs) {
    if (!existsSync(path)) continue;
    hash.update(path.slice(repo.length));
    hash.update(readFileSync(path));
  }
  return hash.digest('hex');
}

export const stampFile = (dist: string) => join(dist, '.vite', 'sources.sha1');
