// Saves the draft 1 s after the last change of the answers or of the position (spec §4, §9). Turned off after
// success, which also drops a save still waiting, so a cleared draft is not written back.
import { useEffect, useRef } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import { timers } from '@club/contract/constants';
import { saveDraft, type Draft } from '../utils/draft';
import type { FormValues } from '../utils/form';

export function useDraftAutosave(form: { watch: UseFormWatch<FormValues>; getValues: UseFormGetValues<FormValues> }, position: Omit<Draft, 'values'>, enabled: boolean) {
  const { watch, getValues } = form;
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(position);
  latest.current = position;

  useEffect(() => {
    if (!enabled) return;
    const schedule = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => saveDraft({ ...latest.current, values: getValues() }), timers.draftSaveDebounceMs);
    };
    schedule();
    const sub = watch(schedule);
    return () => {
      sub.unsubscribe();
      window.clearTimeout(timer.current);
    };
  }, [watch, getValues, enabled, position.step, position.returnToReview, position.manualAddress, position.variant]);
}
