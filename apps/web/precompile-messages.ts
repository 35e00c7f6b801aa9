// Build plugin: the portal's messages (src/locales/<language>/<feature>.json) are parsed into ICU syntax trees at build
// time, so the browser formats them without the ICU parser (issue 10: ~8 kB gzip off every page's first load; the
// trees make the message files ~10 % bigger). `@formatjs/icu-messageformat-parser` resolves to the package's own
// `no-parser` entry, which keeps the types and helpers react-intl formats with. A message that reached the browser
// as text (none does) would show its id or default message instead, as a missing one does. Tests and the dev server
// keep the parser and the text messages: the same catalogue, read the same way.
//
// Every catalogue is its own file, named by its language and feature under one folder named by a hash of all the
// catalogues (`assets/messages-<hash>/pl/common.js`), so the loader (lib/i18n.tsx) builds a catalogue's address instead
// of carrying a table of 15 × 24 hashed names (3 kB gzip on every page; issue 10, docs/decisions/0138). Any changed
// message gives every catalogue a new address, which a release does anyway.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { messageBundles } from './src/app/pages';

const require = createRequire(import.meta.url);

/** A bundle's module id: `\0club-messages:<language>/<bundle>` (a virtual module, made in `load`). */
const bundlePrefix = '\0club-messages:';

const messageFile = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/]([a-z-]+)\.json$/;

/** A catalogue of ICU messages as syntax trees (throws on a message that does not parse, failing the build). */
export function compileCatalogue(json: string, language: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const locale = new Intl.Locale(language);
  const trees = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text, { locale })]));
  return JSON.stringify(trees);
}

/** The catalogues' files under src/locales, as `[language, feature, path]`, sorted. */
function catalogues(root: string): [string, string, string][] {
  const dir = join(root, 'src', 'locales');
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(dir, d.name))
        .filter((f) => f.endsWith('.json'))
        .map((f): [string, string, string] => [d.name, f.slice(0, -'.json'.length), join(dir, d.name, f)]),
    )
    .sort(([a, b], [c, d]) => a.localeCompare(c) || b.localeCompare(d));
}

/** `assets/messages-<hash>`: the hash of every catalogue's text and of the parser that compiles it. */
function messagesFolder(files: [string, string, string][]): string {
  const hash = createHash('sha256');
  const parser = JSON.parse(readFileSync(join(dirname(require.resolve('@formatjs/icu-messageformat-parser')), 'package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(`parser ${parser.version}\n`);
  for (const [language, feature, path] of files) hash.update(`${language}/${feature}\n`).update(readFileSync(path));
  return `assets/messages-${hash.digest('base64url').slice(0, 10)}`;
}

export function precompileMessages(): Plugin {
  let files: [string, string, string][] = [];
  let folder = '';
  return {
    name: 'club:precompile-messages',
    apply: 'build',
    // Before Vite's JSON plugin, which then turns the trees into the module as it does any JSON file.
    enforce: 'pre',
    config: (config) => {
      files = catalogues(config.root ?? process.cwd());
      folder = messagesFolder(files);
      return {
        // lib/i18n.tsx imports `<base><folder>/<language>/<feature>.js` in a production build.
        define: { __MESSAGES_FOLDER__: JSON.stringify(folder) },
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    // Every catalogue is a chunk of its own at a fixed name (nothing imports them statically: the loader builds the
    // address).
    buildStart() {
      for (const [language, feature, path] of files)
        this.emitFile({ type: 'chunk', id: path, fileName: `${folder}/${language}/${feature}.js`, preserveSignature: 'strict' });
      // The bundles (app/pages.ts `messageBundles`): several features of one language in one file, at the same kind of
      // fixed address (`<language>/<feature>_<feature>….js`).
      for (const language of new Set(files.map(([l]) => l)))
        for (const bundle of messageBundles)
          this.emitFile({
            type: 'chunk',
            id: `${bundlePrefix}${language}/${bundle}`,
            fileName: `${folder}/${language}/${bundle}.js`,
            preserveSignature: 'strict',
          });
    },
    resolveId: {
      filter: { id: /^\0club-messages:/ },
      handler: (id) => id,
    },
    load: {
      filter: { id: /^\0club-messages:/ },
      handler(id) {
        const [language = '', bundle = ''] = id.slice(bundlePrefix.length).split('/');
        const merged: Record<string, unknown> = {};
        for (const feature of bundle.split('_')) {
          const file = files.find(([l, f]) => l === language && f === feature);
          if (!file) throw new Error(`no catalogue ${language}/${feature} for the bundle ${bundle}`);
          Object.assign(merged, JSON.parse(compileCatalogue(readFileSync(file[2], 'utf8'), language)));
        }
        return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});`, map: null };
      },
    },
    transform: {
      filter: { id: messageFile },
      handler(code, id) {
        const language = messageFile.exec(id)?.[1];
        return language ? { code: compileCatalogue(code, language), map: null } : null;
      },
    },
  };
}
