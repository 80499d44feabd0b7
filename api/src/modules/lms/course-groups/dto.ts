import { type Static, Type } from '@sinclair/typebox';
import { IdSchema, Nullable } from '../../../core/http-schemas';

const GroupName = Type.String({ minLength: 1, maxLength: 120, pattern: '\\S' });
const MemberSchema = Type.Object({ id: Type.Integer(), name: Type.String() });

export const CourseGroupSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  name: Type.String(),
  notes: Nullable(Type.String()),
  weight: Type.Integer(),
  members: Type.Array(MemberSchema),
});
export type CourseGroup = Static<typeof CourseGroupSchema>;
export const CourseGroupListSchema = Type.Object({
  data: Type.Array(CourseGroupSchema),
  /** Enrolled students (of the manager's organization) in no group yet. */
  ungrouped: Type.Array(MemberSchema),
});

/** The member's own group: names only, nothing the instructor noted. */
export const MyCourseGroupSchema = Type.Object({
  group: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), members: Type.Array(MemberSchema) })),
});
export type MyCourseGroup = Static<typeof MyCourseGroupSchema>;

export const GroupParamsSchema = Type.Object({ courseId: IdSchema, groupId: IdSchema });

export const BulkGroupsBodySchema = Type.Object({
  names: Type.Array(GroupName, { minItems: 1, maxItems: 100 }),
}, { additionalProperties: false });

export const GenerateGroupsBodySchema = Type.Object({
  size: Type.Integer({ minimum: 1, maximum: 500, description: 'Students per group; the last groups may have one fewer' }),
  /** Prefix of the generated names ("Group" gives Group 1, Group 2...). */
  namePrefix: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' })),
}, { additionalProperties: false });

export const GroupPatchSchema = Type.Object({
  name: Type.Optional(GroupName),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 2000 }))),
  weight: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
}, { additionalProperties: false, minProperties: 1 });
export type GroupPatch = Static<typeof GroupPatchSchema>;

export const MoveMemberBodySchema = Type.Object({
  userId: IdSchema,
  /** The group to put the student in; null takes them out of every group of the course. */
  toGroupId: Nullable(IdSchema),
}, { additionalProperties: false });
export type MoveMemberBody = Static<typeof MoveMemberBodySchema>;
