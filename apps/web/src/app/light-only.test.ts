// The build step that drops Mantine's dark colour scheme from the stylesheet (postcss-light-only.cjs, decision 0149).
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a CommonJS PostCSS plugin without types, loaded as Vite loads it
import lightOnly from '../../postcss-light-only.cjs';

const run = async (css: string) => (await postcss([lightOnly()]).process(css, { from: undefined })).css;

describe('the light-only stylesheet step', () => {
  it('drops rules that apply only in the dark scheme, in either quoting, and keeps everything else', async () => {
    const out = await run(`
      .a { color: red }
      [data-mantine-color-scheme='dark'] .a { color: blue }
      :root[data-mantine-color-scheme=dark] { --x: 1 }
      :root[data-mantine-color-scheme="light"] { --x: 2 }
    `);
    expect(out).toContain('.a { color: red }');
    expect(out).toContain(`:root[data-mantine-color-scheme="light"] { --x: 2 }`);
    expect(out).not.toContain('dark');
  });

  it('keeps the other selectors of a rule that lists a dark one, and drops a media query left empty', async () => {
    const out = await run(`
      .b, [data-mantine-color-scheme='dark'] .b { margin: 0 }
      @media (min-width: 10em) { [data-mantine-color-scheme='dark'] .c { color: blue } }
      @media (min-width: 20em) { .d { color: green } }
    `);
    expect(out).toContain('.b { margin: 0 }');
    expect(out).not.toContain('10em');
    expect(out).toContain('@media (min-width: 20em) { .d { color: green } }');
  });

  it('keeps a rule that names the dark scheme only to exclude it (it applies in the light one)', async () => {
    const out = await run(`:root:not([data-mantine-color-scheme='dark']) .e { color: black }`);
    expect(out).toContain(`:root:not([data-mantine-color-scheme='dark']) .e { color: black }`);
  });
});
