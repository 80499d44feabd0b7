import { bus } from '@halaqa/bus';
import { useTranslation } from '@halaqa/i18n';
import { useMutation, useQueryClient, type QueryClient } from '@halaqa/query';
import { checkIn, joinEvent, leaveEvent, setFavorite } from './events-calls';
import { eventKeys } from './events-queries';
import type { EventCard, EventList } from './events-types';

/** Every cached event (lists and pages) with this id gets `change`; what was there before is returned to put back. */
function patchEverywhere(queryClient: QueryClient, eventId: number, change: Partial<EventCard>) {
  const before = queryClient.getQueriesData<unknown>({ queryKey: eventKeys.all });
  queryClient.setQueriesData<unknown>({ queryKey: eventKeys.all }, (data: unknown) => {
    if (data === null || typeof data !== 'object') return data;
    if ('data' in data && Array.isArray((data as EventList).data)) {
      const list = data as EventList;
      return { ...list, data: list.data.map((event) => (event.id === eventId ? { ...event, ...change } : event)) };
    }
    return 'id' in data && (data as EventCard).id === eventId && 'title' in data ? { ...data, ...change } : data;
  });
  return before;
}

/**
 * PUT or DELETE events/{eventId}/favorite, shown at once wherever the event
 * is shown; a failure puts the heart back and says so in a toast.
 */
export function useFavoriteToggle(event: Pick<EventCard, 'id' | 'title'>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mfe-social');
  return useMutation({
    mutationFn: (favorite: boolean) => setFavorite(event.id, favorite),
    onMutate: async (favorite) => {
      await queryClient.cancelQueries({ queryKey: eventKeys.all });
      return { before: patchEverywhere(queryClient, event.id, { isFavorite: favorite }) };
    },
    onError: (_error, favorite, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      bus.emit('toast', { type: 'error', message: t(favorite ? 'events.favorite.addFailed' : 'events.favorite.removeFailed', { title: event.title }) });
    },
    // The favorites tab's list changes with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...eventKeys.all, 'favorites'] }),
  });
}

/** POST events/{eventId}/enrollments (a place, or a place on the waitlist); the event and the lists reload. */
export function useJoinEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (waitlist: boolean) => joinEvent(eventId, waitlist),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** DELETE events/{eventId}/enrollments/mine: leave the event or its waitlist. */
export function useLeaveEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => leaveEvent(eventId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

/** POST events/{eventId}/check-in: the attendee list reloads after each one. */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attendanceItemId, code }: { attendanceItemId: number; code: string }) => checkIn(eventId, attendanceItemId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...eventKeys.one(eventId), 'attendees'] }),
  });
}
