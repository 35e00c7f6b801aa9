// The registration form (spec access §2, §4, §5) on the shared wizard (lib/wizard): one form across the steps, each
// step checked with the contract's rules before moving on, uniqueness checked while typing, the draft kept in session
// storage, and the review able to send the user to any step and straight back. Its own chunk: the contract's rules
// (zod, libphonenumber) and react-hook-form load while the page waits for the public configuration
// (registration-wizard.tsx), not before the page paints (issue 10).
import { useEffect, useMemo, useState } from 'react';
import { Alert, List, Stack } from '@mantine/core';
import { IconAlertCircle, IconArrowRight, IconListCheck } from '@tabler/icons-react';
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
import { defaultRegion } from '../../../lib/default-region';
import { useLanguage } from '../../../lib/i18n';
import { useRegisterCompany } from '../api/register-company';
import type { UniqueField } from '../api/validate-company';
import { CompanyTypeField } from '../../../components/forms/company-type-field';
import { SurveyFields } from '../../../components/forms/survey-fields';
import { useSessionDraft } from '../../../lib/wizard/session-draft';
import { progressOf, useWizard } from '../../../lib/wizard/use-wizard';
import { WizardActions } from '../../../lib/wizard/wizard-actions';
import { WizardFrame } from '../../../lib/wizard/wizard-frame';
import { useUniqueness } from '../hooks/use-uniqueness';
import { loadDraft, registrationDraft } from '../utils/draft';
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
import { allSteps, countedSteps, firstStepWith, registrationSteps, typeDecided, type StepId } from '../utils/steps';
import type { StepProps } from './step-props';
import { AcceptanceStep } from './steps/acceptance-step';
import { AddressStep } from './steps/address-step';
import { CompanyStep } from './steps/company-step';
import { CompleteStep } from './steps/complete-step';
import { ConsentStep } from './steps/consent-step';
import { RegionStep } from './steps/region-step';
import { ReviewStep } from './steps/review-step';
import { UserStep } from './steps/user-step';
import { WithQueries } from '../../../lib/query-client';

/** Which form field each server-checked uniqueness belongs to. */
const uniqueFieldPath: Record<UniqueField, string> = {
  email: 'installer.email',
  phone: 'installer.phone',
  registration_number: 'company.registration_number',
  registration_number_2: 'company.registration_number_2',
};

/** The registration page has no query client of its own (it is signed out): the form brings it for its checks. */
export default function RegistrationForm(props: { config: PublicConfig; variant: Variant }) {
  return (
    <WithQueries>
      <Form {...props} />
    </WithQueries>
  );
}

