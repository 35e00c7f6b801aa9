// GET /v1/notifications?page=&limit=: the user's notifications, newest first, with the unread count (the bell's number).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@club/contract/notifications';
import { pageSizes, timers } from '@club/contract/constants';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const keys = queryKeys('notifications');
/** The resource's keys, plus `pages()`: the screen's paged list (infinite data, a different shape from `lists()`). */
export const notificationKeys = { ...keys, pages: () => [...keys.all, 'pages'] as const };

export function getNotifications(page: number, limit: number, signal?: AbortSignal): Promise<NotificationList> {
  return api<NotificationList>('/v1/notifications', { query: { page, limit }, signal });
}

/** The latest few, for the bell; refreshed with the own user (every 180 s) so new ones show up without a reload. */
export function latestNotificationsQuery(limit = 5) {
  return queryOptions({
    queryKey: notificationKeys.list({ limit }),
    queryFn: ({ signal }) => getNotifications(1, limit, signal),
    refetchInterval: timers.ownUserRefetchMs,
  });
}

export function useLatestNotifications(limit = 5) {
  return useQuery(latestNotificationsQuery(limit));
}

/** Every page so far, for the notifications screen ("Load more"). */
export function notificationPagesQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.pages(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, pageSizes.notifications, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined),
  });
}

export function useNotificationPages() {
  return useInfiniteQuery(notificationPagesQuery());
}
