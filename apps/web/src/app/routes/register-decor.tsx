// /register/decor — the decor variant: its own terms link and survey; the owner becomes a decor owner (role 7).
import { useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { usePageTitle } from '../../lib/use-page-title';
import { RegistrationWizard } from '../../features/registration/components/registration-wizard';

export default function RegisterDecor() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'register.decorTitle' }));
  return (
    <PublicLayout width={640} variant="decor">
      <RegistrationWizard variant="decor" />
    </PublicLayout>
  );
}
