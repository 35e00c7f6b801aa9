// Self-registration of a company (spec access §2, §5, §7): POST /v2/company/register and GET /v2/company/validate.
// The request schema only checks types; every rule of spec §5 lives in `registrationProblems`, which the browser and
// the server both run against the region's settings, so the full list of problems comes back at once, field by field.
import { z } from 'zod';
import type { RegionalSettings } from './config.ts';
import { houseNumberProblem, postalCodeProblem, registrationNumberProblem } from './formats.ts';
import { surveyProblems, surveyResponseSchema } from './survey.ts';
import { limits } from './constants.ts';
import { languageByCode, languageById, regionById } from './regions.ts';
import { isEmail, isPhoneForRegion } from './validators.ts';
import { messages, registrationKeys, registrationMessages } from './messages.ts';
import { splitAddress } from './address.ts';
import { userOptionsSchema } from './company.ts';

export { registrationKeys, registrationMessages } from './messages.ts';
export { joinAddress, splitAddress } from './address.ts';

/** One answer of the company survey: answer ids for single/multi questions, a value for number questions. */

const text = z.string().max(500);
const optionalText = text.nullish();

export const registerCompanySchema = z.object({
  name: text.default(''),
  /** Company id. Checked only when the region's `company_id_field` is not hidden; ignored when hidden. */
  registration_number: optionalText,
  /** VAT number. Checked only when the region's `vat_field` is not hidden; ignored when hidden. */
  registration_number_2: optionalText,
  /** A company type id of the region; ignored when the region's `company_type_state` is hidden. */
  company_type: z.number().int().nullish(),
  disclaimer_accepted: z.boolean().default(false),
  declaration_accepted: z.boolean().default(false),
  /**
   * Street and house number as separate fields (rules: street ≥ 4, house number ≥ 1). The stored `address`
   * is `"<street> <house_number>"`. A client that only has the spec's single `address` may send that instead:
   * the last part that contains a digit is then taken as the house number.
   */
  street: optionalText,
  house_number: optionalText,
  address: optionalText,
  postal_code: text.default(''),
  city: text.default(''),
  regions_id: z.number().int(),
  survey: surveyResponseSchema.default([]),
});

export const registerInstallerSchema = z.object({
  name: text.default(''),
  surname: text.default(''),
  email: text.default(''),
  /** National or international form; the region's calling code is assumed for a national number. */
  phone: text.default(''),
  email_consent: z.boolean().default(false),
  phone_consent: z.boolean().default(false),
  /** Defaults to the region's language. */
  languages_id: z.number().int().nullish(),
  /** Stored on the user; the server adds its own flags (consentSeen, hasAgreedToTerms). */
  options: userOptionsSchema.default({}),
});

/**
 * POST /v2/company/register. The decor variant (/register/decor) sends `decor: true`: the owner gets role 7,
 * the company is a decor company and the survey is the region's decor survey.
 */
