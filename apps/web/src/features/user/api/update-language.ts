// PATCH /v1/installer/user/{uuid} { languages_id }: the language a signed-in user picks is saved to their account,
// so emails, SMS and notifications come in it too. Answers the fresh own user, which replaces the cached one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateInstallerUserBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import { userKeys } from './get-self';

export function updateLanguage({ userUuid, languageId }: { userUuid: string; languageId: number }): Promise<SelfUser> {
  const body: UpdateInstallerUserBody = { languages_id: languageId };
  return api<SelfUser>(`/v1/installer/user/${userUuid}`, { method: 'PATCH', body });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (user) => queryClient.setQueryData(userKeys.self(), user),
  });
}
