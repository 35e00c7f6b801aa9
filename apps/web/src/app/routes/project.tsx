// /projects/{uuid} (tab Project) and /projects/{uuid}/survey (tab Survey), spec working areas §2.
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ProjectView } from '../../features/projects/components/project-view';
import { companyPointsKeys } from '../../features/user/api/get-company-points';
import { usePageTitle } from '../../lib/use-page-title';

export function ProjectPage({ tab }: { tab: 'project' | 'survey' }) {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  const queryClient = useQueryClient();
  usePageTitle(intl.formatMessage({ id: tab === 'survey' ? 'projects.survey.title' : 'projects.detailTitle' }));
  return (
    <ProjectView
      key={uuid}
      uuid={uuid}
      tab={tab}
      // Points credited by the survey show in the header's balance at once.
      onCredited={() => void queryClient.invalidateQueries({ queryKey: companyPointsKeys.all })}
    />
  );
}

export default function ProjectTab() {
  return <ProjectPage tab="project" />;
}

export function SurveyTab() {
  return <ProjectPage tab="survey" />;
}
