import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PageQuerySchema } from '../course-card-dto';

const LECTURE_KINDS = ['ONLINE', 'ON_CAMPUS'] as const;

/** Exactly one lecture (checked by the service: a union would let Ajv's removeAdditional strip one branch's field). */
const lectureFields = {
  onlineLectureId: Type.Optional(IdSchema),
  onCampusLectureId: Type.Optional(IdSchema),
};

export const AttendanceSessionInputSchema = Type.Object({
  ...lectureFields,
  minutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 240, default: 15, description: 'How long codes are taken, from now' })),
}, { additionalProperties: false });
export type AttendanceSessionInput = Static<typeof AttendanceSessionInputSchema>;

export const AttendanceSessionSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  lectureKind: StringEnum(LECTURE_KINDS),
  lectureId: Type.Integer(),
  opensAt: DateTimeSchema,
  closesAt: DateTimeSchema,
  isOpen: Type.Boolean(),
});
export type AttendanceSession = Static<typeof AttendanceSessionSchema>;

export const AttendanceCodeSchema = Type.Object({
  code: Type.String({ description: 'Six digits; changes every 30 seconds (the previous one is still taken)' }),
  deepLink: Type.String({ description: 'The member-facing address that records attendance with this code' }),
  qrSvg: Type.String({ description: 'The deep link as a QR code (SVG markup)' }),
  validUntil: DateTimeSchema,
  closesAt: DateTimeSchema,
});
export type AttendanceCode = Static<typeof AttendanceCodeSchema>;

export const AttendanceSessionParamsSchema = Type.Object({ courseId: IdSchema, attendanceId: IdSchema });

export const AttendanceReportQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type AttendanceReportQuery = Static<typeof AttendanceReportQuerySchema>;

const AttendanceReportRowSchema = Type.Object({
  userId: Type.Integer(),
  name: Type.String(),
  attendedCount: Type.Integer(),
  heldCount: Type.Integer({ description: 'Lectures of the course that have started' }),
  percentage: Nullable(Type.Integer({ minimum: 0, maximum: 100, description: 'attended / held, 0..100; null while none has started' })),
});
export const AttendanceReportSchema = Type.Object({ count: Type.Integer(), data: Type.Array(AttendanceReportRowSchema) });
export type AttendanceReport = Static<typeof AttendanceReportSchema>;

export const ManualAttendanceInputSchema = Type.Object({
  userId: IdSchema,
  ...lectureFields,
  attended: Type.Boolean(),
}, { additionalProperties: false });
export type ManualAttendanceInput = Static<typeof ManualAttendanceInputSchema>;

export const ManualAttendanceSchema = Type.Object({
  userId: Type.Integer(),
  lectureKind: StringEnum(LECTURE_KINDS),
  lectureId: Type.Integer(),
  attended: Type.Boolean(),
  method: Nullable(StringEnum(['CODE', 'JOINED', 'MANUAL'] as const)),
  recordedAt: Nullable(DateTimeSchema),
});
export type ManualAttendance = Static<typeof ManualAttendanceSchema>;
