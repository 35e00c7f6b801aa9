// One small wizard for every multi-step form of the portal: sign-in, registration, and later project add, project
// survey, checkout and the configurator (docs/decisions/0015-one-wizard.md). It owns the position only: the step on
// screen, "came from the review", the progress shown, and focus. The caller keeps the form (react-hook-form with the
// contract's zod rules), checks a step before calling `next()`, and saves drafts with `useSessionDraft`.
//
//   const wizard = useWizard({ steps, initial: draft?.position });
//   <WizardFrame wizard={wizard} title=… heading=…>…</WizardFrame>
//   onSubmit: if (await trigger(fieldsOf(wizard.step))) wizard.next();
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the user is; what a session draft stores. */
export interface WizardPosition<S extends string> {
  step: S;
  /** Set after "Edit" on a review: `next()` then goes straight back to this step. */
  returnTo: S | null;
}

export interface WizardProgress {
  /** 1-based number of the step on screen. */
  current: number;
  /** Null while the length of the track is not known yet (show "Step 2", not "Step 2 of 3"). */
  total: number | null;
  /** 0–100 for a progress bar. */
  value: number;
}

export interface WizardOptions<S extends string> {
  /** The steps in order, as far as they are known now. */
  steps: readonly S[];
  /** Every step there can be, in order: a stored step that left the track falls back to the nearest earlier one. */
  order?: readonly S[];
  initial?: Partial<WizardPosition<S>>;
  /** Steps that going back never enters (sign-in: the code, once used). */
  noBackInto?: readonly S[];
  /**
   * The counter and bar for the step on screen; by default "index + 1 of steps.length". Give it when the counted track
   * differs from the one navigated, e.g. optional steps still counted until the step that decides them is passed,
   * or an unknown length (see `progressOf`).
   */
  progress?: (step: S, index: number) => WizardProgress;
}

export interface Wizard<S extends string> {
  step: S;
  index: number;
  position: WizardPosition<S>;
  progress: WizardProgress;
  /** The step `back()` goes to, or null when there is none. */
  previous: S | null;
  /** Opens a step (focus moves to its heading); forgets any return to the review. */
  go: (step: S) => void;
  /** The following step, or straight back to `returnTo` when the user came from the review. */
  next: () => void;
  back: () => void;
  /** From a review: open `step`, and come back to `returnTo` (the review) when it is done. */
  edit: (step: S, returnTo: S) => void;
  /** Give this to the step's heading (tabIndex -1) as its ref: it takes focus after every move. */
  attachHeading: (element: HTMLHeadingElement | null) => void;
  /** Moves focus to the heading now (e.g. when a closing screen replaces the last step). */
  focusHeading: () => void;
}

/** The step shown for a wanted one: itself when on the track, else the nearest earlier step of `order` that is. */
export function resolveStep<S extends string>(wanted: S, steps: readonly S[], order: readonly S[] | undefined): S | undefined {
  if (steps.includes(wanted)) return wanted;
  if (order) {
    const at = order.indexOf(wanted);
    for (let i = at - 1; i >= 0; i--) {
      const s = order[i];
      if (s !== undefined && steps.includes(s)) return s;
    }
  }
  return steps[0];
}

/**
 * Step `index` of a track of `length` steps. With `upperBound` (the most steps the track can still have) the total is
 * not shown yet and the bar measures against the bound, so it never moves backwards when the real total appears.
 * Compute tracks as early as possible and keep optional steps counted until the step that decides them is passed:
 * the total then changes at most once, right after that step, and only shrinks (the bar only moves forward).
 */
export function progressOf(index: number, length: number, upperBound?: number | null): WizardProgress {
  const known = upperBound === undefined || upperBound === null;
  const of = known ? length : Math.max(upperBound, length);
  return { current: index + 1, total: known ? length : null, value: of > 0 ? Math.min(100, ((index + 1) / of) * 100) : 0 };
}

export function useWizard<S extends string>({ steps, order, initial, noBackInto = [], progress }: WizardOptions<S>): Wizard<S> {
  const first = steps[0];
  if (first === undefined) throw new Error('useWizard: a wizard needs at least one step');
  const [position, setPosition] = useState<WizardPosition<S>>(() => ({
    step: initial?.step ?? first,
    returnTo: initial?.returnTo ?? null,
  }));
  const step = resolveStep(position.step, steps, order) ?? first;
  const index = steps.indexOf(step);
  const before = index > 0 ? steps[index - 1] : undefined;
  const previous = before !== undefined && !noBackInto.includes(before) ? before : null;

  const heading = useRef<HTMLHeadingElement | null>(null);
  const attachHeading = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
  }, []);
  const focusHeading = useCallback(() => heading.current?.focus(), []);
  const moved = useRef(false);
  useEffect(() => {
    // Not on the first render: a page opening should not steal focus from the browser's own start.
    if (!moved.current) return;
    heading.current?.focus();
    window.scrollTo({ top: 0 });
  }, [step]);

  const move = useCallback((next: WizardPosition<S>) => {
    moved.current = true;
    setPosition(next);
  }, []);
  const go = useCallback((s: S) => move({ step: s, returnTo: null }), [move]);
  const edit = useCallback((s: S, returnTo: S) => move({ step: s, returnTo }), [move]);
  const following = steps[index + 1];
  const next = () => {
    if (position.returnTo !== null && position.returnTo !== step) move({ step: position.returnTo, returnTo: null });
    else if (following !== undefined) move({ step: following, returnTo: null });
  };
  const back = () => {
    if (previous !== null) move({ step: previous, returnTo: position.returnTo });
  };

  return {
    step,
    index,
    position: { step, returnTo: position.returnTo },
    progress: progress ? progress(step, index) : progressOf(index, steps.length),
    previous,
    go,
    next,
    back,
    edit,
    attachHeading,
    focusHeading,
  };
}
