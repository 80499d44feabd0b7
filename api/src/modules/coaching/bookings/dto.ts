import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { CalendarQuerySchema } from '../../lms/dashboard/dto';
import { BOOKING_KINDS, BOOKING_STATUSES, CANCELLERS } from '../tables';

/** The shapes of docs/design/coaching-api.md slice "bookings". */

const CANCEL_OUTCOMES = ['FREE_SESSION_RETURNED', 'CREDIT_GIVEN', 'REFUND_REQUESTED', 'NOTHING', 'HOLD_EXPIRED', 'PAYMENT_FAILED'] as const;
export type StoredCancelOutcome = (typeof CANCEL_OUTCOMES)[number];
const BOOKING_ROLES = ['MEMBER', 'COACH'] as const;

const Instant = Type.String({ format: 'date-time' });
const Person = { id: Type.Integer(), name: Type.String(), avatarUrl: Nullable(Type.String()) };

export const BookingSchema = Type.Object({
  id: Type.Integer(),
  coach: Type.Object({ ...Person, timeZone: Type.String() }),
  member: Type.Object(Person),
  startsAt: Instant,
  endsAt: Instant,
  status: StringEnum(BOOKING_STATUSES),
  kind: StringEnum(BOOKING_KINDS),
  holdExpiresAt: Nullable(Instant),
  meetingUrl: Nullable(Type.String({ description: 'Only to the two parties; to the member from 15 minutes before the start until the end' })),
  cancelledBy: Nullable(StringEnum(CANCELLERS)),
  cancelledAt: Nullable(Instant),
  cancelReason: Type.String(),
  cancelOutcome: Nullable(StringEnum(CANCEL_OUTCOMES)),
  cancellableUntil: Nullable(Type.String({ format: 'date-time', description: 'Until when the member may cancel or reschedule; null when the coach allows no cancellation' })),
  purchase: Nullable(Type.Object({ itemType: Type.Literal('COACHING_SESSION'), itemId: Type.Integer() }, { description: 'A HELD paid session: what to put in the cart' })),
  myRole: StringEnum(BOOKING_ROLES),
});
export type Booking = Static<typeof BookingSchema>;

export const BookingPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(BookingSchema) });
export type BookingPage = Static<typeof BookingPageSchema>;

export const ProviderParamsSchema = Type.Object({ providerId: IdSchema });
export const BookingParamsSchema = Type.Object({ bookingSessionId: IdSchema });

export const BookBodySchema = Type.Object({
  startsAt: DateTimeSchema,
  kind: StringEnum(BOOKING_KINDS),
}, { additionalProperties: false });
export type BookBody = Static<typeof BookBodySchema>;

export const CancelBodySchema = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
}, { additionalProperties: false });

export const RescheduleBodySchema = Type.Object({ startsAt: DateTimeSchema }, { additionalProperties: false });

const BOOKING_LIST_WHEN = ['UPCOMING', 'PAST', 'CANCELLED'] as const;
export type BookingListWhen = (typeof BOOKING_LIST_WHEN)[number];

export const BookingListQuerySchema = Type.Object({
  when: Type.Optional(StringEnum<BookingListWhen>(BOOKING_LIST_WHEN, { default: 'UPCOMING' })),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
}, { additionalProperties: false });
export type BookingListQuery = Static<typeof BookingListQuerySchema>;

/** The dashboard calendar's range rule (from/to dates, at most CALENDAR_MAX_DAYS). */
export const BookingCalendarQuerySchema = CalendarQuerySchema;

const BookingCalendarEntrySchema = Type.Object({
  date: Instant,
  kind: Type.Literal('BOOKING'),
  bookingId: Type.Integer(),
  title: Type.String(),
  startsAt: Instant,
  endsAt: Instant,
  role: StringEnum(BOOKING_ROLES),
});
export type BookingCalendarEntry = Static<typeof BookingCalendarEntrySchema>;
export const BookingCalendarSchema = Type.Array(BookingCalendarEntrySchema);
