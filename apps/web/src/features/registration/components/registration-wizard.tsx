// The multi-step registration (spec access §2, §4, §5): one form across the steps, each step checked with the
// contract's rules before moving on, uniqueness checked while typing, the draft kept in session storage, and the
// review able to send the user to any step and straight back.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Center, Group, List, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconListCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PublicConfig } from '@club/contract/config';
import { limits } from '@club/contract/constants';
import { phoneProblem, type RegisterResponse } from '@club/contract/registration';
import { isEmail } from '@club/contract/validators';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages, useFieldMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { usePublicConfig } from '../../../lib/public-config';
import { useRegisterCompany } from '../api/register-company';
import type { UniqueField } from '../api/validate-company';
import { useDraftAutosave } from '../hooks/use-draft-autosave';
import { useUniqueness } from '../hooks/use-uniqueness';
import { clearDraft, loadDraft } from '../utils/draft';
import {
  emptyValues,
  fieldsOfStep,
  formPath,
  registrationFormSchema,
  settingsFor,
  surveyFor,
  toBody,
  type FormValues,
  type Variant,
} from '../utils/form';
import { allSteps, firstStepWith, registrationSteps, type StepId } from '../utils/steps';
import type { StepProps } from './step-props';
import { AcceptanceStep } from './steps/acceptance-step';
import { AddressStep } from './steps/address-step';
import { CompanyStep } from './steps/company-step';
import { CompanyTypeStep } from './steps/company-type-step';
import { CompleteStep } from './steps/complete-step';
import { ConsentStep } from './steps/consent-step';
import { RegionStep } from './steps/region-step';
import { ReviewStep } from './steps/review-step';
import { SurveyStep } from './steps/survey-step';
import { UserStep } from './steps/user-step';

/** Which form field each server-checked uniqueness belongs to. */
const uniqueFieldPath: Record<UniqueField, string> = {
  email: 'installer.email',
  phone: 'installer.phone',
  registration_number: 'company.registration_number',
  registration_number_2: 'company.registration_number_2',
};

export function RegistrationWizard({ variant }: { variant: Variant }) {
  const intl = useIntl();
  const config = usePublicConfig();
  if (config.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={intl.formatMessage({ id: 'register.loading' })} />
      </Center>
    );
  }
  if (config.isError) return <ConfigError onRetry={() => void config.refetch()} />;
  return <RegistrationForm config={config.data} variant={variant} />;
}

function ConfigError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text>
          <FormattedMessage id="errors.generic" />
        </Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          <FormattedMessage id="register.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}

