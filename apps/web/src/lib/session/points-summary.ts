// GET /v1/company/points/{uuid}: the company's points summary (the header balance, the home page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyPointsSummary } from '@club/contract/points';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const pointsSummaryKeys = queryKeys('points-summary');

export function companyPointsQuery(companyUuid: string) {
  return queryOptions({
    queryKey: pointsSummaryKeys.detail(companyUuid),
    queryFn: ({ signal }) => api<CompanyPointsSummary>(`/v1/company/points/${companyUuid}`, { signal }),
  });
}

export function useCompanyPoints(companyUuid: string | undefined) {
  return useQuery({ ...companyPointsQuery(companyUuid ?? ''), enabled: !!companyUuid });
}
