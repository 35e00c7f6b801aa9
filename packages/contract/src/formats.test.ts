import { describe, expect, it } from 'vitest';
import {
  houseNumberProblem,
  isCzechIco,
  isHungarianTaxNumber,
  isNip,
  isRegon,
  postalCodeProblem,
  registrationNumberProblem,
} from './formats.ts';
import { messages } from './validators.ts';

const PL = 1;
const CZ = 2;
const SK = 3;
const HU = 4;
const RO = 5;
const RS = 9;

describe('check digits', () => {
  it('NIP: 10 digits with the mod-11 check digit', () => {
    expect(isNip('5213456784')).toBe(true);
    expect(isNip('7771234509')).toBe(true);
    expect(isNip('5213456789')).toBe(false); // one digit off
    expect(isNip('1234567890')).toBe(false); // remainder 10: never a NIP
    expect(isNip('521345678')).toBe(false);
  });
  it('REGON: 9 or 14 digits with their check digit', () => {
    expect(isRegon('123456785')).toBe(true);
    expect(isRegon('123456786')).toBe(false);
    expect(isRegon('12345678512347')).toBe(true);
    expect(isRegon('12345678512346')).toBe(false);
    expect(isRegon('1234567851')).toBe(false);
  });
  it('Czech IČO: 8 digits with the mod-11 check digit', () => {
    expect(isCzechIco('27082440')).toBe(true);
    expect(isCzechIco('27082441')).toBe(false);
  });
  it('Hungarian adószám: 8-1-2 digits, the 8th checks the first 7', () => {
    expect(isHungarianTaxNumber('12345676242')).toBe(true);
    expect(isHungarianTaxNumber('12345678242')).toBe(false);
    expect(isHungarianTaxNumber('12345676942')).toBe(false); // VAT code 1–5 only
  });
});

describe('registrationNumberProblem', () => {
  it('keeps the spec order: required, at least 6 characters, then the region format', () => {
    expect(registrationNumberProblem('', 'required', PL)).toBe(messages.required);
    expect(registrationNumberProblem('', 'optional', PL)).toBeNull();
    expect(registrationNumberProblem('12345', 'required', PL)).toBe(messages.registrationNumber);
    expect(registrationNumberProblem('abc def', 'required', PL)).toBe(messages.registrationNumberFormat);
    expect(registrationNumberProblem('anything', 'hidden', PL)).toBeNull();
  });
  it('accepts the numbers as people type them, with spaces or dashes', () => {
    expect(registrationNumberProblem('521-345-67-84', 'required', PL)).toBeNull();
    expect(registrationNumberProblem('123456785', 'required', PL)).toBeNull();
    expect(registrationNumberProblem('270 82 440', 'required', CZ)).toBeNull();
    expect(registrationNumberProblem('35757442', 'required', SK)).toBeNull();
    expect(registrationNumberProblem('3575744A', 'required', SK)).toBe(messages.registrationNumberFormat);
    expect(registrationNumberProblem('12345676-2-42', 'required', HU)).toBeNull();
    expect(registrationNumberProblem('12345678-2-41', 'required', HU)).toBe(messages.registrationNumberFormat);
  });
  it('leaves regions without a format, and the VAT number, at the minimum length', () => {
    expect(registrationNumberProblem('J40/1234/2019', 'required', RO)).toBeNull();
    expect(registrationNumberProblem('abcdef', 'optional', RS)).toBeNull();
    expect(registrationNumberProblem('PL5213456789', 'optional', PL, 'registration_number_2')).toBeNull();
  });
});

describe('postal codes and house numbers', () => {
  it('checks the country pattern where there is one', () => {
    expect(postalCodeProblem('00-950', PL)).toBeNull();
    expect(postalCodeProblem('00950', PL)).toBe(messages.postalCode);
    expect(postalCodeProblem('ABCDEFGH', PL)).toBe(messages.postalCode);
    expect(postalCodeProblem('110 00', CZ)).toBeNull();
    expect(postalCodeProblem('11000', CZ)).toBeNull();
    expect(postalCodeProblem('811 01', SK)).toBeNull();
    expect(postalCodeProblem('1051', HU)).toBeNull();
    expect(postalCodeProblem('10511', HU)).toBe(messages.postalCode);
    expect(postalCodeProblem('010011', RO)).toBeNull();
    expect(postalCodeProblem('', RO)).toBe(messages.required);
  });
  it('keeps the minimum length elsewhere', () => {
    expect(postalCodeProblem('11000', RS)).toBeNull();
    expect(postalCodeProblem('X', RS)).toBeNull();
  });
  it('needs a digit in the house number', () => {
    expect(houseNumberProblem('12')).toBeNull();
    expect(houseNumberProblem('5a')).toBeNull();
    expect(houseNumberProblem('123A/5')).toBeNull();
    expect(houseNumberProblem('?')).toBe(messages.houseNumber);
    expect(houseNumberProblem(' ')).toBe(messages.required);
  });
});
