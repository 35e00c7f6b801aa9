// The company survey inside a form (registration, the sign-in survey step, later the project survey): answers are kept
// per question as `q<question id>` → { answer_ids, value } (the number as typed, so "" and "12" round-trip), and
// converted to and from the contract's `SurveyResponse` here only.
import { z } from 'zod';
import type { Survey } from '@club/contract/config';
import type { SurveyResponse } from '@club/contract/survey';

export const surveyAnswerValueSchema = z.object({ answer_ids: z.array(z.number().int()), value: z.string() });
export type SurveyAnswerValue = z.infer<typeof surveyAnswerValueSchema>;
export const surveyValuesSchema = z.record(z.string(), surveyAnswerValueSchema.optional());
export type SurveyValues = z.infer<typeof surveyValuesSchema>;

export const emptySurveyAnswer: SurveyAnswerValue = { answer_ids: [], value: '' };
export const surveyKey = (questionId: number) => `q${questionId}`;

/** The answers of the survey's questions in the contract's shape; unanswered questions are left out. */
export function toSurveyResponse(survey: Survey, values: SurveyValues): SurveyResponse {
  const out: SurveyResponse = [];
  for (const q of survey.questions) {
    const a = values[surveyKey(q.id)];
    if (!a) continue;
    if (q.type === 'number') {
      const text = a.value.trim();
      if (text !== '') out.push({ question_id: q.id, value: Number(text) });
    } else if (a.answer_ids.length > 0) {
      out.push({ question_id: q.id, answer_ids: a.answer_ids });
    }
  }
  return out;
}

/** Stored answers (e.g. the company's survey) as form values. */
export function toSurveyValues(response: SurveyResponse | null | undefined): SurveyValues {
  const out: SurveyValues = {};
  for (const a of response ?? [])
    out[surveyKey(a.question_id)] = { answer_ids: a.answer_ids ?? [], value: a.value === undefined ? '' : String(a.value) };
  return out;
}

/** A problem path of the contract (`company.survey.12`, `surveyResponse.12`, `q.12`) as the form field `<name>.q12`. */
export function surveyFieldOf(path: string, name = 'survey'): string | null {
  const m = /\.(\d+)$/.exec(path);
  return m ? `${name}.${surveyKey(Number(m[1]))}` : null;
}
