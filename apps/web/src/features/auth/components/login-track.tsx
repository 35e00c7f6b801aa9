// The multi-step login (spec access §2 "Login steps", §4 "Login", §8): type → identifier → code, then the extra steps
// the login answer calls for. The verified token stays in memory (never in storage) while the extra steps run; their
// calls carry it as a one-off bearer. Finishing saves the collected data first and only then stores the token, so a
// session never exists with the required steps unsaved; the PublicOnly guard then takes the user home (or back to
// the page they asked for).
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Center, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LoginBody, TokenResponse } from '@club/contract/auth';
import { toPublicRegion, type PublicConfig } from '@club/contract/config';
import { storageKeys } from '@club/contract/constants';
import { languageCodes, regions as contractRegions, type LanguageCode } from '@club/contract/regions';
import type { SelfUser } from '@club/contract/company';
import { ApiError } from '../../../lib/api-client';
import { useErrorMessages } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { settingsForRegion, usePublicConfig } from '../../../lib/public-config';
import { tokenStore } from '../../../lib/session';
import { readString, writeString } from '../../../lib/storage';
import { textIn } from '../../../lib/translated';
import { declineTerms } from '../api/decline-terms';
import { getSignedInUser } from '../api/get-signed-in-user';
import { requestCode } from '../api/request-code';
import { saveLoginSteps } from '../api/save-login-steps';
import { verifyCode } from '../api/verify-code';
import { clearDraft, emptyAnswers, loadDraft, newDraft, saveDraft, type LoginDraft, type StepAnswers } from '../utils/login-draft';
import {
  companyTypeById,
  extraSteps,
  loginTrack,
  nextStep,
  previousStep,
  surveyFor,
  type ExtraStep,
  type TrackStep,
} from '../utils/login-track';
import { AcceptStep } from './accept-step';
import { CodeStep } from './code-step';
import { CompanyTypeStep } from './company-type-step';
import { IdentifierStep } from './identifier-step';
import { MarketingStep } from './marketing-step';
import { MethodStep } from './method-step';
import { RegistrationNumberStep, type RegistrationNumbers } from './registration-number-step';
import { SurveyStep } from './survey-step';
import { TermsStep } from './terms-step';

interface Session {
  token: TokenResponse;
  user: SelfUser;
}
interface Notice {
  color: 'red' | 'orange';
  messages: string[];
}

const isExtra = (s: TrackStep): s is ExtraStep => (extraSteps as readonly string[]).includes(s);

function storedRegion(): number | null {
  const id = Number(readString(storageKeys.region));
  return contractRegions.some((r) => r.id === id) ? id : null;
}

/** The region to offer first: the one remembered, else the one whose language the interface speaks. */
function defaultRegion(language: LanguageCode): number | null {
  return storedRegion() ?? contractRegions.find((r) => r.language === language)?.id ?? null;
}

/** The extra steps start from what the account already holds. */
function prefill(user: SelfUser): StepAnswers {
  return {
    ...emptyAnswers,
    registration_number: user.company.registration_number ?? '',
    registration_number_2: user.company.registration_number_2 ?? '',
    company_type: user.company.company_type,
    disclaimer_accepted: user.company.disclaimer_accepted,
    declaration_accepted: user.company.declaration_accepted,
    email_consent: user.email_consent,
    phone_consent: user.phone_consent,
    survey: user.company.survey ?? [],
  };
}

/** Which step a field the server rejected belongs to. */
function stepOfField(field: string): ExtraStep | null {
  if (field.startsWith('registration_number')) return 'registration_number';
  if (field.startsWith('surveyResponse')) return 'survey';
  if (field === 'company_type') return 'company_type';
  if (field === 'disclaimer_accepted') return 'disclaimer';
  if (field === 'declaration_accepted') return 'declaration';
  if (field === 'email_consent' || field === 'phone_consent') return 'marketing';
  return null;
}

