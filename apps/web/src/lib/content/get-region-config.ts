// GET /v1/config: the caller's region's settings, behaviours, tiers and base points (the base-points tables of the home
// and rewards pages). Changes only when staff edit it: cached like content.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Config } from '@club/contract/config';
import { timers } from '@club/contract/constants';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export const regionConfigKeys = queryKeys('region-config');

export function regionConfigQuery(regionId: number) {
  return queryOptions({
    queryKey: regionConfigKeys.detail(regionId),
    queryFn: ({ signal }) => api<Config>('/v1/config', { signal }),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });
}

export function useRegionConfig(regionId: number | undefined) {
  return useQuery({ ...regionConfigQuery(regionId ?? 0), enabled: regionId !== undefined });
}
