// POST /v1/project/{uuid}/survey: the project survey (spec working areas §4, §7). Answers { status: 2 | 5, points }:
// 2 closed with the points credited, 5 in review. The project, the lists and the company's points (the header's
// balance) change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectSurveyResponse, ProjectSurveyResult } from '@club/contract/projects';
import { api } from '../../../lib/api-client';
import { pointsSummaryKeys } from '../../../lib/session/points-summary';
import { projectKeys } from './get-projects';
import { scanKeys } from './get-scans';

export function submitSurvey(projectUuid: string, answers: ProjectSurveyResponse): Promise<ProjectSurveyResult> {
  return api<ProjectSurveyResult>(`/v1/project/${projectUuid}/survey`, { method: 'POST', body: { response: JSON.stringify(answers) } });
}

export function useSubmitSurvey(projectUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: ProjectSurveyResponse) => submitSurvey(projectUuid, answers),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.detail(projectUuid) });
      void queryClient.invalidateQueries({ queryKey: scanKeys.list(projectUuid) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: pointsSummaryKeys.all });
    },
  });
}
