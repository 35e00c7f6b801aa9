// What each page of the web app loads first, computed from the Vite manifest of a build, and the budgets it must keep
// (issue 10). Bytes are gzip bytes of the built files (level 9, what the build precompresses), so they are the same on
// every machine: the budget test (web-budgets.test.ts) and `npm run bench -- --web` both read them from here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

export const webRoot = join(import.meta.dirname, '..', 'apps', 'web');
export const webDist = join(webRoot, 'dist');

/** One chunk of `dist/.vite/manifest.json` (only the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  /** The page, as a person opens it. */
  route: string;
  /** How the page is reached (for the report). */
  note: string;
  /**
   * Manifest keys (source paths under apps/web) the router loads on the way to this page, besides the entry:
   * the lazy route modules (app/router.tsx). `*` matches within one path segment.
   */
  lazy: string[];
  /** The message features the page loads besides the core (`common`, `footer`; lib/i18n.tsx), in English. */
  messages: string[];
  /** Gzip bytes of all JavaScript loaded first. */
  js: number;
  /** Gzip bytes of all CSS loaded first. */
  css: number;
  /** JavaScript and CSS files loaded first (each is one request). */
  requests: number;
}

const kB = 1000;

/**
 * The budgets of issue 10: /login ≤ 150 kB of JS in ≤ 10 requests; any page's first load ≤ 250 kB of JS;
 * CSS ≤ 30 kB. Every page added later gets a line here.
 */
export const routeBudgets: RouteBudget[] = [
  {
    route: '/login',
    note: 'signed out, English',
    lazy: ['src/app/routes/login.tsx'],
    messages: ['login'],
    js: 150 * kB,
    css: 30 * kB,
    requests: 10,
  },
  {
    route: '/register',
    note: 'signed out, English',
    lazy: ['src/app/routes/register.tsx'],
    messages: ['register'],
    js: 250 * kB,
    css: 30 * kB,
    requests: 20,
  },
  {
    route: '/',
    note: 'signed in, English',
    lazy: ['src/app/layout/app-layout.tsx', 'src/app/routes/home.tsx'],
    messages: ['header', 'notifications', 'home'],
    js: 250 * kB,
    css: 30 * kB,
    requests: 20,
  },
  {
    route: '/notifications',
    note: 'signed in, English',
    lazy: ['src/app/layout/app-layout.tsx', 'src/app/routes/notifications.tsx'],
    messages: ['header', 'notifications'],
    js: 250 * kB,
    css: 30 * kB,
    requests: 20,
  },
  {
    route: '/user',
    note: 'signed in, English',
    lazy: ['src/app/layout/app-layout.tsx', 'src/app/routes/user.tsx'],
    messages: ['header', 'notifications', 'user'],
    js: 250 * kB,
    css: 30 * kB,
    requests: 20,
  },
];

export function readManifest(dist = webDist): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

function matches(pattern: string, key: string): boolean {
  if (!pattern.includes('*')) return pattern === key;
  const re = new RegExp(
    `^${pattern
      .split('*')
      .map((p) => p.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]*')}$`,
  );
  return re.test(key);
}

/** The manifest keys a pattern list names; a pattern that names nothing is an error (a renamed file must not pass). */
export function resolveKeys(manifest: Manifest, patterns: string[]): string[] {
  const keys = Object.keys(manifest);
  return patterns.flatMap((p) => {
    const found = keys.filter((k) => matches(p, k));
    if (found.length === 0) throw new Error(`${p} is not in the build's manifest`);
    return found;
  });
}

/**
 * Files a browser fetches to show a page: the entry and every chunk it imports statically (transitively), then each
 * lazily loaded module with its own static imports, and the CSS of all of them. Dynamic imports inside those chunks
 * are not followed: they load later, when reached.
 */
export function firstLoadFiles(manifest: Manifest, lazy: string[]): { js: string[]; css: string[] } {
  const entries = Object.entries(manifest)
    .filter(([, c]) => c.isEntry)
    .map(([k]) => k);
  const seen = new Set<string>();
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    else if (chunk.file.endsWith('.css')) css.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const e of entries) visit(e);
  for (const k of resolveKeys(manifest, lazy)) visit(k);
  return { js, css: [...css] };
}

