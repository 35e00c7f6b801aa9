// The interface texts of a language, read from the web app's catalogues, so journeys in another language than
// English assert the very texts the user sees without copying them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export function textsOf(language: string): (key: string) => string {
  const dir = join(import.meta.dirname, '../apps/web/src/locales', language);
  const all: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')))
    Object.assign(all, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
  return (key) => {
    const text = all[key];
    if (text === undefined) throw new Error(`no text ${key} in ${language}`);
    return text;
  };
}
