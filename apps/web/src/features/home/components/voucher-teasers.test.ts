// The voucher teasers show a description's first 300 characters (spec §2 Home), cut at a word, with an ellipsis.
import { describe, expect, it } from 'vitest';
import { excerpt, voucherLink } from './voucher-teasers';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('excerpt', () => {
  it('keeps a description of up to 300 characters whole, with its spaces tidied', () => {
    const exact = 'a'.repeat(300);
    expect(excerpt(exact)).toBe(exact);
    expect(excerpt('  Bon   na\nzakupy\t w sklepie.  ')).toBe('Bon na zakupy w sklepie.');
  });

  it('cuts a longer one at a word boundary within 300 characters, ending in an ellipsis', () => {
    const long = words(80);
    expect(long.length).toBeGreaterThan(300);
    const cut = excerpt(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    // Whole words only: what is kept is the start of the text and ends where a word ended.
    expect(long.startsWith(kept)).toBe(true);
    expect(long[kept.length]).toBe(' ');
    // And no shorter than it must be: the next word would not have fitted.
    expect(long.indexOf(' ', kept.length + 1)).toBeGreaterThan(299);
  });

  it('cuts a text with no break near the end at 299 characters plus the ellipsis', () => {
    const cut = excerpt(`short ${'x'.repeat(400)}`);
    expect(cut).toHaveLength(300);
    expect(cut).toBe(`short ${'x'.repeat(293)}…`);
  });

  it('links to the shop’s vouchers', () => {
    expect(voucherLink).toBe('/shop?category=voucher');
  });
});
