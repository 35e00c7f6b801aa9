// A route that a later issue builds. It says plainly what will be here instead of pretending.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export default function Upcoming({ feature }: { feature: string }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `upcoming.${feature}.title` });
  usePageTitle(title);
  return (
    <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
      <Stack gap="sm" maw={640}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text>{intl.formatMessage({ id: `upcoming.${feature}.text` })}</Text>
        <Text c="dimmed" fz="sm">
          <FormattedMessage id="upcoming.notYet" />
        </Text>
        <div>
          <Button component={Link} to={paths.home} variant="light">
            <FormattedMessage id="notFound.home" />
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
