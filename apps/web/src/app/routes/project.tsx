// /projects/{uuid} (tab Project) and /projects/{uuid}/survey (tab Survey), spec working areas §2.
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { WarrantyDownload } from '../../features/certificates/components/warranty-download';
import { ProjectView } from '../../features/projects/components/project-view';
import { usePageTitle } from '../../lib/use-page-title';

export function ProjectPage({ tab }: { tab: 'project' | 'survey' }) {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  usePageTitle(intl.formatMessage({ id: tab === 'survey' ? 'projects.survey.title' : 'projects.detailTitle' }));
  return <ProjectView key={uuid} uuid={uuid} tab={tab} closedActions={(p) => <WarrantyDownload project={p} />} />;
}

export default function ProjectTab() {
  return <ProjectPage tab="project" />;
}

export function SurveyTab() {
  return <ProjectPage tab="survey" />;
}
