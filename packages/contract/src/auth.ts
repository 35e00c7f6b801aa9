// Sign-in with one-time codes and the session (spec access §4, §7; DESIGN §3–4).
// POST /v2/installer/login · POST /v2/installer/login/verify · POST /v2/installer/refresh · POST /v2/installer/logout
import { z } from 'zod';
import { maxId } from './common.ts';
import { regionIdSchema } from './regions.ts';
import { codeSchema, isEmail, isPhoneForRegion, messages } from './validators.ts';

/**
 * POST /v2/installer/login — either `{ email }` or `{ phone, region }` (region = region id, 1..16).
 * The phone may be national or international; it must be valid for the region (or the spec's test number).
 * Errors: 400 (fields), 404 'Installer not found.', 403 code `account_declined` / `account_locked`,
 * 429 with `Retry-After` (resend gap of 60 s, hourly caps).
 */
export const loginBodySchema = z
  .object({
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
    region: regionIdSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const email = body.email ?? '';
    const phone = body.phone ?? '';
    if (email && phone) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
      return;
    }
    if (email) {
      if (!isEmail(email)) ctx.addIssue({ code: 'custom', path: ['email'], message: messages.email });
      return;
    }
    if (phone) {
      if (body.region === undefined) ctx.addIssue({ code: 'custom', path: ['region'], message: messages.required });
      else if (!isPhoneForRegion(phone, body.region)) ctx.addIssue({ code: 'custom', path: ['phone'], message: messages.phone });
      return;
    }
    ctx.addIssue({ code: 'custom', path: ['email'], message: messages.required });
  });
export type LoginBody = z.infer<typeof loginBodySchema>;

/** Extra steps of the login track the server derives from the account (spec access §4). The web may recompute them. */
export const loginStepSchema = z.enum(['consent', 'terms', 'registration_number', 'company_type', 'survey']);
export type LoginStep = z.infer<typeof loginStepSchema>;

/**
 * What the step track needs about the company — no names, numbers or addresses before the code is verified.
 * `*_missing`: the field is empty. `*_required`: the region's settings say `required`.
 * `*_seen`: the owner already passed that step once (company.options seen-flags).
 */
export const loginCompanySchema = z.object({
  registration_number_missing: z.boolean(),
  registration_number_2_missing: z.boolean(),
  company_type_missing: z.boolean(),
  registration_number_required: z.boolean(),
  registration_number_2_required: z.boolean(),
  company_type_required: z.boolean(),
  registration_number_seen: z.boolean(),
  company_type_seen: z.boolean(),
  company_type: z.number().int().nullable(),
  disclaimer_accepted: z.boolean(),
  declaration_accepted: z.boolean(),
});
export type LoginCompany = z.infer<typeof loginCompanySchema>;

export const loginResponseSchema = z.object({
  user_id: z.number().int(),
  company_id: z.number().int(),
  /** 3 owner, 4 installer, 7 decor owner, 8 decor installer */
  role: z.number().int(),
  is_decor: z.boolean(),
  /** false → the survey step (owners). */
  has_survey: z.boolean(),
  email_consent: z.boolean(),
  phone_consent: z.boolean(),
  /** Only the flags the track reads; unset flags are false. */
  options: z.object({ consentSeen: z.boolean(), hasAgreedToTerms: z.boolean() }),
  /** The company's region. */
  region: z.object({ id: z.number().int(), code: z.string() }),
  /** ISO time the account was created (Czech/Slovak terms apply to accounts created before 31 Jan 2024). */
  created_at: z.iso.datetime(),
  company: loginCompanySchema,
  /** The extra steps in track order, as the server reads the rules; disclaimer/declaration follow the chosen company type. */
  steps: z.array(loginStepSchema),
  /** Where the code went. */
  channel: z.enum(['email', 'sms']),
  /** Seconds until a new code may be requested (the resend timer). */
  resend_after: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /v2/installer/login/verify. 406 code `invalid_code` on a wrong/expired/used code; 403 `account_locked`. */
export const verifyBodySchema = z.object({
  userId: z.number().int().positive().max(maxId),
  code: codeSchema,
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** The session tokens (spec access §3 "Token"). `expiresAt` is the access token's ISO expiry (60 minutes). */
export const tokenResponseSchema = z.object({
  token: z.string(),
  refresh_token: z.string(),
  expiresAt: z.iso.datetime(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /v2/installer/refresh. Each refresh token works once; 401 when unknown, expired, or reused (the chain is revoked). */
export const refreshBodySchema = z.object({ refresh_token: z.string().min(1).max(200) });
export type RefreshBody = z.infer<typeof refreshBodySchema>;

/** POST /v2/installer/logout — revokes the refresh chain; always 204. */
export const logoutBodySchema = refreshBodySchema;
