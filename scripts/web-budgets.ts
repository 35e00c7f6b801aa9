// What each page of the web app loads first, computed from the Vite manifest of a build, and the budgets it must keep
// (issue 10). Bytes are gzip bytes of the built files (level 9, what the build precompresses), so they are the same on
// every machine: the budget test (web-budgets.test.ts) and `npm run bench -- --web` both read them from here.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { sourcesHash, stampFile } from '../apps/web/build-stamp.ts';
import { firstLoadCatalogues, messageBundles, ownMessages, pages, type Page } from '../apps/web/src/app/pages.ts';
import { entryKeys, pageModules, staticClosure, type Manifest, type ManifestChunk } from '../apps/web/page-preloads.ts';
import { join, relative } from 'node:path';
import { gzipSync, constants } from 'node:zlib';

export const webRoot = join(import.meta.dirname, '..', 'apps', 'web');
export const webDist = join(webRoot, 'dist');

export type { Manifest, ManifestChunk };

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
  /** The message catalogues the page loads first, in English: features or bundles of them (the core's included). */
  messages: string[];
  /** Gzip bytes of all JavaScript loaded first. */
  js: number;
  /** Gzip bytes of all CSS loaded first. */
  css: number;
  /** JavaScript and CSS files loaded first (each is one request). */
  requests: number;
  /**
   * Issue 10's target where this page does not reach it yet. The numbers above are then the enforced ceiling (today's
   * size with a small margin), so the page cannot grow while the gap is open; `why` says what stands in the way.
   */
  target?: { js?: number; requests?: number; why: string };
}

const kB = 1000;

// The ceilings were raised when the projects, shop and shell work merged, then lowered by the perf work of
// docs/decisions/0050 (/login paints its first step before the sign-in form's code, the header loads its cart code only
// when the cart holds something, the entry has no zod) and 0100 (a form's rules load when the form is first used, the
// messages ship compiled, the toasts' container mounts with the first toast) and 0135 (/checkout's customer step and
// thank-you modal load as their own chunks) and 0136 (the registration form loads beside the configuration, the
// entry's small modules and the wizard frame are one file each, React Router's production build) and 0138 (no TanStack
// Query before sign-in, the message catalogues at fixed addresses instead of a table of hashed names) and 0143 (the
// signed-in header's menus and bell dropdown load when first used, the frame's small parts are one file) and 0146 (a page's
// messages in at most three files: the core's, the frame's bundle and the page's own). Every ceiling is the
// page's measured size rounded up with at least 0.5 kB to spare (an unrelated change renames shared chunks, and the
// new hashes compress a few bytes differently), so no page may grow; every page is under the issue's 250 kB and /login in its 150 kB and 10 requests
// (`target` keeps reporting the signed-in pages' requests).

/**
 * The budgets of issue 10: /login ≤ 150 kB of JS in ≤ 10 requests; any page's first load ≤ 250 kB of JS;
 * CSS ≤ 30 kB. Every page added later gets a line here. Where a page does not meet its target yet, `target` keeps the
 * issue's number and the enforced figure is today's ceiling (docs/decisions/0050-first-load-after-the-merge.md).
 */
const framework =
  'the framework chunk is 103 kB before any page code (React DOM 63, React Router 28, react-intl with its formatter 7, ' +
  'React 4) and the frame adds TanStack Query (11 kB) to every signed-in page (docs/decisions/0138)';
/** Signed-in pages: many small chunks (a Mantine component or an icon each); the issue sets no number for them. */
const smallChunks =
  'one small chunk per Mantine component and icon the frame and page use (named in the HTML as module preloads, so ' +
  'fetched at once); grouping them would put them on pages that do not use them';
/** A page of the page table (apps/web/src/app/pages.ts) by its address here (`{uuid}` for `:uuid`). */
function pageAt(route: string): Page {
  const path = route.replace(/\{(\w+)\}/g, ':$1');
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`${route} is not a page of apps/web/src/app/pages.ts`);
  return page;
}

