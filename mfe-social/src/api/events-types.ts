// The events answers the screens read (docs/design/social-api.md, "Events"),
// as the generated client types them. Amounts are integers of minor units
// (halalas); times are ISO strings.
import type { CreatedBody, OkBody, QueryOf } from '@halaqa/api-client';

/** GET events (and mine, favorites): a page of cards. */
export type EventList = OkBody<'listEvents'>;
export type EventCard = EventList['data'][number];
export type EventType = EventCard['type'];
export type EventLanguage = EventCard['language'];
export type MyEventStatus = NonNullable<EventCard['myStatus']>;

/** GET events/{eventId}. */
export type EventDetails = OkBody<'getEvent'>;
export type EventPerson = EventDetails['hosts'][number];
export type EventGuest = EventDetails['guests'][number];
export type EventAttachment = EventDetails['attachments'][number];

export type EventListQuery = QueryOf<'listEvents'> & { skip: number; take: number };
export type EventWhen = NonNullable<EventListQuery['when']>;
export type EventPrice = NonNullable<EventListQuery['price']>;

/** POST events/{eventId}/enrollments: a place, or a place on the waitlist (with the position, 1-based). */
export type JoinAnswer = CreatedBody<'joinEvent'>;

/** GET events/{eventId}/ticket. */
export type EventTicket = OkBody<'getEventTicket'>;

/** GET events/{eventId}/attendance-items (hosts): every item of the event. */
type AttendanceItemList = OkBody<'listEventAttendanceItems'>;
export type AttendanceItem = AttendanceItemList[number];

/** GET events/{eventId}/enrollments (hosts): the attendees with their check-ins. */
type AttendeeList = OkBody<'listEventAttendees'>;
export type Attendee = AttendeeList['data'][number];

/** POST events/{eventId}/check-in. */
export type CheckInAnswer = CreatedBody<'checkInToEvent'>;
