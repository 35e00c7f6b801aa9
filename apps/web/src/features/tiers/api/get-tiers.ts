// GET /v2/tiers?region_id=: the region's tier definitions (brackets of units scanned in the year, a bonus per unit).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TierList } from '@club/contract/tiers';
import { timers } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The region's definitions: `list(regionId)`. */
export const tierKeys = queryKeys('tiers');

export function getTiers(regionId: number, signal?: AbortSignal): Promise<TierList> {
  return api<TierList>('/v2/tiers', { query: { region_id: regionId }, signal });
}

export function tiersQuery(regionId: number) {
  // Brackets change only when staff edit them: cached like content.
  return queryOptions({
    queryKey: tierKeys.list(regionId),
    queryFn: ({ signal }) => getTiers(regionId, signal),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });
}

export function useTiers(regionId: number | undefined, enabled = true) {
  return useQuery({ ...tiersQuery(regionId ?? 0), enabled: enabled && regionId !== undefined });
}
