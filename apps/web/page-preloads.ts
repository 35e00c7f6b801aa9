// What each page loads besides the entry, from the build's manifest and the page table (src/app/pages.ts), written to
// dist/page-preloads.json after the build. The server (apps/server/src/plugins/spa.ts) names those files as
// `<link rel="modulepreload">` in the HTML it answers a page with — the page's route module with its imports, the
// signed-in frame's, and the messages of the visitor's language — so the browser fetches them beside the entry
// instead of after it has run (issue 10). scripts/web-budgets.ts walks the manifest with the same functions.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { firstLoadCatalogues, frameLater, frameModule, moduleKey, routeDataModule, notFoundPage, pages, type Page } from './src/app/pages';

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

/** A message catalogue's manifest key: `[key, language, feature]`. */
export const catalogueKey = (key: string) => /^src\/locales\/([a-z]{2})\/([a-z-]+)\.json$/.exec(key);

/** A message bundle's manifest key (precompile-messages.ts): `[key, language, bundle]`. */
export const bundleKey = (key: string) => /^club-messages:([a-z]{2})\/([a-z_-]+)$/.exec(key);

/** The manifest keys of the entries (index.html); the message catalogues are chunks of their own, not run first. */
export const entryKeys = (manifest: Manifest) =>
  Object.entries(manifest)
    .filter(([k, c]) => c.isEntry && !catalogueKey(k) && !bundleKey(k))
    .map(([k]) => k);

/**
 * The files of these chunks and of every chunk they import statically (transitively), in load order, with their CSS.
 * Dynamic imports are not followed: they load later, when reached. `skip` holds keys already loaded (not listed).
 */
export function staticClosure(
  manifest: Manifest,
  keys: string[],
  skip: ReadonlySet<string> = new Set(),
): { js: string[]; css: string[]; keys: Set<string> } {
  const seen = new Set<string>(skip);
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
  for (const k of keys) visit(k);
  return { js, css: [...css], keys: seen };
}

/**
 * The message bundles' files by `<language>/<bundle>` (precompile-messages.ts writes them beside the catalogues, one file
 * each with nothing to import).
 */
export function bundleFiles(manifest: Manifest): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const m = bundleKey(key);
    if (m) out[`${m[1]}/${m[2]}`] = [chunk.file];
  }
  return out;
}

/** dist/page-preloads.json: read by the server. */
export interface PagePreloads {
  /** `later`: files to download (not run) once the page is up: `Page.later` beyond what the page has loaded. */
  pages: { path: string; files: string[]; messages: string[]; later: string[] }[];
  /** `<language>/<feature>` → the message module's files (itself first). */
  messages: Record<string, string[]>;
}

/** The route modules a page runs besides the entry: the frame's for a signed-in page, then its own. */
export const pageModules = (page: Page): string[] => [
  ...(page.access === 'signed-in' ? [frameModule, routeDataModule] : []),
  moduleKey(page.module),
];

/** Every page's files beyond the entry's own (which index.html already names), and the messages' files by language. */
export function pagePreloads(manifest: Manifest): PagePreloads {
  const entry = staticClosure(manifest, entryKeys(manifest)).keys;
  const list = [...pages, notFoundPage].filter((p) => p.path !== '*');
  const out: PagePreloads = {
    pages: list.map((page) => {
      const first = staticClosure(manifest, pageModules(page), entry);
      return {
        path: page.path,
        files: first.js,
        messages: firstLoadCatalogues(page),
        later: staticClosure(manifest, [...(page.later ?? []), ...(page.access === 'signed-in' ? frameLater : [])], first.keys).js,
      };
    }),
    messages: {},
  };
  for (const [key] of Object.entries(manifest)) {
    const m = catalogueKey(key);
    if (m) out.messages[`${m[1]}/${m[2]}`] = staticClosure(manifest, [key], entry).js;
  }
  Object.assign(out.messages, bundleFiles(manifest));
  return out;
}

export function pagePreloadsPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'club:page-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
      writeFileSync(join(outDir, 'page-preloads.json'), `${JSON.stringify(pagePreloads(manifest))}\n`);
    },
  };
}
