// Whole seconds left until a moment, counting down live (resend timers, "try again in …").
import { useSyncExternalStore } from 'react';

export function secondsUntil(deadline: number | null, now: number): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** The clock the countdown reads: checked four times a second; React re-renders only when the seconds left change. */
function tick(changed: () => void) {
  const id = window.setInterval(changed, 250);
  return () => window.clearInterval(id);
}
const noClock = () => () => {};

/** 0 once `deadline` (ms since epoch) has passed or is null. */
export function useSecondsUntil(deadline: number | null): number {
  return useSyncExternalStore(
    deadline === null ? noClock : tick,
    () => secondsUntil(deadline, Date.now()),
    () => 0,
  );
}
