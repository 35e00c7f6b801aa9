// Extra step "survey" (owners whose company has not answered it): the region's standard or decor survey.
// Multi-select answers are capped at the question's max_select; number answers are whole numbers 1–999999.
import { useState } from 'react';
import { Checkbox, NumberInput, Radio, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Survey, SurveyQuestion } from '@club/contract/config';
import { surveyProblems, type SurveyResponse } from '@club/contract/survey';
import { limits } from '@club/contract/constants';
import { useLanguage } from '../../../lib/i18n';
import { textIn } from '../../../lib/translated';
import { StepActions } from './step-actions';

type Answers = Record<number, { answer_ids: number[]; value: number | null }>;

function fromResponse(response: SurveyResponse): Answers {
  const out: Answers = {};
  for (const a of response) out[a.question_id] = { answer_ids: a.answer_ids ?? [], value: a.value ?? null };
  return out;
}

function toResponse(survey: Survey, answers: Answers): SurveyResponse {
  const out: SurveyResponse = [];
  for (const q of survey.questions) {
    const a = answers[q.id];
    if (!a) continue;
    if (q.type === 'number') {
      if (a.value !== null) out.push({ question_id: q.id, value: a.value });
    } else if (a.answer_ids.length > 0) out.push({ question_id: q.id, answer_ids: a.answer_ids });
  }
  return out;
}

export function SurveyStep({
  survey,
  defaults,
  onBack,
  onNext,
}: {
  survey: Survey;
  defaults: SurveyResponse;
  onBack?: () => void;
  onNext: (response: SurveyResponse) => void;
}) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<Answers>(() => fromResponse(defaults));
  const [shown, setShown] = useState(false);
  const response = toResponse(survey, answers);
  const problems = shown ? surveyProblems(survey, response, 'q') : {};
  const set = (q: SurveyQuestion, patch: Partial<Answers[number]>) =>
    setAnswers((prev) => ({ ...prev, [q.id]: { answer_ids: prev[q.id]?.answer_ids ?? [], value: prev[q.id]?.value ?? null, ...patch } }));
  const errorFor = (q: SurveyQuestion) => {
    const key = problems[`q.${q.id}`]?.[0];
    return key ? intl.formatMessage({ id: key }, { max: q.max_select ?? limits.surveyMultiSelectMax }) : undefined;
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setShown(true);
        if (Object.keys(surveyProblems(survey, response, 'q')).length === 0) onNext(response);
      }}
    >
      <Stack gap="lg">
        <Text>
          <FormattedMessage id="login.survey.text" />
        </Text>
        {survey.questions.map((q) => (
          <SurveyField key={q.id} question={q} answer={answers[q.id]} error={errorFor(q)} onChange={(patch) => set(q, patch)} />
        ))}
        <StepActions onBack={onBack} submitLabel={<FormattedMessage id="login.finish" />} />
      </Stack>
    </form>
  );
}

function SurveyField({
  question: q,
  answer,
  error,
  onChange,
}: {
  question: SurveyQuestion;
  answer: Answers[number] | undefined;
  error: string | undefined;
  onChange: (patch: Partial<Answers[number]>) => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const label = textIn(q.label, language);
  if (q.type === 'number')
    return (
      <NumberInput
        label={label}
        required={q.required}
        min={limits.surveyNumberMin}
        max={limits.surveyNumberMax}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        value={answer?.value ?? ''}
        onChange={(v) => onChange({ value: typeof v === 'number' ? v : v === '' ? null : Number(v) })}
        description={intl.formatMessage({ id: 'login.survey.numberHint' }, { min: limits.surveyNumberMin, max: limits.surveyNumberMax })}
        error={error}
        styles={{ input: { maxWidth: 240 } }}
      />
    );
  if (q.type === 'single')
    return (
      <Radio.Group
        label={label}
        required={q.required}
        value={answer?.answer_ids[0] !== undefined ? String(answer.answer_ids[0]) : null}
        onChange={(v) => onChange({ answer_ids: [Number(v)] })}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          {q.answers.map((a) => (
            <Radio key={a.id} value={String(a.id)} label={textIn(a.label, language)} />
          ))}
        </Stack>
      </Radio.Group>
    );
  const chosen = answer?.answer_ids ?? [];
  const full = q.max_select !== undefined && chosen.length >= q.max_select;
  return (
    <Checkbox.Group
      label={label}
      required={q.required}
      description={q.max_select !== undefined ? intl.formatMessage({ id: 'validation.surveyMax' }, { max: q.max_select }) : undefined}
      value={chosen.map(String)}
      onChange={(values) => onChange({ answer_ids: values.map(Number) })}
      error={error}
    >
      <Stack gap="xs" mt="xs">
        {q.answers.map((a) => (
          <Checkbox key={a.id} value={String(a.id)} label={textIn(a.label, language)} disabled={full && !chosen.includes(a.id)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}
