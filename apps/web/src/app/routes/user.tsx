// /user — built by the sign-in issue.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/use-page-title';

export default function Page() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'upcoming.user.title' }));
  return (
    <Paper p="xl" radius="lg">
      <Stack>
        <Title order={1}>
          <FormattedMessage id="upcoming.user.title" />
        </Title>
        <Text>
          <FormattedMessage id="upcoming.notYet" />
        </Text>
      </Stack>
    </Paper>
  );
}