function Form({ config, variant }: { config: PublicConfig; variant: Variant }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [searchParams] = useSearchParams();
  const errorMessages = useErrorMessages();
  const translate = useFieldMessage();
  const [draft] = useState(() => loadDraft(variant));
  const schema = useMemo(() => registrationFormSchema(config, variant, language), [config, variant, language]);
  const form = useForm<FormValues>({
    resolver: zodResolver(schema),
    defaultValues: draft?.values ?? emptyValues(defaultRegion(language)),
    mode: 'onTouched',
  });
  const { control, trigger, setError, setValue, getValues, handleSubmit } = form;

  const [manualAddress, setManualAddress] = useState(draft?.manualAddress ?? false);
  const [result, setResult] = useState<{ response: RegisterResponse; email: string } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const registerCompany = useRegisterCompany();

  const values = useWatch({ control }) as FormValues;
  const regionId = values.company.regions_id;
  const settings = settingsFor(config, regionId);
  const typeId = values.company.company_type;
  const steps = registrationSteps(settings, typeId).filter((s) => s !== 'complete');
  const survey = surveyFor(settings, variant);
  const region = config.regions.find((r) => r.id === regionId);

  const wizard = useWizard<StepId>({
    steps,
    order: allSteps,
    initial: draft ? { step: draft.step, returnTo: draft.returnToReview ? 'review' : null } : undefined,
    progress: (step) => {
      // Before a region is chosen the optional steps are unknown: no total yet, the bar measured against the longest track.
      if (!settings) return progressOf(0, 1, allSteps.length - 1);
      const counted = countedSteps(settings, typeId, typeDecided(step));
      return progressOf(Math.max(0, counted.indexOf(step)), counted.length);
    },
  });
  const current = wizard.step;
  const returnToReview = wizard.position.returnTo === 'review';

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

  useSessionDraft(
    registrationDraft,
    { variant, step: current, returnToReview, manualAddress, values: values as FormValues },
    result === null,
  );

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
      if (s === 'review') break;
      if (!(await stepValid(s))) return s;
    }
    return null;
  };

  const next = async () => {
    if (!(await stepValid(current, true))) return;
    if (returnToReview) {
      // Back to the review only when every step is fine; else to the first step with a problem, still returning after.
      const invalid = await firstInvalidStep();
      if (invalid) return wizard.edit(invalid, 'review');
    }
    wizard.next();
  };

  const onValidSubmit = async () => {
    setProblems([]);
    const invalid = await firstInvalidStep();
    if (invalid) return wizard.edit(invalid, 'review');
    const body = toBody(getValues(), settings, variant, language, searchParams.get('invite'));
    try {
      const response = await registerCompany.mutateAsync(body);
      registrationDraft.clear();
      setResult({ response, email: body.installer.email ?? '' });
    } catch (err) {
      showServerErrors(err);
    }
  };

  const onInvalidSubmit = async () => {
    // The review's own checkbox or an earlier step failed: show the earliest.
    const invalid = await firstInvalidStep();
    if (invalid) wizard.edit(invalid, 'review');
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
    if (target && target !== 'review') wizard.edit(target, 'review');
  };

  // The completion screen is not a step of the track: move focus to its heading by hand.
  const { focusHeading } = wizard;
  useEffect(() => {
    if (result) focusHeading();
  }, [result, focusHeading]);

  const props: StepProps = { config, settings, variant, language, survey, uniqueness, callingCode: region?.calling_code };
  const isReview = current === 'review';
  const typeLabel = intl.formatMessage({ id: 'register.companyType.label' });

  return (
    <FormProvider {...form}>
      <WizardFrame
        wizard={wizard}
        title={<FormattedMessage id={variant === 'decor' ? 'register.decorTitle' : 'register.title'} />}
        heading={<FormattedMessage id={result ? 'register.complete.title' : `register.step.${current}`} />}
        showProgress={result === null}
        notice={
          problems.length > 0 && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={intl.formatMessage({ id: 'register.problems' })}>
              <List size="sm">
                {problems.map((p) => (
                  <List.Item key={p}>{p}</List.Item>
                ))}
              </List>
            </Alert>
          )
        }
      >
        {result ? (
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
              {current === 'companyType' && (
                <CompanyTypeField
                  name="company.company_type"
                  types={settings?.company_types ?? []}
                  state={settings?.company_type_state ?? 'optional'}
                  label={
                    settings?.company_type_state === 'optional'
                      ? intl.formatMessage({ id: 'register.optional' }, { label: typeLabel })
                      : typeLabel
                  }
                  language={language}
                />
              )}
              {current === 'disclaimer' && <AcceptanceStep {...props} kind="disclaimer" />}
              {current === 'declaration' && <AcceptanceStep {...props} kind="declaration" />}
              {current === 'survey' && <SurveyFields survey={survey} language={language} />}
              {current === 'consent' && <ConsentStep />}
              {isReview && <ReviewStep {...props} steps={steps} onEdit={(s) => wizard.edit(s, 'review')} />}
              <WizardActions
                onBack={wizard.previous ? wizard.back : null}
                backLabel={<FormattedMessage id="register.back" />}
                busy={registerCompany.isPending}
                submitIcon={
                  isReview
                    ? undefined
                    : returnToReview
                      ? { left: <IconListCheck size={16} aria-hidden /> }
                      : { right: <IconArrowRight size={16} aria-hidden /> }
                }
                submitLabel={
                  <FormattedMessage id={isReview ? 'register.submit' : returnToReview ? 'register.backToReview' : 'register.next'} />
                }
              />
            </Stack>
          </form>
        )}
      </WizardFrame>
    </FormProvider>
  );
}