function RegistrationForm({ config, variant }: { config: PublicConfig; variant: Variant }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const errorMessages = useErrorMessages();
  const translate = useFieldMessage();
  const [draft] = useState(() => loadDraft(variant));
  const schema = useMemo(() => registrationFormSchema(config, variant, language), [config, variant, language]);
  const form = useForm<FormValues>({ resolver: zodResolver(schema), defaultValues: draft?.values ?? emptyValues(), mode: 'onTouched' });
  const { control, trigger, setError, setValue, getValues, handleSubmit } = form;

  const [step, setStep] = useState<StepId>(draft?.step ?? 'region');
  const [returnToReview, setReturnToReview] = useState(draft?.returnToReview ?? false);
  const [manualAddress, setManualAddress] = useState(draft?.manualAddress ?? false);
  const [result, setResult] = useState<{ response: RegisterResponse; email: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const registerCompany = useRegisterCompany();

  const values = useWatch({ control }) as FormValues;
  const regionId = values.company.regions_id;
  const settings = settingsFor(config, regionId);
  const steps = registrationSteps(settings, values.company.company_type);
  const survey = surveyFor(settings, variant);
  const region = config.regions.find((r) => r.id === regionId);

  const phone = values.installer.phone;
  const number1 = values.company.registration_number.trim();
  const number2 = values.company.registration_number_2.trim();
  const uniqueness = {
    email: useUniqueness('email', values.installer.email, regionId, isEmail(values.installer.email.trim())),
    phone: useUniqueness('phone', phone, regionId, regionId !== null && phoneProblem(phone, regionId) === null),
    registration_number: useUniqueness(
      'registration_number',
      number1,
      regionId,
      !!settings && settings.company_id_field !== 'hidden' && number1.length >= limits.registrationNumberMin,
    ),
    registration_number_2: useUniqueness(
      'registration_number_2',
      number2,
      regionId,
      !!settings && settings.vat_field !== 'hidden' && number2.length >= limits.registrationNumberMin,
    ),
  };

  useDraftAutosave(form, { variant, step, returnToReview, manualAddress }, result === null);

  // A step can disappear (another company type, another region): stay on the nearest step that still exists.
  const current: StepId = steps.includes(step)
    ? step
    : ([...steps].reverse().find((s) => allSteps.indexOf(s) < allSteps.indexOf(step)) ?? 'region');
  const index = steps.indexOf(current);
  const total = steps.length - 1; // the completion screen is not a step to fill in

  // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [current]);

  const goTo = (next: StepId) => {
    moved.current = true;
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const takenOn = (s: StepId) =>
    (Object.keys(uniqueFieldPath) as UniqueField[]).some(
      (f) => uniqueness[f].message && fieldsOfStep(s, survey).includes(uniqueFieldPath[f]),
    );

  /** Checks a step's fields; on the step on screen, focus goes to the first field with a problem (its message is read with it). */
  const stepValid = async (s: StepId, focus = false) => {
    const fields = fieldsOfStep(s, survey);
    const names = fields as FieldPath<FormValues>[];
    const ok = names.length === 0 ? true : await trigger(names, { shouldFocus: focus });
    // Fields that failed now count as touched, so their messages follow the user's typing from here on.
    if (!ok) for (const name of names) setValue(name, getValues(name), { shouldTouch: true });
    return ok && !takenOn(s);
  };

  /** The first step before the review that still has a problem, checking (and so showing) each in turn. */
  const firstInvalidStep = async (): Promise<StepId | null> => {
    for (const s of steps) {
      if (s === 'review' || s === 'complete') break;
      if (!(await stepValid(s))) return s;
    }
    return null;
  };

  const next = async () => {
    if (!(await stepValid(current, true))) return;
    if (returnToReview) return backToReview();
    const following = steps[index + 1];
    if (following) goTo(following);
  };

  const backToReview = async () => {
    if (!(await stepValid(current, true))) return;
    const invalid = await firstInvalidStep();
    if (invalid) return goTo(invalid);
    setReturnToReview(false);
    goTo('review');
  };

  const back = () => {
    const previous = steps[index - 1];
    if (previous) goTo(previous);
  };

  const edit = (s: StepId) => {
    setReturnToReview(true);
    goTo(s);
  };

  const onValidSubmit = async () => {
    setProblems([]);
    const invalid = await firstInvalidStep();
    if (invalid) {
      setReturnToReview(true);
      return goTo(invalid);
    }
    const body = toBody(getValues(), settings, variant, language, searchParams.get('invite'));
    try {
      const response = await registerCompany.mutateAsync(body);
      clearDraft();
      setResult({ response, email: body.installer.email ?? '' });
      setReturnToReview(false);
      goTo('complete');
    } catch (err) {
      showServerErrors(err);
    }
  };

  const onInvalidSubmit = async () => {
    // The review's own checkbox or an earlier step failed: show the earliest.
    const invalid = await firstInvalidStep();
    if (invalid) {
      setReturnToReview(true);
      goTo(invalid);
    }
  };

  const showServerErrors = (err: unknown) => {
    const fields = err instanceof ApiError && err.status === 400 ? Object.entries(err.fields) : [];
    if (fields.length === 0) {
      setProblems(errorMessages(err));
      return;
    }
    const list: string[] = [];
    for (const [path, messages] of fields) {
      const first = messages[0];
      if (!first) continue;
      setError(formPath(path) as FieldPath<FormValues>, { type: 'server', message: first });
      for (const m of messages) list.push(translate(m) ?? m);
    }
    setProblems([...new Set(list)]);
    const target = firstStepWith(
      steps,
      fields.map(([p]) => p),
    );
    if (target && target !== 'review') {
      setReturnToReview(true);
      goTo(target);
    }
  };

  const props: StepProps = { config, settings, variant, language, survey, uniqueness, callingCode: region?.calling_code };
  const isReview = current === 'review';
  const isComplete = current === 'complete' && result !== null;

  return (
    <FormProvider {...form}>
      <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
        <Stack gap="lg">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id={variant === 'decor' ? 'register.decorTitle' : 'register.title'} />
          </Title>
          {!isComplete && (
            <Box>
              <Text fz="sm" c="dimmed" mb={4} id="register-progress">
                <FormattedMessage id="register.progress" values={{ current: index + 1, total }} />
              </Text>
              <Progress value={((index + 1) / total) * 100} size="sm" aria-hidden />
            </Box>
          )}
          <Title order={2} fz={{ base: 20, sm: 24 }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            <FormattedMessage id={isComplete ? 'register.complete.title' : `register.step.${current}`} />
          </Title>
          {problems.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={intl.formatMessage({ id: 'register.problems' })}>
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {isComplete ? (
            <CompleteStep welcomePoints={result.response.welcome_points} email={result.email} />
          ) : (
            <form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                if (isReview) void handleSubmit(onValidSubmit, onInvalidSubmit)(e);
                else void next();
              }}
            >
              <Stack gap="lg">
                {current === 'region' && <RegionStep {...props} />}
                {current === 'user' && <UserStep {...props} />}
                {current === 'company' && <CompanyStep {...props} />}
                {current === 'address' && <AddressStep {...props} manual={manualAddress} onManualChange={setManualAddress} />}
                {current === 'companyType' && <CompanyTypeStep {...props} />}
                {current === 'disclaimer' && <AcceptanceStep {...props} kind="disclaimer" />}
                {current === 'declaration' && <AcceptanceStep {...props} kind="declaration" />}
                {current === 'survey' && <SurveyStep {...props} />}
                {current === 'consent' && <ConsentStep />}
                {isReview && <ReviewStep {...props} steps={steps} onEdit={edit} />}
                <Group justify="space-between" gap="sm" wrap="wrap-reverse">
                  {index > 0 ? (
                    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
                      <FormattedMessage id="register.back" />
                    </Button>
                  ) : (
                    <span />
                  )}
                  {isReview ? (
                    <Button type="submit" loading={registerCompany.isPending}>
                      <FormattedMessage id="register.submit" />
                    </Button>
                  ) : returnToReview ? (
                    <Button type="submit" leftSection={<IconListCheck size={16} aria-hidden />}>
                      <FormattedMessage id="register.backToReview" />
                    </Button>
                  ) : (
                    <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
                      <FormattedMessage id="register.next" />
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </FormProvider>
  );
}