export const registerBodySchema = z.object({
  company: registerCompanySchema,
  installer: registerInstallerSchema,
  /** An invitation or referral code from a link, kept with the user for staff; not checked. */
  invite: z.string().max(200).nullish(),
  decor: z.boolean().default(false),
  /** The review step's terms checkbox; must be true. */
  terms_accepted: z.boolean().default(false),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export type RegisterBodyInput = z.input<typeof registerBodySchema>;

/** 201 answer. The user then signs in through the normal login. */
export const registerResponseSchema = z.object({
  company_uuid: z.uuid(),
  user_uuid: z.uuid(),
  welcome_points: z.number().int(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * GET /v2/company/validate — exactly one of phone (with region_id), email, registration_number (with region_id),
 * registration_number_2 (with region_id).
 */
export const validateQuerySchema = z.object({
  phone: z.string().max(100).optional(),
  email: z.string().max(300).optional(),
  registration_number: z.string().max(100).optional(),
  registration_number_2: z.string().max(100).optional(),
  region_id: z.coerce.number().int().optional(),
});
export type ValidateQuery = z.infer<typeof validateQuerySchema>;

/** `message` is one of `registrationMessages` when the value is taken. */
export const validateResponseSchema = z.object({
  unique: z.boolean(),
  message: z.string().optional(),
});
export type ValidateResponse = z.infer<typeof validateResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Rules (spec §5), shared by the browser and the server.

/** Field path → problems; paths are those of the request body (`company.name`, `installer.email`, `company.survey.2`). */
export type Problems = Record<string, string[]>;

const blank = (v: string | null | undefined): boolean => v === null || v === undefined || v.trim() === '';

/** Street and house number from either the separate fields or the single `address`. */
export function streetAndNumber(company: Pick<RegisterBody['company'], 'street' | 'house_number' | 'address'>): {
  street: string;
  house_number: string;
} {
  if (!blank(company.street) || !blank(company.house_number))
    return { street: (company.street ?? '').trim(), house_number: (company.house_number ?? '').trim() };
  return splitAddress(company.address ?? '');
}

/** Problems with a phone for a region: letters, then validity. Empty → required. */
export function phoneProblem(phone: string, regionId: number): string | null {
  if (blank(phone)) return messages.required;
  if (/\p{L}/u.test(phone)) return registrationMessages.lettersNotAllowed;
  if (!isPhoneForRegion(phone.trim(), regionId)) return registrationMessages.invalidPhone;
  return null;
}

export function personNameProblem(value: string): string | null {
  if (blank(value)) return messages.required;
  if (value.trim().length < limits.personNameMin) return messages.tooShort;
  if (/\d/.test(value)) return messages.digitsNotAllowed;
  return null;
}

export function minLengthProblem(value: string | null | undefined, min: number): string | null {
  if (blank(value)) return messages.required;
  if ((value ?? '').trim().length < min) return messages.tooShort;
  return null;
}

/** Problems with survey answers against a survey definition; paths are `company.survey.<question_id>`. */

/**
 * Every rule of spec §5 for a registration against the region's settings (no uniqueness: that needs the server).
 * `settings` is null when the region does not exist. An empty object means the input is acceptable.
 */
export function registrationProblems(body: RegisterBody, settings: RegionalSettings | null): Problems {
  const out: Problems = {};
  const add = (path: string, m: string | null) => {
    if (m) (out[path] ??= []).push(m);
  };
  const { company, installer } = body;
  const region = regionById(company.regions_id);
  if (!region || !settings) add('company.regions_id', registrationKeys.region);

  // User info
  add('installer.name', personNameProblem(installer.name));
  add('installer.surname', personNameProblem(installer.surname));
  add('installer.email', blank(installer.email) ? messages.required : isEmail(installer.email.trim()) ? null : messages.email);
  if (region) add('installer.phone', phoneProblem(installer.phone, region.id));
  if (installer.languages_id !== null && installer.languages_id !== undefined && !languageById(installer.languages_id))
    add('installer.languages_id', registrationKeys.language);

  // Company info
  add('company.name', minLengthProblem(company.name, limits.companyNameMin));
  if (settings) {
    add(
      'company.registration_number',
      registrationNumberProblem(company.registration_number, settings.company_id_field, company.regions_id),
    );
    add(
      'company.registration_number_2',
      registrationNumberProblem(company.registration_number_2, settings.vat_field, company.regions_id, 'registration_number_2'),
    );

    if (settings.company_type_state !== 'hidden') {
      const type = settings.company_types.find((t) => t.id === company.company_type);
      if (company.company_type === null || company.company_type === undefined) {
        if (settings.company_type_state === 'required') add('company.company_type', messages.required);
      } else if (!type) {
        add('company.company_type', registrationKeys.invalid);
      } else {
        if (type.disclaimer_state === 'required' && !company.disclaimer_accepted) add('company.disclaimer_accepted', messages.required);
        if (type.declaration_state === 'required' && !company.declaration_accepted) add('company.declaration_accepted', messages.required);
      }
    }

    for (const [path, problems] of Object.entries(
      surveyProblems(body.decor ? settings.surveys.decor : settings.surveys.standard, company.survey, 'company.survey'),
    )) {
      for (const p of problems) add(path, p);
    }
  }

  // Address
  const { street, house_number } = streetAndNumber(company);
  add('company.street', minLengthProblem(street, limits.streetMin));
  add('company.house_number', houseNumberProblem(house_number));
  add('company.postal_code', postalCodeProblem(company.postal_code, company.regions_id));
  add('company.city', minLengthProblem(company.city, limits.cityMin));

  // Review
  if (!body.terms_accepted) add('terms_accepted', messages.terms);
  return out;
}

/** The language a new user gets: the one chosen, else the region's. */
export function registrationLanguageId(body: RegisterBody): number {
  if (body.installer.languages_id && languageById(body.installer.languages_id)) return body.installer.languages_id;
  const region = regionById(body.company.regions_id);
  return (region && languageByCode(region.language)?.id) ?? 1;
}
