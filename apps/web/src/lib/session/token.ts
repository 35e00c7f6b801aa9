// The stored token (spec access §3 `token`): read, write, clear and subscribe. An expired token is invalid (spec §4).
import { useSyncExternalStore } from 'react';
import type { TokenResponse } from '@club/contract/auth';
import { auth, storageKeys } from '@club/contract/constants';
import { readJson, readString, remove, writeJson } from '../storage';

/** What is stored under `token`: the sign-in's answer as it came. */
export type StoredToken = TokenResponse;

const listeners = new Set<() => void>();
let current: StoredToken | null = null;
let currentRaw: string | null = null;

/** Reads through to storage (another tab or a test may have changed it), keeping the same object while unchanged. */
function load(): StoredToken | null {
  const raw = readString(storageKeys.token);
  if (raw !== currentRaw) {
    currentRaw = raw;
    current = readJson<StoredToken>(storageKeys.token);
  }
  return current;
}

function isValid(t: StoredToken | null, now = Date.now()): t is StoredToken {
  return !!t && typeof t.token === 'string' && Date.parse(t.expiresAt) > now;
}

export const tokenStore = {
  /** The token when it has not expired; otherwise null (and it is dropped). */
  get(): StoredToken | null {
    load();
    if (current && !isValid(current)) {
      current = null;
      currentRaw = null;
      remove(storageKeys.token);
      listeners.forEach((l) => l());
    }
    return current;
  },
  set(token: StoredToken) {
    writeJson(storageKeys.token, token);
    load();
    listeners.forEach((l) => l());
  },
  clear() {
    if (!load()) return;
    current = null;
    currentRaw = null;
    remove(storageKeys.token);
    listeners.forEach((l) => l());
  },
  /** True when fewer than the refresh threshold's minutes remain. */
  needsRefresh(now = Date.now()): boolean {
    load();
    return isValid(current, now) && Date.parse(current.expiresAt) - now < auth.refreshThresholdMinutes * 60_000;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab signing in or out changes this tab too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== storageKeys.token) return;
    load();
    listeners.forEach((l) => l());
  });
}

export function useToken(): StoredToken | null {
  return useSyncExternalStore(
    tokenStore.subscribe,
    () => tokenStore.get(),
    () => null,
  );
}

export function useIsAuthenticated(): boolean {
  return useToken() !== null;
}
