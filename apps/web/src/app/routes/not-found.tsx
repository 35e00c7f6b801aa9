// Any unknown path: one title 'Error 404' with a link home (spec access §2). A signed-in user sees it inside the
// signed-in frame (header, footer), a visitor inside the public one.
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PublicLayout } from '../layout/public-layout';
import { AppFrame } from '../layout/app-layout';
import { paths } from '../../config/paths';
import { useIsAuthenticated } from '../../lib/session/token';
import { usePageTitle } from '../../lib/use-page-title';

function NotFoundContent() {
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Title order={1}>
        <FormattedMessage id="notFound.title" />
      </Title>
      <Text c="dimmed">
        <FormattedMessage id="notFound.text" />
      </Text>
      <Button component={Link} to={paths.home}>
        <FormattedMessage id="notFound.home" />
      </Button>
    </Stack>
  );
}

export default function NotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  if (useIsAuthenticated())
    return (
      <AppFrame breadcrumbs={false}>
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg">
          <NotFoundContent />
        </Paper>
      </AppFrame>
    );
  return (
    <PublicLayout>
      <NotFoundContent />
    </PublicLayout>
  );
}
