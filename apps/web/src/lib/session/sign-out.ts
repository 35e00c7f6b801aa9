// Signing out: POST /v2/installer/logout revokes the refresh chain (best effort: the local session ends either way),
// then the token and every cached answer are dropped so the next user of this browser sees nothing of this one.
import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { tokenStore } from './token';

export function signOut(queryClient: QueryClient): void {
  const current = tokenStore.get();
  if (current)
    void api<void>('/v2/installer/logout', { method: 'POST', body: { refresh_token: current.refresh_token }, anonymous: true }).catch(
      () => {},
    );
  tokenStore.clear();
  queryClient.clear();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => signOut(queryClient), [queryClient]);
}
