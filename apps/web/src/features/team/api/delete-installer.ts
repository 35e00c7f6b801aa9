// DELETE /v1/installer/user/{uuid}: removes a member (owners; never the own account). Their sessions end at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export function deleteInstaller(uuid: string): Promise<void> {
  return api<void>(`/v1/installer/user/${uuid}`, { method: 'DELETE' });
}

export function useDeleteInstaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstaller,
    onSuccess: (_r, uuid) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(uuid) });
      void queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
  });
}
