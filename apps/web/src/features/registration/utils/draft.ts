// The registration draft in session storage (spec §3, §4: per session, key `registrationDraft`, saved 1 s after the
// last change, cleared after success): the answers and where the user was, so a reload resumes at the same step.
// A draft of the other variant is not resumed.
import { z } from 'zod';
import { storageKeys } from '@club/contract/constants';
import { sessionDraft } from '../../../lib/wizard/session-draft';
import { formValuesSchema, type Variant } from './form';
import { allSteps } from './steps';

export const draftSchema = z.object({
  variant: z.enum(['standard', 'decor']),
  step: z.enum(allSteps),
  returnToReview: z.boolean(),
  manualAddress: z.boolean(),
  values: formValuesSchema,
});
export type Draft = z.infer<typeof draftSchema>;

export const registrationDraft = sessionDraft(storageKeys.registrationDraft, draftSchema);

export function loadDraft(variant: Variant): Draft | null {
  const draft = registrationDraft.load();
  if (!draft || draft.variant !== variant) return null;
  // The completion screen is never resumed: after success the draft is gone, and a half-saved one starts at review.
  return draft.step === 'complete' ? { ...draft, step: 'review' } : draft;
}
