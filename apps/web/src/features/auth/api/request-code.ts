// POST /v2/installer/login: finds the installer and sends a one-time code; answers what the step track needs.
import { useAction } from '../../../lib/use-action';
import type { LoginBody, LoginResponse } from '@club/contract/auth';
import { api } from '../../../lib/api-client';

export function requestCode(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/v2/installer/login', { method: 'POST', body, anonymous: true });
}

export function useRequestCode() {
  return useAction(requestCode);
}
