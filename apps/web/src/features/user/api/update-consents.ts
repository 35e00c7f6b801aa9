// PATCH /v1/installer/user/{uuid} { email_consent | phone_consent }: a consent toggle is saved at once. The toggle
// moves before the answer (optimistic) and moves back if the call fails (spec working areas §8: 'Something went wrong.
// Please try again.').
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateInstallerUserBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import { ownUserKey } from '../../../lib/session/own-user';

export type ConsentChange = { userUuid: string; field: 'email_consent' | 'phone_consent'; value: boolean };

export function updateConsent({ userUuid, field, value }: ConsentChange): Promise<SelfUser> {
  const body: UpdateInstallerUserBody = { [field]: value };
  return api<SelfUser>(`/v1/installer/user/${userUuid}`, { method: 'PATCH', body });
}

export function useUpdateConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConsent,
    onMutate: async ({ field, value }) => {
      await queryClient.cancelQueries({ queryKey: ownUserKey });
      const before = queryClient.getQueryData<SelfUser>(ownUserKey);
      if (before) queryClient.setQueryData<SelfUser>(ownUserKey, { ...before, [field]: value });
      return { before };
    },
    onError: (_e, _v, context) => {
      if (context?.before) queryClient.setQueryData(ownUserKey, context.before);
    },
    onSuccess: (user) => queryClient.setQueryData(ownUserKey, user),
  });
}
