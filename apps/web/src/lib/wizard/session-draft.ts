// A wizard's draft in session storage (spec access §3 "Per session: the login draft and the registration draft",
// §4 "saved … with a 1 s debounce and cleared after success"). Read through a zod schema, so a draft written by an
// older build or edited by hand is dropped instead of breaking the page.
import { useEffect } from 'react';
import type { z } from 'zod';
import { timers, type storageKeys } from '@club/contract/constants';
import { readJson, remove, writeJson } from '../storage';

type DraftKey = typeof storageKeys.loginDraft | typeof storageKeys.registrationDraft;

export interface SessionDraft<T> {
  load: () => T | null;
  save: (value: T) => void;
  clear: () => void;
}

export function sessionDraft<S extends z.ZodType>(key: DraftKey, schema: S): SessionDraft<z.infer<S>> {
  return {
    load() {
      const parsed = schema.safeParse(readJson<unknown>(key, true));
      return parsed.success ? (parsed.data as z.infer<S>) : null;
    },
    save: (value) => writeJson(key, value, true),
    clear: () => remove(key, true),
  };
}

/**
 * Saves `value` 1 s after it last changed (compared by its JSON), and at once when the page is hidden or left, so a
 * reload right after typing loses nothing. `enabled: false` (after success) drops a save still waiting.
 */
export function useSessionDraft<T>(draft: SessionDraft<T>, value: T, enabled = true): void {
  // Compared and saved by its JSON: a new object with the same content is no change.
  const json = JSON.stringify(value);
  useEffect(() => {
    if (!enabled) return;
    let pending = true;
    const flush = () => {
      if (!pending) return;
      pending = false;
      window.clearTimeout(timer);
      draft.save(JSON.parse(json) as T);
    };
    const timer = window.setTimeout(flush, timers.draftSaveDebounceMs);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
    };
  }, [draft, json, enabled]);
}
