// Declining the Czech/Slovak terms: PATCH /v1/company/{id} { active: 2 } with the track's token (spec access §4).
// The account can no longer sign in; the track then starts over at /login with a message.
import { useAction } from '../../../lib/use-action';
import type { SelfUser, UpdateCompanyBody } from '@club/contract/company';
import { api } from '../../../lib/api-client';

export function declineTerms({ token, companyId }: { token: string; companyId: number }): Promise<SelfUser> {
  const body: UpdateCompanyBody = { active: 2 };
  return api<SelfUser>(`/v1/company/${companyId}`, { method: 'PATCH', body, token });
}

export function useDeclineTerms() {
  return useAction(declineTerms);
}
