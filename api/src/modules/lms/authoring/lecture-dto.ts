import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';

const Title = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Description = Nullable(Type.String({ maxLength: 5000 }));
const Url = Nullable(Type.String({ maxLength: 2000, pattern: '^https?://\\S+$', description: 'An http(s) address' }));
const MEETING_KINDS = ['EXTERNAL', 'VIDEO_CONFERENCE_TOOL'] as const;

const onlineFields = {
  title: Title,
  description: Description,
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  meetingKind: StringEnum(MEETING_KINDS),
  tool: Nullable(Type.String({ minLength: 1, maxLength: 50, description: "The tool's slug (zoom, teams, meet...) for VIDEO_CONFERENCE_TOOL" })),
  meetingUrl: Url,
  recordingUrl: Url,
};

export const OnlineLectureInputSchema = Type.Object({
  ...Type.Partial(Type.Object(onlineFields)).properties,
  title: onlineFields.title, startsAt: onlineFields.startsAt, endsAt: onlineFields.endsAt,
}, { additionalProperties: false });
export type OnlineLectureInput = Static<typeof OnlineLectureInputSchema>;
export const OnlineLecturePatchSchema = Type.Partial(Type.Object(onlineFields), { additionalProperties: false, minProperties: 1 });
export type OnlineLecturePatch = Static<typeof OnlineLecturePatchSchema>;

export const ManagedOnlineLectureSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  subsectionId: Nullable(Type.Integer()),
  title: Type.String(),
  description: Nullable(Type.String()),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  meetingKind: StringEnum(MEETING_KINDS),
  tool: Nullable(Type.String()),
  meetingUrl: Nullable(Type.String()),
  recordingUrl: Nullable(Type.String()),
});
export type ManagedOnlineLecture = Static<typeof ManagedOnlineLectureSchema>;

const onCampusFields = {
  title: Title,
  description: Description,
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  location: Type.String({ minLength: 1, maxLength: 500, pattern: '\\S' }),
  latitude: Nullable(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Nullable(Type.Number({ minimum: -180, maximum: 180 })),
};

export const OnCampusLectureInputSchema = Type.Object({
  ...Type.Partial(Type.Object(onCampusFields)).properties,
  title: onCampusFields.title, startsAt: onCampusFields.startsAt, endsAt: onCampusFields.endsAt, location: onCampusFields.location,
}, { additionalProperties: false });
export type OnCampusLectureInput = Static<typeof OnCampusLectureInputSchema>;
export const OnCampusLecturePatchSchema = Type.Partial(Type.Object(onCampusFields), { additionalProperties: false, minProperties: 1 });
export type OnCampusLecturePatch = Static<typeof OnCampusLecturePatchSchema>;

export const ManagedOnCampusLectureSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  subsectionId: Nullable(Type.Integer()),
  title: Type.String(),
  description: Nullable(Type.String()),
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  location: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
});
export type ManagedOnCampusLecture = Static<typeof ManagedOnCampusLectureSchema>;

export const OnlineLectureParamsSchema = Type.Object({ courseId: IdSchema, onlineLectureId: IdSchema });
export const OnCampusLectureParamsSchema = Type.Object({ courseId: IdSchema, onCampusLectureId: IdSchema });
