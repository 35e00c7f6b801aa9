// POST /v1/installer/user: adds an installer (owners); the server invites them and refuses at the region's limit.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InstallerBody, TeamMember } from '@club/contract/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export function createInstaller(body: InstallerBody): Promise<TeamMember> {
  return api<TeamMember>('/v1/installer/user', { method: 'POST', body });
}

export function useCreateInstaller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstaller,
    onSuccess: (member) => {
      queryClient.setQueryData(teamKeys.detail(member.uuid), member);
      void queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
  });
}
