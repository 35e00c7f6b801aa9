// GET /v1/config/public: regions with calling codes, languages and every region's settings (needed before sign-in).
// Fetched once at start by the root layout, so a 503 sends the visitor to /maintenance straight away.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig, RegionalSettings } from '@club/contract/config';
import { api } from './api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: ({ signal }) => api<PublicConfig>('/v1/config/public', { signal, anonymous: true }),
  staleTime: 10 * 60_000,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}

export function settingsForRegion(config: PublicConfig | undefined, regionId: number | null | undefined): RegionalSettings | undefined {
  return config?.regional_settings.find((s) => s.region_id === regionId);
}
