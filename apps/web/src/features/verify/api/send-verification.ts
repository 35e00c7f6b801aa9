// POST /v2/company/verification (no body): a code to the email waiting for verification (spec working areas §7).
import { useMutation } from '@tanstack/react-query';
import type { VerificationSent } from '@club/contract/verification';
import { api } from '../../../lib/api-client';

export function sendVerification(): Promise<VerificationSent> {
  return api<VerificationSent>('/v2/company/verification', { method: 'POST' });
}

export function useSendVerification() {
  return useMutation({ mutationFn: sendVerification });
}
