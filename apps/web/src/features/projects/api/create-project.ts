// POST /v1/project: a new job at a street address (spec working areas §5 "New project": street and postal code
// required; the name is the word for project in the user's language). Answers the new project.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProjectBody, Project } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { projectKeys } from './get-projects';

export function createProject(body: CreateProjectBody): Promise<Project> {
  return api<Project>('/v1/project', { method: 'POST', body });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(project.uuid), project);
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
