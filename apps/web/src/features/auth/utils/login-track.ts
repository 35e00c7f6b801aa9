// Which steps the login track has (spec access §2 "Login steps", §4 "Login"). Pure, so every rule has a unit test.
// The track starts as type → identifier → code and gains the extra steps the login answer calls for; the disclaimer
// and declaration steps follow the company type the owner picks (or already has) in the company-type step.
import type { LoginResponse } from '@club/contract/auth';
import type { CompanyType, RegionalSettings, Survey } from '@club/contract/config';
import { auth, isDecor, isOwner } from '@club/contract/constants';

export const baseSteps = ['type', 'identifier', 'code'] as const;
export const extraSteps = [
  'consent',
  'terms',
  'registration_number',
  'company_type',
  'disclaimer',
  'declaration',
  'marketing',
  'survey',
] as const;
export type TrackStep = (typeof baseSteps)[number] | (typeof extraSteps)[number];
export type ExtraStep = (typeof extraSteps)[number];

/** Every step in track order. */
export const allLoginSteps: readonly TrackStep[] = [...baseSteps, ...extraSteps];
export const isExtraStep = (s: TrackStep): s is ExtraStep => (extraSteps as readonly string[]).includes(s);
/** Most steps a track can have: the base steps and every extra step. */
export const longestTrack = allLoginSteps.length;

/** The fields of the login answer the rules read. */
export type TrackAnswer = Pick<
  LoginResponse,
  'role' | 'has_survey' | 'email_consent' | 'phone_consent' | 'options' | 'region' | 'created_at' | 'company'
>;

/** Czech/Slovak owners who have not agreed yet, with an account from before the cutoff (31 Jan 2024). */
export function needsTerms(answer: TrackAnswer): boolean {
  return (
    isOwner(answer.role) &&
    (auth.czSkTermsRegions as readonly string[]).includes(answer.region.code) &&
    !answer.options.hasAgreedToTerms &&
    Date.parse(answer.created_at) < Date.parse(auth.czSkTermsCutoff)
  );
}

/** Registration numbers: the region shows at least one, and one is missing while required, or the step was never seen. */
export function needsRegistrationNumber(answer: TrackAnswer, settings: RegionalSettings | undefined): boolean {
  if (!isOwner(answer.role) || !settings) return false;
  if (settings.company_id_field === 'hidden' && settings.vat_field === 'hidden') return false;
  const c = answer.company;
  return (
    (c.registration_number_missing && c.registration_number_required) ||
    (c.registration_number_2_missing && c.registration_number_2_required) ||
    !c.registration_number_seen
  );
}

/** Company type: the region shows it, and it is missing while required, or the step was never seen. */
export function needsCompanyType(answer: TrackAnswer, settings: RegionalSettings | undefined): boolean {
  if (!isOwner(answer.role) || !settings || settings.company_type_state === 'hidden') return false;
  const c = answer.company;
  return (c.company_type_missing && c.company_type_required) || !c.company_type_seen;
}

/** The survey the owner answers: the decor survey for decor roles. */
export function surveyFor(role: number, settings: RegionalSettings | undefined): Survey | undefined {
  return settings ? settings.surveys[isDecor(role) ? 'decor' : 'standard'] : undefined;
}

export function companyTypeById(settings: RegionalSettings | undefined, id: number | null): CompanyType | undefined {
  return id === null ? undefined : settings?.company_types.find((t) => t.id === id);
}

/**
 * The whole track. `companyType` is the type chosen in the company-type step (null before a choice: the company's
 * current type then decides). Without a login answer the track is the three base steps.
 */
export function loginTrack(
  answer: TrackAnswer | null,
  settings: RegionalSettings | undefined,
  companyType: number | null = null,
): TrackStep[] {
  const steps: TrackStep[] = [...baseSteps];
  if (!answer) return steps;
  const consentUnseen = !answer.options.consentSeen;
  if (consentUnseen) steps.push('consent');
  if (needsTerms(answer)) steps.push('terms');
  if (needsRegistrationNumber(answer, settings)) steps.push('registration_number');
  if (needsCompanyType(answer, settings)) {
    steps.push('company_type');
    const type = companyTypeById(settings, companyType ?? answer.company.company_type);
    if (type && type.disclaimer_state !== 'hidden') steps.push('disclaimer');
    if (type && type.declaration_state !== 'hidden') steps.push('declaration');
  }
  // Marketing consents are asked together with the consent step, and only while one of them is still missing.
  if (consentUnseen && !(answer.email_consent && answer.phone_consent)) steps.push('marketing');
  const survey = surveyFor(answer.role, settings);
  if (isOwner(answer.role) && !answer.has_survey && survey && survey.questions.length > 0) steps.push('survey');
  return steps;
}

/** The step after `current` in `track`, or null at the end. */
export function nextStep(track: readonly TrackStep[], current: TrackStep): TrackStep | null {
  const i = track.indexOf(current);
  return i >= 0 && i + 1 < track.length ? (track[i + 1] ?? null) : null;
}

/** The step before `current`; extra steps never go back to the code (it was used) but to the previous extra step. */
export function previousStep(track: readonly TrackStep[], current: TrackStep): TrackStep | null {
  const i = track.indexOf(current);
  if (i <= 0) return null;
  const prev = track[i - 1] ?? null;
  return prev === 'code' && current !== 'code' ? null : prev;
}

/** Whether the owner is past the company-type step (so the chosen type now decides the statements). */
export function typeDecided(step: TrackStep): boolean {
  return allLoginSteps.indexOf(step) > allLoginSteps.indexOf('company_type');
}

/**
 * The track as the counter counts it: until the company-type step is passed, the disclaimer and the declaration
 * count when any of the region's types asks for them, so the choice can only shorten the track, once, after that step.
 */
export function countedLoginTrack(
  answer: TrackAnswer,
  settings: RegionalSettings | undefined,
  companyType: number | null,
  decided: boolean,
): TrackStep[] {
  const track = loginTrack(answer, settings, companyType);
  if (decided || !settings || !track.includes('company_type')) return track;
  const out: TrackStep[] = track.filter((s) => s !== 'disclaimer' && s !== 'declaration');
  const statements: TrackStep[] = [];
  if (settings.company_types.some((t) => t.disclaimer_state !== 'hidden')) statements.push('disclaimer');
  if (settings.company_types.some((t) => t.declaration_state !== 'hidden')) statements.push('declaration');
  out.splice(out.indexOf('company_type') + 1, 0, ...statements);
  return out;
}
