import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { EVENT_ENROLLMENT_STATUSES, EVENT_TYPES } from '../tables';

/** The shapes of docs/design/social-api.md "Events". */

const EVENT_LANGUAGES = ['en', 'ar'] as const;

/** A decimal of up to 4 digits and 2 decimals (credit hours, CEU), as a string: never a float. */
const DecimalSchema = Type.String({ pattern: '^\\d{1,4}(\\.\\d{1,2})?$', description: 'A decimal such as 1.5' });
const RichTextSchema = Type.String({ maxLength: 20_000, description: 'Rich text (HTML), sanitized by the server' });

export const EventParamsSchema = Type.Object({ eventId: IdSchema });
export const EventHostParamsSchema = Type.Object({ eventId: IdSchema, userId: IdSchema });
export const EventGuestParamsSchema = Type.Object({ eventId: IdSchema, guestId: IdSchema });
export const EventTranslationParamsSchema = Type.Object({ eventId: IdSchema, language: StringEnum(EVENT_LANGUAGES) });

const skip = Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 }));
const take = Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 }));

export const PageQuerySchema = Type.Object({ skip, take });

export const EventListQuerySchema = Type.Object({
  skip,
  take,
  search: Type.Optional(Type.String({ maxLength: 200 })),
  when: Type.Optional(StringEnum(['UPCOMING', 'PAST', 'ALL'] as const, { default: 'UPCOMING' })),
  type: Type.Optional(StringEnum(EVENT_TYPES)),
  language: Type.Optional(StringEnum(EVENT_LANGUAGES)),
  price: Type.Optional(StringEnum(['FREE', 'PAID'] as const)),
});
export type EventListQuery = Static<typeof EventListQuerySchema>;

export const EventCardSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  type: StringEnum(EVENT_TYPES),
  language: StringEnum(EVENT_LANGUAGES),
  startTime: Type.String({ format: 'date-time' }),
  endingTime: Type.String({ format: 'date-time' }),
  enrollmentStartsAt: Nullable(Type.String({ format: 'date-time' })),
  enrollmentEndsAt: Nullable(Type.String({ format: 'date-time' })),
  coverUrl: Nullable(Type.String()),
  location: Nullable(Type.String()),
  price: Type.Integer({ description: 'Halalas; 0 is free' }),
  oldPrice: Nullable(Type.Integer()),
  currency: Type.Literal('SAR'),
  placesLeft: Nullable(Type.Integer({ description: 'null: unlimited' })),
  isFavorite: Type.Boolean(),
  myStatus: Nullable(StringEnum(['ENROLLED', 'WAITLISTED'] as const)),
  enrollmentAlert: Nullable(Type.Object({ kind: StringEnum(['OPENS_SOON', 'CLOSES_SOON'] as const), at: Type.String({ format: 'date-time' }) })),
  groupId: Nullable(Type.Integer()),
});
export type EventCard = Static<typeof EventCardSchema>;

export const EventCardPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(EventCardSchema) });

export const EventDetailsSchema = Type.Composite([EventCardSchema, Type.Object({
  description: Type.String(),
  outline: Type.String(),
  targetAudience: Type.String(),
  creditHours: Nullable(Type.String()),
  ceu: Nullable(Type.String()),
  latitude: Nullable(Type.String()),
  longitude: Nullable(Type.String()),
  meetingUrl: Nullable(Type.String()),
  hosts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), avatarUrl: Nullable(Type.String()) })),
  guests: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), bio: Type.String(), avatarUrl: Nullable(Type.String()) })),
  attachments: Type.Array(Type.Object({
    mediaId: Type.Integer(), name: Type.String(), mime: Type.String(), url: Type.String(), pageCount: Nullable(Type.Integer()),
  })),
  maxEnrollmentCount: Nullable(Type.Integer()),
  enrolledCount: Type.Integer(),
  waitlistPosition: Nullable(Type.Integer()),
  amHost: Type.Boolean(),
  canManage: Type.Boolean(),
  myCreditHours: Nullable(Type.String()),
  cancelled: Type.Boolean(),
})]);
export type EventDetails = Static<typeof EventDetailsSchema>;

