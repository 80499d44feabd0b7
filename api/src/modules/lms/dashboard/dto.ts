import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';

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

export const CalendarEntrySchema = Type.Object({
  date: DateTimeSchema,
  kind: StringEnum(CALENDAR_KINDS),
  courseId: Type.Integer(),
  courseName: Type.String(),
});
export type CalendarEntry = Static<typeof CalendarEntrySchema>;

const ACTIVITY_KINDS = ['COURSE_STARTS', 'CONTINUE_COURSE', 'COURSE_ENDS', 'REVIEW_COURSE', 'ENROLLMENT_CLOSES'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const StudentActivitySchema = Type.Object({
  kind: StringEnum(ACTIVITY_KINDS),
  courseId: Type.Integer(),
  courseName: Type.String(),
  coverImageUrl: Nullable(Type.String()),
  dueAt: Nullable(DateTimeSchema),
  progress: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'For enrolled courses' })),
});
export type StudentActivity = Static<typeof StudentActivitySchema>;

export const StudentActivityPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(StudentActivitySchema) });
