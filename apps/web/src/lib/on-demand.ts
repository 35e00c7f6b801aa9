// Code a page needs only once the person acts — a form's rules (the contract's zod schemas, libphonenumber) when the
// form is first used, not with the page (issue 10). `onDemand` fetches a module once and shares it; a failed fetch
// is tried again the next time. `useOnDemand` runs a handler with the module; if it cannot be fetched (a new release
// replaced the files, the network dropped), the page's error screen offers a reload, as when a page's own code fails.
import { useCallback, useState } from 'react';

export interface OnDemand<T> {
  (): Promise<T>;
  /** Starts the fetch without waiting for it (a form's first focus), so a submit finds the module there. */
  prefetch: () => void;
}

export function onDemand<T>(load: () => Promise<T>): OnDemand<T> {
  let pending: Promise<T> | undefined;
  const get = () =>
    (pending ??= load().catch((e: unknown) => {
      pending = undefined;
      throw e;
    }));
  return Object.assign(get, { prefetch: () => void get().catch(() => undefined) });
}

/** `run(use)` calls `use` with the module once it is there; a module that cannot be fetched shows the error screen. */
export function useOnDemand<T>(module: OnDemand<T>): (use: (m: T) => void) => void {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  return useCallback((use: (m: T) => void) => void module().then(use, (error: unknown) => setFailure({ error })), [module]);
}
