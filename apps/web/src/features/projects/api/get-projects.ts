// GET /v1/project?page=&status=&constrainTo=&limit=: the company's projects, 20 a page (spec working areas §2, §4, §7).
// The All tab sends no status and constrains to open; the other tabs send their status.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectList } from '@club/contract/projects';
import { pageSizes } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The list tabs and the status each sends (4 is never offered). */
export const projectTabs = { all: undefined, review: 5, closed: 2, lost: 3 } as const;
export type ProjectTab = keyof typeof projectTabs;

/** The tabs in the order the list shows them. */
export const projectTabNames = Object.keys(projectTabs) as ProjectTab[];

export function isProjectTab(value: string | null): value is ProjectTab {
  return !!value && (projectTabNames as string[]).includes(value);
}

export interface ProjectFilters {
  tab: ProjectTab;
  page: number;
}

export const projectKeys = queryKeys('projects');

export function getProjects({ tab, page }: ProjectFilters, signal?: AbortSignal): Promise<ProjectList> {
  const status = projectTabs[tab];
  return api<ProjectList>('/v1/project', {
    query: { page, limit: pageSizes.projects, status, constrainTo: status === undefined ? 'open' : undefined },
    signal,
  });
}

export function projectsQuery(filters: ProjectFilters) {
  return queryOptions({ queryKey: projectKeys.list(filters), queryFn: ({ signal }) => getProjects(filters, signal) });
}

export function useProjects(filters: ProjectFilters) {
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  return useQuery({ ...projectsQuery(filters), placeholderData: keepPreviousData });
}
