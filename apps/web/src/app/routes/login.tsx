// /login — the multi-step sign-in track (spec access §2, §4).
import { useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { LoginTrack } from '../../features/auth/components/login-track';
import { usePageTitle } from '../../lib/use-page-title';

export default function Login() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'login.title' }));
  return (
    <PublicLayout>
      <LoginTrack />
    </PublicLayout>
  );
}
