// POST /v1/project/{uuid}/scans: one unit by typed serial or by the decoded QR text (DESIGN §9 "Adding scans").
// Every scan carries an Idempotency-Key (a client uuid made when the scan was taken), so the offline queue can send
// it again after a lost answer without doubling it. The queue (utils/scan-queue.ts) is the only caller.
import type { QueryClient } from '@tanstack/react-query';
import type { AddScanBody, Scan } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { projectKeys } from './get-projects';
import { scanKeys } from './get-scans';

export function addScan(projectUuid: string, body: AddScanBody, idempotencyKey: string): Promise<Scan> {
  return api<Scan>(`/v1/project/${projectUuid}/scans`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** After a scan was stored: the unit joins the list at once; the points preview and counts are refetched. */
export function scanAdded(queryClient: QueryClient, projectUuid: string, scan: Scan | null) {
  if (scan) {
    queryClient.setQueryData(scanKeys.list(projectUuid), (l: { data: Scan[] } | undefined) =>
      l && !l.data.some((s) => s.uuid === scan.uuid) ? { data: [...l.data, scan] } : l,
    );
  }
  void queryClient.invalidateQueries({ queryKey: scanKeys.list(projectUuid) });
  void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUuid) });
  void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
}
