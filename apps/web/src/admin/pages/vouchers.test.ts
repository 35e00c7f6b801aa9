// The voucher upload's CSV reading: what staff paste or upload becomes the codes sent to the pool, and every line that
// cannot be read exactly is reported with its number instead of being sent (a bad date never becomes "no expiry").
import { describe, expect, it } from 'vitest';
import { parseCodes } from './vouchers';

describe('voucher code lines', () => {
  it('skips the header line, reads comma and semicolon separators, quotes and empty optional cells', () => {
    const text = [
      'number;expires_at;password',
      'A-1;2027-12-31;secret',
      'A-2,2028-01-15',
      '',
      '  A-3  ',
      '"A-4,with comma";;"pa""ss"',
      'A-5,,pw',
    ].join('\r\n');
    expect(parseCodes(text)).toEqual({
      codes: [
        { number: 'A-1', expires_at: '2027-12-31', password: 'secret' },
        { number: 'A-2', expires_at: '2028-01-15', password: null },
        { number: 'A-3', expires_at: null, password: null },
        { number: 'A-4,with comma', expires_at: null, password: 'pa"ss' },
        { number: 'A-5', expires_at: null, password: 'pw' },
      ],
      problems: [],
    });
  });

  it('reports each bad line with its number and why, and sends only the good ones', () => {
    const text = [
      'number,expires_at',
      'B-1,31.12.2027',
      'B-2,2027-02-30',
      ',2027-12-31',
      'B-4,2027-12-31,pw,extra',
      '"B-5,2027-12-31',
      `B-6,,${'x'.repeat(201)}`,
      'B-7,2027-12-31',
    ].join('\n');
    const { codes, problems } = parseCodes(text);
    expect(codes).toEqual([{ number: 'B-7', expires_at: '2027-12-31', password: null }]);
    expect(problems).toEqual([
      { line: 2, reason: 'date' },
      { line: 3, reason: 'date' },
      { line: 4, reason: 'number' },
      { line: 5, reason: 'columns' },
      { line: 6, reason: 'quote' },
      { line: 7, reason: 'long' },
    ]);
  });

  it('a "number" line that is not the first is a code, not a header', () => {
    expect(parseCodes('C-1\nnumber-2').codes.map((c) => c.number)).toEqual(['C-1', 'number-2']);
  });
});
