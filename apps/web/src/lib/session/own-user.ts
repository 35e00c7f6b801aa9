// The signed-in user and their company: GET /v1/company/user/self, refetched every 180 s (spec access §4); a 401 on
// any call refetches it (lib/query-client.tsx); its failure while a token exists ends the session (use-session-watch.ts).
// Part of the signed-in core every page and the shell use, so it lives here and not in a feature.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateInstallerUserBody, UserOptions } from '@club/contract/company';
import { timers } from '@club/contract/constants';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';
import { useIsAuthenticated } from './token';

export const userKeys = queryKeys('users');
/** The own user's key: the detail of "self". */
export const ownUserKey = userKeys.detail('self');

/** With `token`: a one-off bearer (the sign-in reads the user before it stores the session). */
export function getOwnUser({ token, signal }: { token?: string; signal?: AbortSignal } = {}): Promise<SelfUser> {
  return api<SelfUser>('/v1/company/user/self', { signal, token });
}

export function selfQuery() {
  return queryOptions({
    queryKey: ownUserKey,
    queryFn: ({ signal }) => getOwnUser({ signal }),
    refetchInterval: timers.ownUserRefetchMs,
  });
}

export function useSelf() {
  const signedIn = useIsAuthenticated();
  return useQuery({ ...selfQuery(), enabled: signedIn });
}

/**
 * PATCH /v1/installer/user/{uuid} { languages_id }: the language a signed-in user picks is saved to their account,
 * so emails, SMS and notifications come in it too. Answers the fresh own user, which replaces the cached one.
 */
export function updateLanguage({ userUuid, languageId }: { userUuid: string; languageId: number }): Promise<SelfUser> {
  const body: UpdateInstallerUserBody = { languages_id: languageId };
  return api<SelfUser>(`/v1/installer/user/${userUuid}`, { method: 'PATCH', body });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (user) => queryClient.setQueryData(ownUserKey, user),
  });
}

/**
 * PATCH /v1/installer/user/{uuid} { options }: merges flags into the own user's options (e.g. `firstTime: false` once
 * home has greeted a new member). Answers the fresh own user, which replaces the cached one.
 */
export function updateUserOptions({ userUuid, options }: { userUuid: string; options: UserOptions }): Promise<SelfUser> {
  const body: UpdateInstallerUserBody = { options };
  return api<SelfUser>(`/v1/installer/user/${userUuid}`, { method: 'PATCH', body });
}

export function useUpdateUserOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserOptions,
    onSuccess: (user) => queryClient.setQueryData(ownUserKey, user),
  });
}
