// GET /v1/behaviour/certificates: the certificates the company has earned (decision 0060).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateList } from '@club/contract/certificates';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const certificateKeys = queryKeys('certificates');

export function getCertificates(signal?: AbortSignal): Promise<CertificateList> {
  return api<CertificateList>('/v1/behaviour/certificates', { signal });
}

export function certificatesQuery() {
  return queryOptions({ queryKey: certificateKeys.all, queryFn: ({ signal }) => getCertificates(signal) });
}

export function useCertificates(enabled = true) {
  return useQuery({ ...certificatesQuery(), enabled });
}
