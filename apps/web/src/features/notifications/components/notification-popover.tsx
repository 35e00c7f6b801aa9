// The header's bell with its dropdown: the latest notifications and a link to all. The header shows NotificationBell
// first, which loads this when first pointed at, focused or pressed (issue 10, components/ui/use-lazy-part.ts).
import { Anchor, Box, Divider, Group, Loader, Popover, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useOpenedAfterMount, type LazyPartStart } from '../../../components/ui/use-lazy-part';
import { useLatestNotifications } from '../api/get-notifications';
import { BellIcon, BellIndicator } from './notification-bell';
import { NotificationTypeIcon } from './notification-type';

export function NotificationPopover({ defaultOpened, focusOnMount }: LazyPartStart) {
  const navigate = useNavigate();
  const [opened, setOpened, closeOnEscape] = useOpenedAfterMount(defaultOpened);
  const latest = useLatestNotifications(5);
  const unread = latest.data?.unread ?? 0;

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
      <BellIndicator unread={unread}>
        <Popover.Target>
          <BellIcon
            unread={unread}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- only when it replaces the focused light bell (use-lazy-part.ts)
            autoFocus={focusOnMount}
            onKeyDown={closeOnEscape}
            aria-expanded={opened}
            onClick={() => setOpened(!opened)}
          />
        </Popover.Target>
      </BellIndicator>
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
