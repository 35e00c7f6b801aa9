// DELETE /v2/scans/{uuid}: removes a scan while its project is open (spec working areas §4). The project's points
// preview and unit count change with it, so its detail and the lists are refetched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScanList } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { projectKeys } from './get-projects';
import { scanKeys } from './get-scans';

export function deleteScan(uuid: string): Promise<void> {
  return api<void>(`/v2/scans/${uuid}`, { method: 'DELETE' });
}

export function useDeleteScan(projectUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteScan,
    onSuccess: (_r, scanUuid) => {
      queryClient.setQueryData<ScanList>(scanKeys.list(projectUuid), (l) => (l ? { data: l.data.filter((s) => s.uuid !== scanUuid) } : l));
      void queryClient.invalidateQueries({ queryKey: scanKeys.list(projectUuid) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUuid) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
