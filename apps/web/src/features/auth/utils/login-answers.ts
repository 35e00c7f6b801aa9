// The answers of the sign-in's extra steps as one react-hook-form form (like registration), checked with the
// contract's rules against the region's settings: the consent, registration numbers, company type and its
// statements, the marketing consents and the survey. They are saved together when the track ends.
import { z } from 'zod';
import type { RegionalSettings, Survey } from '@club/contract/config';
import { registrationKeys } from '@club/contract/registration';
import { surveyProblems } from '@club/contract/survey';
import type { SelfUser } from '@club/contract/company';
import { registrationNumberProblem } from '@club/contract/formats';
import { messages } from '@club/contract/validators';
import { surveyFieldOf, surveyKey, surveyValuesSchema, toSurveyResponse, toSurveyValues } from '../../../lib/survey-answers';
import { companyTypeById, loginTrack, type ExtraStep, type TrackAnswer } from './login-track';
import type { StepAnswers } from './login-draft';

export const loginAnswersSchema = z.object({
  consent: z.boolean(),
  terms: z.boolean(),
  registration_number: z.string(),
  registration_number_2: z.string(),
  company_type: z.number().int().nullable(),
  disclaimer_accepted: z.boolean(),
  declaration_accepted: z.boolean(),
  email_consent: z.boolean(),
  phone_consent: z.boolean(),
  survey: surveyValuesSchema,
});
export type LoginAnswers = z.infer<typeof loginAnswersSchema>;

export const emptyLoginAnswers: LoginAnswers = {
  consent: false,
  terms: false,
  registration_number: '',
  registration_number_2: '',
  company_type: null,
  disclaimer_accepted: false,
  declaration_accepted: false,
  email_consent: false,
  phone_consent: false,
  survey: {},
};

/** The extra steps start from what the account already holds. */
export function prefillAnswers(user: SelfUser): LoginAnswers {
  return {
    ...emptyLoginAnswers,
    registration_number: user.company.registration_number ?? '',
    registration_number_2: user.company.registration_number_2 ?? '',
    company_type: user.company.company_type,
    disclaimer_accepted: user.company.disclaimer_accepted,
    declaration_accepted: user.company.declaration_accepted,
    email_consent: user.email_consent,
    phone_consent: user.phone_consent,
    survey: toSurveyValues(user.company.survey),
  };
}

/** The answers as the save calls take them (the survey in the contract's shape). */
export function toStepAnswers(values: LoginAnswers, survey: Survey | undefined): StepAnswers {
  return { ...values, survey: survey ? toSurveyResponse(survey, values.survey) : [] };
}

/** The form fields each extra step checks before moving on. */
export function fieldsOfLoginStep(step: ExtraStep, survey: Survey | undefined): string[] {
  switch (step) {
    case 'consent':
      return ['consent'];
    case 'registration_number':
      return ['registration_number', 'registration_number_2'];
    case 'company_type':
      return ['company_type'];
    case 'disclaimer':
      return ['disclaimer_accepted'];
    case 'declaration':
      return ['declaration_accepted'];
    case 'survey':
      return (survey?.questions ?? []).map((q) => `survey.${surveyKey(q.id)}`);
    default:
      return [];
  }
}

/** Which step a field the server rejected belongs to. */
export function stepOfField(field: string): ExtraStep | null {
  if (field.startsWith('registration_number')) return 'registration_number';
  if (field.startsWith('surveyResponse')) return 'survey';
  if (field === 'company_type') return 'company_type';
  if (field === 'disclaimer_accepted') return 'disclaimer';
  if (field === 'declaration_accepted') return 'declaration';
  if (field === 'email_consent' || field === 'phone_consent') return 'marketing';
  return null;
}

/** A field the server named (`surveyResponse.12`) as the form field (`survey.q12`). */
export function formFieldOf(field: string): string {
  return field.startsWith('surveyResponse.') ? (surveyFieldOf(field) ?? field) : field;
}

/**
 * The form schema: every rule of the contract for the steps on the track (which follows the chosen company type),
 * each problem on its field. Rules of steps not on the track are not checked (their fields are not sent).
 */
export function loginAnswersFormSchema(answer: TrackAnswer | null, settings: RegionalSettings | undefined, survey: Survey | undefined) {
  return loginAnswersSchema.superRefine((v, ctx) => {
    const steps: readonly string[] = loginTrack(answer, settings, v.company_type);
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: path.split('.'), message });
    if (steps.includes('consent') && !v.consent) add('consent', messages.terms);
    if (steps.includes('registration_number') && settings) {
      for (const [field, state] of [
        ['registration_number', settings.company_id_field],
        ['registration_number_2', settings.vat_field],
      ] as const) {
        const problem = registrationNumberProblem(v[field], state, answer?.region.id, field);
        if (problem) add(field, problem);
      }
    }
    if (steps.includes('company_type') && settings) {
      if (v.company_type === null) {
        if (settings.company_type_state === 'required') add('company_type', messages.required);
      } else {
        const type = companyTypeById(settings, v.company_type);
        if (!type) add('company_type', registrationKeys.invalid);
        else {
          if (steps.includes('disclaimer') && type.disclaimer_state === 'required' && !v.disclaimer_accepted)
            add('disclaimer_accepted', messages.required);
          if (steps.includes('declaration') && type.declaration_state === 'required' && !v.declaration_accepted)
            add('declaration_accepted', messages.required);
        }
      }
    }
    if (steps.includes('survey') && survey) {
      for (const [path, problems] of Object.entries(surveyProblems(survey, toSurveyResponse(survey, v.survey), 'q'))) {
        const field = surveyFieldOf(path);
        if (field && problems[0]) add(field, problems[0]);
      }
    }
  });
}
