// The company survey's questions as form fields, for every form that asks them (registration, the sign-in survey
// step): numbers 1–999999, single choice, and multiple choice capped at the question's limit (3). The values live in
// the surrounding react-hook-form under `<name>.q<question id>` (see lib/survey-answers.ts); messages are the
// contract's keys set by the form's resolver.
import { Checkbox, NumberInput, Radio, Stack } from '@mantine/core';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';
import type { Survey, SurveyQuestion } from '@club/contract/config';
import { emptySurveyAnswer, surveyKey, type SurveyAnswerValue } from '../../lib/survey-answers';
import { textIn } from '../../lib/translated';
import { useFieldError } from './use-field-error';

export function SurveyFields({ survey, language, name = 'survey' }: { survey: Survey; language: string; name?: string }) {
  return (
    <Stack gap="lg">
      {survey.questions.map((q) => (
        <Question key={q.id} question={q} language={language} name={`${name}.${surveyKey(q.id)}`} />
      ))}
    </Stack>
  );
}

function Question({ question: q, language, name }: { question: SurveyQuestion; language: string; name: string }) {
  const intl = useIntl();
  const { control } = useFormContext<FieldValues>();
  const error = useFieldError();
  const label = textIn(q.label, language);
  const max = q.max_select ?? limits.surveyMultiSelectMax;
  const message = error(name, { max });
  return (
    <Controller
      control={control}
      name={name as Path<FieldValues>}
      render={({ field }) => {
        const value: SurveyAnswerValue = (field.value as SurveyAnswerValue | undefined) ?? emptySurveyAnswer;
        if (q.type === 'number') {
          // The width is set on the whole field, not on the input alone: the spin buttons sit at the input's edge.
          return (
            <NumberInput
              ref={field.ref}
              name={field.name}
              label={label}
              description={intl.formatMessage({ id: 'survey.numberHint' }, { min: limits.surveyNumberMin, max: limits.surveyNumberMax })}
              withAsterisk={q.required}
              min={limits.surveyNumberMin}
              max={limits.surveyNumberMax}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              inputMode="numeric"
              value={value.value}
              onChange={(v) => field.onChange({ ...value, value: String(v) })}
              onBlur={field.onBlur}
              error={message}
              maw={280}
            />
          );
        }
        if (q.type === 'single') {
          return (
            <Radio.Group
              name={field.name}
              label={label}
              withAsterisk={q.required}
              value={value.answer_ids[0] === undefined ? '' : String(value.answer_ids[0])}
              onChange={(v) => field.onChange({ ...value, answer_ids: [Number(v)] })}
              error={message}
            >
              <Stack gap="xs" mt="xs">
                {q.answers.map((a, i) => (
                  <Radio
                    key={a.id}
                    value={String(a.id)}
                    label={textIn(a.label, language)}
                    ref={i === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        const chosen = value.answer_ids.map(String);
        const full = chosen.length >= max;
        return (
          <Checkbox.Group
            label={label}
            description={intl.formatMessage({ id: 'survey.chooseUpTo' }, { max })}
            withAsterisk={q.required}
            value={chosen}
            onChange={(v) => field.onChange({ ...value, answer_ids: v.slice(0, max).map(Number) })}
            error={message}
          >
            <Stack gap="xs" mt="xs">
              {q.answers.map((a, i) => (
                <Checkbox
                  key={a.id}
                  value={String(a.id)}
                  label={textIn(a.label, language)}
                  disabled={full && !chosen.includes(String(a.id))}
                  ref={i === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        );
      }}
    />
  );
}
