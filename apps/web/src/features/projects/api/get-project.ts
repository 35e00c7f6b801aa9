// GET /v1/project/{uuid}: one project with its status, survey, days left and the points preview
// ("this job will earn X now / at most Y", computed by the same function that credits).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Project } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { projectKeys } from './get-projects';

export function getProject(uuid: string, signal?: AbortSignal): Promise<Project> {
  return api<Project>(`/v1/project/${uuid}`, { signal });
}

export function projectQuery(uuid: string) {
  return queryOptions({ queryKey: projectKeys.detail(uuid), queryFn: ({ signal }) => getProject(uuid, signal) });
}

export function useProject(uuid: string) {
  return useQuery(projectQuery(uuid));
}
