// The company module's contract: the signed-in member (own user and company) and the edits the login track and
// profile make (spec access §3, §7).
// GET /v1/company/user/self · PATCH /v1/company/user/{id} · PATCH /v1/installer/user/{uuid}
// PATCH /v1/company/{id} · PATCH /v1/company/{uuid}/companyType
// Every PATCH answers the fresh `selfUserSchema`, so the web can replace its cached own user.
import { z } from 'zod';
import { surveyResponseSchema } from './survey.ts';
import { languageIdSchema } from './regions.ts';
import { emailSchema } from './validators.ts';
import { companyFieldMessages, messages } from './messages.ts';
import { limits } from './constants.ts';

export { companyFieldMessages } from './messages.ts';

/** Free-form per-user flags; the login track reads consentSeen and hasAgreedToTerms. */
export const maxUserOptions = 50;
export const userOptionsSchema = z
  .record(z.string().max(64), z.union([z.boolean(), z.number(), z.string().max(500), z.null()]))
  // Flat and small: the flags live on the user row, and a client must not be able to store megabytes there.
  .refine((o) => Object.keys(o).length <= maxUserOptions, 'validation.invalid');
export type UserOptions = z.infer<typeof userOptionsSchema>;

/** One answer of the company survey: `answer_ids` for single/multi questions, `value` for number questions. */

export const selfCompanySchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  registration_number: z.string().nullable(),
  registration_number_2: z.string().nullable(),
  company_type: z.number().int().nullable(),
  disclaimer_accepted: z.boolean(),
  declaration_accepted: z.boolean(),
  /** street plus house number */
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  regions_id: z.number().int(),
  is_decor: z.boolean(),
  /** 1 when the company has a club card (the header shows the card link). */
  has_edenred_card: z.number().int(),
  pending_edenred_card: z.boolean(),
  edenred_card: z.string().nullable(),
  /** A recommended company (spec §6): its marketing material carries the region's recommended badge. */
  is_recommended: z.boolean(),
  survey: surveyResponseSchema.nullable(),
  /** Seen-flags of the company login steps: registrationNumberSeen, companyTypeSeen. */
  options: z.record(z.string(), z.unknown()),
});
export type SelfCompany = z.infer<typeof selfCompanySchema>;

export const selfUserSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.object({ id: z.number().int() }),
  region: z.object({ id: z.number().int(), code: z.string() }),
  /** Interface language: code (e.g. 'pl') and id. */
  language: z.string(),
  languages_id: z.number().int(),
  options: z.record(z.string(), z.unknown()),
  email_consent: z.boolean(),
  phone_consent: z.boolean(),
  is_decor_installer: z.boolean(),
  verified_email_at: z.iso.datetime().nullable(),
  /** A new email waiting for its code (it replaces `email` once verified), or null. */
  pending_email: z.string().nullable(),
  /** 1 active, 2 declined the Czech/Slovak terms */
  active: z.number().int(),
  avatar: z.string().nullable(),
  created_at: z.iso.datetime(),
  company: selfCompanySchema,
});
export type SelfUser = z.infer<typeof selfUserSchema>;

/**
 * PATCH /v1/company/user/{id} — own user only (another id → 404). The phone is checked against the company's region
 * and stored in E.164; email and phone must be unique ('The email has already been taken.', 'Phone number is not unique.').
 */
export const updateUserBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(limits.personNameMin, messages.tooShort)
    .refine((v) => !/\d/.test(v), messages.digitsNotAllowed)
    .optional(),
  surname: z
    .string()
    .trim()
    .min(limits.personNameMin, messages.tooShort)
    .refine((v) => !/\d/.test(v), messages.digitsNotAllowed)
    .optional(),
  email: emailSchema.nullable().optional(),
  phone: z.string().trim().max(32).nullable().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBodySchema>;

/** PATCH /v1/installer/user/{uuid} — own user only. `options` is merged into the stored options (a null value removes a key). */
export const updateInstallerUserBodySchema = z.object({
  options: userOptionsSchema.optional(),
  email_consent: z.boolean().optional(),
  phone_consent: z.boolean().optional(),
  languages_id: languageIdSchema.optional(),
});
export type UpdateInstallerUserBody = z.infer<typeof updateInstallerUserBodySchema>;

/**
 * PATCH /v1/company/{id} — owners (3, 7) of that company only. Only the changed fields are sent; name, address, city
 * and postal code may not be empty.
 * `active: 2` records that the owner declined the Czech/Slovak terms: the company and the caller's user are deactivated
 * (the caller can no longer sign in; the web then goes to /login).
 * Registration numbers: ≥ 6 characters where the region requires them; unique per region
 * ('The company registration number has already been taken.'). Saving one marks `registrationNumberSeen`.
 * `surveyResponse` is checked against the region's survey (multi-select max, number answers 1–999999).
 */
export const updateCompanyBodySchema = z.object({
  name: z.string().trim().min(1, companyFieldMessages.name).max(200).optional(),
  address: z.string().trim().min(1, companyFieldMessages.address).max(200).optional(),
  city: z.string().trim().min(1, companyFieldMessages.city).max(100).optional(),
  postal_code: z.string().trim().min(1, companyFieldMessages.postal_code).max(16).optional(),
  active: z.union([z.literal(1), z.literal(2)]).optional(),
  registration_number: z.string().trim().max(64).nullable().optional(),
  registration_number_2: z.string().trim().max(64).nullable().optional(),
  surveyResponse: surveyResponseSchema.optional(),
});
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

/**
 * PATCH /v1/company/{uuid}/companyType — owners only. `company_type` must be one of the region's company_types;
 * disclaimer/declaration must be true when that type's state is 'required' (hidden ones are stored as false).
 * Marks `companyTypeSeen`.
 */
export const updateCompanyTypeBodySchema = z.object({
  company_type: z.number().int().positive(),
  disclaimer_accepted: z.boolean().optional(),
  declaration_accepted: z.boolean().optional(),
});
export type UpdateCompanyTypeBody = z.infer<typeof updateCompanyTypeBodySchema>;
