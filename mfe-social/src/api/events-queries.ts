import { keepPreviousData, useQuery } from '@halaqa/query';
import {
  getEvent, getTicket, listAttendanceItems, listAttendees, listEvents, listFavoriteEvents, listMyEvents,
} from './events-calls';
import type { EventListQuery } from './events-types';

export const EVENTS_PAGE_SIZE = 12;
export const ATTENDEES_PAGE_SIZE = 50;

/** Keys of the events queries; all start with ['social', 'events'] so one invalidation refreshes every list and page. */
export const eventKeys = {
  all: ['social', 'events'] as const,
  list: (query: EventListQuery) => ['social', 'events', 'list', query] as const,
  mine: (page: number) => ['social', 'events', 'mine', page] as const,
  favorites: (page: number) => ['social', 'events', 'favorites', page] as const,
  one: (eventId: number) => ['social', 'events', 'one', eventId] as const,
  ticket: (eventId: number) => ['social', 'events', 'one', eventId, 'ticket'] as const,
  attendanceItems: (eventId: number) => ['social', 'events', 'one', eventId, 'attendance-items'] as const,
  attendees: (eventId: number, page: number) => ['social', 'events', 'one', eventId, 'attendees', page] as const,
};

const skipOf = (page: number, size: number) => (page - 1) * size;

/** GET events: the listing with its search and filters. */
export function useEventList(query: EventListQuery) {
  return useQuery({ queryKey: eventKeys.list(query), queryFn: () => listEvents(query), placeholderData: keepPreviousData });
}

/** GET events/mine: the member's enrolled and waitlisted events, a page (1-based) at a time. */
export function useMyEvents(page: number) {
  return useQuery({
    queryKey: eventKeys.mine(page),
    queryFn: () => listMyEvents(skipOf(page, EVENTS_PAGE_SIZE), EVENTS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** GET events/favorites: the member's favorite events (the favorites page's tab). */
export function useFavoriteEvents(page: number) {
  return useQuery({
    queryKey: eventKeys.favorites(page),
    queryFn: () => listFavoriteEvents(skipOf(page, EVENTS_PAGE_SIZE), EVENTS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** GET events/{eventId}. */
export function useEvent(eventId: number) {
  return useQuery({ queryKey: eventKeys.one(eventId), queryFn: () => getEvent(eventId) });
}

/** GET events/{eventId}/ticket. */
export function useTicket(eventId: number) {
  return useQuery({ queryKey: eventKeys.ticket(eventId), queryFn: () => getTicket(eventId) });
}

/** GET events/{eventId}/attendance-items (hosts). */
export function useAttendanceItems(eventId: number) {
  return useQuery({ queryKey: eventKeys.attendanceItems(eventId), queryFn: () => listAttendanceItems(eventId) });
}

/** GET events/{eventId}/enrollments (hosts): the attendees with their check-ins. */
export function useAttendees(eventId: number, page: number) {
  return useQuery({
    queryKey: eventKeys.attendees(eventId, page),
    queryFn: () => listAttendees(eventId, skipOf(page, ATTENDEES_PAGE_SIZE), ATTENDEES_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}
