// POST /v2/installer/login/verify: exchanges the code for the session tokens (406 on a wrong code). The hook then
// reads the own user with the fresh token, before it is stored: it prefills the extra steps and gives the account's
// language.
import { useAction } from '../../../lib/use-action';
import type { TokenResponse, VerifyBody } from '@club/contract/auth';
import type { SelfUser } from '@club/contract/company';
import { api } from '../../../lib/api-client';

export function verifyCode(body: VerifyBody): Promise<TokenResponse> {
  return api<TokenResponse>('/v2/installer/login/verify', { method: 'POST', body, anonymous: true });
}

/** The tokens and the own user they belong to. */
export async function signInWithCode(body: VerifyBody) {
  const token = await verifyCode(body);
  // The own user's read (lib/session/own-user.ts) with the fresh token; that module's hooks are the signed-in frame's.
  const user = await api<SelfUser>('/v1/company/user/self', { token: token.token });
  return { token, user };
}

export function useVerifyCode() {
  return useAction(signInWithCode);
}