const gzipCache = new Map<string, number>();
/** Gzip bytes of one built file at level 9 (the level the build precompresses with). */
export function gzipBytes(dist: string, file: string): number {
  const path = join(dist, file);
  const known = gzipCache.get(path);
  if (known !== undefined) return known;
  // The build's own gzip copy when it wrote one (apps/web/precompress.ts), else the same compression made here.
  const size = existsSync(`${path}.gz`)
    ? statSync(`${path}.gz`).size
    : gzipSync(readFileSync(path), { level: constants.Z_BEST_COMPRESSION }).length;
  gzipCache.set(path, size);
  return size;
}

export interface RouteMeasure {
  route: string;
  note: string;
  jsBytes: number;
  jsFiles: number;
  cssBytes: number;
  cssFiles: number;
  requests: number;
  budget: RouteBudget;
  /** The budgets this page exceeds, as sentences. */
  over: string[];
  /** The heaviest JS files, for the report. */
  heaviest: { file: string; bytes: number }[];
}

export function measureRoutes(dist = webDist, budgets = routeBudgets): RouteMeasure[] {
  const manifest = readManifest(dist);
  return budgets.map((budget) => {
    const messages = ['common', 'footer', ...budget.messages].map((f) => `src/locales/en/${f}.json`);
    const files = firstLoadFiles(manifest, [...budget.lazy, ...messages]);
    const js = files.js.map((file) => ({ file, bytes: gzipBytes(dist, file) })).sort((a, b) => b.bytes - a.bytes);
    const jsBytes = js.reduce((s, f) => s + f.bytes, 0);
    const cssBytes = files.css.reduce((s, f) => s + gzipBytes(dist, f), 0);
    const requests = files.js.length + files.css.length;
    const over: string[] = [];
    const k = (n: number) => `${(n / kB).toFixed(1)} kB`;
    if (jsBytes > budget.js) over.push(`${budget.route}: JavaScript ${k(jsBytes)} gzip > budget ${k(budget.js)}`);
    if (cssBytes > budget.css) over.push(`${budget.route}: CSS ${k(cssBytes)} gzip > budget ${k(budget.css)}`);
    if (requests > budget.requests) over.push(`${budget.route}: ${requests} JS/CSS files > budget ${budget.requests}`);
    return {
      route: budget.route,
      note: budget.note,
      jsBytes,
      jsFiles: files.js.length,
      cssBytes,
      cssFiles: files.css.length,
      requests,
      budget,
      over,
      heaviest: js.slice(0, 5),
    };
  });
}

/** Newest modification time of the files a web build reads (sources, contract, config, lock file). */
export function newestSourceMtime(): number {
  const repo = join(webRoot, '..', '..');
  let newest = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === 'dist') continue;
      const path = join(dir, name);
      const s = statSync(path);
      if (s.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(name)) newest = Math.max(newest, s.mtimeMs);
    }
  };
  walk(join(webRoot, 'src'));
  walk(join(webRoot, 'public'));
  walk(join(repo, 'packages', 'contract', 'src'));
  for (const f of [
    join(webRoot, 'index.html'),
    join(webRoot, 'vite.config.ts'),
    join(webRoot, 'package.json'),
    join(repo, 'package-lock.json'),
  ])
    if (existsSync(f)) newest = Math.max(newest, statSync(f).mtimeMs);
  return newest;
}

/** Whether `dist` holds a build made after the last change to anything the build reads. */
export function buildIsFresh(dist = webDist): boolean {
  const manifest = join(dist, '.vite', 'manifest.json');
  return existsSync(manifest) && statSync(manifest).mtimeMs >= newestSourceMtime();
}

export function formatTable(rows: RouteMeasure[]): string {
  const k = (n: number) => `${(n / kB).toFixed(1)} kB`;
  const lines = [
    `${'page'.padEnd(16)} ${'JS gzip'.padStart(10)} ${'files'.padStart(5)} ${'CSS gzip'.padStart(9)} ${'requests'.padStart(8)}   budget (JS / CSS / requests)`,
    ...rows.map(
      (r) =>
        `${r.route.padEnd(16)} ${k(r.jsBytes).padStart(10)} ${String(r.jsFiles).padStart(5)} ${k(r.cssBytes).padStart(9)} ${String(r.requests).padStart(8)}   ${k(r.budget.js)} / ${k(r.budget.css)} / ${r.budget.requests}${r.over.length ? '  OVER' : ''}`,
    ),
  ];
  return lines.join('\n');
}

export const relativeToRepo = (path: string) => relative(join(webRoot, '..', '..'), path);
