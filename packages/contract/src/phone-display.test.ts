import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-display.ts';

describe('formatPhone', () => {
  it('groups a stored E.164 number the way its country writes it', () => {
    expect(formatPhone('+48512345678', 1)).toBe('+48 512 345 678');
    expect(formatPhone('+420601123456', 2)).toBe('+420 601 123 456');
    expect(formatPhone('+36301234567', 4)).toBe('+36 30 123 4567');
  });

  it('adds the calling code of the region to a national number', () => {
    expect(formatPhone('512345678', 1)).toBe('+48 512 345 678');
  });

  it('leaves what it cannot read as it is (the documented test numbers, junk)', () => {
    expect(formatPhone('+999999999901', 1)).toBe('+999999999901');
    expect(formatPhone('call us', 1)).toBe('call us');
  });
});
