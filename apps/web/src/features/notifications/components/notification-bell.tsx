// The header's bell: the unread count on the icon. Its dropdown with the latest notifications (notification-popover.tsx:
// Mantine's Popover, floating-ui, the focus trap) loads when the bell is first pointed at, focused or pressed, and then
// takes its place (issue 10, components/ui/use-lazy-part.ts).
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useLazyPart, type LazyPartCache } from '../../../components/ui/use-lazy-part';
import { useLatestNotifications } from '../api/get-notifications';

/** The unread count on the bell. */
export function BellIndicator({ unread, children }: { unread: number; children: ReactNode }) {
  return (
    <Indicator label={unread > 99 ? '99+' : unread} size={18} color="red.9" offset={6} disabled={unread === 0} inline>
      {children}
    </Indicator>
  );
}

/** The bell itself, named with the unread count. */
export function BellIcon({ unread, ...props }: { unread: number } & ComponentPropsWithRef<'button'>) {
  const intl = useIntl();
  return (
    <ActionIcon
      {...props}
      className="header-toggle"
      variant="subtle"
      color="dark"
      size="lg"
      aria-label={intl.formatMessage({ id: 'notifications.bell' }, { count: unread })}
      aria-haspopup="dialog"
    >
      <IconBell size={22} aria-hidden />
    </ActionIcon>
  );
}

const loadPopover = () => import('./notification-popover').then((m) => m.NotificationPopover);
const loaded: LazyPartCache<Awaited<ReturnType<typeof loadPopover>>> = { current: null };

export function NotificationBell() {
  const latest = useLatestNotifications(5);
  const unread = latest.data?.unread ?? 0;
  const [popover, trigger] = useLazyPart(loadPopover, loaded);
  if (popover) return <popover.Part {...popover.start} />;
  return (
    <BellIndicator unread={unread}>
      <BellIcon unread={unread} {...trigger} aria-expanded={false} />
    </BellIndicator>
  );
}
