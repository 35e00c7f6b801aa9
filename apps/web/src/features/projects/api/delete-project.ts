// DELETE /v1/project/{uuid}: removes a project that has no scans (spec working areas §4; the server answers 409 otherwise).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectKeys } from './get-projects';
import { scanKeys } from './get-scans';

export function deleteProject(uuid: string): Promise<void> {
  return api<void>(`/v1/project/${uuid}`, { method: 'DELETE' });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_r, uuid) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(uuid) });
      queryClient.removeQueries({ queryKey: scanKeys.list(uuid) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
