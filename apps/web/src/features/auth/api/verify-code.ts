// POST /v2/installer/login/verify: exchanges the code for the session tokens (406 on a wrong code). The hook then
// reads the own user with the fresh token, before it is stored: it prefills the extra steps and gives the account's
// language.
import { useMutation } from '@tanstack/react-query';
import type { TokenResponse, VerifyBody } from '@club/contract/auth';
import { api } from '../../../lib/api-client';
import { getOwnUser } from '../../../lib/session/own-user';

export function verifyCode(body: VerifyBody): Promise<TokenResponse> {
  return api<TokenResponse>('/v2/installer/login/verify', { method: 'POST', body, anonymous: true });
}

export function useVerifyCode() {
  return useMutation({
    mutationFn: async (body: VerifyBody) => {
      const token = await verifyCode(body);
      return { token, user: await getOwnUser({ token: token.token }) };
    },
  });
}
