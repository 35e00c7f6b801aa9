// Shared by the web and server locale tests: every language has exactly the files and keys of the English source,
// every plural has the forms its language needs (Intl.PluralRules), and every placeholder of English is kept.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { languageCodes } from '../packages/contract/src/regions.ts';

function files(dir: string, lang: string): string[] {
  try {
    return readdirSync(join(dir, lang))
      .filter((f) => f.endsWith('.json'))
      .sort();
  } catch {
    return [];
  }
}

function catalogue(dir: string, lang: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of files(dir, lang)) Object.assign(out, JSON.parse(readFileSync(join(dir, lang, f), 'utf8')));
  return out;
}

interface Plural {
  value: string;
  options: string[];
}

function walk(elements: MessageFormatElement[], plurals: Plural[], args: Set<string>) {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.time) args.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      args.add(el.value);
      if (el.type === TYPE.plural) plurals.push({ value: el.value, options: Object.keys(el.options) });
      for (const o of Object.values(el.options)) walk(o.value, plurals, args);
    }
    if (el.type === TYPE.tag) {
      args.add(el.value);
      walk(el.children, plurals, args);
    }
  }
}

function analyse(message: string) {
  const plurals: Plural[] = [];
  const args = new Set<string>();
  walk(parse(message), plurals, args);
  return { plurals, args };
}

export function describeLocales(name: string, dir: string) {
  const source = catalogue(dir, 'en');
  describe(`${name} locale catalogues`, () => {
    it('English messages all parse', () => {
      expect(Object.keys(source).length).toBeGreaterThan(0);
      for (const [key, msg] of Object.entries(source)) expect(() => parse(msg), key).not.toThrow();
    });
    for (const lang of languageCodes.filter((l) => l !== 'en')) {
      it(`${lang}: same files, exactly the English keys, plural forms and placeholders`, () => {
        expect(files(dir, lang), `${lang} files`).toEqual(files(dir, 'en'));
        const messages = catalogue(dir, lang);
        expect(Object.keys(messages).sort(), `${lang} keys`).toEqual(Object.keys(source).sort());
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, english] of Object.entries(source)) {
          const own = messages[key] ?? '';
          let mine: ReturnType<typeof analyse>;
          try {
            mine = analyse(own);
          } catch (err) {
            throw new Error(`${lang} ${key} does not parse: ${String(err)}`);
          }
          const theirs = analyse(english);
          expect([...mine.args].sort(), `${lang} ${key} placeholders`).toEqual([...theirs.args].sort());
          for (const p of theirs.plurals) {
            const found = mine.plurals.find((f) => f.value === p.value);
            expect(found, `${lang} ${key}: plural of {${p.value}}`).toBeDefined();
            for (const c of categories) expect(found?.options, `${lang} ${key}: '${c}' form`).toContain(c);
          }
        }
      });
    }
  });
}