/** What a page loads besides the entry, from the page table, by its address here. */
function fromPage(route: string): Pick<RouteBudget, 'lazy' | 'messages'> {
  const page = pageAt(route);
  return {
    lazy: pageModules(page),
    messages: firstLoadCatalogues(page),
  };
}

/**
 * A signed-in page: the frame (app-layout) and the page's route module with their messages, under issue 10's target of
 * 250 kB and 20 requests; `js` (kB) and `requests` are its enforced ceiling.
 */
function signedIn(route: string, js: number, requests: number, note = ''): RouteBudget {
  const loads = fromPage(route);
  return {
    route,
    note: `signed in, English${note ? ` (${note})` : ''}`,
    ...loads,
    js: js * kB,
    css: 30 * kB,
    requests,
    target: { js: 250 * kB, requests: 20, why: ownMessages(pageAt(route)).length > 2 ? framework : smallChunks },
  };
}

export const routeBudgets: RouteBudget[] = [
  {
    route: '/login',
    note: 'signed out, English',
    ...fromPage('/login'),
    js: 147 * kB,
    css: 30 * kB,
    requests: 9,
  },
  {
    route: '/register',
    note: 'signed out, English',
    ...fromPage('/register'),
    js: 145 * kB, // 144.0 kB, then ~60 bytes of the signed-out guard's loading bar (decision 0150)
    css: 30 * kB,
    requests: 11,
  },
  {
    route: '/verify/{code}',
    note: 'public (a certificate’s QR code), English',
    ...fromPage('/verify/{code}'),
    js: 154 * kB,
    css: 30 * kB,
    requests: 10,
  },
  signedIn('/', 208, 32), // the hero's still first slide is in home's own code (decision 0148)
  signedIn('/news', 181, 22),
  signedIn('/news/{uuid}', 210, 28),
  signedIn('/rewards', 202, 27),
  signedIn('/resources', 179, 20),
  signedIn('/notifications', 178, 21),
  signedIn('/user', 193, 32, 'a form page'),
  signedIn('/balance', 216, 34),
  signedIn('/projects', 186, 26, 'issue 11'),
  signedIn('/projects/add', 210, 29, 'issue 11, a form page'),
  signedIn('/projects/{uuid}', 217, 34, 'issue 11'),
  signedIn('/projects/{uuid}/scan', 219, 34, 'issue 11'),
  signedIn('/shop', 218, 33, 'issue 13'),
  signedIn('/shop/{uuid}', 203, 35, 'a marketing product with the configurator, issue 14'),
  signedIn('/cart', 198, 34, 'issue 13'),
  signedIn('/checkout', 191, 29, 'issue 13, a form page: its customer step and thank-you load as their own chunks'),
  signedIn('/orders', 202, 26, 'issue 13'),
  signedIn('/orders/{uuid}', 202, 29, 'issue 13'),
  signedIn('/team', 228, 37, 'issue 15'),
  signedIn('/team/add', 179, 21, 'issue 15, a form page'),
  signedIn('/team/{uuid}', 180, 21, 'issue 15, a form page'),
  signedIn('/support/chat', 173, 15, 'issue 15'),
  signedIn('/support/chat/new', 184, 24, 'issue 15, a form page'),
  signedIn('/verify-email', 178, 20, 'issue 15, a form page'),
  signedIn('/club-card', 195, 34, 'issue 14, a form page'),
  signedIn('/shop/club-card', 177, 20, 'issue 14, a form page'),
];

/**
 * Libraries no page's first load may contain (their source paths in the build's source maps): a form's rules (the
 * contract's zod schemas, libphonenumber) load when the form is first used (lib/on-demand.ts), react-hook-form with the
 * few forms that validate as the person types, phone grouping after the page. `firstLoadExceptions` lists the pages
 * allowed some of them, and which.
 */
