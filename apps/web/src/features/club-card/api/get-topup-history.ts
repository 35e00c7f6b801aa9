// GET /v1/edenred/card/history?page=&limit=4: the company's top-ups, newest first (spec §9: 4 per page).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TopUpHistory } from '@club/contract/club-card';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { cardKeys } from './get-card-account';

export function topUpHistoryQuery(page: number) {
  return queryOptions({
    queryKey: cardKeys.list({ page }),
    queryFn: ({ signal }) => api<TopUpHistory>('/v1/edenred/card/history', { query: { page, limit: pageSizes.cardHistory }, signal }),
  });
}

export function useTopUpHistory(page: number, enabled = true) {
  return useQuery({ ...topUpHistoryQuery(page), placeholderData: keepPreviousData, enabled });
}
