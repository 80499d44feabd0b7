import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable } from '../../../core/http-schemas';
import { PageQuerySchema } from '../course-card-dto';

const announcementFields = {
  title: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
  content: Type.String({ minLength: 1, maxLength: 50_000, description: 'Rich text (HTML), sanitized on write' }),
  announcementDate: Type.Unsafe<string>({ ...DateTimeSchema, description: 'When members see it (default: now); a later date also delays the notification' }),
  isPublished: Type.Boolean({ description: 'Publishing notifies the enrolled members once' }),
  postAnonymously: Type.Boolean(),
};

export const CourseAnnouncementInputSchema = Type.Object({
  ...Type.Partial(Type.Object(announcementFields)).properties,
  title: announcementFields.title, content: announcementFields.content,
}, { additionalProperties: false });
export type CourseAnnouncementInput = Static<typeof CourseAnnouncementInputSchema>;

export const CourseAnnouncementPatchSchema = Type.Partial(Type.Object(announcementFields), { additionalProperties: false, minProperties: 1 });
export type CourseAnnouncementPatch = Static<typeof CourseAnnouncementPatchSchema>;

/** An announcement as its authors see it, drafts included. */
export const ManagedCourseAnnouncementSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  announcementDate: DateTimeSchema,
  isPublished: Type.Boolean(),
  postAnonymously: Type.Boolean(),
  author: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type ManagedCourseAnnouncement = Static<typeof ManagedCourseAnnouncementSchema>;

export const ManagedCourseAnnouncementPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(ManagedCourseAnnouncementSchema) });
export type ManagedCourseAnnouncementPage = Static<typeof ManagedCourseAnnouncementPageSchema>;
export const AnnouncementListQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type AnnouncementListQuery = Static<typeof AnnouncementListQuerySchema>;
export const AnnouncementParamsSchema = Type.Object({ courseId: IdSchema, announcementId: IdSchema });
