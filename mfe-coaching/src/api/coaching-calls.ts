import { request, requestBlob } from './coaching-request';
import type {
  Availability, AvailableSlots, Booking, BookingList, BookingWhen, CoachDetailsChange, CoachList, CoachListQuery, CoachProfile,
  DateOverride, DisabledSlot, FilterOptions, MyCoachProfile, ProfileRows, ProviderSettings, RowInput, RowKind, SessionKind,
  TimeRange, WeekdayHours,
} from './coaching-types';

// Every coaching call of the screens, in one place: the screens never name an address.

const id = (value: number) => encodeURIComponent(String(value));

// Directory and profiles.
export const listCoaches = (query: CoachListQuery) => request<CoachList>('GET', '/api/coaches', { query: { ...query } });
export const getFilterOptions = () => request<FilterOptions>('GET', '/api/coaches/filter-options');
export const getCoach = (coachId: number) => request<CoachProfile>('GET', `/api/coaches/${id(coachId)}`);
export const getMyCoachProfile = () => request<MyCoachProfile>('GET', '/api/coaches/me');
export const changeMyDetails = (change: CoachDetailsChange) => request<MyCoachProfile>('PATCH', '/api/coaches/me/details', { body: change });
export const addRow = <K extends RowKind>(kind: K, row: RowInput<K>) => request<ProfileRows[K]>('POST', `/api/coaches/me/${kind}`, { body: row });
export const changeRow = <K extends RowKind>(kind: K, rowId: number, row: RowInput<K>) =>
  request<ProfileRows[K]>('PATCH', `/api/coaches/me/${kind}/${id(rowId)}`, { body: row });
export const deleteRow = (kind: RowKind, rowId: number) => request<void>('DELETE', `/api/coaches/me/${kind}/${id(rowId)}`);

// Slots and the coach's availability.
export const listSlots = (providerId: number, range: { from: string; until: string; kind: 'PAID' | 'FREE' }) =>
  request<AvailableSlots>('GET', `/api/coaching/provider-available-slots/${id(providerId)}`, { query: range });
export const getSettings = () => request<ProviderSettings>('GET', '/api/coaching/provider-settings');
export const saveSettings = (settings: ProviderSettings) => request<ProviderSettings>('PUT', '/api/coaching/provider-settings', { body: settings });
export const getAvailability = () => request<Availability>('GET', '/api/coaching/provider-availability');
export const saveWeek = (businessHours: WeekdayHours[]) =>
  request<Availability>('PUT', '/api/coaching/provider-availability/bulk', { body: { businessHours } });
export const saveOverride = (date: string, ranges: TimeRange[]) =>
  request<DateOverride>('PUT', `/api/coaching/provider-availability/overrides/${encodeURIComponent(date)}`, { body: { ranges } });
export const deleteOverride = (date: string) => request<void>('DELETE', `/api/coaching/provider-availability/overrides/${encodeURIComponent(date)}`);
export const listDisabledSlots = (range: { from: string; until: string }) =>
  request<{ data: DisabledSlot[] }>('GET', '/api/coaching/provider-disabled-slots', { query: range });
export const addDisabledSlot = (slot: { startsAt: string; endsAt: string; reason?: string }) =>
  request<DisabledSlot>('POST', '/api/coaching/provider-disabled-slots', { body: slot });
export const deleteDisabledSlot = (slotId: number) => request<void>('DELETE', `/api/coaching/provider-disabled-slots/${id(slotId)}`);

// Bookings.
export const book = (providerId: number, body: { startsAt: string; kind: SessionKind }) =>
  request<Booking>('POST', `/api/coaching/providers/${id(providerId)}`, { body });
export const listBookings = (role: 'client' | 'provider', query: { when: BookingWhen; skip: number; take: number }) =>
  request<BookingList>('GET', `/api/coaching/booking-sessions/${role}`, { query });
export const cancelBooking = (bookingId: number, reason?: string) =>
  request<Booking>('POST', `/api/coaching/booking-sessions/${id(bookingId)}/cancel`, { body: reason ? { reason } : {} });
export const rescheduleBooking = (bookingId: number, startsAt: string) =>
  request<Booking>('PATCH', `/api/coaching/booking-sessions/${id(bookingId)}`, { body: { startsAt } });
export const invitationFile = (bookingId: number) => requestBlob(`/api/coaching/booking-sessions/${id(bookingId)}/invitation.ics`);
