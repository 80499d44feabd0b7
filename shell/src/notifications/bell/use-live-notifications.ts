import { useEffect } from 'react';
import { useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { bus } from '@halaqa/bus';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { useAppSelector } from '../../store/store';
import { notificationKeys } from '../api/keys';
import { runNotificationStream } from '../stream/notification-stream';

/**
 * Keeps this tab's badge and lists current: whichever tab holds the stream
 * (notification-stream.ts) tells every tab through the bus, this one too.
 */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offCount = bus.on('unread.changed', ({ count }) => client.setQueryData(notificationKeys.count, count));
    const offItem = bus.on('notification.received', () => void client.invalidateQueries({ queryKey: notificationKeys.lists }));
    return () => {
      offCount();
      offItem();
    };
  }, [client]);
}

/** Runs the stream (in the tab that wins the lock) while a member is signed in, in the page language. */
export function useNotificationStream(): void {
  const userId = useAppSelector((state) => state.session.userId);
  const language = usePageLanguage();
  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return undefined;
    const controller = new AbortController();
    void runNotificationStream({
      userId,
      language,
      createTicket: async () => (await unwrap(api.POST('/api/sse/ticket'))).ticket,
      openSource: (url) => new EventSource(url) as unknown as import('../stream/notification-stream').EventSourceLike,
      locks: typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : null,
      onNotification: (item) => bus.emit('notification.received', item),
      onUnreadCount: (count) => bus.emit('unread.changed', { count }),
      // Ended elsewhere (revoked, signed out): asking who we are lets the session's error reactions sign this tab out.
      onSessionEnded: () => void api.GET('/api/auth'),
    }, controller.signal);
    return () => controller.abort();
  }, [userId, language]);
}
