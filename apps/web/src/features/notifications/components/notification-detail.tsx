// The detail pane: opening a notification marks it read. A notification with a link (e.g. a support reply → its
// chat) offers to go there.
import { Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useOpenNotification } from '../api/open-notification';
import { NotificationTypeBadge, NotificationTypeIcon } from './notification-type';

/** Only links inside the portal are followed. */
const internal = (link: string | null): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

export function NotificationDetail({ uuid }: { uuid: string }) {
  const opened = useOpenNotification(uuid);
  if (opened.isError)
    return (
      <Paper p="xl" radius="lg" withBorder role="alert">
        <Text>
          <FormattedMessage
            id={opened.error instanceof ApiError && opened.error.status === 404 ? 'notifications.notFound' : 'errors.generic'}
          />
        </Text>
      </Paper>
    );
  const n = opened.data;
  if (!n)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Paper component="article" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder aria-labelledby="notification-title">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <NotificationTypeIcon type={n.type} size={40} />
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} id="notification-title" fz={{ base: 20, sm: 24 }}>
              {n.title}
            </Title>
            <Group gap="xs">
              <NotificationTypeBadge type={n.type} />
              <Text fz="sm" c="dimmed">
                <FormattedDate value={n.created_at} dateStyle="long" timeStyle="short" />
              </Text>
            </Group>
          </Stack>
        </Group>
        <Text style={{ whiteSpace: 'pre-line' }}>{n.text}</Text>
        {internal(n.link) ? (
          <div>
            <Button component={Link} to={n.link} rightSection={<IconArrowRight size={16} aria-hidden />}>
              <FormattedMessage id="notifications.open" />
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
