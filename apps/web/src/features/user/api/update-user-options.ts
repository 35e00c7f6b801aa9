// PATCH /v1/installer/user/{uuid} { options }: merges flags into the own user's options (e.g. `firstTime: false` once
// home has greeted a new member). Answers the fresh own user, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateInstallerUserBody, UserOptions } from '@club/contract/users';
import { api } from '../../../lib/api-client';
import { userKeys } from './get-self';

export function updateUserOptions({ userUuid, options }: { userUuid: string; options: UserOptions }): Promise<SelfUser> {
  const body: UpdateInstallerUserBody = { options };
  return api<SelfUser>(`/v1/installer/user/${userUuid}`, { method: 'PATCH', body });
}

export function useUpdateUserOptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserOptions,
    onSuccess: (user) => queryClient.setQueryData(userKeys.self(), user),
  });
}
