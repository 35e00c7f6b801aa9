// PATCH /v1/company/user/{id}: the own name, surname, email and phone — only the changed fields are sent (spec working
// areas §5 "Profile edit"). A new email waits for its code (`pending_email`) before it replaces the old one.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser, UpdateUserBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';
import { ownUserKey } from '../../../lib/session/own-user';

export function updateProfile({ id, body }: { id: number; body: UpdateUserBody }): Promise<SelfUser> {
  return api<SelfUser>(`/v1/company/user/${id}`, { method: 'PATCH', body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (user) => queryClient.setQueryData(ownUserKey, user) });
}
