// GET /v2/tiers/history?installer_company_id=: where the caller's company stands, one item per year (the server
// answers only for the caller's own company).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierHistory } from '@club/contract/tiers';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One company's history: `detail(companyId)`. */
export const tierHistoryKeys = queryKeys('tier-history');

export function getTierHistory(companyId: number, signal?: AbortSignal): Promise<TierHistory> {
  return api<TierHistory>('/v2/tiers/history', { query: { installer_company_id: companyId }, signal });
}

export function tierHistoryQuery(companyId: number) {
  return queryOptions({ queryKey: tierHistoryKeys.detail(companyId), queryFn: ({ signal }) => getTierHistory(companyId, signal) });
}

export function useTierHistory(companyId: number | undefined, enabled = true) {
  return useQuery({ ...tierHistoryQuery(companyId ?? 0), enabled: enabled && companyId !== undefined });
}
