// The login draft in session storage (spec access §3 "Per session: the login draft"): the method, the identifier and
// the login answer, so a reload does not lose them. The session token and the extra steps' answers are never part of
// it: the token stays in memory until the track ends, and without it the extra steps cannot be saved.
import { z } from 'zod';
import { loginResponseSchema } from '@club/contract/auth';
import { storageKeys } from '@club/contract/constants';
import type { SurveyResponse } from '@club/contract/survey';
import { sessionDraft } from '../../../lib/wizard/session-draft';
import { baseSteps, extraSteps } from './login-track';

export type LoginMethod = 'email' | 'phone';

/** The answers of the extra steps as the save calls take them. */
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

export const loginDraftSchema = z.object({
  step: z.enum([...baseSteps, ...extraSteps]),
  method: z.enum(['email', 'phone']).catch('email'),
  email: z.string().catch(''),
  phone: z.string().catch(''),
  region: z.number().int().nullable().catch(null),
  answer: loginResponseSchema.nullable().catch(null),
  /** When the last code was sent (ms since epoch), for the resend timer. */
  codeSentAt: z.number().nullable().catch(null),
  /** When a new code may be asked for (ms since epoch): the resend gap, or the server's Retry-After. */
  retryAt: z.number().nullable().catch(null),
});
export type LoginDraft = z.infer<typeof loginDraftSchema>;

export const loginDraft = sessionDraft(storageKeys.loginDraft, loginDraftSchema);

export function newDraft(region: number | null = null): LoginDraft {
  return { step: 'type', method: 'email', email: '', phone: '', region, answer: null, codeSentAt: null, retryAt: null };
}

/**
 * The stored draft, if any. Without the in-memory token the extra steps cannot be saved, so a draft that was past
 * the code goes back to the identifier step (the identifier is kept); the code step survives a reload.
 */
export function loadDraft(): LoginDraft | null {
  const draft = loginDraft.load();
  if (!draft) return null;
  if (draft.step === 'code' && !draft.answer) return { ...draft, step: 'identifier' };
  if (!(baseSteps as readonly string[]).includes(draft.step)) return { ...draft, step: 'identifier', answer: null, codeSentAt: null };
  return draft;
}
