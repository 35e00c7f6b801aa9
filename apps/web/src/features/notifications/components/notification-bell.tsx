// The header's bell: the unread count on the icon, and a dropdown with the latest notifications and a link to all.
import {
  ActionIcon,
  Anchor,
  Box,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useLatestNotifications } from '../api/get-notifications';
import { NotificationTypeIcon } from './notification-type';

export function NotificationBell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const latest = useLatestNotifications(5);
  const unread = latest.data?.unread ?? 0;
  const label = intl.formatMessage({ id: 'notifications.bell' }, { count: unread });

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={340}
      shadow="md"
      // In the header (the banner landmark), not at the end of <body> outside every landmark (axe: region).
      withinPortal={false}
      trapFocus
      returnFocus
      hideDetached={false}
    >
      {/* The target is the button itself, so its ARIA popup attributes sit on a button, not on the badge's wrapper. */}
      <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.9" offset={6} disabled={unread === 0} inline>
        <Popover.Target>
          <ActionIcon
            className="header-toggle"
            variant="subtle"
            color="dark"
            size="lg"
            aria-label={label}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((o) => !o)}
          >
            <IconBell size={22} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)">
        <Box p="sm">
          <Text fw={700} component="h2" fz="md" m={0}>
            <FormattedMessage id="notifications.title" />
          </Text>
        </Box>
        <Divider />
        {latest.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : latest.isError ? (
          <Text p="sm" fz="sm" c="red">
            <FormattedMessage id="errors.generic" />
          </Text>
        ) : latest.data.data.length === 0 ? (
          <Text p="sm" fz="sm" c="dimmed">
            <FormattedMessage id="notifications.empty" />
          </Text>
        ) : (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {latest.data.data.map((n) => (
              <li key={n.uuid}>
                <UnstyledButton
                  w="100%"
                  p="sm"
                  onClick={() => {
                    setOpened(false);
                    void navigate(paths.notification(n.uuid));
                  }}
                  style={{
                    borderBottom: '1px solid var(--mantine-color-gray-2)',
                    background: n.mark ? 'var(--mantine-color-brand-0)' : undefined,
                  }}
                >
                  {/* Spans only: a button holds phrasing content, and a bold <p> would read as a heading (axe p-as-heading). */}
                  <Group component="span" gap="sm" wrap="nowrap" align="flex-start">
                    <NotificationTypeIcon type={n.type} size={28} />
                    <Box component="span" display="block" style={{ minWidth: 0, flex: 1 }}>
                      <Text component="span" fz="sm" fw={n.mark ? 700 : 500} lineClamp={1}>
                        {n.mark ? (
                          <VisuallyHidden>
                            <FormattedMessage id="notifications.unreadLabel" />{' '}
                          </VisuallyHidden>
                        ) : null}
                        {n.title}
                      </Text>
                      <Text component="span" fz="xs" c="dimmed" lineClamp={2}>
                        {n.text}
                      </Text>
                    </Box>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        <Box p="sm" ta="center">
          <Anchor component={Link} to={paths.notifications} fz="sm" fw={600} onClick={() => setOpened(false)}>
            <FormattedMessage id="notifications.seeAll" />
          </Anchor>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
