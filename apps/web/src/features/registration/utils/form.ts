// The registration form's values, how they become the POST /v2/company/register body, and the form schema that
// runs the contract's rules (spec §5, `registrationProblems`) so the browser shows exactly what the server checks.
import { z } from 'zod';
import type { PublicConfig, RegionalSettings, Survey } from '@club/contract/config';
import { registrationKeys, registrationProblems, registerBodySchema, type RegisterBodyInput } from '@club/contract/registration';
import { languageByCode, type LanguageCode } from '@club/contract/regions';
import { surveyFieldOf, surveyKey, surveyValuesSchema, toSurveyResponse } from '../../../lib/survey-answers';
import type { StepId } from './steps';

export type Variant = 'standard' | 'decor';

/** The shape of the form (also what the draft stores). Survey answers are keyed `q<question id>`. */
export const formValuesSchema = z.object({
  company: z.object({
    regions_id: z.number().int().nullable(),
    name: z.string(),
    registration_number: z.string(),
    registration_number_2: z.string(),
    company_type: z.number().int().nullable(),
    disclaimer_accepted: z.boolean(),
    declaration_accepted: z.boolean(),
    street: z.string(),
    house_number: z.string(),
    postal_code: z.string(),
    city: z.string(),
  }),
  installer: z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phone: z.string(),
    email_consent: z.boolean(),
    phone_consent: z.boolean(),
  }),
  survey: surveyValuesSchema,
  terms_accepted: z.boolean(),
});
export type FormValues = z.infer<typeof formValuesSchema>;

/** An empty form; the region preselected when the host or an earlier choice names one. */
export function emptyValues(regionId: number | null = null): FormValues {
  return {
    company: {
      regions_id: regionId,
      name: '',
      registration_number: '',
      registration_number_2: '',
      company_type: null,
      disclaimer_accepted: false,
      declaration_accepted: false,
      street: '',
      house_number: '',
      postal_code: '',
      city: '',
    },
    installer: { name: '', surname: '', email: '', phone: '', email_consent: false, phone_consent: false },
    survey: {},
    terms_accepted: false,
  };
}

export function settingsFor(config: PublicConfig, regionId: number | null): RegionalSettings | null {
  if (regionId === null) return null;
  return config.regional_settings.find((s) => s.region_id === regionId) ?? null;
}

export function surveyFor(settings: RegionalSettings | null, variant: Variant): Survey {
  return settings ? settings.surveys[variant] : { questions: [] };
}

/** The request body. Fields the region hides are sent empty so an answer from another region never leaks in. */
export function toBody(
  values: FormValues,
  settings: RegionalSettings | null,
  variant: Variant,
  language: LanguageCode,
  invite: string | null,
): RegisterBodyInput {
  const { company, installer } = values;
  const shown = (state: RegionalSettings['vat_field'] | undefined, v: string) =>
    state && state !== 'hidden' && v.trim() !== '' ? v.trim() : null;
  const typeShown = !!settings && settings.company_type_state !== 'hidden';
  const type = typeShown ? settings.company_types.find((t) => t.id === company.company_type) : undefined;
  return {
    company: {
      name: company.name.trim(),
      registration_number: shown(settings?.company_id_field, company.registration_number),
      registration_number_2: shown(settings?.vat_field, company.registration_number_2),
      company_type: type ? type.id : null,
      disclaimer_accepted: !!type && type.disclaimer_state !== 'hidden' && company.disclaimer_accepted,
      declaration_accepted: !!type && type.declaration_state !== 'hidden' && company.declaration_accepted,
      street: company.street.trim(),
      house_number: company.house_number.trim(),
      postal_code: company.postal_code.trim(),
      city: company.city.trim(),
      regions_id: company.regions_id ?? 0,
      survey: toSurveyResponse(surveyFor(settings, variant), values.survey),
    },
    installer: {
      name: installer.name.trim(),
      surname: installer.surname.trim(),
      email: installer.email.trim(),
      phone: installer.phone.trim(),
      email_consent: installer.email_consent,
      phone_consent: installer.phone_consent,
      languages_id: languageByCode(language)?.id ?? null,
      options: {},
    },
    invite,
    decor: variant === 'decor',
    terms_accepted: values.terms_accepted,
  };
}

/** A request-body path (`company.survey.12`) as a form field name (`survey.q12`). */
export function formPath(path: string): string {
  if (path.startsWith('company.survey.')) return surveyFieldOf(path) ?? path;
  if (path === 'company.address') return 'company.street';
  if (path === 'installer') return 'installer.email';
  return path;
}

/** The form fields each step validates before moving on. */
export function fieldsOfStep(step: StepId, survey: Survey): string[] {
  switch (step) {
    case 'region':
      return ['company.regions_id'];
    case 'user':
      return ['installer.name', 'installer.surname', 'installer.email', 'installer.phone'];
    case 'company':
      return ['company.name', 'company.registration_number', 'company.registration_number_2'];
    case 'address':
      return ['company.street', 'company.house_number', 'company.postal_code', 'company.city'];
    case 'companyType':
      return ['company.company_type'];
    case 'disclaimer':
      return ['company.disclaimer_accepted'];
    case 'declaration':
      return ['company.declaration_accepted'];
    case 'survey':
      return survey.questions.map((q) => `survey.${surveyKey(q.id)}`);
    case 'review':
      return ['terms_accepted'];
    default:
      return [];
  }
}

/**
 * The form schema: the value shapes, then every rule of the contract against the chosen region's settings, each
 * problem placed on its form field. Messages stay translation keys (or the spec's server texts).
 */
export function registrationFormSchema(config: PublicConfig, variant: Variant, language: LanguageCode) {
  return formValuesSchema.superRefine((values, ctx) => {
    const settings = settingsFor(config, values.company.regions_id);
    const parsed = registerBodySchema.safeParse(toBody(values, settings, variant, language, null));
    if (!parsed.success) {
      // Only a value longer than the contract allows gets here; place it on its field.
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: formPath(issue.path.join('.')).split('.'), message: registrationKeys.invalid });
      return;
    }
    const problems = registrationProblems(parsed.data, settings);
    for (const [path, messages] of Object.entries(problems)) {
      const first = messages[0];
      if (first) ctx.addIssue({ code: 'custom', path: formPath(path).split('.'), message: first });
    }
  });
}
