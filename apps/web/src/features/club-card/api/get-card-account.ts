// GET /v1/edenred/card/account/{id} ({id}: the caller's company id): the current card's status, balance and pending points.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CardAccount } from '@club/contract/club-card';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const cardKeys = queryKeys('club-card');

export function cardAccountQuery(companyId: number) {
  return queryOptions({
    queryKey: cardKeys.detail(companyId),
    queryFn: ({ signal }) => api<CardAccount>(`/v1/edenred/card/account/${companyId}`, { signal }),
  });
}

export function useCardAccount(companyId: number | undefined, enabled = true) {
  return useQuery({ ...cardAccountQuery(companyId ?? 0), enabled: enabled && !!companyId });
}
