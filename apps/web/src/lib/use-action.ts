// A call a form makes on submit, with whether it is under way: what the sign-in and registration tracks need of a
// mutation, without a query library on their first load (issue 10, docs/decisions/0138).
import { useCallback, useState } from 'react';

export interface Action<A, R> {
  /** Runs the call; rejects with its error (the caller shows it). */
  mutateAsync: (input: A) => Promise<R>;
  /** A call has started and not yet ended. */
  isPending: boolean;
}

export function useAction<A, R>(call: (input: A) => Promise<R>): Action<A, R> {
  const [running, setRunning] = useState(0);
  const mutateAsync = useCallback(
    async (input: A) => {
      setRunning((n) => n + 1);
      try {
        return await call(input);
      } finally {
        setRunning((n) => n - 1);
      }
    },
    [call],
  );
  return { mutateAsync, isPending: running > 0 };
}
