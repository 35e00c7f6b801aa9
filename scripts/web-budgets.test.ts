// The web app's first-load budgets (issue 10), as a test: builds the app when no build newer than its sources exists
// (`npm test` builds once before the tests and the journeys use the same build; apps/web/build-stamp.ts), then checks every page's first-load
// JavaScript, CSS and file count in gzip bytes from the Vite manifest. Bytes, never timings: this cannot be flaky.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messageBundles, moduleKey, pages } from '../apps/web/src/app/pages.ts';
import type { PagePreloads } from '../apps/web/page-preloads.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildIsFresh,
  catalogueKeys,
  firstLoadExceptions,
  firstLoadFiles,
  formatTable,
  measureRoutes,
  notInFirstLoad,
  readManifest,
  resolveKeys,
  routeBudgets,
  sourcesOf,
  webDist,
  webRoot,
  type Manifest,
} from './web-budgets.ts';

describe('first-load budgets of the built web app', () => {
  beforeAll(() => {
    if (buildIsFresh()) return;
    execFileSync(process.execPath, [join(webRoot, '..', '..', 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
      cwd: webRoot,
      // Vitest runs with NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    });
  });

  it('every page keeps to its JavaScript, CSS and request budgets', () => {
    const rows = measureRoutes(webDist);
    const missed = rows.flatMap((r) => r.missed);
    console.log(`\n${formatTable(rows)}\n${missed.length ? `Issue 10 targets not reached yet:\n  ${missed.join('\n  ')}\n` : ''}`);
    expect(rows.flatMap((r) => r.over)).toEqual([]);
  });

  it('no page loads zod, react-hook-form or libphonenumber first (a form loads its rules when first used)', () => {
    const manifest = readManifest(webDist);
    const found = routeBudgets.flatMap((b) => {
      const { js } = firstLoadFiles(manifest, [...b.lazy, ...catalogueKeys(b.messages)]);
      const sources = sourcesOf(webDist, js);
      const allowed = firstLoadExceptions[b.route] ?? [];
      return notInFirstLoad
        .filter((re) => !allowed.some((a) => a.source === re.source) && sources.some((s) => re.test(s)))
        .map((re) => `${b.route}: ${re.source}`);
    });
    expect(found).toEqual([]);
  });

  it('the signed-out pages load no TanStack Query first: it comes with the signed-in frame (0138)', () => {
    const manifest = readManifest(webDist);
    const found = ['/login', '/register'].flatMap((route) => {
      const budget = routeBudgets.find((b) => b.route === route);
      const { js } = firstLoadFiles(manifest, budget?.lazy ?? []);
      return sourcesOf(webDist, js)
        .filter((s) => s.includes('node_modules/@tanstack/'))
        .map((s) => `${route}: ${s}`);
    });
    expect(found).toEqual([]);
    const frame = firstLoadFiles(manifest, ['src/app/layout/app-layout.tsx']).js;
    expect(sourcesOf(webDist, frame).some((s) => s.includes('node_modules/@tanstack/query-core/'))).toBe(true);
  });

  it('every language has every catalogue at its fixed address in one folder, which the loader builds (0138)', () => {
    const table = JSON.parse(readFileSync(join(webDist, 'page-preloads.json'), 'utf8')) as PagePreloads;
    const locales = join(webRoot, 'src', 'locales');
    const expected = readdirSync(locales, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(locales, d.name))
          .filter((f) => f.endsWith('.json'))
          .map((f) => `${d.name}/${f.slice(0, -5)}`)
          // and each bundle of several features (app/pages.ts), beside them
          .concat(messageBundles.map((b) => `${d.name}/${b}`)),
      );
    expect(Object.keys(table.messages).sort()).toEqual(expected.sort());
    const folders = new Set<string>();
    for (const [key, files] of Object.entries(table.messages)) {
      const [file] = files;
      expect(file, key).toMatch(new RegExp(`^assets/messages-[\\w-]{10}/${key}\\.js$`));
      expect(existsSync(join(webDist, file ?? '')), key).toBe(true);
      folders.add(file?.split('/')[1] ?? '');
    }
    expect(folders.size).toBe(1);
  });

  it('/login loads no chunk of the signed-in pages or of the registration wizard', () => {
    const manifest = readManifest(webDist);
    const login = new Set(firstLoadFiles(manifest, routeBudgets.find((b) => b.route === '/login')?.lazy ?? []).js);
    const others = resolveKeys(manifest, [
      'src/app/layout/app-layout.tsx',
      'src/app/routes/home.tsx',
      'src/app/routes/notifications.tsx',
      'src/app/routes/user.tsx',
      'src/app/routes/register.tsx',
    ]).map((k) => manifest[k]?.file);
    expect(others.filter((f) => f && login.has(f))).toEqual([]);
  });

  it("the stylesheet holds Mantine's light colour scheme and none of its dark one (the portal is light only, 0149)", () => {
    const css = readdirSync(join(webDist, 'assets'))
      .filter((f) => f.endsWith('.css'))
      .map((f) => readFileSync(join(webDist, 'assets', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/data-mantine-color-scheme=['"]?light/);
    expect(css.match(/[^}]*data-mantine-color-scheme=['"]?dark[^{]*/g) ?? []).toEqual([]);
  });

  it("the build's page-preload table names, for every page, files it wrote: the page's own chunk and no file of the entry", () => {
    const manifest = readManifest(webDist);
    const table = JSON.parse(readFileSync(join(webDist, 'page-preloads.json'), 'utf8')) as PagePreloads;
    const entry = new Set(firstLoadFiles(manifest, []).js);
    expect(table.pages.map((p) => p.path).sort()).toEqual(pages.map((p) => p.path).sort());
    for (const page of table.pages) {
      const own = pages.find((p) => p.path === page.path);
      expect(own, page.path).toBeTruthy();
      if (!own) continue;
      expect(page.files, page.path).toContain(manifest[moduleKey(own.module)]?.file);
      expect(
        page.files.filter((f) => entry.has(f) || !existsSync(join(webDist, f))),
        page.path,
      ).toEqual([]);
      for (const feature of page.messages)
        expect(table.messages[`pl/${feature}`]?.[0], `${page.path} pl/${feature}`).toMatch(/^assets\/.+\.js$/);
    }
    // What /login preloads is what its budget counts beyond the entry.
    const login = routeBudgets.find((b) => b.route === '/login');
    const counted = firstLoadFiles(manifest, [...(login?.lazy ?? []), ...catalogueKeys(login?.messages ?? [])]).js;
    const named = table.pages.find((p) => p.path === '/login');
    expect([...(named?.files ?? []), ...(named?.messages ?? []).flatMap((f) => table.messages[`en/${f}`] ?? [])].sort()).toEqual(
      counted.filter((f) => !entry.has(f)).sort(),
    );
  });
});

// The checker itself, on a small made-up manifest: a heavy import on a page's path counts, a lazy one does not.
describe('first-load files from a manifest', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/login.tsx'],
      css: ['assets/index.css'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/login.tsx': {
      file: 'assets/login.js',
      isDynamicEntry: true,
      imports: ['_react.js', '_heavy.js'],
      dynamicImports: ['src/survey.tsx'],
    },
    '_heavy.js': { file: 'assets/heavy.js', css: ['assets/heavy.css'] },
    'src/survey.tsx': { file: 'assets/survey.js', isDynamicEntry: true },
    'src/locales/en/login.json': { file: 'assets/login-en.js', isDynamicEntry: true },
    'src/locales/pl/login.json': { file: 'assets/login-pl.js', isDynamicEntry: true },
  };

  it('follows static imports of the entry and the lazy modules, once each, with their CSS', () => {
    expect(firstLoadFiles(manifest, ['src/login.tsx', 'src/locales/en/*.json'])).toEqual({
      js: ['assets/index.js', 'assets/react.js', 'assets/login.js', 'assets/heavy.js', 'assets/login-en.js'],
      css: ['assets/index.css', 'assets/heavy.css'],
    });
  });

  it('does not follow dynamic imports (they load when reached)', () => {
    expect(firstLoadFiles(manifest, ['src/login.tsx']).js).not.toContain('assets/survey.js');
  });

  it('refuses a page module that the build does not have', () => {
    expect(() => firstLoadFiles(manifest, ['src/renamed.tsx'])).toThrow('src/renamed.tsx is not in the build');
  });
});
