// The multi-step login (spec access §2 "Login steps", §4 "Login", §8) on the shared wizard (lib/wizard): type →
// identifier → code, then the extra steps the login answer calls for, as one react-hook-form form checked with the
// contract's rules. The verified token stays in memory (never in storage) while the extra steps run; their calls carry
// it as a one-off bearer. Finishing saves the collected data first and only then stores the token, so a session never
// exists with the required steps unsaved; the PublicOnly guard then takes the user home (or to the page they asked for).
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { LoginBody, TokenResponse } from '@club/contract/auth';
import { toPublicRegion, type PublicConfig } from '@club/contract/config';
import { auth, storageKeys } from '@club/contract/constants';
import { languageCodes, regions as contractRegions, type LanguageCode } from '@club/contract/regions';
import type { SelfUser } from '@club/contract/company';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { settingsForRegion, usePublicConfig } from '../../../lib/public-config';
import { tokenStore } from '../../../lib/session/token';
import { defaultRegion } from '../../../lib/default-region';
import { handedOverEmail } from '../../../lib/sign-in-link';
import { readString, writeString } from '../../../lib/storage';
import { textIn } from '../../../lib/translated';
import { useSecondsUntil } from '../../../lib/use-countdown';
import { useSessionDraft } from '../../../lib/wizard/session-draft';
import { progressOf, useWizard } from '../../../lib/wizard/use-wizard';
import { WizardActions } from '../../../lib/wizard/wizard-actions';
import { WizardFrame } from '../../../lib/wizard/wizard-frame';
import { useDeclineTerms } from '../api/decline-terms';
import { useRequestCode } from '../api/request-code';
import { useSaveLoginSteps } from '../api/save-login-steps';
import { useVerifyCode } from '../api/verify-code';
import {
  emptyLoginAnswers,
  fieldsOfLoginStep,
  formFieldOf,
  loginAnswersFormSchema,
  prefillAnswers,
  stepOfField,
  toStepAnswers,
  type LoginAnswers,
} from '../utils/login-answers';
import { loadDraft, loginDraft, newDraft, type LoginDraft, type LoginMethod } from '../utils/login-draft';
import {
  allLoginSteps,
  companyTypeById,
  countedLoginTrack,
  isExtraStep,
  loginTrack,
  longestTrack,
  nextStep,
  surveyFor,
  typeDecided,
  type ExtraStep,
  type TrackStep,
} from '../utils/login-track';
import { AcceptStep } from './accept-step';
import { CodeStep } from './code-step';
import { IdentifierStep } from './identifier-step';
import { MarketingStep } from './marketing-step';
import { MethodStep } from './method-step';
import { RegistrationNumberStep } from './registration-number-step';
import { TermsStep } from './terms-step';

// Steps most people never see load when reached (issue 10): the survey with its number inputs, the company type.
const SurveyFields = lazy(() => import('../../../components/forms/survey-fields').then((m) => ({ default: m.SurveyFields })));
const CompanyTypeField = lazy(() => import('../../../components/forms/company-type-field').then((m) => ({ default: m.CompanyTypeField })));

interface Session {
  token: TokenResponse;
  user: SelfUser;
}
interface Notice {
  color: 'red' | 'orange';
  messages: string[];
}
type Identity = Omit<LoginDraft, 'step'>;

/** Where the sign-in starts: the draft of this tab, or the email another page handed over ("Sign in" after registering). */
function startFrom(handedEmail: string | null, language: LanguageCode): LoginDraft {
  if (handedEmail) return { ...newDraft(defaultRegion(language)), method: 'email', email: handedEmail, step: 'identifier' };
  return loadDraft() ?? newDraft(defaultRegion(language));
}

/**
 * `start`: the method chosen on /login's light first step (login-entry.tsx): the track opens at the identifier step
 * with it, and the step's heading takes focus as after any move.
 */
