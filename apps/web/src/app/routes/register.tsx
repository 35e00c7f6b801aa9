// /register — the registration issue replaces this with the multi-step registration.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { usePageTitle } from '../../lib/use-page-title';

export default function Register() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'register.title' }));
  return (
    <PublicLayout>
      <Paper p="xl" radius="lg" shadow="sm">
        <Stack>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            <FormattedMessage id="register.title" />
          </Title>
          <Text>
            <FormattedMessage id="register.intro" />
          </Text>
        </Stack>
      </Paper>
    </PublicLayout>
  );
}