export const notInFirstLoad = [/node_modules\/zod\//, /node_modules\/react-hook-form\//, /node_modules\/libphonenumber-js\//];
export const firstLoadExceptions: Record<string, RegExp[]> = {
  // None since 0136: the registration form's chunk (with the rules and react-hook-form) loads beside the configuration.
};

/** The node_modules packages (by source path) the given built files were made from, from their source maps. */
export function sourcesOf(dist: string, files: string[]): string[] {
  return files.flatMap((file) => {
    const map = `${join(dist, file)}.map`;
    if (!existsSync(map)) return [];
    const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
    return sources;
  });
}

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
  const { js, css } = staticClosure(manifest, [...entryKeys(manifest), ...resolveKeys(manifest, lazy)]);
  return { js, css };
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

/** The manifest keys of message catalogues by name: a bundle's (app/pages.ts `messageBundles`) or one feature's. */
export const catalogueKeys = (names: readonly string[], language = 'en'): string[] =>
  names.map((n) => (messageBundles.includes(n) ? `club-messages:${language}/${n}` : `src/locales/${language}/${n}.json`));

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
  /** Issue 10's targets this page does not reach yet, as sentences (reported, not enforced). */
  missed: string[];
  /** The heaviest JS files, for the report. */
  heaviest: { file: string; bytes: number }[];
}

export function measureRoutes(dist = webDist, budgets = routeBudgets): RouteMeasure[] {
  const manifest = readManifest(dist);
  return budgets.map((budget) => {
    const files = firstLoadFiles(manifest, [...budget.lazy, ...catalogueKeys(budget.messages)]);
    const js = files.js.map((file) => ({ file, bytes: gzipBytes(dist, file) })).sort((a, b) => b.bytes - a.bytes);
    const jsBytes = js.reduce((s, f) => s + f.bytes, 0);
    const cssBytes = files.css.reduce((s, f) => s + gzipBytes(dist, f), 0);
    const requests = files.js.length + files.css.length;
    const over: string[] = [];
    const k = (n: number) => `${(n / kB).toFixed(1)} kB`;
    if (jsBytes > budget.js) over.push(`${budget.route}: JavaScript ${k(jsBytes)} gzip > budget ${k(budget.js)}`);
    if (cssBytes > budget.css) over.push(`${budget.route}: CSS ${k(cssBytes)} gzip > budget ${k(budget.css)}`);
    if (requests > budget.requests) over.push(`${budget.route}: ${requests} JS/CSS files > budget ${budget.requests}`);
    const missed: string[] = [];
    const t = budget.target;
    if (t?.js !== undefined && jsBytes > t.js) missed.push(`${budget.route}: JavaScript ${k(jsBytes)} > target ${k(t.js)}`);
    if (t?.requests !== undefined && requests > t.requests) missed.push(`${budget.route}: ${requests} files > target ${t.requests}`);
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
      missed,
      heaviest: js.slice(0, 5),
    };
  });
}

/** Whether `dist` holds a build of exactly the current sources (apps/web/build-stamp.ts). */
export function buildIsFresh(dist = webDist): boolean {
  const stamp = stampFile(dist);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourcesHash();
}

export function formatTable(rows: RouteMeasure[]): string {
  const k = (n: number) => `${(n / kB).toFixed(1)} kB`;
  const lines = [
    `${'page'.padEnd(16)} ${'JS gzip'.padStart(10)} ${'files'.padStart(5)} ${'CSS gzip'.padStart(9)} ${'requests'.padStart(8)}   budget (JS / CSS / requests)`,
    ...rows.map(
      (r) =>
        `${r.route.padEnd(16)} ${k(r.jsBytes).padStart(10)} ${String(r.jsFiles).padStart(5)} ${k(r.cssBytes).padStart(9)} ${String(r.requests).padStart(8)}   ${k(r.budget.js)} / ${k(r.budget.css)} / ${r.budget.requests}${r.over.length ? '  OVER' : ''}${r.missed.length ? `  (target: ${r.budget.target?.js ? k(r.budget.target.js) : '-'} / ${r.budget.target?.requests ?? '-'})` : ''}`,
    ),
  ];
  return lines.join('\n');
}

export const relativeToRepo = (path: string) => relative(join(webRoot, '..', '..'), path);
