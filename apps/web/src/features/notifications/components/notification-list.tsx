// The list of the notifications screen: newest first, unread ones marked in words as well as by weight, and a
// "Load more" button while older pages remain.
import { Badge, Box, Button, Center, Group, Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useNotificationPages } from '../api/get-notifications';
import { NotificationTypeIcon } from './notification-type';

export function NotificationList({ selected }: { selected: string | undefined }) {
  const pages = useNotificationPages();
  if (pages.isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (pages.isError)
    return (
      <Text c="red" role="alert">
        <FormattedMessage id="errors.generic" />
      </Text>
    );
  const rows = pages.data.pages.flatMap((p) => p.data);
  const total = pages.data.pages[0]?.meta.total ?? rows.length;
  if (rows.length === 0)
    return (
      <Paper p="xl" radius="lg" withBorder>
        <Stack align="center" gap="xs" ta="center">
          <IconBellOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>
            <FormattedMessage id="notifications.empty" />
          </Text>
          <Text fz="sm" c="dimmed">
            <FormattedMessage id="notifications.emptyHint" />
          </Text>
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Paper radius="lg" withBorder style={{ overflow: 'hidden' }}>
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((n) => {
            const current = n.uuid === selected;
            return (
              <li key={n.uuid}>
                <UnstyledButton
                  component={Link}
                  to={paths.notification(n.uuid)}
                  aria-current={current ? 'true' : undefined}
                  display="block"
                  p="sm"
                  style={{
                    borderBottom: '1px solid var(--mantine-color-gray-2)',
                    borderLeft: `4px solid ${current ? 'var(--mantine-color-brand-6)' : 'transparent'}`,
                    background: current ? 'var(--mantine-color-brand-0)' : n.mark ? 'var(--mantine-color-gray-0)' : undefined,
                  }}
                >
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <NotificationTypeIcon type={n.type} />
                    <Box style={{ minWidth: 0, flex: 1 }}>
                      <Group gap={6} wrap="nowrap" justify="space-between">
                        <Text fw={n.mark ? 700 : 500} lineClamp={1}>
                          {n.title}
                        </Text>
                        {n.mark ? (
                          <Badge size="xs" color="red.9" variant="filled" style={{ flexShrink: 0 }}>
                            <FormattedMessage id="notifications.new" />
                          </Badge>
                        ) : null}
                      </Group>
                      <Text fz="sm" c="dimmed" lineClamp={2}>
                        {n.text}
                      </Text>
                      <Text fz="xs" c="dimmed" mt={2}>
                        <FormattedDate value={n.created_at} dateStyle="medium" timeStyle="short" />
                      </Text>
                    </Box>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Box>
      </Paper>
      <Group justify="space-between" gap="xs">
        <Text fz="sm" c="dimmed">
          <FormattedMessage id="notifications.shown" values={{ shown: rows.length, total }} />
        </Text>
        {pages.hasNextPage ? (
          <Button variant="light" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            <FormattedMessage id="notifications.loadMore" />
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
