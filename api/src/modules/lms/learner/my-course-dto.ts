import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, Nullable } from '../../../core/http-schemas';
import { CourseCardSchema, PageQuerySchema } from '../course-card-dto';

/** A course card with the member's enrollment (docs/design/lms-api.md `MyCourse`). */
const MyCourseSchema = Type.Composite([
  CourseCardSchema,
  Type.Object({
    isPinned: Type.Boolean(),
    isFinished: Type.Boolean(),
    progress: Type.Integer({ minimum: 0, maximum: 100 }),
    fromSpecialization: Type.Boolean(),
    specializationId: Nullable(Type.Integer()),
    enrolledAt: DateTimeSchema,
    finishedAt: Nullable(DateTimeSchema),
  }),
]);
export type MyCourse = Static<typeof MyCourseSchema>;

export const MyCoursePageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(MyCourseSchema) });

export const MyCoursesQuerySchema = Type.Composite([
  PageQuerySchema,
  Type.Object({
    completed: Type.Optional(Type.Boolean({ description: 'true: finished courses only; false: unfinished only; absent: all' })),
  }),
]);
export type MyCoursesQuery = Static<typeof MyCoursesQuerySchema>;
