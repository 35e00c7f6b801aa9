// Regional settings and the configuration the web app reads before and after sign-in (GET /v1/config[/public]).
import { z } from 'zod';
import type { Region } from './regions.ts';

/** Text in several languages; `en` is always present and is the fallback. */
export const translatedSchema = z.record(z.string(), z.string()).and(z.object({ en: z.string() }));
export type Translated = z.infer<typeof translatedSchema>;

export const fieldStateSchema = z.enum(['hidden', 'optional', 'required']);
export type FieldState = z.infer<typeof fieldStateSchema>;

export const companyTypeSchema = z.object({
  id: z.number().int(),
  name_translated: translatedSchema,
  disclaimer_state: fieldStateSchema,
  declaration_state: fieldStateSchema,
  disclaimer_translated: translatedSchema,
  declaration_translated: translatedSchema,
});
export type CompanyType = z.infer<typeof companyTypeSchema>;

export const surveyQuestionSchema = z.object({
  id: z.number().int(),
  type: z.enum(['single', 'multi', 'number']),
  label: translatedSchema,
  required: z.boolean(),
  max_select: z.number().int().positive().optional(),
  answers: z.array(z.object({ id: z.number().int(), label: translatedSchema })),
});
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;
export const surveySchema = z.object({ questions: z.array(surveyQuestionSchema) });
export type Survey = z.infer<typeof surveySchema>;

export const footerLinkSchema = z.object({ label: translatedSchema, url: z.string() });
export const footerSchema = z.object({
  links: z.array(footerLinkSchema),
  address: z.array(z.string()),
  social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'youtube', 'linkedin', 'tiktok']), url: z.string() })),
  whistleblower_url: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;

export const regionalSettingsSchema = z.object({
  region_id: z.number().int(),
  company_types: z.array(companyTypeSchema),
  company_type_state: fieldStateSchema,
  /** registration_number_2 (VAT number) */
  vat_field: fieldStateSchema,
  /** registration_number (company id) */
  company_id_field: fieldStateSchema,
  flags: z.object({
    club_card: z.boolean(),
    team_limit: z.boolean(),
    marketing_shop: z.boolean(),
    points_expiry_years: z.number().int().min(0),
  }),
  surveys: z.object({ standard: surveySchema, decor: surveySchema }),
  terms_url: z.object({ standard: z.string(), decor: z.string() }),
  footer: z.object({ standard: footerSchema, decor: footerSchema }),
});
export type RegionalSettings = z.infer<typeof regionalSettingsSchema>;

export const publicRegionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  calling_code: z.string(),
  language: z.string(),
  currency: z.string(),
  welcome_points: z.number().int(),
});
export type PublicRegion = z.infer<typeof publicRegionSchema>;

/** A region of the club table in the public shape (the welcome points come from the region's behaviour). */
export function toPublicRegion(r: Region, welcomePoints: number): PublicRegion {
  return {
    id: r.id,
    code: r.code,
    slug: r.slug,
    name: r.name,
    calling_code: r.callingCode,
    language: r.language,
    currency: r.currency,
    welcome_points: welcomePoints,
  };
}
export const publicLanguageSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });

export const publicConfigSchema = z.object({
  regions: z.array(publicRegionSchema),
  languages: z.array(publicLanguageSchema),
  regional_settings: z.array(regionalSettingsSchema),
  environment: z.enum(['development', 'test', 'production']),
  demo: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const behaviourSchema = z.object({
  uuid: z.uuid(),
  slug: z.string(),
  region_id: z.number().int(),
  name: translatedSchema,
  description: translatedSchema,
  icon: z.string(),
  points: z.number().int(),
});
export const tierBracketSchema = z.object({
  id: z.number().int(),
  level: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  points: z.number().int(),
});
export const tierSchema = z.object({
  id: z.number().int(),
  tier_category: z.number().int(),
  region_id: z.number().int(),
  brackets: z.array(tierBracketSchema),
  reset_at: z.string(),
});
export const basePointsRowSchema = z.object({
  region_id: z.number().int(),
  product_group: z.string(),
  points: z.number().int(),
  show_for_decor: z.boolean(),
});

export const configSchema = z.object({
  region_id: z.number().int(),
  regional_settings: regionalSettingsSchema,
  behaviours: z.array(behaviourSchema),
  tiers: z.array(tierSchema),
  base_points: z.array(basePointsRowSchema),
});
export type Config = z.infer<typeof configSchema>;
