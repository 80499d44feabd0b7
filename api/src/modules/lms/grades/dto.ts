import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, IdSchema, Nullable, StringEnum } from '../../../core/http-schemas';
import { PageQuerySchema } from '../course-card-dto';

const Points = (options: { description?: string; minimum?: number; exclusiveMinimum?: number } = {}) =>
  Type.Number({ minimum: 0, maximum: 99_999_999, ...options });
const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' });
const Text = (maxLength: number) => Type.String({ maxLength });

export const GradeItemParamsSchema = Type.Object({ courseId: IdSchema, gradeItemId: IdSchema });
export const StudentGradeParamsSchema = Type.Object({ courseId: IdSchema, gradeItemId: IdSchema, studentId: IdSchema });
export const GroupGradeParamsSchema = Type.Object({ courseId: IdSchema, gradeItemId: IdSchema, groupId: IdSchema });
export const RubricParamsSchema = Type.Object({ courseId: IdSchema, rubricId: IdSchema });
export const GradeItemListQuerySchema = Type.Object({ ...PageQuerySchema.properties }, { additionalProperties: false });
export type GradeItemListQuery = Static<typeof GradeItemListQuerySchema>;

// ---- Instructor inputs -------------------------------------------------------------------------------

const gradeItemFields = {
  name: Name,
  shortName: Nullable(Text(40)),
  description: Nullable(Text(5_000)),
  maxPoints: Points({ exclusiveMinimum: 0 }),
  canExceed: Type.Boolean(),
  bonus: Type.Boolean({ description: 'Adds to the total without adding its weight to the denominator' }),
  isCountedTowardsFinalGrade: Type.Boolean(),
  weight: Points(),
  isPublished: Type.Boolean({ description: 'Members see a published item and their grade on it' }),
  rubricId: Nullable(IdSchema),
  sort: Type.Integer({ minimum: 0, maximum: 100_000 }),
};

export const GradeItemInputSchema = Type.Object({
  ...Type.Partial(Type.Object(gradeItemFields)).properties,
  name: gradeItemFields.name, maxPoints: gradeItemFields.maxPoints,
}, { additionalProperties: false });
export type GradeItemInput = Static<typeof GradeItemInputSchema>;

export const GradeItemPatchSchema = Type.Partial(Type.Object(gradeItemFields), { additionalProperties: false, minProperties: 1 });
export type GradeItemPatch = Static<typeof GradeItemPatchSchema>;

export const StudentGradeInputSchema = Type.Object({
  grade: Points({ description: 'At most maxPoints unless the item can be exceeded (grd-001)' }),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 50_000, description: 'Rich text (HTML), sanitized on write' }))),
  mediaIds: Type.Optional(Type.Array(IdSchema, { maxItems: 20, uniqueItems: true })),
  ratings: Type.Optional(Type.Array(Type.Object({
    criterionId: IdSchema, ratingId: IdSchema, points: Type.Optional(Points({ description: 'Range criteria: the points within the rating' })),
  }, { additionalProperties: false }), { maxItems: 100 })),
}, { additionalProperties: false });
export type StudentGradeInput = Static<typeof StudentGradeInputSchema>;

export const GroupGradeInputSchema = Type.Object({
  grade: Points(),
  comment: Type.Optional(Nullable(Type.String({ maxLength: 50_000 }))),
}, { additionalProperties: false });
export type GroupGradeInput = Static<typeof GroupGradeInputSchema>;

const RatingInputSchema = Type.Object({
  description: Type.String({ minLength: 1, maxLength: 1_000, pattern: '\\S' }),
  points: Points(),
  minPoints: Type.Optional(Nullable(Points())),
  maxPoints: Type.Optional(Nullable(Points())),
}, { additionalProperties: false });

export const RubricInputSchema = Type.Object({
  title: Name,
  criteria: Type.Array(Type.Object({
    description: Type.String({ minLength: 1, maxLength: 1_000, pattern: '\\S' }),
    maxGrade: Points(),
    usesRange: Type.Optional(Type.Boolean()),
    ratings: Type.Array(RatingInputSchema, { minItems: 1, maxItems: 20 }),
  }, { additionalProperties: false }), { minItems: 1, maxItems: 50 }),
}, { additionalProperties: false });
export type RubricInput = Static<typeof RubricInputSchema>;

export const GradingSchemaInputSchema = Type.Object({
  title: Name,
  mappings: Type.Array(Type.Object({
    letter: Type.String({ minLength: 1, maxLength: 10, pattern: '\\S' }),
    minValue: Points(),
    maxValue: Points(),
    description: Type.Optional(Nullable(Text(500))),
  }, { additionalProperties: false }), { minItems: 1, maxItems: 30 }),
}, { additionalProperties: false });
export type GradingSchemaInput = Static<typeof GradingSchemaInputSchema>;

// ---- Answers ------------------------------------------------------------------------------------------

