import { describe, expect, it } from 'vitest';
import {
  codeSchema,
  emailSchema,
  isPhoneForRegion,
  isTestPhone,
  normalizePhone,
  personNameSchema,
  registrationNumberSchema,
} from './validators.ts';
import { messages } from './messages.ts';
import { languageForHost, regions } from './regions.ts';

describe('email', () => {
  it('accepts an ordinary address and lower-cases it', () => {
    expect(emailSchema.parse(' Jan.Kowalski@Example.PL ')).toBe('jan.kowalski@example.pl');
  });
  it.each(['', 'jan', 'jan@', 'jan@example', '@example.pl', 'a b@example.pl'])('rejects %j', (v) => {
    expect(emailSchema.safeParse(v).success).toBe(false);
  });
});

describe('phone per region', () => {
  it('accepts a Polish mobile in Poland, national and international', () => {
    expect(isPhoneForRegion('512 345 678', 1)).toBe(true);
    expect(isPhoneForRegion('+48512345678', 1)).toBe(true);
  });
  it('rejects a Polish number in Czechia', () => {
    expect(isPhoneForRegion('+48512345678', 2)).toBe(false);
  });
  it('accepts a Czech mobile in Czechia', () => {
    expect(isPhoneForRegion('601 123 456', 2)).toBe(true);
  });
  it('rejects garbage and too-short numbers', () => {
    expect(isPhoneForRegion('12', 1)).toBe(false);
    expect(isPhoneForRegion('abcdefghi', 1)).toBe(false);
  });
  it('accepts the 12-digit test number in every region, and nothing shorter or longer', () => {
    for (const r of regions) expect(isPhoneForRegion('999999999912', r.id)).toBe(true);
    expect(isTestPhone('99999999991')).toBe(false);
    expect(isTestPhone('9999999999123')).toBe(false);
    expect(isTestPhone('999999999 912')).toBe(true);
  });
  it('normalises to E.164', () => {
    expect(normalizePhone('512 345 678', 1)).toBe('+48512345678');
    expect(normalizePhone('999999999912', 5)).toBe('+999999999912');
    expect(normalizePhone('12', 1)).toBeNull();
  });
  it('rejects an unknown region', () => {
    expect(isPhoneForRegion('+48512345678', 99)).toBe(false);
  });
});

describe('registration number and code', () => {
  it('needs at least 6 characters', () => {
    expect(registrationNumberSchema.safeParse('12345').success).toBe(false);
    expect(registrationNumberSchema.safeParse('123456').success).toBe(true);
  });
  it('a code is exactly 5 digits', () => {
    expect(codeSchema.safeParse('12345').success).toBe(true);
    expect(codeSchema.safeParse('1234').success).toBe(false);
    expect(codeSchema.safeParse('123456').success).toBe(false);
    expect(codeSchema.safeParse('12a45').success).toBe(false);
  });
});

describe('language for host', () => {
  it.each([
    ['club.example.pl', 'pl'],
    ['club.example.md', 'ro'],
    ['club.example.me', 'sr'],
    ['club.example.ua', 'uk'],
    ['localhost', 'en'],
    ['club.example.com', 'en'],
  ])('%s → %s', (host, lang) => {
    expect(languageForHost(host)).toBe(lang);
  });
});

describe('person name', () => {
  const problems = (v: string) => {
    const r = personNameSchema.safeParse(v);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };
  it('says an empty or blank name is required, and nothing else', () => {
    expect(problems('')).toEqual([messages.required]);
    expect(problems('   ')).toEqual([messages.required]);
  });
  it('says a one-letter name is too short, and names with digits are refused', () => {
    expect(problems('J')).toEqual([messages.tooShort]);
    expect(problems('1')).toEqual([messages.tooShort, messages.digitsNotAllowed]);
    expect(problems('Jan2')).toEqual([messages.digitsNotAllowed]);
    expect(problems(' Jan ')).toEqual([]);
  });
});
