// GET /v1/verify/{code} (public, no token): whether a certificate's code is genuine. 404 means not genuine.
import { useQuery } from '@tanstack/react-query';
import type { Verification } from '@club/contract/certificates';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const verificationKeys = queryKeys('verification');

export function verifyCertificate(code: string, signal?: AbortSignal): Promise<Verification> {
  return api<Verification>(`/v1/verify/${encodeURIComponent(code)}`, { anonymous: true, signal });
}

export function useVerification(code: string) {
  return useQuery({
    queryKey: verificationKeys.detail(code),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    // A 404 is an answer ("not genuine"), not a failure worth retrying.
    retry: false,
  });
}
