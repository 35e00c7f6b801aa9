// The build ships every catalogue as ICU syntax trees (precompile-messages.ts) and the browser formats them without the
// parser: every message of every language must compile, and a tree must format exactly as its text does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../precompile-messages';

const root = import.meta.dirname;
const languages = readdirSync(root).filter((d) => /^[a-z]{2}$/.test(d));

/** Values for every argument a message uses: numbers where it counts, text otherwise, tags as functions. */
function valuesFor(elements: MessageFormatElement[], out: Record<string, unknown> = {}) {
  for (const e of elements) {
    if (e.type === TYPE.plural || e.type === TYPE.number) out[e.value] = 3;
    else if (e.type === TYPE.date || e.type === TYPE.time) out[e.value] = new Date(Date.UTC(2026, 0, 2, 3, 4));
    else if (e.type === TYPE.argument || e.type === TYPE.select) out[e.value] ??= 'x';
    else if (e.type === TYPE.tag) out[e.value] = (chunks: string[]) => `<${chunks.join('')}>`;
    if ('options' in e) for (const o of Object.values(e.options)) valuesFor(o.value, out);
    if (e.type === TYPE.tag) valuesFor(e.children, out);
  }
  return out;
}

describe('precompiled messages', () => {
  it('has the 15 languages', () => expect(languages).toHaveLength(15));

  it.each(languages)('%s: every catalogue compiles, and each tree formats as its text', (language) => {
    const dir = join(root, language);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const json = readFileSync(join(dir, file), 'utf8');
      const texts = JSON.parse(json) as Record<string, string>;
      const trees = JSON.parse(compileCatalogue(json, language)) as Record<string, MessageFormatElement[]>;
      expect(Object.keys(trees)).toEqual(Object.keys(texts));
      for (const [id, tree] of Object.entries(trees)) {
        const values = valuesFor(tree);
        const fromTree = new IntlMessageFormat(tree, language).format(values);
        const fromText = new IntlMessageFormat(texts[id] ?? '', language).format(values);
        expect(fromTree, `${language}/${file} ${id}`).toEqual(fromText);
      }
    }
  });
});
