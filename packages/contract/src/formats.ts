// Per-region formats of company data (issue 9 item 6), shared by the browser and the server so both accept and refuse
// the same values: postal codes where the country has one pattern, and the company registration number (the field
// `registration_number`, the region's `company_id_field`) with its length and, where one exists, its check digit.
// Regions without a format keep the spec's minimum lengths (access §5).
import { limits } from './constants.ts';
import { regionById, type RegionCode } from './regions.ts';
import { messages } from './validators.ts';

export interface PostalCodeFormat {
  pattern: RegExp;
  /** Shown to the user as the shape to type. */
  example: string;
}

export const postalCodeFormats: Partial<Record<RegionCode, PostalCodeFormat>> = {
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '110 00' },
  SK: { pattern: /^\d{3} ?\d{2}$/, example: '811 01' },
  HU: { pattern: /^\d{4}$/, example: '1051' },
  RO: { pattern: /^\d{6}$/, example: '010011' },
};

/** Digits d[0..] against weights; the weighted sum. */
const weighted = (digits: string, weights: readonly number[]) => weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0);

/** Polish NIP: 10 digits, the last = weighted sum of the first 9 mod 11 (a remainder of 10 never is a NIP). */
export function isNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const check = weighted(digits, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** Polish REGON: 9 or 14 digits, the last = weighted sum mod 11 (10 counts as 0). */
export function isRegon(digits: string): boolean {
  const weights = digits.length === 9 ? [8, 9, 2, 3, 4, 5, 6, 7] : digits.length === 14 ? [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8] : null;
  if (!weights || !/^\d+$/.test(digits)) return false;
  return (weighted(digits, weights) % 11) % 10 === Number(digits[digits.length - 1]);
}

/** Czech IČO: 8 digits, the last = (11 − weighted sum of the first 7 mod 11) mod 10. */
export function isCzechIco(digits: string): boolean {
  if (!/^\d{8}$/.test(digits)) return false;
  return (11 - (weighted(digits, [8, 7, 6, 5, 4, 3, 2]) % 11)) % 10 === Number(digits[7]);
}

/** Hungarian adószám: 8-1-2 digits; the 8th digit checks the first 7 (weights 9 7 3 1), the 9th is 1–5. */
export function isHungarianTaxNumber(digits: string): boolean {
  if (!/^\d{8}[1-5]\d{2}$/.test(digits)) return false;
  return (10 - (weighted(digits, [9, 7, 3, 1, 9, 7, 3]) % 10)) % 10 === Number(digits[7]);
}

export interface RegistrationNumberFormat {
  /** What the number is called in the country (shown as a hint). */
  name: string;
  example: string;
  /** Separators people type (spaces, dashes) are ignored. */
  valid: (digits: string) => boolean;
}

export const registrationNumberFormats: Partial<Record<RegionCode, RegistrationNumberFormat>> = {
  PL: { name: 'NIP / REGON', example: '5213456784', valid: (d) => isNip(d) || isRegon(d) },
  CZ: { name: 'IČO', example: '27082440', valid: isCzechIco },
  SK: { name: 'IČO', example: '35757442', valid: (d) => /^\d{8}$/.test(d) },
  HU: { name: 'adószám', example: '12345676-2-42', valid: isHungarianTaxNumber },
};

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');
const regionCode = (regionId: number | null | undefined) => (regionId == null ? undefined : regionById(regionId)?.code);

export function postalCodeFormatFor(regionId: number | null | undefined): PostalCodeFormat | undefined {
  const code = regionCode(regionId);
  return code ? postalCodeFormats[code] : undefined;
}

export function registrationNumberFormatFor(regionId: number | null | undefined): RegistrationNumberFormat | undefined {
  const code = regionCode(regionId);
  return code ? registrationNumberFormats[code] : undefined;
}

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/** The postal code's problem in a region: required, then the country's pattern. */
export function postalCodeProblem(value: string | null | undefined, regionId: number | null | undefined): string | null {
  if (blank(value)) return messages.required;
  const v = (value ?? '').trim();
  if (v.length < limits.postalCodeMin) return messages.tooShort;
  const format = postalCodeFormatFor(regionId);
  return format && !format.pattern.test(v) ? messages.postalCode : null;
}

/** The house number's problem: required, and it must contain a digit ("12", "5a", "123A/5"). */
export function houseNumberProblem(value: string | null | undefined): string | null {
  if (blank(value)) return messages.required;
  if ((value ?? '').trim().length < limits.houseNumberMin) return messages.tooShort;
  return /\d/.test(value ?? '') ? null : messages.houseNumber;
}

/**
 * A registration number's problem for a field state ('required' | 'optional' | 'hidden'): required when the region
 * requires it; when given, at least 6 characters; for `registration_number` in a region with a format, that format.
 */
export function registrationNumberProblem(
  value: string | null | undefined,
  state: 'required' | 'optional' | 'hidden',
  regionId: number | null | undefined,
  field: 'registration_number' | 'registration_number_2' = 'registration_number',
): string | null {
  if (state === 'hidden') return null;
  if (blank(value)) return state === 'required' ? messages.required : null;
  const v = (value ?? '').trim();
  if (v.length < limits.registrationNumberMin) return messages.registrationNumber;
  const format = field === 'registration_number' ? registrationNumberFormatFor(regionId) : undefined;
  return format && !format.valid(digitsOf(v)) ? messages.registrationNumberFormat : null;
}
