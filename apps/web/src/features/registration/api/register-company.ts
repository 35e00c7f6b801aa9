// POST /v2/company/register: creates the company and its owner (decor owner for the decor variant).
import { useMutation } from '@tanstack/react-query';
import type { RegisterBodyInput, RegisterResponse } from '@club/contract/registration';
import { api } from '../../../lib/api-client';

export function registerCompany(body: RegisterBodyInput): Promise<RegisterResponse> {
  return api<RegisterResponse>('/v2/company/register', { method: 'POST', body, anonymous: true });
}

/** Nothing cached depends on a new company before its owner signs in, so there is nothing to invalidate. */
export function useRegisterCompany() {
  return useMutation({ mutationFn: registerCompany });
}
