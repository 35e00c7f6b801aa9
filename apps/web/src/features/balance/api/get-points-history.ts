// GET /v1/points/history?page=&limit=20: the company's points history, newest first (spec working areas §3, §9).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PointsHistory } from '@club/contract/points';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const pointsHistoryKeys = queryKeys('points-history');

export function getPointsHistory(page: number, signal?: AbortSignal): Promise<PointsHistory> {
  return api<PointsHistory>('/v1/points/history', { query: { page, limit: pageSizes.pointsHistory }, signal });
}

export function pointsHistoryQuery(page: number) {
  return queryOptions({ queryKey: pointsHistoryKeys.list({ page }), queryFn: ({ signal }) => getPointsHistory(page, signal) });
}

export function usePointsHistory(page: number) {
  return useQuery({ ...pointsHistoryQuery(page), placeholderData: keepPreviousData });
}
