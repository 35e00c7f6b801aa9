// GET /v1/product?projects_id=: the scanned units of one project (spec working areas §3 "Product scan", §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScanList } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Scans are listed per project: `list(projectUuid)`. */
export const scanKeys = queryKeys('scans');

export function getScans(projectUuid: string, signal?: AbortSignal): Promise<ScanList> {
  return api<ScanList>('/v1/product', { query: { projects_id: projectUuid }, signal });
}

export function scansQuery(projectUuid: string) {
  return queryOptions({ queryKey: scanKeys.list(projectUuid), queryFn: ({ signal }) => getScans(projectUuid, signal) });
}

export function useScans(projectUuid: string) {
  return useQuery(scansQuery(projectUuid));
}
