// Finishing the login track saves what the extra steps collected, in this order, with the track's token:
// PATCH /v1/installer/user/{uuid} (flags, consents) · PATCH /v1/company/{id} (numbers, survey) ·
// PATCH /v1/company/{uuid}/companyType. Only then does the caller store the token (spec access §4).
import { useAction } from '../../../lib/use-action';
import type { SelfUser, UpdateCompanyBody, UpdateCompanyTypeBody, UpdateInstallerUserBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import type { StepAnswers } from '../utils/login-draft';
import type { ExtraStep } from '../utils/login-track';

export interface SaveLoginSteps {
  token: string;
  user: { uuid: string };
  company: { id: number; uuid: string };
  /** The extra steps the user went through; only their data is sent. */
  steps: readonly ExtraStep[];
  answers: StepAnswers;
  /** Which registration numbers the region shows. */
  numbers: { first: boolean; second: boolean };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The three request bodies (undefined = that call is not needed). Exported for tests. */
export function loginStepBodies({ steps, answers, numbers }: Pick<SaveLoginSteps, 'steps' | 'answers' | 'numbers'>) {
  const has = (s: ExtraStep) => steps.includes(s);
  const options: Record<string, boolean> = {};
  if (has('consent')) options.consentSeen = true;
  if (has('terms')) options.hasAgreedToTerms = true;
  const user: UpdateInstallerUserBody = {};
  if (Object.keys(options).length > 0) user.options = options;
  if (has('marketing')) {
    user.email_consent = answers.email_consent;
    user.phone_consent = answers.phone_consent;
  }
  const company: UpdateCompanyBody = {};
  if (has('registration_number')) {
    if (numbers.first) company.registration_number = orNull(answers.registration_number);
    if (numbers.second) company.registration_number_2 = orNull(answers.registration_number_2);
  }
  if (has('survey')) company.surveyResponse = answers.survey;
  let companyType: UpdateCompanyTypeBody | undefined;
  if (has('company_type') && answers.company_type !== null) {
    companyType = { company_type: answers.company_type };
    if (has('disclaimer')) companyType.disclaimer_accepted = answers.disclaimer_accepted;
    if (has('declaration')) companyType.declaration_accepted = answers.declaration_accepted;
  }
  return {
    user: Object.keys(user).length > 0 ? user : undefined,
    company: Object.keys(company).length > 0 ? company : undefined,
    companyType,
  };
}

export async function saveLoginSteps(input: SaveLoginSteps): Promise<void> {
  const bodies = loginStepBodies(input);
  const { token } = input;
  if (bodies.user) await api<SelfUser>(`/v1/installer/user/${input.user.uuid}`, { method: 'PATCH', body: bodies.user, token });
  if (bodies.company) await api<SelfUser>(`/v1/company/${input.company.id}`, { method: 'PATCH', body: bodies.company, token });
  if (bodies.companyType)
    await api<SelfUser>(`/v1/company/${input.company.uuid}/companyType`, { method: 'PATCH', body: bodies.companyType, token });
}

export function useSaveLoginSteps() {
  return useAction(saveLoginSteps);
}
