// The company survey's answers and their rules (spec access §5: multi-select capped, numbers 1–999999), used by
// registration, the login survey step and PATCH /v1/company/{id} alike — in the browser and on the server.
import { z } from 'zod';
import type { Survey } from './config.ts';
import { limits } from './constants.ts';
import { messages } from './validators.ts';

export const surveyAnswerSchema = z.object({
  question_id: z.number().int(),
  answer_ids: z.array(z.number().int()).max(20).optional(),
  value: z.number().optional(),
});
export const surveyResponseSchema = z.array(surveyAnswerSchema).max(50);
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/** Message key for an answer that does not belong to the survey (unknown question, answer or duplicate). */
export const surveyInvalid = 'validation.invalid';

/**
 * Every problem of a set of answers, by path `<prefix>.<question_id>` (e.g. `company.survey.2`, `surveyResponse.2`).
 * Messages are translation keys; `validation.surveyMax` takes the question's `max_select` as `{max}`.
 */
export function surveyProblems(survey: Survey, answers: SurveyResponse, prefix: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (id: number | string, m: string) => (out[`${prefix}.${id}`] ??= []).push(m);
  const known = new Set(survey.questions.map((q) => q.id));
  const seen = new Set<number>();
  for (const a of answers) {
    if (!known.has(a.question_id) || seen.has(a.question_id)) add(a.question_id, surveyInvalid);
    seen.add(a.question_id);
  }
  for (const q of survey.questions) {
    const a = answers.find((x) => x.question_id === q.id);
    if (q.type === 'number') {
      if (a?.value === undefined) {
        if (q.required) add(q.id, messages.required);
      } else if (!Number.isInteger(a.value) || a.value < limits.surveyNumberMin || a.value > limits.surveyNumberMax) {
        add(q.id, messages.surveyNumber);
      }
      continue;
    }
    const ids = a?.answer_ids ?? [];
    if (ids.length === 0) {
      if (q.required) add(q.id, messages.required);
      continue;
    }
    const valid = new Set(q.answers.map((x) => x.id));
    if (ids.some((id) => !valid.has(id)) || new Set(ids).size !== ids.length) add(q.id, surveyInvalid);
    else if (q.type === 'single' && ids.length > 1) add(q.id, surveyInvalid);
    else if (q.type === 'multi' && ids.length > (q.max_select ?? limits.surveyMultiSelectMax)) add(q.id, messages.surveyMax);
  }
  return out;
}

/** Keeps only well-formed answers of the survey's questions (what is stored once the survey has no problems). */
export function cleanSurvey(survey: Survey, answers: SurveyResponse): SurveyResponse {
  const out: SurveyResponse = [];
  for (const q of survey.questions) {
    const a = answers.find((x) => x.question_id === q.id);
    if (!a) continue;
    if (q.type === 'number') {
      if (a.value !== undefined) out.push({ question_id: q.id, value: a.value });
    } else if (a.answer_ids?.length) out.push({ question_id: q.id, answer_ids: a.answer_ids });
  }
  return out;
}
