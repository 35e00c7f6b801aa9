// GET /v1/behaviour?region_id=&limit=: the region's behaviour bonuses in the member's language, each with whether the
// company has earned it (the rewards page lists them; home's reward card counts those still open).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BehaviourList } from '@club/contract/behaviours';
import { pageSizes, timers } from '@club/contract/constants';
import { api } from '../api-client';
import { useLanguage } from '../i18n';
import { queryKeys } from '../query-keys';

export const behaviourKeys = queryKeys('behaviours');

export function behavioursQuery(regionId: number, language: string) {
  return queryOptions({
    queryKey: behaviourKeys.list({ regionId, language }),
    queryFn: ({ signal }) => api<BehaviourList>('/v1/behaviour', { query: { region_id: regionId, limit: pageSizes.behaviours }, signal }),
    staleTime: timers.contentStaleMs,
    gcTime: timers.contentGcMs,
  });
}

export function useBehaviours(regionId: number | undefined, enabled = true) {
  const { language } = useLanguage();
  return useQuery({ ...behavioursQuery(regionId ?? 0, language), enabled: enabled && regionId !== undefined });
}
