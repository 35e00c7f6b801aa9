// Toasts (Mantine notifications), mounted on first use: the container and its transitions are not part of any page's
// first load (issue 10), since a toast is rare (the cart's refresh telling what changed). `showToast` fetches both
// and shows the toast; <Toasts> in the providers renders the container from then on.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { NotificationData, NotificationsProps } from '@mantine/notifications';

const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

let used = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function showToast(data: NotificationData): void {
  if (!used) {
    used = true;
    listeners.forEach((l) => l());
  }
  // The store keeps the toast until the container, arriving with the same fetch, shows it.
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(data));
}

export function Toasts(props: NotificationsProps) {
  const shown = useSyncExternalStore(
    subscribe,
    () => used,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
