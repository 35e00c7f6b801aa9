// GET /v1/company/user/self with the login track's token, before it is stored: prefills the extra steps
// (registration numbers, company type, consents) and gives the account's language.
import type { SelfUser } from '@club/contract/company';
import { api } from '../../../lib/api-client';

export function getSignedInUser(token: string): Promise<SelfUser> {
  return api<SelfUser>('/v1/company/user/self', { token });
}
