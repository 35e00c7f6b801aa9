// PUT /v1/installer/user/{uuid}: an installer's name, surname and phone (owners; decision 0065 for the path).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallerBody, TeamMember } from '@club/contract/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export function updateInstaller({ uuid, body }: { uuid: string; body: InstallerBody }): Promise<TeamMember> {
  return api<TeamMember>(`/v1/installer/user/${uuid}`, { method: 'PUT', body });
}

export function useUpdateInstaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstaller,
    onSuccess: (member) => {
      queryClient.setQueryData(teamKeys.detail(member.uuid), member);
      void queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
  });
}
