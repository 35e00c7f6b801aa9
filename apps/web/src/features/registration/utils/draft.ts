// The registration draft in session storage (spec §3, §4: per session, key `registrationDraft`): the answers and
// where the user was, so a reload resumes at the same step. A draft of the other variant is not resumed.
import { z } from 'zod';
import { storageKeys } from '@club/contract/constants';
import { readJson, remove, writeJson } from '../../../lib/storage';
import { formValuesSchema, type FormValues, type Variant } from './form';
import { allSteps, type StepId } from './steps';

export const draftSchema = z.object({
  variant: z.enum(['standard', 'decor']),
  step: z.enum(allSteps),
  returnToReview: z.boolean(),
  manualAddress: z.boolean(),
  values: formValuesSchema,
});
export type Draft = z.infer<typeof draftSchema>;

export function loadDraft(variant: Variant): Draft | null {
  const parsed = draftSchema.safeParse(readJson<unknown>(storageKeys.registrationDraft, true));
  if (!parsed.success || parsed.data.variant !== variant) return null;
  // The completion screen is never resumed: after success the draft is gone, and a half-saved one starts at review.
  return parsed.data.step === 'complete' ? { ...parsed.data, step: 'review' } : parsed.data;
}

export function saveDraft(draft: Draft): void {
  writeJson(storageKeys.registrationDraft, draft, true);
}

export function clearDraft(): void {
  remove(storageKeys.registrationDraft, true);
}

export type { FormValues, StepId };