export const JoinBodySchema = Type.Object({ waitlist: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export const JoinAnswerSchema = Type.Object({
  status: StringEnum(['ENROLLED', 'WAITLISTED'] as const),
  position: Type.Optional(Type.Integer({ description: 'The place on the waitlist (1-based), when WAITLISTED' })),
});

const CheckInSchema = Type.Object({ attendanceItemId: Type.Integer(), checkedInAt: Type.String({ format: 'date-time' }) });

export const AttendeesQuerySchema = Type.Object({ skip, take, status: Type.Optional(StringEnum(EVENT_ENROLLMENT_STATUSES)) });
export const AttendeePageSchema = Type.Object({
  count: Type.Integer(),
  data: Type.Array(Type.Object({
    enrollmentId: Type.Integer(),
    member: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
    status: StringEnum(EVENT_ENROLLMENT_STATUSES),
    source: Type.String(),
    enrolledAt: Nullable(Type.String({ format: 'date-time' })),
    waitlistedAt: Nullable(Type.String({ format: 'date-time' })),
    checkIns: Type.Array(CheckInSchema),
  })),
});

export const TicketSchema = Type.Object({
  eventId: Type.Integer(),
  code: Type.String(),
  qrSvg: Type.String(),
  status: Type.Literal('ENROLLED'),
  checkIns: Type.Array(CheckInSchema),
});

export const AttendanceItemSchema = Type.Object({
  id: Type.Integer(), title: Type.String(), startsAt: Type.String({ format: 'date-time' }), creditHours: Type.String(),
});
export const AttendanceItemListSchema = Type.Array(AttendanceItemSchema);
export const AttendanceItemBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  startsAt: DateTimeSchema,
  creditHours: Type.Optional(DecimalSchema),
}, { additionalProperties: false });

export const CheckInBodySchema = Type.Object({
  attendanceItemId: IdSchema,
  code: Type.String({ minLength: 1, maxLength: 500 }),
}, { additionalProperties: false });
export const CheckInAnswerSchema = Type.Object({
  member: Type.Object({ id: Type.Integer(), name: Type.String() }),
  checkedInAt: Type.String({ format: 'date-time' }),
});

const eventFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: RichTextSchema,
  outline: RichTextSchema,
  targetAudience: RichTextSchema,
  creditHours: Nullable(DecimalSchema),
  ceu: Nullable(DecimalSchema),
  type: StringEnum(EVENT_TYPES),
  language: StringEnum(EVENT_LANGUAGES),
  isPublished: Type.Boolean(),
  maxEnrollmentCount: Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  startTime: DateTimeSchema,
  endingTime: DateTimeSchema,
  enrollmentStartsAt: Nullable(DateTimeSchema),
  enrollmentEndsAt: Nullable(DateTimeSchema),
  meetingUrl: Nullable(Type.String({ maxLength: 2000, pattern: '^https://' })),
  location: Nullable(Type.String({ maxLength: 500 })),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
  coverMediaId: Nullable(IdSchema),
  price: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'Halalas; 0 is free' }),
  oldPrice: Nullable(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
  groupId: Nullable(IdSchema),
};

const { title, startTime, endingTime, ...optionalFields } = eventFields;
export const CreateEventBodySchema = Type.Object({
  title, startTime, endingTime, ...Type.Partial(Type.Object(optionalFields)).properties,
}, { additionalProperties: false });
export type CreateEventBody = Static<typeof CreateEventBodySchema>;

export const PatchEventBodySchema = Type.Partial(Type.Object(eventFields), { additionalProperties: false, minProperties: 1 });
export type PatchEventBody = Static<typeof PatchEventBodySchema>;

export const GuestBodySchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  bio: Type.Optional(Type.String({ maxLength: 2000 })),
  avatarMediaId: Type.Optional(Nullable(IdSchema)),
}, { additionalProperties: false });
export const GuestSchema = Type.Object({ id: Type.Integer(), name: Type.String(), bio: Type.String(), avatarUrl: Nullable(Type.String()) });

export const TranslationBodySchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(RichTextSchema),
  outline: Type.Optional(RichTextSchema),
  targetAudience: Type.Optional(RichTextSchema),
}, { additionalProperties: false });
