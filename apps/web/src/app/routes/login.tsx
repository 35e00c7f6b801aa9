// /login — the multi-step sign-in track (spec access §2, §4); its first step paints before the form's code loads.
import { useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { LoginEntry } from '../../features/auth/components/login-entry';
import { usePageTitle } from '../../lib/use-page-title';

export default function Login() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'login.title' }));
  return (
    <PublicLayout>
      <LoginEntry />
    </PublicLayout>
  );
}
