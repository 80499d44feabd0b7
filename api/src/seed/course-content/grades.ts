import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import {
  gradeItems, gradeMappings, gradingSchemas, organizationGradingSchemas, rubricCriteria, rubricRatings, rubrics, studentGradeRatings, studentGrades,
} from '../../modules/lms/grades/tables';
import { LEARNER_EMAILS } from './learners';
import type { CoursePeople } from './people';

/** The words of the seeded grades in the course's language. */
interface GradesCopy {
  schemaTitle: string;
  letters: Array<{ letter: string; minValue: number; maxValue: number; description: string }>;
  quiz: string;
  essay: { name: string; description: string; comment: string };
  practice: string;
  finalExam: string;
  rubric: {
    title: string;
    understanding: { description: string; ratings: [string, string, string] };
    writing: { description: string; ratings: [string, string] };
  };
}

const EN: GradesCopy = {
  schemaTitle: 'Standard letters',
  letters: [
    { letter: 'A', minValue: 90, maxValue: 100, description: 'Excellent' },
    { letter: 'B', minValue: 80, maxValue: 90, description: 'Very good' },
    { letter: 'C', minValue: 70, maxValue: 80, description: 'Good' },
    { letter: 'D', minValue: 60, maxValue: 70, description: 'Pass' },
    { letter: 'F', minValue: 0, maxValue: 60, description: 'Fail' },
  ],
  quiz: 'Module 1 quiz',
  essay: {
    name: 'Reflection essay',
    description: 'A one-page reflection on what you applied from the course.',
    comment: '<p>A thoughtful essay with <strong>clear examples</strong>. Work on tightening the conclusion.</p>',
  },
  practice: 'Practice quiz (not counted)',
  finalExam: 'Final exam',
  rubric: {
    title: 'Reflection rubric',
    understanding: { description: 'Understanding of the ideas', ratings: ['Excellent', 'Good', 'Needs work'] },
    writing: { description: 'Clarity of writing', ratings: ['Clear', 'Developing'] },
  },
};

const AR: GradesCopy = {
  schemaTitle: 'التقديرات المعتمدة',
  letters: [
    { letter: 'A', minValue: 90, maxValue: 100, description: 'ممتاز' },
    { letter: 'B', minValue: 80, maxValue: 90, description: 'جيد جدًا' },
    { letter: 'C', minValue: 70, maxValue: 80, description: 'جيد' },
    { letter: 'D', minValue: 60, maxValue: 70, description: 'مقبول' },
    { letter: 'F', minValue: 0, maxValue: 60, description: 'راسب' },
  ],
  quiz: 'اختبار الوحدة الأولى',
  essay: {
    name: 'مقال تأملي',
    description: 'صفحة واحدة تتأمل فيها ما طبّقته من الدورة.',
    comment: '<p>مقال متأنٍّ فيه <strong>أمثلة واضحة</strong>. اعمل على إحكام الخاتمة.</p>',
  },
  practice: 'اختبار تدريبي (لا يُحتسب)',
  finalExam: 'الاختبار النهائي',
  rubric: {
    title: 'معايير تقييم المقال',
    understanding: { description: 'فهم الأفكار', ratings: ['ممتاز', 'جيد', 'يحتاج إلى تحسين'] },
    writing: { description: 'وضوح الكتابة', ratings: ['واضحة', 'قيد التطور'] },
  },
};

/** The organization's default letters, once (the spec's default-schema flag). */
async function ensureDefaultSchema(db: Db, organizationId: number, copy: GradesCopy): Promise<void> {
  const [existing] = await db.select({ schemaId: organizationGradingSchemas.schemaId }).from(organizationGradingSchemas)
    .where(eq(organizationGradingSchemas.organizationId, organizationId));
  if (existing) return;
  const [schema] = await db.insert(gradingSchemas).values({ title: copy.schemaTitle }).returning({ id: gradingSchemas.id });
  await db.insert(gradeMappings).values(copy.letters.map((letter) => ({ schemaId: schema!.id, ...letter })));
  await db.insert(organizationGradingSchemas).values({ organizationId, schemaId: schema!.id });
}

