// /user — the own profile: details, company, consents (a changed email continues on /verify-email).
import { Center, Loader, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { ProfileView } from '../../features/user/components/profile-view';
import { useSelf } from '../../lib/session/own-user';
import { settingsForRegion, usePublicConfig } from '../../lib/public-config';
import { usePageTitle } from '../../lib/use-page-title';

export default function UserPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'user.title' }));
  const self = useSelf();
  const config = usePublicConfig();
  const navigate = useNavigate();
  if (self.isError)
    return (
      <Text role="alert">
        <FormattedMessage id="errors.generic" />
      </Text>
    );
  if (!self.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <ProfileView
      user={self.data}
      settings={settingsForRegion(config.data, self.data.company.regions_id)}
      onEmailPending={() => void navigate(paths.verifyEmail, { state: { send: true } })}
    />
  );
}
