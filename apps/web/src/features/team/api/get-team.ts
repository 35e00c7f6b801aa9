// GET /v2/installer/user?page=&limit=20: the company's team with the region's limit (spec working areas §2 Team, §6).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamList } from '@club/contract/team';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const teamKeys = queryKeys('team');

export function getTeam(page: number, signal?: AbortSignal): Promise<TeamList> {
  return api<TeamList>('/v2/installer/user', { query: { page, limit: pageSizes.team }, signal });
}

export function teamQuery(page: number) {
  return queryOptions({ queryKey: teamKeys.list({ page }), queryFn: ({ signal }) => getTeam(page, signal) });
}

export function useTeam(page: number) {
  return useQuery({ ...teamQuery(page), placeholderData: keepPreviousData });
}
