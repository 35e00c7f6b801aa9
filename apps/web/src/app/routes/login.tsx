// /login — the sign-in issue replaces this with the multi-step track.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { usePageTitle } from '../../lib/use-page-title';

export default function Login() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'login.title' }));
  return (
    <PublicLayout>
      <Paper p="xl" radius="lg" shadow="sm">
        <Stack>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="login.title" />
          </Title>
          <Text>
            <FormattedMessage id="login.intro" />
          </Text>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