/**
 * The complete course's grades (issue 13, item 8): the organization's
 * default letters; a quiz, an essay graded with a rubric (a plain criterion
 * and a range one), a practice quiz not counted and an unpublished final
 * exam; the most advanced member (coach@) graded on the quiz and the essay
 * (both 90%: a running total of 90, letter A, on its boundary), the
 * finalist (learner@) on the quiz alone (6/10). Idempotent:
 * written while the course has no grade item. Written directly (no
 * notification: seeded grades are not news).
 */
export async function seedGrades(db: Db, courseId: number, people: CoursePeople, domainPrefix: string): Promise<void> {
  const copy = domainPrefix === 'nour' ? AR : EN;
  await ensureDefaultSchema(db, people.organizationId, copy);
  const [anyItem] = await db.select({ id: gradeItems.id }).from(gradeItems).where(eq(gradeItems.courseId, courseId)).limit(1);
  if (anyItem) return;

  const [rubric] = await db.insert(rubrics).values({ courseId, title: copy.rubric.title }).returning({ id: rubrics.id });
  const [understanding] = await db.insert(rubricCriteria).values({
    rubricId: rubric!.id, description: copy.rubric.understanding.description, maxGrade: 10, sort: 0,
  }).returning({ id: rubricCriteria.id });
  const [writing] = await db.insert(rubricCriteria).values({
    rubricId: rubric!.id, description: copy.rubric.writing.description, maxGrade: 10, usesRange: true, sort: 1,
  }).returning({ id: rubricCriteria.id });
  const understandingRatings = await db.insert(rubricRatings).values(copy.rubric.understanding.ratings.map((description, sort) => ({
    criterionId: understanding!.id, description, points: [10, 7, 3][sort]!, sort,
  }))).returning({ id: rubricRatings.id });
  const writingRatings = await db.insert(rubricRatings).values([
    { criterionId: writing!.id, description: copy.rubric.writing.ratings[0], points: 10, minPoints: 7, maxPoints: 10, sort: 0 },
    { criterionId: writing!.id, description: copy.rubric.writing.ratings[1], points: 6.5, minPoints: 0, maxPoints: 6.5, sort: 1 },
  ]).returning({ id: rubricRatings.id });

  const items = await db.insert(gradeItems).values([
    { courseId, name: copy.quiz, shortName: 'Q1', maxPoints: 10, weight: 1, sort: 1 },
    { courseId, name: copy.essay.name, description: copy.essay.description, maxPoints: 20, weight: 2, rubricId: rubric!.id, sort: 2 },
    { courseId, name: copy.practice, maxPoints: 5, weight: 1, isCountedTowardsFinalGrade: false, sort: 3 },
    { courseId, name: copy.finalExam, maxPoints: 50, weight: 3, isPublished: false, sort: 4 },
  ]).returning({ id: gradeItems.id });
  const [quiz, essay] = items as [{ id: number }, { id: number }];

  const gradedBy = people.instructorId;
  // learner@ has the quiz only (6/10): with the essay not graded yet (it counts as 0), a final grade of 20%, short of the 50% to pass.
  const finalistId = people.idByEmail.get(LEARNER_EMAILS.finalist(domainPrefix));
  if (finalistId !== undefined) {
    await db.insert(studentGrades).values({ organizationId: people.organizationId, gradeItemId: quiz.id, studentId: finalistId, grade: 6, gradedBy });
  }
  const studentId = people.idByEmail.get(LEARNER_EMAILS.advanced(domainPrefix));
  if (studentId === undefined) return;
  await db.insert(studentGrades).values({ organizationId: people.organizationId, gradeItemId: quiz.id, studentId, grade: 9, gradedBy });
  const [essayGrade] = await db.insert(studentGrades).values({
    organizationId: people.organizationId, gradeItemId: essay.id, studentId, grade: 18, comment: copy.essay.comment, gradedBy,
  }).returning({ id: studentGrades.id });
  await db.insert(studentGradeRatings).values([
    { organizationId: people.organizationId, studentGradeId: essayGrade!.id, criterionId: understanding!.id, ratingId: understandingRatings[0]!.id, points: 10 },
    { organizationId: people.organizationId, studentGradeId: essayGrade!.id, criterionId: writing!.id, ratingId: writingRatings[0]!.id, points: 8 },
  ]);
}
