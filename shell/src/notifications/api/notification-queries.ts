import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { bus } from '@halaqa/bus';
import type { Paged } from '@halaqa/contracts';
import type { NotificationItem, NotificationSetting } from '@halaqa/contracts/src/notifications';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { notificationKeys } from './keys';

export type NotificationFilter = 'all' | 'unread';

const listQuery = (language: string, filter: NotificationFilter, skip: number, take: number) => ({
  // portals 1: the member site (spec section 9: the panel's list).
  params: { query: { skip, take, portals: 1, language: language === 'ar' ? 'ar' as const : 'en' as const, ...(filter === 'unread' ? { unread: 1 } : {}) } },
});

/** The unread count: read once, then kept current by the stream (the bus's unread.changed). */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.count,
    queryFn: async () => (await unwrap(api.GET('/api/notifications/count'))).count,
    staleTime: Infinity,
  });
}

/** The panel's list: pages of `take`, "load more" for the next. */
export function useNotificationPages(filter: NotificationFilter, take: number) {
  const language = usePageLanguage();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(language, filter, take),
    queryFn: ({ pageParam }) => unwrap(api.GET('/api/notifications/v2', listQuery(language, filter, pageParam, take))) as Promise<Paged<NotificationItem>>,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.count ? loaded : undefined;
    },
  });
}

/** The full page's list: one numbered page at a time. */
export function useNotificationPage(filter: NotificationFilter, page: number, take: number) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: notificationKeys.list(language, filter, take, page),
    queryFn: () => unwrap(api.GET('/api/notifications/v2', listQuery(language, filter, page * take, take))) as Promise<Paged<NotificationItem>>,
    placeholderData: keepPreviousData,
  });
}

/**
 * Marking read (one or all), deleting and undoing. The count moves at once
 * (spec: marking read decrements it); a failure refetches everything (spec
 * section 4: failed notification mutations refetch the list).
 */
export function useNotificationActions() {
  const client = useQueryClient();
  const setCount = (change: (count: number) => number) => {
    const count = Math.max(0, change(client.getQueryData<number>(notificationKeys.count) ?? 0));
    client.setQueryData(notificationKeys.count, count);
    bus.emit('unread.changed', { count });
  };
  // After each: the lists again; after a failure, everything (the count too).
  const settle = {
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.lists }),
  };
  const markRead = useMutation({
    mutationFn: (item: NotificationItem) => unwrap(api.POST('/api/notifications/read/{notificationId}', { params: { path: { notificationId: item.id } } })),
    onMutate: (item) => { if (!item.readAt) setCount((count) => count - 1); },
    ...settle,
  });
  const markAllRead = useMutation({
    mutationFn: () => unwrap(api.POST('/api/notifications/read')),
    onMutate: () => setCount(() => 0),
    ...settle,
  });
  const remove = useMutation({
    mutationFn: async (item: NotificationItem) => { await unwrap(api.DELETE('/api/notifications/{notificationId}', { params: { path: { notificationId: item.id } } })); },
    onMutate: (item) => { if (!item.readAt) setCount((count) => count - 1); },
    ...settle,
  });
  const restore = useMutation({
    mutationFn: (item: NotificationItem) => unwrap(api.POST('/api/notifications/{notificationId}/restore', { params: { path: { notificationId: item.id } } })),
    onMutate: (item) => { if (!item.readAt) setCount((count) => count + 1); },
    ...settle,
  });
  return { markRead, markAllRead, remove, restore };
}

/** The control groups (names in the page language: refetched when it changes) and the member's switches. */
export function useNotificationSettings() {
  const language = usePageLanguage();
  const client = useQueryClient();
  const groups = useQuery({
    queryKey: notificationKeys.groups(language),
    queryFn: () => unwrap(api.GET('/api/notification-control-groups')),
    staleTime: 60 * 60_000,
  });
  const settings = useQuery({
    queryKey: notificationKeys.settings,
    queryFn: () => unwrap(api.GET('/api/notification-control-groups/settings')) as Promise<NotificationSetting[]>,
  });
  const update = useMutation({
    mutationFn: (setting: NotificationSetting) => unwrap(api.PATCH('/api/notification-control-groups/settings', { body: [setting] })) as Promise<NotificationSetting[]>,
    onMutate: (setting) => {
      client.setQueryData<NotificationSetting[]>(notificationKeys.settings, (current) => current?.map((entry) =>
        (entry.notificationControlGroupId === setting.notificationControlGroupId ? setting : entry)));
    },
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
    onError: () => client.invalidateQueries({ queryKey: notificationKeys.settings }),
  });
  return { groups, settings, update };
}
