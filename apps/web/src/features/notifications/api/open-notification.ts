// PATCH /v1/notifications/{uuid}: opening a notification marks it read (spec access §2). The call answers the
// notification, and there is no GET for one, so the detail pane reads it through this call (marking read twice is
// harmless). The cached lists are updated in place: the row loses its unread mark and the bell's count drops.
import { queryOptions, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Notification, NotificationList } from '@club/contract/notifications';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './get-notifications';

export function openNotification(uuid: string, signal?: AbortSignal): Promise<Notification> {
  return api<Notification>(`/v1/notifications/${uuid}`, { method: 'PATCH', body: {}, signal });
}

function markReadInList(list: NotificationList, uuid: string, wasUnread: boolean): NotificationList {
  return {
    ...list,
    unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
    data: list.data.map((n) => (n.uuid === uuid ? { ...n, mark: false } : n)),
  };
}

/** Reflects a read notification in every cached list. Exported for tests. */
export function markReadInCache(queryClient: QueryClient, uuid: string): void {
  const cachedRows = [
    ...queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }).flatMap(([, l]) => l?.data ?? []),
    ...queryClient
      .getQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationKeys.pages() })
      .flatMap(([, d]) => d?.pages.flatMap((p) => p.data) ?? []),
  ];
  const row = cachedRows.find((n) => n.uuid === uuid);
  // When the row is not cached we cannot know whether it was unread: refetch the counts instead of guessing.
  if (!row) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.pages() });
    return;
  }
  const wasUnread = row.mark;
  queryClient.setQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }, (l) => (l ? markReadInList(l, uuid, wasUnread) : l));
  queryClient.setQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationKeys.pages() }, (d) =>
    d ? { ...d, pages: d.pages.map((p) => markReadInList(p, uuid, wasUnread)) } : d,
  );
}

export function openNotificationQuery(queryClient: QueryClient, uuid: string) {
  return queryOptions({
    queryKey: notificationKeys.detail(uuid),
    queryFn: async ({ signal }) => {
      const n = await openNotification(uuid, signal);
      markReadInCache(queryClient, uuid);
      return { ...n, mark: false };
    },
    // Opened once per visit of the screen; reading it again would only mark it read again.
    staleTime: Infinity,
  });
}

/** The notification with this uuid, opened (and so marked read). Shows the cached row at once while the call runs. */
export function useOpenNotification(uuid: string | undefined) {
  const queryClient = useQueryClient();
  const cached = uuid
    ? [
        ...queryClient
          .getQueriesData<InfiniteData<NotificationList>>({ queryKey: notificationKeys.pages() })
          .flatMap(([, d]) => d?.pages.flatMap((p) => p.data) ?? []),
        ...queryClient.getQueriesData<NotificationList>({ queryKey: notificationKeys.lists() }).flatMap(([, l]) => l?.data ?? []),
      ].find((n) => n.uuid === uuid)
    : undefined;
  return useQuery({ ...openNotificationQuery(queryClient, uuid ?? ''), enabled: !!uuid, placeholderData: cached });
}
