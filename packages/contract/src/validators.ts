// Validation building blocks shared by the browser and the server. Messages are translation keys.
import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { auth, limits } from './constants.ts';
import { regionById } from './regions.ts';
import { messages } from './messages.ts';

export { messages } from './messages.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim()) && value.length <= 254;
}

/** The spec's test number: exactly 12 digits starting with 9999999999 (ignoring a leading + and spaces). */
export function isTestPhone(value: string): boolean {
  const digits = value.replace(/[\s+\-()]/g, '');
  return /^\d+$/.test(digits) && digits.length === auth.testPhoneLength && digits.startsWith(auth.testPhonePrefix);
}

/** A phone number valid for the region (national or international form), or the test number. */
export function isPhoneForRegion(value: string, regionId: number): boolean {
  if (isTestPhone(value)) return true;
  const region = regionById(regionId);
  if (!region) return false;
  const country = region.code as CountryCode;
  try {
    if (!isValidPhoneNumber(value, country)) return false;
    const parsed = parsePhoneNumberFromString(value, country);
    return parsed?.country === country || parsed?.countryCallingCode === region.callingCode.slice(1);
  } catch {
    return false;
  }
}

/** E.164 form of a valid phone for the region; test numbers are kept as their digits with a +. */
export function normalizePhone(value: string, regionId: number): string | null {
  if (isTestPhone(value)) return '+' + value.replace(/\D/g, '');
  if (!isPhoneForRegion(value, regionId)) return null;
  const region = regionById(regionId);
  const parsed = parsePhoneNumberFromString(value, region?.code as CountryCode);
  return parsed ? parsed.number : null;
}

export const emailSchema = z
  .string()
  .trim()
  .min(1, messages.required)
  .refine(isEmail, messages.email)
  .transform((v) => v.toLowerCase());

export const codeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${auth.codeLength}}$`), messages.code);

export const registrationNumberSchema = z.string().trim().min(limits.registrationNumberMin, messages.registrationNumber);

export const personNameSchema = z
  .string()
  .trim()
  // An empty name is missing, not short: one message, "required", and no other.
  .min(1, { message: messages.required, abort: true })
  .min(limits.personNameMin, messages.tooShort)
  .refine((v) => !/\d/.test(v), messages.digitsNotAllowed);

/** Schema for a phone valid in a given region; use inside a superRefine when the region is a sibling field. */
export function phoneSchemaFor(regionId: number) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .refine((v) => isPhoneForRegion(v, regionId), messages.phone);
}

export function minText(min: number) {
  return z
    .string()
    .trim()
    .min(min, min <= 1 ? messages.required : messages.tooShort);
}
