// Shown when a page fails to load or throws: a way back instead of a blank screen.
import { Button, Stack, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { PublicLayout } from '../layout/public-layout';
import { useBootShellGone } from '../../components/ui/boot-shell';

export function RouteError() {
  useBootShellGone();
  return (
    <PublicLayout>
      <Stack align="center" ta="center" py="xl">
        <Title order={1}>
          <FormattedMessage id="errors.pageTitle" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="errors.generic" />
        </Text>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage id="errors.reload" />
        </Button>
      </Stack>
    </PublicLayout>
  );
}
