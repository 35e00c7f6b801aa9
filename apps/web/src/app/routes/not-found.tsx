// Any unknown path: 'Error 404' with a link home (spec access §2).
import { Button, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PublicLayout } from '../layout/public-layout';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotFound() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'notFound.title' }));
  return (
    <PublicLayout>
      <Stack align="center" ta="center" py="xl" gap="md">
        <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
          404
        </Text>
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
    </PublicLayout>
  );
}
