// GET /v1/installer/user/{uuid}/resend: the invitation again (owners; the server allows one a minute per member).
import { useMutation } from '@tanstack/react-query';
import type { Invitation } from '@club/contract/team';
import { api } from '../../../lib/api-client';

export function resendInvitation(uuid: string): Promise<Invitation> {
  return api<Invitation>(`/v1/installer/user/${uuid}/resend`);
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