export const GradeItemSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  name: Type.String(),
  shortName: Nullable(Type.String()),
  description: Nullable(Type.String()),
  maxPoints: Type.Number(),
  canExceed: Type.Boolean(),
  bonus: Type.Boolean(),
  isCountedTowardsFinalGrade: Type.Boolean(),
  weight: Type.Number(),
  isPublished: Type.Boolean(),
  rubricId: Nullable(Type.Integer()),
  assignmentId: Nullable(Type.Integer()),
  sort: Type.Integer(),
});
export type GradeItem = Static<typeof GradeItemSchema>;

const RatingSchema = Type.Object({
  id: Type.Integer(), description: Type.String(), points: Type.Number(), minPoints: Nullable(Type.Number()), maxPoints: Nullable(Type.Number()),
});

export const RubricSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  criteria: Type.Array(Type.Object({
    id: Type.Integer(), description: Type.String(), maxGrade: Type.Number(), usesRange: Type.Boolean(), ratings: Type.Array(RatingSchema),
  })),
});
export type Rubric = Static<typeof RubricSchema>;
export const RubricListSchema = Type.Object({ count: Type.Integer(), data: Type.Array(RubricSchema) });

const MappingSchema = Type.Object({ letter: Type.String(), minValue: Type.Number(), maxValue: Type.Number(), description: Nullable(Type.String()) });
export const GradingSchemaSchema = Type.Object({ id: Type.Integer(), title: Type.String(), mappings: Type.Array(MappingSchema) });
export type GradingSchema = Static<typeof GradingSchemaSchema>;

export const CourseGradingSchemasSchema = Type.Object({
  courseSchema: Nullable(GradingSchemaSchema),
  organizationDefault: Nullable(GradingSchemaSchema),
});
export type CourseGradingSchemas = Static<typeof CourseGradingSchemasSchema>;

/** The running total and its letter (docs/design/course-work-api.md "Grade rule"). */
const GradeTotalSchema = Type.Object({
  running: Nullable(Type.Number({ description: 'Weighted percentage over the counted items that have a grade' })),
  letter: Nullable(Type.String({ description: 'The letter of the running total in the applicable schema' })),
  ungradedAsZero: Nullable(Type.Number({ description: 'The total if every counted item without a grade had 0' })),
  gradedItems: Type.Integer(),
  countedItems: Type.Integer(),
});
export type GradeTotal = Static<typeof GradeTotalSchema>;

const MyGradeSchema = Type.Object({
  grade: Type.Number(),
  percentage: Type.Number(),
  source: StringEnum(['STUDENT', 'GROUP'] as const, { description: 'Own grade, or the grade of the member\'s course group' }),
  gradedAt: DateTimeSchema,
});

const MemberGradeItemSchema = Type.Object({
  ...GradeItemSchema.properties,
  hasRubric: Type.Boolean(),
  myGrade: Nullable(MyGradeSchema),
});
export type MemberGradeItem = Static<typeof MemberGradeItemSchema>;

export const MemberGradeItemPageSchema = Type.Object({ count: Type.Integer(), data: Type.Array(MemberGradeItemSchema), total: GradeTotalSchema });
export type MemberGradeItemPage = Static<typeof MemberGradeItemPageSchema>;

export const GradeDetailSchema = Type.Object({
  item: MemberGradeItemSchema,
  studentId: Type.Integer(),
  grade: Nullable(Type.Object({
    ...MyGradeSchema.properties,
    comment: Nullable(Type.String({ description: 'Sanitized rich text' })),
    media: Type.Array(Type.Object({ id: Type.Integer(), fileName: Type.String(), url: Type.String() })),
    attempt: Type.Integer(),
    isLinkedWithAssessment: Type.Boolean(),
  })),
  rubric: Nullable(Type.Object({
    ...RubricSchema.properties,
    score: Nullable(Type.Number({ description: 'The sum of the chosen ratings; null when nothing is rated' })),
    chosen: Type.Array(Type.Object({ criterionId: Type.Integer(), ratingId: Type.Integer(), points: Type.Number() })),
  })),
  total: GradeTotalSchema,
});
export type GradeDetail = Static<typeof GradeDetailSchema>;

export const StudentGradeAnswerSchema = Type.Object({
  studentGradeId: Type.Integer(), gradeItemId: Type.Integer(), studentId: Type.Integer(), grade: Type.Number(), percentage: Type.Number(),
});
export const GroupGradeAnswerSchema = Type.Object({
  groupGradeId: Type.Integer(), gradeItemId: Type.Integer(), groupId: Type.Integer(), grade: Type.Number(),
});

export const GradebookSchema = Type.Object({
  items: Type.Array(GradeItemSchema),
  students: Type.Array(Type.Object({
    userId: Type.Integer(),
    name: Type.String(),
    grades: Type.Array(Type.Object({
      gradeItemId: Type.Integer(), grade: Type.Number(), source: StringEnum(['STUDENT', 'GROUP'] as const),
    })),
    total: GradeTotalSchema,
  })),
});
export type Gradebook = Static<typeof GradebookSchema>;
