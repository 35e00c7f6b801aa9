// The project survey (spec working areas §4 "Survey and project rules", §8): a project with no scans shows an error;
// the form shows only while the project is open and has no survey; a closed project shows the previous answers
// read-only. Submitting answers { status: 2 } (closed, points credited: a confirmation with the points) or
// { status: 5 } (in review: a modal says so).
import { useRef, useState } from 'react';
import { Alert, Button, Group, NumberInput, Radio, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  installedUnitsMax,
  projectSurveyProblems,
  projectSurveyQuestions,
  type Project,
  type ProjectSurveyResponse,
  type ProjectSurveyResult,
} from '@club/contract/projects';
import { projectStatus } from '@club/contract/constants';
import { AppModal } from '../../../components/ui/dialogs';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { useSubmitSurvey } from '../api/submit-survey';
import { alertText } from '../utils/tones';

type Answers = Record<number, { answer_id?: number; value?: number }>;

interface Props {
  project: Project;
}

export function SurveyPanel({ project }: Props) {
  const [result, setResult] = useState<ProjectSurveyResult | null>(null);
  const intl = useIntl();
  const closed = project.status.id === projectStatus.closed;
  const canFill = project.status.id === projectStatus.open && !project.has_survey;

  let body;
  if (result?.status === projectStatus.closed) body = null;
  else if (canFill && project.products_count === 0) {
    body = (
      <Alert color="red" styles={alertText('red')} role="alert" title={intl.formatMessage({ id: 'projects.survey.noScansTitle' })}>
        <FormattedMessage id="projects.survey.noScans" />
      </Alert>
    );
  } else if (canFill) body = <SurveyForm project={project} onResult={setResult} />;
  else if (project.survey.length > 0) body = <SurveyAnswers project={project} />;
  else {
    body = (
      <Text c="dimmed">
        <FormattedMessage id={closed ? 'projects.survey.noAnswers' : 'projects.survey.notOpen'} />
      </Text>
    );
  }

  return (
    <Stack gap="md">
      {result?.status === projectStatus.closed ? (
        <Alert
          color="green"
          styles={alertText('green')}
          icon={<IconCircleCheck aria-hidden />}
          title={intl.formatMessage({ id: 'projects.survey.thanksTitle' })}
          role="status"
        >
          <FormattedMessage
            id="projects.survey.credited"
            values={{ points: intl.formatMessage({ id: 'points.count' }, { count: result.points }) }}
          />
        </Alert>
      ) : null}
      {result?.status === projectStatus.closed && project.survey.length > 0 ? <SurveyAnswers project={project} /> : body}
      {/* No ×: OK (or Escape) closes it. */}
      <AppModal
        opened={result?.status === projectStatus.inReview}
        onClose={() => setResult(null)}
        title={intl.formatMessage({ id: 'projects.survey.reviewTitle' })}
        centered
      >
        <Stack gap="md">
          <Text>
            <FormattedMessage id="projects.survey.reviewText" />
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setResult(null)} data-autofocus>
              <FormattedMessage id="projects.ok" />
            </Button>
          </Group>
        </Stack>
      </AppModal>
    </Stack>
  );
}

function SurveyForm({ project, onResult }: Props & { onResult: (r: ProjectSurveyResult) => void }) {
  const intl = useIntl();
  const fieldMessage = useFieldMessage();
  const errors = useErrorMessages();
  const submit = useSubmitSurvey(project.uuid);
  const [answers, setAnswers] = useState<Answers>({});
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (id: number, a: { answer_id?: number; value?: number }) => setAnswers((prev) => ({ ...prev, [id]: a }));
  const serverFields = submit.error instanceof ApiError ? submit.error.fields : {};
  const problem = (id: number) => fieldMessage(problems[`response.${id}`]?.[0] ?? serverFields[`response.${id}`]?.[0]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="survey-title"
      onSubmit={(e) => {
        e.preventDefault();
        const response: ProjectSurveyResponse = projectSurveyQuestions.flatMap((q) => {
          const a = answers[q.id];
          if (!a || (a.answer_id === undefined && a.value === undefined)) return [];
          return [{ question_id: q.id, ...a }];
        });
        const found = projectSurveyProblems(JSON.stringify(response)).fields;
        setProblems(found);
        if (Object.keys(found).length > 0) {
          // The first question with a problem gets the focus, so a screen reader hears what to fix.
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
          return;
        }
        submit.mutate(response, { onSuccess: onResult });
      }}
    >
      <Stack gap="lg">
        <Title order={2} fz="lg" id="survey-title">
          <FormattedMessage id="projects.survey.title" />
        </Title>
        <Text c="dimmed" fz="sm">
          <FormattedMessage id="projects.survey.intro" />
        </Text>
        {projectSurveyQuestions.map((q) => {
          const label = intl.formatMessage({ id: `projects.survey.q${q.id}` });
          const error = problem(q.id);
          if (q.type === 'number') {
            return (
              <NumberInput
                key={q.id}
                label={label}
                withAsterisk={q.required}
                min={1}
                max={installedUnitsMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                inputMode="numeric"
                value={answers[q.id]?.value ?? ''}
                onChange={(v) => set(q.id, { value: typeof v === 'number' ? v : v === '' ? undefined : Number(v) })}
                error={error}
                maw={240}
              />
            );
          }
          return (
            <Radio.Group
              key={q.id}
              label={label}
              withAsterisk={q.required}
              value={answers[q.id]?.answer_id === undefined ? '' : String(answers[q.id]?.answer_id)}
              onChange={(v) => set(q.id, { answer_id: Number(v) })}
              error={error}
            >
              <Stack gap="xs" mt="xs">
                {q.answers.map((a, i) => (
                  <Radio
                    key={a}
                    value={String(a)}
                    label={intl.formatMessage({ id: `projects.survey.q${q.id}.a${a}` })}
                    aria-invalid={i === 0 && !!error ? true : undefined}
                  />
                ))}
              </Stack>
            </Radio.Group>
          );
        })}
        {submit.isError && Object.keys(serverFields).length === 0 ? (
          <Alert color="red" styles={alertText('red')} role="alert">
            {errors(submit.error).join(' ')}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={submit.isPending}>
            <FormattedMessage id="projects.survey.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SurveyAnswers({ project }: { project: Project }) {
  const intl = useIntl();
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        <FormattedMessage id="projects.survey.answersTitle" />
      </Title>
      <Stack component="dl" gap="sm" m={0}>
        {projectSurveyQuestions.map((q) => {
          const a = project.survey.find((s) => s.question_id === q.id);
          const text =
            a === undefined
              ? intl.formatMessage({ id: 'projects.survey.notAnswered' })
              : q.type === 'number'
                ? String(a.value ?? '')
                : a.answer_id !== null
                  ? intl.formatMessage({ id: `projects.survey.q${q.id}.a${a.answer_id}` })
                  : '';
          return (
            <div key={q.id}>
              <Text component="dt" fz="sm" c="dimmed">
                {intl.formatMessage({ id: `projects.survey.q${q.id}` })}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {text}
              </Text>
            </div>
          );
        })}
      </Stack>
    </Stack>
  );
}
