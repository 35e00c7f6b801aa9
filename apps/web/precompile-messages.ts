// Build plugin: the portal's messages (src/locales/<language>/<feature>.json) are parsed into ICU syntax trees at build
// time, so the browser formats them without the ICU parser (issue 10: ~8 kB gzip off every page's first load; the
// trees make the message files ~10 % bigger). `@formatjs/icu-messageformat-parser` resolves to the package's own
// `no-parser` entry, which keeps the types and helpers react-intl formats with. A message that reached the browser
// as text (none does) would show its id or default message instead, as a missing one does. Tests and the dev server
// keep the parser and the text messages: the same catalogue, read the same way.
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const messageFile = /[\\/]src[\\/]locales[\\/]([a-z]{2})[\\/][a-z-]+\.json$/;

/** A catalogue of ICU messages as syntax trees (throws on a message that does not parse, failing the build). */
export function compileCatalogue(json: string, language: string): string {
  const messages = JSON.parse(json) as Record<string, string>;
  const locale = new Intl.Locale(language);
  const trees = Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text, { locale })]));
  return JSON.stringify(trees);
}

export function precompileMessages(): Plugin {
  return {
    name: 'club:precompile-messages',
    apply: 'build',
    // Before Vite's JSON plugin, which then turns the trees into the module as it does any JSON file.
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform: {
      filter: { id: messageFile },
      handler(code, id) {
        const language = messageFile.exec(id)?.[1];
        return language ? { code: compileCatalogue(code, language), map: null } : null;
      },
    },
  };
}