export function LoginTrack() {
  const intl = useIntl();
  const { language, setLanguage } = useLanguage();
  const config = usePublicConfig();
  const errorMessages = useErrorMessages();
  const [draft, setDraft] = useState<LoginDraft>(() => loadDraft() ?? newDraft(defaultRegion(language)));
  const [session, setSession] = useState<Session | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<'code' | 'resend' | 'verify' | 'save' | 'decline' | null>(null);
  const [numberErrors, setNumberErrors] = useState<Partial<Record<keyof RegistrationNumbers, string>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);

  useEffect(() => saveDraft(draft), [draft]);
  // Move focus to the new step's heading, so keyboard and screen-reader users start at the top of it.
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    heading.current?.focus();
  }, [draft.step]);

  const settings = settingsForRegion(config.data, draft.answer?.region.id);
  const track = loginTrack(draft.answer, settings, draft.answers.company_type);
  const regions: PublicConfig['regions'] = config.data?.regions ?? contractRegions.map((r) => toPublicRegion(r, 0));
  // An extra step needs the in-memory session; without it (cannot normally happen: loadDraft drops such steps) the
  // identifier step is shown again.
  const step: TrackStep = isExtra(draft.step) && !session ? 'identifier' : draft.step;
  const index = Math.max(0, track.indexOf(step));

  const go = (to: TrackStep) => setDraft((d) => ({ ...d, step: to }));
  const fail = (err: unknown) => {
    console.error(err);
    setNotice({ color: 'red', messages: errorMessages(err) });
  };
  const startOver = (message: string) => {
    clearDraft();
    setSession(null);
    setDraft((d) => ({ ...newDraft(d.region), method: d.method, email: d.email, phone: d.phone, step: 'identifier' }));
    setNotice({ color: 'orange', messages: [message] });
  };

  const loginBody = (d: LoginDraft): LoginBody =>
    d.method === 'email' ? { email: d.email } : { phone: d.phone, region: d.region ?? undefined };

  const sendCode = async (body: LoginBody) => {
    setNotice(null);
    setBusy('code');
    try {
      const answer = await requestCode(body);
      setDraft((d) => ({
        ...d,
        email: body.email ?? d.email,
        phone: body.phone ?? d.phone,
        region: body.region ?? d.region,
        answer,
        codeSentAt: Date.now(),
        answers: { ...emptyAnswers },
        step: 'code',
      }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setNotice(null);
    setBusy('resend');
    try {
      const answer = await requestCode(loginBody(draft));
      setDraft((d) => ({ ...d, answer, codeSentAt: Date.now() }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  /** Saves what the extra steps collected, then stores the token (the guard then leaves /login). */
  const finish = async (answers: StepAnswers, s: Session, steps: readonly TrackStep[]) => {
    setNotice(null);
    setBusy('save');
    try {
      await saveLoginSteps({
        token: s.token.token,
        user: s.user,
        company: s.user.company,
        steps: steps.filter(isExtra),
        answers,
        numbers: { first: settings?.company_id_field !== 'hidden', second: settings?.vat_field !== 'hidden' },
      });
      clearDraft();
      // With no language chosen on this device yet, the account's language wins (notifications are written in it).
      const own = s.user.language;
      if (readString(storageKeys.language) === null && (languageCodes as readonly string[]).includes(own)) setLanguage(own as LanguageCode);
      tokenStore.set(s.token);
    } catch (err) {
      setBusy(null);
      fail(err);
      if (err instanceof ApiError && err.status === 400) {
        const fields = Object.keys(err.fields);
        const back = fields.map(stepOfField).find((x): x is ExtraStep => x !== null && steps.includes(x));
        if (back === 'registration_number') {
          const msg = (f: string) =>
            err.fields[f]?.length ? errorMessages(new ApiError(400, { errors: err.fields[f] })).join(' ') : undefined;
          setNumberErrors({ registration_number: msg('registration_number'), registration_number_2: msg('registration_number_2') });
        }
        if (back) go(back);
      }
    }
  };

  const verify = async (code: string) => {
    const answer = draft.answer;
    if (!answer) return go('identifier');
    setNotice(null);
    setBusy('verify');
    try {
      const token = await verifyCode({ userId: answer.user_id, code });
      const user = await getSignedInUser(token.token);
      const s = { token, user };
      const answers = prefill(user);
      const steps = loginTrack(answer, settings, answers.company_type);
      setSession(s);
      const next = nextStep(steps, 'code');
      if (next === null) return await finish(answers, s, steps);
      setDraft((d) => ({ ...d, answers, step: next }));
      setBusy(null);
    } catch (err) {
      setBusy(null);
      if (err instanceof ApiError && err.status === 406) {
        setNotice({ color: 'red', messages: [intl.formatMessage({ id: 'errors.invalidCode' })] });
        setDraft((d) => ({ ...d, step: 'identifier', answer: null }));
      } else fail(err);
    }
  };

  /** Records a step's answers and moves on; after the last step, finishes. */
  const advance = (patch: Partial<StepAnswers> = {}) => {
    const answers = { ...draft.answers, ...patch };
    const steps = loginTrack(draft.answer, settings, answers.company_type);
    const next = nextStep(steps, step);
    setDraft((d) => ({ ...d, answers, step: next ?? d.step }));
    if (next === null) {
      if (session) void finish(answers, session, steps);
      else startOver(intl.formatMessage({ id: 'login.expired' }));
    }
  };
  const back = () => {
    const prev = previousStep(track, step);
    setNotice(null);
    if (prev) go(prev);
  };
  const backOrUndefined = previousStep(track, step) ? back : undefined;

  const decline = async () => {
    if (!session || !draft.answer) return;
    setBusy('decline');
    try {
      await declineTerms({ token: session.token.token, companyId: draft.answer.company_id });
      startOver(intl.formatMessage({ id: 'login.terms.declined' }));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  };

  const isDecorRole = draft.answer?.is_decor ?? false;
  const termsUrl = settings ? settings.terms_url[isDecorRole ? 'decor' : 'standard'] : undefined;
  const type = companyTypeById(settings, draft.answers.company_type);
  const callingCode = regions.find((r) => r.id === draft.region)?.calling_code ?? '';
  const destination =
    draft.method === 'email' ? draft.email : draft.phone.trim().startsWith('+') ? draft.phone : `${callingCode} ${draft.phone}`;

  let body: ReactNode = null;
  switch (step) {
    case 'type':
      body = (
        <MethodStep
          onChoose={(method) => {
            setNotice(null);
            setDraft((d) => ({ ...d, method, step: 'identifier' }));
          }}
        />
      );
      break;
    case 'identifier':
      body =
        draft.method === 'phone' && config.isPending ? (
          <Center py="md">
            <Loader />
          </Center>
        ) : (
          <IdentifierStep
            key={draft.method}
            method={draft.method}
            defaults={{ email: draft.email, phone: draft.phone, region: draft.region }}
            regions={regions}
            busy={busy === 'code'}
            onRegionChange={(region) => {
              writeString(storageKeys.region, String(region));
              setDraft((d) => ({ ...d, region }));
            }}
            onSubmit={(b) => void sendCode(b)}
            onBack={() => {
              setNotice(null);
              go('type');
            }}
          />
        );
      break;
    case 'code':
      body = (
        <CodeStep
          destination={destination}
          channel={draft.answer?.channel ?? (draft.method === 'email' ? 'email' : 'sms')}
          sentAt={draft.codeSentAt}
          resendGap={draft.answer?.resend_after ?? 60}
          busy={busy === 'verify' || busy === 'save'}
          resending={busy === 'resend'}
          onSubmit={(code) => void verify(code)}
          onResend={() => void resend()}
          onBack={() => {
            setNotice(null);
            go('identifier');
          }}
        />
      );
      break;
    case 'consent':
      body = (
        <AcceptStep
          key="consent"
          text={intl.formatMessage({ id: 'login.consent.text' })}
          link={termsUrl ? { href: termsUrl, label: intl.formatMessage({ id: 'login.consent.rulesLink' }) } : undefined}
          checkboxLabel={intl.formatMessage({ id: 'login.consent.checkbox' })}
          state="required"
          requiredMessageId="validation.terms"
          defaultValue={draft.answers.consent}
          onNext={() => advance({ consent: true })}
        />
      );
      break;
    case 'terms':
      body = (
        <TermsStep termsUrl={termsUrl} busy={busy !== null} onAccept={() => advance({ terms: true })} onDecline={() => void decline()} />
      );
      break;
    case 'registration_number':
      body = (
        <RegistrationNumberStep
          first={settings?.company_id_field ?? 'optional'}
          second={settings?.vat_field ?? 'hidden'}
          defaults={{ registration_number: draft.answers.registration_number, registration_number_2: draft.answers.registration_number_2 }}
          serverErrors={numberErrors}
          onBack={backOrUndefined}
          onNext={(v) => {
            setNumberErrors({});
            advance(v);
          }}
        />
      );
      break;
    case 'company_type':
      body = (
        <CompanyTypeStep
          types={settings?.company_types ?? []}
          state={settings?.company_type_state ?? 'optional'}
          value={draft.answers.company_type}
          onChange={(id) => setDraft((d) => ({ ...d, answers: { ...d.answers, company_type: id } }))}
          onBack={backOrUndefined}
          onNext={() => advance()}
        />
      );
      break;
    case 'disclaimer':
      body = (
        <AcceptStep
          key="disclaimer"
          text={type ? textIn(type.disclaimer_translated, language) : ''}
          checkboxLabel={intl.formatMessage({ id: 'login.disclaimer.checkbox' })}
          state={type?.disclaimer_state ?? 'optional'}
          defaultValue={draft.answers.disclaimer_accepted}
          onBack={back}
          onNext={(accepted) => advance({ disclaimer_accepted: accepted })}
        />
      );
      break;
    case 'declaration':
      body = (
        <AcceptStep
          key="declaration"
          text={type ? textIn(type.declaration_translated, language) : ''}
          checkboxLabel={intl.formatMessage({ id: 'login.declaration.checkbox' })}
          state={type?.declaration_state ?? 'optional'}
          defaultValue={draft.answers.declaration_accepted}
          onBack={back}
          onNext={(accepted) => advance({ declaration_accepted: accepted })}
        />
      );
      break;
    case 'marketing':
      body = (
        <MarketingStep
          defaults={{ email_consent: draft.answers.email_consent, phone_consent: draft.answers.phone_consent }}
          onBack={backOrUndefined}
          onNext={(v) => advance(v)}
        />
      );
      break;
    case 'survey': {
      const survey = draft.answer ? surveyFor(draft.answer.role, settings) : undefined;
      body = survey ? (
        <SurveyStep survey={survey} defaults={draft.answers.survey} onBack={backOrUndefined} onNext={(survey) => advance({ survey })} />
      ) : null;
      break;
    }
  }

  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
      <Stack gap="md">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <FormattedMessage id="login.title" />
        </Title>
        <Stack gap={4}>
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="login.progress" values={{ step: index + 1, total: track.length }} />
          </Text>
          <Progress value={((index + 1) / track.length) * 100} size="sm" aria-hidden />
        </Stack>
        <Title order={2} fz={{ base: 20, sm: 22 }} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
          <FormattedMessage id={`login.step.${step}`} />
        </Title>
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
        {busy === 'save' ? (
          <Center py="md" aria-live="polite">
            <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: 'login.saving' })} />
          </Center>
        ) : (
          body
        )}
      </Stack>
    </Paper>
  );
}
