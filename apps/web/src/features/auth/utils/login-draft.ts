// The login draft in session storage (spec access §3 "Per session: the login draft"): what the user typed and chose so
// far, so a reload does not lose it. The session token is never part of it: it stays in memory until the track ends.
import type { LoginResponse } from '@club/contract/auth';
import type { SurveyResponse } from '@club/contract/survey';
import { storageKeys } from '@club/contract/constants';
import { readJson, remove, writeJson } from '../../../lib/storage';
import { isTrackStep, type TrackStep } from './login-track';

export type LoginMethod = 'email' | 'phone';

/** The answers of the extra steps, saved all together when the track finishes. */
export interface StepAnswers {
  consent: boolean;
  terms: boolean;
  registration_number: string;
  registration_number_2: string;
  company_type: number | null;
  disclaimer_accepted: boolean;
  declaration_accepted: boolean;
  email_consent: boolean;
  phone_consent: boolean;
  survey: SurveyResponse;
}

export interface LoginDraft {
  step: TrackStep;
  method: LoginMethod;
  email: string;
  phone: string;
  region: number | null;
  answer: LoginResponse | null;
  /** When the last code was sent (ms since epoch), for the resend timer. */
  codeSentAt: number | null;
  answers: StepAnswers;
}

export const emptyAnswers: StepAnswers = {
  consent: false,
  terms: false,
  registration_number: '',
  registration_number_2: '',
  company_type: null,
  disclaimer_accepted: false,
  declaration_accepted: false,
  email_consent: false,
  phone_consent: false,
  survey: [],
};

export function newDraft(region: number | null = null): LoginDraft {
  return { step: 'type', method: 'email', email: '', phone: '', region, answer: null, codeSentAt: null, answers: { ...emptyAnswers } };
}

/**
 * The stored draft, if any. Without the in-memory token the extra steps cannot be saved, so a draft that was past
 * the code goes back to the identifier step (the identifier is kept); the code step survives a reload.
 */
export function loadDraft(): LoginDraft | null {
  const stored = readJson<Partial<LoginDraft>>(storageKeys.loginDraft, true);
  if (!stored || !isTrackStep(stored.step)) return null;
  const draft: LoginDraft = { ...newDraft(), ...stored, answers: { ...emptyAnswers, ...stored.answers } } as LoginDraft;
  if (draft.step === 'code' && !draft.answer) draft.step = 'identifier';
  if (!['type', 'identifier', 'code'].includes(draft.step))
    return { ...draft, step: 'identifier', answer: null, codeSentAt: null, answers: { ...emptyAnswers } };
  return draft;
}

export function saveDraft(draft: LoginDraft): void {
  writeJson(storageKeys.loginDraft, draft, true);
}

export function clearDraft(): void {
  remove(storageKeys.loginDraft, true);
}
