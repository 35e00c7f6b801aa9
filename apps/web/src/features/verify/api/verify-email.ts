// PATCH /v2/company/verification { code } (decision 0066): marks verified_email_at (and makes a changed email the
// account's email); answers the fresh own user, which replaces the cached one, so the home warning disappears.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelfUser } from '@club/contract/company';
import type { VerifyEmailBody } from '@club/contract/verification';
import { api } from '../../../lib/api-client';
import { ownUserKey } from '../../../lib/session/own-user';

export function verifyEmail(body: VerifyEmailBody): Promise<SelfUser> {
  return api<SelfUser>('/v2/company/verification', { method: 'PATCH', body });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: (user) => queryClient.setQueryData(ownUserKey, user) });
}