export function LoginTrack({ start }: { start?: LoginMethod } = {}) {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const config = usePublicConfig();
  const errorMessages = useErrorMessages();
  const location = useLocation();
  const [initial] = useState<LoginDraft>(() =>
    start
      ? { ...newDraft(defaultRegion(language)), method: start, step: 'identifier' }
      : startFrom(handedOverEmail(location.state), language),
  );
  const [identity, setIdentity] = useState<Identity>(() => {
    const { step: _step, ...rest } = initial;
    return rest;
  });
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [finished, setFinished] = useState(false);
  const requestCode = useRequestCode();
  const resendCode = useRequestCode();
  const verifyCode = useVerifyCode();
  const saveSteps = useSaveLoginSteps();
  const declineTerms = useDeclineTerms();

  const answer = identity.answer;
  const settings = settingsForRegion(config.data, answer?.region.id);
  const survey = answer ? surveyFor(answer.role, settings) : undefined;

  const schema = useMemo(() => loginAnswersFormSchema(answer, settings, survey), [answer, settings, survey]);
  const form = useForm<LoginAnswers>({ defaultValues: emptyLoginAnswers, resolver: zodResolver(schema) });
  const chosenType = useWatch({ control: form.control, name: 'company_type' });
  const track = loginTrack(answer, settings, chosenType);

  const wizard = useWizard<TrackStep>({
    steps: track,
    order: allLoginSteps,
    initial: { step: initial.step },
    noBackInto: ['code'],
    progress: (step, index) => {
      // Before the login answer the extra steps are unknown: no total yet, the bar measured against the longest track.
      if (!answer) return progressOf(index, track.length, longestTrack);
      const counted = countedLoginTrack(answer, settings, chosenType, typeDecided(step));
      return progressOf(Math.max(0, counted.indexOf(step)), counted.length);
    },
  });
  const step = wizard.step;
  const { focusHeading } = wizard;
  const [startedHere] = useState(start !== undefined);
  useEffect(() => {
    if (startedHere) focusHeading();
  }, [startedHere, focusHeading]);
  useSessionDraft(loginDraft, { ...identity, step }, !finished);

  const regions: PublicConfig['regions'] = config.data?.regions ?? contractRegions.map((r) => toPublicRegion(r, 0));

  const fail = (err: unknown) => {
    console.error(err);
    setNotice({ color: 'red', messages: errorMessages(err) });
  };
  const startOver = (message: string) => {
    loginDraft.clear();
    setSession(null);
    setIdentity((d) => ({ ...newDraft(d.region), method: d.method, email: d.email, phone: d.phone }));
    wizard.go('identifier');
    setNotice({ color: 'orange', messages: [message] });
  };

  const loginBody = (d: Identity): LoginBody =>
    d.method === 'email' ? { email: d.email } : { phone: d.phone, region: d.region ?? undefined };

  /** A 429 says when a new code may be asked for: the identifier step counts down to it. */
  const failSending = (err: unknown) => {
    if (err instanceof ApiError && err.status === 429 && err.retryAfter !== undefined) {
      const retryAt = Date.now() + err.retryAfter * 1000;
      setIdentity((d) => ({ ...d, retryAt }));
    }
    fail(err);
  };

  const sendCode = async (body: LoginBody) => {
    setNotice(null);
    try {
      const answer = await requestCode.mutateAsync(body);
      const now = Date.now();
      setIdentity((d) => ({
        ...d,
        email: body.email ?? d.email,
        phone: body.phone ?? d.phone,
        region: body.region ?? d.region,
        answer,
        codeSentAt: now,
        retryAt: now + answer.resend_after * 1000,
      }));
      form.reset(emptyLoginAnswers);
      wizard.go('code');
    } catch (err) {
      failSending(err);
    }
  };

  const resend = async () => {
    setNotice(null);
    try {
      const answer = await resendCode.mutateAsync(loginBody(identity));
      const now = Date.now();
      setIdentity((d) => ({ ...d, answer, codeSentAt: now, retryAt: now + answer.resend_after * 1000 }));
    } catch (err) {
      failSending(err);
    }
  };

  /** Saves what the extra steps collected, then stores the token (the guard then leaves /login). */
  const finish = async (values: LoginAnswers, s: Session, steps: readonly TrackStep[]) => {
    setNotice(null);
    try {
      await saveSteps.mutateAsync({
        token: s.token.token,
        user: s.user,
        company: s.user.company,
        steps: steps.filter(isExtraStep),
        answers: toStepAnswers(values, survey),
        numbers: { first: settings?.company_id_field !== 'hidden', second: settings?.vat_field !== 'hidden' },
      });
      setFinished(true);
      loginDraft.clear();
      tokenStore.set(s.token);
    } catch (err) {
      fail(err);
      if (err instanceof ApiError && err.status === 400) {
        const fields = Object.entries(err.fields);
        for (const [field, messages] of fields) {
          const first = messages[0];
          if (first) form.setError(formFieldOf(field) as FieldPath<LoginAnswers>, { type: 'server', message: first });
        }
        const back = fields.map(([f]) => stepOfField(f)).find((x): x is ExtraStep => x !== null && steps.includes(x));
        if (back) wizard.go(back);
      }
    }
  };

  const verify = async (code: string) => {
    if (!answer) return wizard.go('identifier');
    setNotice(null);
    try {
      const s = await verifyCode.mutateAsync({ userId: answer.user_id, code });
      // With no language chosen on this device yet, the account's language wins from here on, so the extra steps are
      // already in it (notifications are written in it too). Not before the code: that would tell anyone typing an
      // email which language its account uses.
      const own = s.user.language;
      if (readString(storageKeys.language) === null && (languageCodes as readonly string[]).includes(own)) setLanguage(own as LanguageCode);
      const values = prefillAnswers(s.user);
      const steps = loginTrack(answer, settings, values.company_type);
      setSession(s);
      form.reset(values);
      const next = nextStep(steps, 'code');
      if (next === null) return await finish(values, s, steps);
      wizard.go(next);
    } catch (err) {
      if (err instanceof ApiError && err.status === 406) {
        // The spec's rule: back to the identifier step. The answer is kept, so "I already have a code" can return to
        // the code step while that code is still valid, and the step counts down to when a new one may be sent.
        setNotice({ color: 'red', messages: [intl.formatMessage({ id: 'errors.invalidCode' })] });
        wizard.go('identifier');
      } else fail(err);
    }
  };

  /** Checks the step on screen with the contract's rules, then moves on; after the last step, finishes. */
  const advance = async () => {
    if (!isExtraStep(step)) return;
    const names = fieldsOfLoginStep(step, survey) as FieldPath<LoginAnswers>[];
    if (names.length > 0 && !(await form.trigger(names, { shouldFocus: true }))) return;
    setNotice(null);
    if (nextStep(track, step) !== null) return wizard.next();
    if (session) await finish(form.getValues(), session, track);
    else startOver(intl.formatMessage({ id: 'login.expired' }));
  };

  const decline = async () => {
    if (!session || !answer) return;
    try {
      await declineTerms.mutateAsync({ token: session.token.token, companyId: answer.company_id });
      startOver(intl.formatMessage({ id: 'login.terms.declined' }));
    } catch (err) {
      fail(err);
    }
  };

  const back = () => {
    setNotice(null);
    wizard.back();
  };
  // The last code is valid for 10 minutes (unless wrong tries burnt it: the server then says so at the code step).
  const codeValid = useSecondsUntil(answer && identity.codeSentAt !== null ? identity.codeSentAt + auth.codeTtlSeconds * 1000 : null) > 0;
  const haveCode = () => {
    setNotice(null);
    wizard.go('code');
  };
  const onBack = wizard.previous ? back : null;
  const termsUrl = settings ? settings.terms_url[answer?.is_decor ? 'decor' : 'standard'] : undefined;
  const type = companyTypeById(settings, chosenType);
  const callingCode = regions.find((r) => r.id === identity.region)?.calling_code ?? '';
  const destination =
    identity.method === 'email'
      ? identity.email
      : identity.phone.trim().startsWith('+')
        ? identity.phone
        : `${callingCode} ${identity.phone}`;

  let extra: ReactNode = null;
  switch (step) {
    case 'consent':
      extra = (
        <AcceptStep
          name="consent"
          text={intl.formatMessage({ id: 'login.consent.text' })}
          link={termsUrl ? { href: termsUrl, label: intl.formatMessage({ id: 'login.consent.rulesLink' }) } : undefined}
          checkboxLabel={intl.formatMessage({ id: 'login.consent.checkbox' })}
          state="required"
        />
      );
      break;
    case 'registration_number':
      extra = (
        <RegistrationNumberStep
          first={settings?.company_id_field ?? 'optional'}
          second={settings?.vat_field ?? 'hidden'}
          regionId={answer?.region.id}
        />
      );
      break;
    case 'company_type':
      extra = (
        <Stack gap="md">
          <Text>
            <FormattedMessage id="login.companyType.text" />
          </Text>
          <Suspense fallback={<Loader size="sm" />}>
            <CompanyTypeField
              name="company_type"
              types={settings?.company_types ?? []}
              state={settings?.company_type_state ?? 'optional'}
              label={intl.formatMessage({ id: 'login.companyType.label' })}
              language={language}
            />
          </Suspense>
        </Stack>
      );
      break;
    case 'disclaimer':
    case 'declaration':
      extra = (
        <AcceptStep
          key={step}
          name={step === 'disclaimer' ? 'disclaimer_accepted' : 'declaration_accepted'}
          text={type ? textIn(step === 'disclaimer' ? type.disclaimer_translated : type.declaration_translated, language) : ''}
          checkboxLabel={intl.formatMessage({ id: `login.${step}.checkbox` })}
          state={(step === 'disclaimer' ? type?.disclaimer_state : type?.declaration_state) ?? 'optional'}
        />
      );
      break;
    case 'marketing':
      extra = <MarketingStep />;
      break;
    case 'survey':
      extra = survey ? (
        <Stack gap="lg">
          <Text>
            <FormattedMessage id="login.survey.text" />
          </Text>
          <Suspense fallback={<Loader size="sm" />}>
            <SurveyFields survey={survey} language={language} />
          </Suspense>
        </Stack>
      ) : null;
      break;
  }

  let body: ReactNode;
  if (saveSteps.isPending) {
    body = (
      <Center py="md" aria-live="polite">
        <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'login.saving' })} />
      </Center>
    );
  } else if (step === 'type') {
    body = (
      <MethodStep
        onChoose={(method) => {
          setNotice(null);
          setIdentity((d) => ({ ...d, method }));
          wizard.go('identifier');
        }}
      />
    );
  } else if (step === 'identifier') {
    body =
      identity.method === 'phone' && config.isPending ? (
        <Center py="md">
          <Loader />
        </Center>
      ) : (
        <IdentifierStep
          key={identity.method}
          method={identity.method}
          defaults={{ email: identity.email, phone: identity.phone, region: identity.region }}
          regions={regions}
          busy={requestCode.isPending}
          retryAt={identity.retryAt}
          onHaveCode={codeValid ? haveCode : undefined}
          onRegionChange={(region) => {
            writeString(storageKeys.region, String(region));
            setIdentity((d) => ({ ...d, region }));
          }}
          onSubmit={(b) => void sendCode(b)}
          onBack={back}
        />
      );
  } else if (step === 'code') {
    body = (
      <CodeStep
        destination={destination}
        channel={answer?.channel ?? (identity.method === 'email' ? 'email' : 'sms')}
        sentAt={identity.codeSentAt}
        resendGap={answer?.resend_after ?? 60}
        busy={verifyCode.isPending}
        resending={resendCode.isPending}
        onSubmit={(code) => void verify(code)}
        onResend={() => void resend()}
        onBack={back}
      />
    );
  } else if (step === 'terms') {
    body = (
      <TermsStep
        termsUrl={termsUrl}
        busy={declineTerms.isPending}
        onAccept={() => {
          form.setValue('terms', true);
          void advance();
        }}
        onDecline={() => void decline()}
      />
    );
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void advance();
        }}
      >
        <Stack gap="md">
          {extra}
          <WizardActions
            onBack={onBack}
            backLabel={<FormattedMessage id="login.back" />}
            submitLabel={<FormattedMessage id={step === 'survey' ? 'login.finish' : 'login.continue'} />}
          />
        </Stack>
      </form>
    );
  }

  return (
    <FormProvider {...form}>
      <WizardFrame
        wizard={wizard}
        title={<FormattedMessage id="login.title" />}
        heading={<FormattedMessage id={`login.step.${step}`} />}
        notice={
          <div aria-live="assertive">
            {notice ? (
              <Alert
                color={notice.color}
                icon={notice.color === 'red' ? <IconAlertCircle aria-hidden /> : <IconInfoCircle aria-hidden />}
                variant="light"
              >
                {notice.messages.map((m) => (
                  <Text key={m} fz="sm">
                    {m}
                  </Text>
                ))}
              </Alert>
            ) : null}
          </div>
        }
      >
        {body}
      </WizardFrame>
    </FormProvider>
  );
}
