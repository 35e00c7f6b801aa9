// Home `/` — the working-areas issues build the dashboard; until then a greeting.
import { Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePageTitle } from '../../lib/use-page-title';

export default function Home() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  return (
    <Paper p="xl" radius="lg">
      <Stack>
        <Title order={1}>
          <FormattedMessage id="home.title" />
        </Title>
        <Text>
          <FormattedMessage id="upcoming.notYet" />
        </Text>
      </Stack>
    </Paper>
  );
}
