// Which registration steps exist, in the spec's order (access §4): region, user info, company info, address,
// then company type / disclaimer / declaration only when the region (and the chosen type) asks for them,
// survey, consent, review and the completion screen.
import type { RegionalSettings } from '@club/contract/config';

export const allSteps = [
  'region',
  'user',
  'company',
  'address',
  'companyType',
  'disclaimer',
  'declaration',
  'survey',
  'consent',
  'review',
  'complete',
] as const;
export type StepId = (typeof allSteps)[number];

export function isStepId(value: unknown): value is StepId {
  return typeof value === 'string' && (allSteps as readonly string[]).includes(value);
}

/**
 * The steps for a region's settings and the chosen company type. Before a region is chosen (`settings` null) the
 * optional company-type steps are left out; they appear as soon as a region that asks for them is picked.
 */
export function registrationSteps(settings: RegionalSettings | null, companyTypeId: number | null): StepId[] {
  const steps: StepId[] = ['region', 'user', 'company', 'address'];
  if (settings && settings.company_type_state !== 'hidden') {
    steps.push('companyType');
    const type = settings.company_types.find((t) => t.id === companyTypeId);
    if (type && type.disclaimer_state !== 'hidden') steps.push('disclaimer');
    if (type && type.declaration_state !== 'hidden') steps.push('declaration');
  }
  steps.push('survey', 'consent', 'review', 'complete');
  return steps;
}

/** The step that asks for a field, from a request-body path (`company.name`, `company.survey.2`, `installer`). */
export function stepOfPath(path: string): StepId | null {
  const [head, field = ''] = path.split('.');
  if (head === 'terms_accepted') return 'review';
  if (head === 'survey') return 'survey';
  if (head === 'installer') {
    if (field === 'email_consent' || field === 'phone_consent') return 'consent';
    return 'user';
  }
  if (head !== 'company') return null;
  switch (field) {
    case 'regions_id':
      return 'region';
    case 'name':
    case 'registration_number':
    case 'registration_number_2':
      return 'company';
    case 'street':
    case 'house_number':
    case 'address':
    case 'postal_code':
    case 'city':
      return 'address';
    case 'company_type':
      return 'companyType';
    case 'disclaimer_accepted':
      return 'disclaimer';
    case 'declaration_accepted':
      return 'declaration';
    case 'survey':
      return 'survey';
    default:
      return 'company';
  }
}

/** The first step of `steps` that holds any of the paths, or null. */
export function firstStepWith(steps: readonly StepId[], paths: readonly string[]): StepId | null {
  const wanted = new Set(paths.map(stepOfPath).filter((s): s is StepId => s !== null));
  return steps.find((s) => wanted.has(s)) ?? null;
}

/**
 * The steps as the counter counts them (issue: the total may change once, right after the step that decides it).
 * Until the user has passed the company-type step, every statement a type of the region can ask for is counted, so
 * choosing a type only ever shortens the track, and only once the user moves on. The completion screen is not counted.
 */
export function countedSteps(settings: RegionalSettings | null, companyTypeId: number | null, typeDecided: boolean): StepId[] {
  const actual = registrationSteps(settings, companyTypeId).filter((s) => s !== 'complete');
  if (typeDecided || !settings || settings.company_type_state === 'hidden') return actual;
  const steps: StepId[] = ['region', 'user', 'company', 'address', 'companyType'];
  if (settings.company_types.some((t) => t.disclaimer_state !== 'hidden')) steps.push('disclaimer');
  if (settings.company_types.some((t) => t.declaration_state !== 'hidden')) steps.push('declaration');
  steps.push('survey', 'consent', 'review');
  return steps;
}

/** Whether the user is past the company-type step (so the chosen type now decides the statements). */
export function typeDecided(step: StepId): boolean {
  return allSteps.indexOf(step) > allSteps.indexOf('companyType');
}
