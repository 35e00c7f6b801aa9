// Server-side texts (emails, SMS, notifications, seeded regional texts) in the 15 languages.
// Catalogues are flat JSON files, one per module, in ../locales/<code>/<module>.json with ICU messages;
// English is the source. All files of a language are merged into one catalogue.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { languages, languageById } from '@club/contract/regions';
import type { Translated } from '@club/contract/config';

const dir = join(import.meta.dirname, '../locales');
const catalogues = new Map<string, Record<string, string>>();

function catalogue(code: string): Record<string, string> {
  let c = catalogues.get(code);
  if (!c) {
    c = {};
    const folder = join(dir, code);
    if (existsSync(folder)) {
      for (const file of readdirSync(folder)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        Object.assign(c, JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, string>);
      }
    }
    catalogues.set(code, c);
  }
  return c;
}

export type MessageValues = Record<string, string | number>;

/** The message `key` in language `code` (falling back to English), formatted with ICU `values`. */
export function t(code: string, key: string, values: MessageValues = {}): string {
  const source = catalogue(code)[key] ?? catalogue('en')[key];
  if (source === undefined) throw new Error(`Missing server message: ${key}`);
  return new IntlMessageFormat(source, code).format(values) as string;
}

export function tById(languagesId: number, key: string, values: MessageValues = {}): string {
  return t(languageById(languagesId)?.code ?? 'en', key, values);
}

/** The message in every language, as stored in configuration. */
export function translated(key: string, values: MessageValues = {}): Translated {
  const out: Record<string, string> = { en: t('en', key, values) };
  for (const l of languages) if (catalogue(l.code)[key] !== undefined) out[l.code] = t(l.code, key, values);
  return out as Translated;
}
