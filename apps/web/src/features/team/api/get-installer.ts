// GET /v1/installer/user/{uuid}: one member of the team, for the edit page (owners).
import { useQuery } from '@tanstack/react-query';
import type { TeamMember } from '@club/contract/team';
import { api } from '../../../lib/api-client';
import { teamKeys } from './get-team';

export function getInstaller(uuid: string, signal?: AbortSignal): Promise<TeamMember> {
  return api<TeamMember>(`/v1/installer/user/${uuid}`, { signal });
}

export function useInstaller(uuid: string) {
  return useQuery({ queryKey: teamKeys.detail(uuid), queryFn: ({ signal }) => getInstaller(uuid, signal) });
}
