// Saves the draft 1 s after the last change of the answers or of the position (spec §4, §9). Turned off after
// success, which also drops a save still waiting, so a cleared draft is not written back.
import { useEffect } from 'react';
import type { UseFormGetValues, UseFormWatch } from 'react-hook-form';
import { timers } from '@club/contract/constants';
import { saveDraft, type Draft } from '../utils/draft';
import type { FormValues } from '../utils/form';

export function useDraftAutosave(
  form: { watch: UseFormWatch<FormValues>; getValues: UseFormGetValues<FormValues> },
  position: Omit<Draft, 'values'>,
  enabled: boolean,
) {
  const { watch, getValues } = form;
  const { variant, step, returnToReview, manualAddress } = position;

  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const schedule = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(
        () => saveDraft({ variant, step, returnToReview, manualAddress, values: getValues() }),
        timers.draftSaveDebounceMs,
      );
    };
    schedule();
    const sub = watch(schedule);
    return () => {
      sub.unsubscribe();
      window.clearTimeout(timer);
    };
  }, [watch, getValues, enabled, variant, step, returnToReview, manualAddress]);
}
