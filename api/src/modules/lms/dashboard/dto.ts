import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { EVENT_CALENDAR_KINDS } from '../../social/events/dashboard-dates';

export const UserParamsSchema = Type.Object({ userId: IdSchema });

export const CourseStatisticsSchema = Type.Object({
  enrolled: Type.Integer(),
  inProgress: Type.Integer({ description: 'Unfinished, with some progress' }),
  finished: Type.Integer(),
  notStarted: Type.Integer({ description: 'Unfinished, no progress yet' }),
  wishlisted: Type.Integer({ description: 'Favorites still in the catalogue' }),
  specializations: Type.Integer(),
  averageProgress: Type.Integer({ minimum: 0, maximum: 100, description: 'Over every enrollment; 0 without any' }),
});
export type CourseStatistics = Static<typeof CourseStatisticsSchema>;

/** Longest calendar range one call may ask for. */
export const CALENDAR_MAX_DAYS = 100;

export const CalendarQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ format: 'date', description: 'First day (UTC), default the first day of this month' })),
  to: Type.Optional(Type.String({ format: 'date', description: `Last day (UTC, included), default the last day of this month; at most ${CALENDAR_MAX_DAYS} days after from` })),
}, { additionalProperties: false });
export type CalendarQuery = Static<typeof CalendarQuerySchema>;

export const CALENDAR_KINDS = ['COURSE_START', 'COURSE_END', 'ENROLLMENT_OPENS', 'ENROLLMENT_CLOSES'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

const CourseCalendarEntrySchema = Type.Object({
  date: DateTimeSchema,
  kind: StringEnum(CALENDAR_KINDS),
  courseId: Type.Integer(),
  courseName: Type.String(),
}, { title: 'CourseCalendarEntry' });

/** An event the member holds a place in (start, end), or a favorite event whose enrollment opens or closes. */
const EventCalendarEntrySchema = Type.Object({
  date: DateTimeSchema,
  kind: StringEnum(EVENT_CALENDAR_KINDS),
  eventId: Type.Integer(),
  title: Type.String(),
}, { title: 'EventCalendarEntry' });

export const CalendarEntrySchema = Type.Union([CourseCalendarEntrySchema, EventCalendarEntrySchema], { title: 'CalendarEntry' });
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

const ACTIVITY_KINDS = ['COURSE_STARTS', 'CONTINUE_COURSE', 'COURSE_ENDS', 'REVIEW_COURSE', 'ENROLLMENT_CLOSES'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
/** An event the member holds a place in, still to end; a favorite event whose enrollment is still open. */
const EVENT_ACTIVITY_KINDS = ['EVENT_STARTS', 'EVENT_ENROLLMENT_CLOSES'] as const;
export type EventActivityKind = (typeof EVENT_ACTIVITY_KINDS)[number];

const CourseActivitySchema = Type.Object({
  kind: StringEnum(ACTIVITY_KINDS),
  courseId: Type.Integer(),
  courseName: Type.String(),
  coverImageUrl: Nullable(Type.String()),
  dueAt: Nullable(DateTimeSchema),
  progress: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'For enrolled courses' })),
}, { title: 'CourseActivity' });

const EventActivitySchema = Type.Object({
  kind: StringEnum(EVENT_ACTIVITY_KINDS),
  eventId: Type.Integer(),
  title: Type.String(),
  coverImageUrl: Nullable(Type.String()),
  dueAt: DateTimeSchema,
}, { title: 'EventActivity' });

export type CourseActivity = Static<typeof CourseActivitySchema>;
const StudentActivitySchema = Type.Union([CourseActivitySchema, EventActivitySchema], { title: 'StudentActivity' });
export type StudentActivity = Static<typeof StudentActivitySchema>;

export const StudentActivityPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(StudentActivitySchema) });
