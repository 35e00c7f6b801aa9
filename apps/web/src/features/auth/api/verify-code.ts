// POST /v2/installer/login/verify: exchanges the code for the session tokens (406 on a wrong code).
import { useMutation } from '@tanstack/react-query';
import type { TokenResponse, VerifyBody } from '@club/contract/auth';
import { api } from '../../../lib/api-client';

export function verifyCode(body: VerifyBody): Promise<TokenResponse> {
  return api<TokenResponse>('/v2/installer/login/verify', { method: 'POST', body, anonymous: true });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
