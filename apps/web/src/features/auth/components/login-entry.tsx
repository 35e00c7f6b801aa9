// /login's first paint (issue 10): the method choice alone — the card, its heading and two buttons — with none of the
// form's rules. The sign-in track (react-hook-form, the contract's zod schemas, libphonenumber, the region select) is
// downloaded while the visitor looks at the choice (the server names its files: Page.later in app/pages.ts,
// lib/prefetch-later.ts) and run once a method is chosen or first pointed at; it goes on at the identifier step exactly as if it
// had run from the start. A tab with a sign-in already under way (a draft) or an email handed
// over by another page opens the track at once.
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { storageKeys } from '@club/contract/constants';
import { handedOverEmail } from '../../../lib/sign-in-link';
import { prefetchLater } from '../../../lib/prefetch-later';
import { readJson } from '../../../lib/storage';
import { progressOf } from '../../../lib/wizard/use-wizard';
import { WizardFrame } from '../../../lib/wizard/wizard-frame';
import type { LoginMethod } from '../utils/login-draft';
import { baseSteps, longestTrack } from '../utils/login-track';
import { MethodStep } from './method-step';

const loadTrack = () => import('./login-track');
const LoginTrack = lazy(() => loadTrack().then((m) => ({ default: m.LoginTrack })));

/** Whether this tab is in the middle of a sign-in (a draft past the first step): then the track opens at once. */
function underWay(): boolean {
  const draft = readJson<{ step?: unknown }>(storageKeys.loginDraft, true);
  return typeof draft?.step === 'string' && draft.step !== 'type';
}

/** The frame of the first step as the track draws it (same title, "Step 1", bar and heading), so nothing moves. */
function StartFrame({ children }: { children: React.ReactNode }) {
  const wizard = { progress: progressOf(0, baseSteps.length, longestTrack), attachHeading: () => undefined };
  return (
    <WizardFrame wizard={wizard} title={<FormattedMessage id="login.title" />} heading={<FormattedMessage id="login.step.type" />}>
      {children}
    </WizardFrame>
  );
}

export function LoginEntry() {
  const location = useLocation();
  const [direct] = useState(() => handedOverEmail(location.state) !== null || underWay());
  const [method, setMethod] = useState<LoginMethod | null>(null);
  useEffect(() => {
    if (!direct) prefetchLater();
  }, [direct]);

  const waiting = (
    <StartFrame>
      <Center py="md">
        <Loader size="sm" />
      </Center>
    </StartFrame>
  );
  return (
    // One boundary for both: choosing a method is a transition, so the buttons stay on screen until the track is there.
    <Suspense fallback={waiting}>
      {direct || method ? (
        <LoginTrack start={method ?? undefined} />
      ) : (
        <StartFrame>
          {/* Running the track starts as soon as a finger or the pointer is on the choice (its files are downloaded). */}
          <div onPointerDown={() => void loadTrack()} onFocusCapture={() => void loadTrack()}>
            <MethodStep onChoose={(m) => startTransition(() => setMethod(m))} />
          </div>
        </StartFrame>
      )}
    </Suspense>
  );
}
