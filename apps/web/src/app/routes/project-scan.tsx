// /projects/{uuid}/scan: the scan page (issue 11). The service worker precaches this route with the shell, so it
// opens on a roof with no connection; the camera's detector loads only when the camera is turned on.
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Scanner } from '../../features/projects/components/scanner';
import { usePageTitle } from '../../lib/use-page-title';

export default function ProjectScanPage() {
  const intl = useIntl();
  const { uuid = '' } = useParams();
  usePageTitle(intl.formatMessage({ id: 'projects.scan.title' }));
  return <Scanner key={uuid} uuid={uuid} />;
}
