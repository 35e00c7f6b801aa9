// /register — self-registration of an installer company (spec access §2).
import { useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { usePageTitle } from '../../lib/use-page-title';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';

export default function Register() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'register.title' }));
  return (
    <PublicLayout width={640}>
      <RegistrationWizard variant="standard" />
    </PublicLayout>
  );
}
