import { toApiError, unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { EventListQuery } from './events-types';

// Every events call of the screens and the favorites tab, in one place: the
// screens never name an address.

const at = (eventId: number) => ({ path: { eventId } });

export const listEvents = (query: EventListQuery) => unwrap(api.GET('/api/events', { params: { query } }));

export const listMyEvents = (skip: number, take: number) => unwrap(api.GET('/api/events/mine', { params: { query: { skip, take } } }));

export const listFavoriteEvents = (skip: number, take: number) =>
  unwrap(api.GET('/api/events/favorites', { params: { query: { skip, take } } }));

export const getEvent = (eventId: number) => unwrap(api.GET('/api/events/{eventId}', { params: at(eventId) }));

export const recordSeen = (eventId: number) => unwrap(api.POST('/api/events/{eventId}/seen', { params: at(eventId) }));

export const setFavorite = (eventId: number, favorite: boolean) => unwrap(favorite
  ? api.PUT('/api/events/{eventId}/favorite', { params: at(eventId) })
  : api.DELETE('/api/events/{eventId}/favorite', { params: at(eventId) }));

export const joinEvent = (eventId: number, waitlist: boolean) =>
  unwrap(api.POST('/api/events/{eventId}/enrollments', { params: at(eventId), body: waitlist ? { waitlist: true } : {} }));

export const leaveEvent = (eventId: number) => unwrap(api.DELETE('/api/events/{eventId}/enrollments/mine', { params: at(eventId) }));

export const getTicket = (eventId: number) => unwrap(api.GET('/api/events/{eventId}/ticket', { params: at(eventId) }));

export const listAttendanceItems = (eventId: number) => unwrap(api.GET('/api/events/{eventId}/attendance-items', { params: at(eventId) }));

export const listAttendees = (eventId: number, skip: number, take: number) =>
  unwrap(api.GET('/api/events/{eventId}/enrollments', { params: { path: { eventId }, query: { skip, take } } }));

export const checkIn = (eventId: number, attendanceItemId: number, code: string) =>
  unwrap(api.POST('/api/events/{eventId}/check-in', { params: at(eventId), body: { attendanceItemId, code } }));

/** The event as an iCalendar file (RFC 5545), for the member's own calendar. */
export async function calendarFile(eventId: number): Promise<Blob> {
  const result = await api.GET('/api/events/{eventId}/calendar.ics', { params: at(eventId), parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !result.data) throw toApiError(result.error, result.response);
  return result.data as Blob;
}
