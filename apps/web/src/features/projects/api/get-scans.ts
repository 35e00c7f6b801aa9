// GET /v1/product?projects_id=: the scanned units of one project (spec working areas §3 "Product scan", §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScanList } from '@club/contract/projects';
import { api } from '../../../lib/api-client';

export const scanKeys = {
  all: ['scans'] as const,
  lists: () => [...scanKeys.all, 'list'] as const,
  list: (projectUuid: string) => [...scanKeys.lists(), projectUuid] as const,
};

export function getScans(projectUuid: string, signal?: AbortSignal): Promise<ScanList> {
  return api<ScanList>('/v1/product', { query: { projects_id: projectUuid }, signal });
}

export function scansQuery(projectUuid: string) {
  return queryOptions({ queryKey: scanKeys.list(projectUuid), queryFn: ({ signal }) => getScans(projectUuid, signal) });
}

export function useScans(projectUuid: string) {
  return useQuery(scansQuery(projectUuid));
}
