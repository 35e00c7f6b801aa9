// The company survey of the region (standard, or decor for /register/decor): numbers 1–999999, single choice,
// and multiple choice capped at the question's limit (3).
import { Checkbox, NumberInput, Radio, Stack } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { limits } from '@club/contract/constants';
import type { SurveyQuestion } from '@club/contract/config';
import { useFieldError } from '../../hooks/use-field-error';
import { surveyKey, type FormValues, type SurveyAnswerValue } from '../../utils/form';
import { textIn } from '../../../../lib/translated';
import type { StepProps } from '../step-props';

const empty: SurveyAnswerValue = { answer_ids: [], value: '' };

export function SurveyStep({ survey, language }: StepProps) {
  return (
    <Stack gap="lg">
      {survey.questions.map((q) => (
        <Question key={q.id} question={q} language={language} />
      ))}
    </Stack>
  );
}

function Question({ question: q, language }: { question: SurveyQuestion; language: string }) {
  const intl = useIntl();
  const { control } = useFormContext<FormValues>();
  const error = useFieldError();
  const name = `survey.${surveyKey(q.id)}` as const;
  const label = textIn(q.label, language);
  const max = q.max_select ?? limits.surveyMultiSelectMax;
  const message = error(name, { values: { max } });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = field.value ?? empty;
        if (q.type === 'number') {
          return (
            <NumberInput
              ref={field.ref}
              name={field.name}
              label={label}
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
              maw={240}
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
            description={intl.formatMessage({ id: 'register.survey.chooseUpTo' }, { max })}
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
