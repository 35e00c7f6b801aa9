// GET /v1/config/public: regions, languages and each region's settings (fields, company types, surveys, terms).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicConfigSchema, type PublicConfig } from '@club/contract/config';
import { timers } from '@club/contract/constants';
import { api } from '../../../lib/api-client';

export const publicConfigKeys = { all: ['config', 'public'] as const };

export async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  // Parsed so a server that drifted from the contract fails here, loudly, instead of deep inside a step.
  return publicConfigSchema.parse(await api<unknown>('/v1/config/public', { anonymous: true, signal }));
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: publicConfigKeys.all, queryFn: ({ signal }) => getPublicConfig(signal), staleTime: timers.contentStaleMs, gcTime: timers.contentGcMs });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
