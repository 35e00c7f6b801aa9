// /notifications and /notifications/{uuid}: the list with a detail pane beside it; on a phone the list, then the
// detail alone with a link back (spec access §2 "Notifications screen").
import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { NotificationDetail } from '../../features/notifications/components/notification-detail';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { usePageTitle } from '../../lib/use-page-title';

export default function NotificationsPage() {
  const intl = useIntl();
  const { uuid } = useParams();
  usePageTitle(intl.formatMessage({ id: 'notifications.title' }));
  return (
    <Stack gap="md">
      <Title order={1} fz={{ base: 24, sm: 30 }}>
        <FormattedMessage id="notifications.title" />
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }} visibleFrom={uuid ? 'md' : undefined}>
          <section aria-label={intl.formatMessage({ id: 'notifications.listLabel' })}>
            <NotificationList selected={uuid} />
          </section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} visibleFrom={uuid ? undefined : 'md'}>
          {uuid ? (
            <Stack gap="sm">
              <Anchor component={Link} to={paths.notifications} hiddenFrom="md" fz="sm">
                <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
                <FormattedMessage id="notifications.backToList" />
              </Anchor>
              <NotificationDetail key={uuid} uuid={uuid} />
            </Stack>
          ) : (
            <Paper p="xl" radius="lg" withBorder bg="gray.0">
              <Text c="dimmed" ta="center">
                <FormattedMessage id="notifications.choose" />
              </Text>
            </Paper>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
