// GET /v1/company/points/{uuid}: the company's points summary (the header balance, the home page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPointsSummary } from '@club/contract/points';
import { api } from '../../../lib/api-client';

export const companyPointsKeys = {
  all: ['company-points'] as const,
  detail: (companyUuid: string) => [...companyPointsKeys.all, companyUuid] as const,
};

export function companyPointsQuery(companyUuid: string) {
  return queryOptions({
    queryKey: companyPointsKeys.detail(companyUuid),
    queryFn: ({ signal }) => api<CompanyPointsSummary>(`/v1/company/points/${companyUuid}`, { signal }),
  });
}

export function useCompanyPoints(companyUuid: string | undefined) {
  return useQuery({ ...companyPointsQuery(companyUuid ?? ''), enabled: !!companyUuid });
}
