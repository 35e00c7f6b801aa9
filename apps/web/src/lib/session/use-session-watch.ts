// The session rules of spec access §4 that need the own user: it is fetched (and refetched every 180 s) while signed
// in, and when that call fails while a token exists, the user is signed out. Failures that say nothing about the
// session — no connection, a timeout, a cancelled call, maintenance — keep it: installers often work with poor signal.
import { useEffect } from 'react';
import { ApiError, CANCELLED } from '../api-client';
import { tokenStore } from './token';
import { useSelf } from './own-user';
import { useSignOut } from './sign-out';

const keepsSession = new Set([0, 408, CANCELLED, 503]);

export function endsSession(error: unknown): boolean {
  return error instanceof ApiError && !keepsSession.has(error.status);
}

export function useSessionWatch() {
  const self = useSelf();
  const signOut = useSignOut();
  const failed = self.isError && endsSession(self.error);
  useEffect(() => {
    if (failed && tokenStore.get()) signOut();
  }, [failed, signOut]);
  return self;
}
