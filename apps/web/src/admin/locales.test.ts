// The console's two catalogues have the same keys, and every message id the pages use exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import pl from './locales/pl.json';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

describe('staff console texts', () => {
  it('English and Polish have the same keys, and Polish is not a copy of English', () => {
    expect(Object.keys(pl).sort()).toEqual(Object.keys(en).sort());
    const same = Object.keys(en).filter(
      (k) => en[k as keyof typeof en] === pl[k as keyof typeof pl] && !/^(userRole|shell\.menu|filter\.region|orders\.status)/.test(k),
    );
    expect(same.length).toBeLessThan(5);
  });
  it('every literal message id used by the pages exists', () => {
    const ids = new Set<string>();
    for (const file of sources(import.meta.dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:<FormattedMessage id=|formatMessage\(\{ id: |PageTitle id=)["'`]([a-zA-Z][\w.]*)["'`]/g))
        if (m[1]) ids.add(m[1]);
    }
    expect(ids.size).toBeGreaterThan(50);
    expect([...ids].filter((id) => !(id in en))).toEqual([]);
  });
});
