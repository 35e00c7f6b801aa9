// Every Mantine component the portal imports has its stylesheet in mantine-styles.ts (which loads only those): a new
// component without its CSS would render unstyled.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');
const stylesDir = join(src, '..', '..', '..', 'node_modules', '@mantine', 'core', 'styles');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // The staff console (src/admin) is its own build and loads all of Mantine's stylesheet (apps/web/src/admin/main.tsx).
    if (statSync(path).isDirectory()) return path === join(src, 'admin') ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('Mantine styles', () => {
  it('loads the stylesheet of every Mantine component used', () => {
    const used = new Set<string>();
    for (const file of sources(src)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]+)\}\s*from\s*'@mantine\/core'/g))
        for (const name of (m[1] ?? '').split(','))
          used.add(
            name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0] ?? '',
          );
    }
    const loaded = readFileSync(join(src, 'app', 'mantine-styles.ts'), 'utf8');
    const withCss = [...used].filter((name) => name && existsSync(join(stylesDir, `${name}.css`)));
    expect(withCss.length).toBeGreaterThan(10);
    expect(withCss.filter((name) => !loaded.includes(`@mantine/core/styles/${name}.css'`))).toEqual([]);
  });
});
