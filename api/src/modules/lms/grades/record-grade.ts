import { and, asc, eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { media } from '../../media/tables';
import { recordEvent } from '../../notifications/events';
import { reviewCourseCompletion } from '../completion/review-completion';
import { courseEnrollees, courses } from '../tables';
import { gradeFits, round2, rubricScore } from './grade-rule';
import { rubricCriteriaOf } from './rubric-rows';
import { gradeItems, studentGradeMedia, studentGradeRatings, studentGrades } from './tables';

export interface StudentGradeInput {
  /** The member's organization (the enrollment's). */
  organizationId: number;
  gradeItemId: number;
  studentId: number;
  grade: number;
  /** Rich text; sanitized here. */
  comment?: string | null;
  mediaIds?: number[];
  ratings?: { criterionId: number; ratingId: number; points?: number }[];
  /** The grader; null: the platform (an exam's automatic grade). */
  gradedBy: number | null;
  now: Date;
  /** The submission attempt graded (assignments); 1 otherwise. */
  attempt?: number;
  /** Whether the grade comes from an assessment (an assignment or exam) rather than typed in the gradebook. */
  isLinkedWithAssessment?: boolean;
}

const invalid = (code: typeof ERROR_CODES[keyof typeof ERROR_CODES], message: string) => new AppError(400, code, message);

const commentOf = (html: string | null | undefined) => {
  if (html === null || html === undefined) return null;
  const clean = sanitizeRichText(html);
  return clean || null;
};

/** What a stored grade says, to tell a retry (same values: nothing to do) from a change. */
function sameGrade(
  current: { grade: number; comment: string | null; attempt: number; isLinkedWithAssessment: boolean },
  media: number[],
  ratings: Array<{ criterionId: number; ratingId: number; points: number }>,
  next: { grade: number; comment: string | null; attempt: number; isLinkedWithAssessment: boolean; media: number[]; ratings: typeof ratings },
): boolean {
  const key = (list: typeof ratings) => JSON.stringify([...list].sort((a, b) => a.criterionId - b.criterionId).map((r) => [r.criterionId, r.ratingId, r.points]));
  return current.grade === next.grade && current.comment === next.comment && current.attempt === next.attempt
    && current.isLinkedWithAssessment === next.isLinkedWithAssessment
    && JSON.stringify(media) === JSON.stringify(next.media) && key(ratings) === key(next.ratings);
}

/**
 * Records (or replaces) a member's grade for an item, inside the caller's
 * transaction. Checks the grade against maxPoints/canExceed (grd-001), the
 * ratings against the item's rubric (grd-002), that the member is enrolled
 * through organizationId and the files are that organization's (grd-004);
 * a missing item is 404 req-002. A retry with the same values changes
 * nothing and tells nobody again; a new or changed grade on a published
 * item records `course.grade-published` (template 18) to the member.
 * The caller checks that the grader may grade the course.
 */
export async function recordStudentGrade(tx: Db, input: StudentGradeInput): Promise<{ studentGradeId: number }> {
  const [item] = await tx.select({
    id: gradeItems.id, courseId: gradeItems.courseId, name: gradeItems.name, maxPoints: gradeItems.maxPoints,
    canExceed: gradeItems.canExceed, rubricId: gradeItems.rubricId, isPublished: gradeItems.isPublished, courseName: courses.name,
    assignmentId: gradeItems.assignmentId,
  }).from(gradeItems).innerJoin(courses, eq(courses.id, gradeItems.courseId))
    .where(eq(gradeItems.id, input.gradeItemId)).limit(1);
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade item not found');
  // Stored with two decimals: compare and store the rounded value, so a retry matches what is stored.
  const grade = round2(input.grade);
  if (!gradeFits(item, grade)) {
    throw invalid(ERROR_CODES.GRADE_OUT_OF_RANGE, item.canExceed
      ? 'A grade cannot be negative'
      : `The grade must be between 0 and ${item.maxPoints}`);
  }

  const chosen = input.ratings ?? [];
  let ratings: Array<{ criterionId: number; ratingId: number; points: number }> = [];
  if (chosen.length) {
    if (item.rubricId === null) throw invalid(ERROR_CODES.RUBRIC_RATING_INVALID, 'This grade item has no rubric');
    const scored = rubricScore(await rubricCriteriaOf(tx, item.rubricId), chosen);
    if (!scored.ok) throw invalid(ERROR_CODES.RUBRIC_RATING_INVALID, scored.problem);
    ratings = scored.ratings;
  }

  const [enrolled] = await tx.select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(
    eq(courseEnrollees.courseId, item.courseId),
    eq(courseEnrollees.organizationId, input.organizationId),
    eq(courseEnrollees.userId, input.studentId),
  )).limit(1);
  if (!enrolled) throw invalid(ERROR_CODES.GRADE_TARGET_INVALID, 'The member is not enrolled in this course');

  const mediaIds = [...new Set(input.mediaIds ?? [])];
  if (mediaIds.length) {
    const found = await tx.select({ id: media.id }).from(media)
      .where(and(eq(media.organizationId, input.organizationId), inArray(media.id, mediaIds), eq(media.status, 'READY')));
    if (found.length !== mediaIds.length) throw invalid(ERROR_CODES.GRADE_TARGET_INVALID, 'A file is not one of the organization\'s uploads');
  }

  const values = {
    grade,
    comment: commentOf(input.comment),
    attempt: input.attempt ?? 1,
    isLinkedWithAssessment: input.isLinkedWithAssessment ?? false,
  };
  const [inserted] = await tx.insert(studentGrades).values({
    organizationId: input.organizationId, gradeItemId: item.id, studentId: input.studentId,
    ...values, gradedBy: input.gradedBy, gradedAt: input.now,
  }).onConflictDoNothing().returning({ id: studentGrades.id });

  let studentGradeId: number;
  if (inserted) {
    studentGradeId = inserted.id;
  } else {
    // Graded before (or by a concurrent request): lock the row, then change it only if something differs.
    const [current] = await tx.select({
      id: studentGrades.id, grade: studentGrades.grade, comment: studentGrades.comment,
      attempt: studentGrades.attempt, isLinkedWithAssessment: studentGrades.isLinkedWithAssessment,
    }).from(studentGrades)
      .where(and(eq(studentGrades.gradeItemId, item.id), eq(studentGrades.studentId, input.studentId))).for('update');
    if (!current) throw new Error('student grade vanished after a conflicting insert');
    studentGradeId = current.id;
    const storedMedia = await tx.select({ mediaId: studentGradeMedia.mediaId }).from(studentGradeMedia)
      .where(eq(studentGradeMedia.studentGradeId, current.id)).orderBy(asc(studentGradeMedia.sort));
    const storedRatings = await tx.select({ criterionId: studentGradeRatings.criterionId, ratingId: studentGradeRatings.ratingId, points: studentGradeRatings.points })
      .from(studentGradeRatings).where(eq(studentGradeRatings.studentGradeId, current.id));
    if (sameGrade(current, storedMedia.map((row) => row.mediaId), storedRatings, { ...values, media: mediaIds, ratings })) {
      return { studentGradeId };
    }
    await tx.update(studentGrades).set({ ...values, gradedBy: input.gradedBy, gradedAt: input.now }).where(eq(studentGrades.id, current.id));
    await tx.delete(studentGradeMedia).where(eq(studentGradeMedia.studentGradeId, current.id));
    await tx.delete(studentGradeRatings).where(eq(studentGradeRatings.studentGradeId, current.id));
  }

  if (mediaIds.length) {
    await tx.insert(studentGradeMedia).values(mediaIds.map((mediaId, sort) => ({ organizationId: input.organizationId, studentGradeId, mediaId, sort })));
  }
  if (ratings.length) {
    await tx.insert(studentGradeRatings).values(ratings.map((rating) => ({ organizationId: input.organizationId, studentGradeId, ...rating })));
  }
  if (item.isPublished) {
    await recordEvent(tx, {
      type: 'course.grade-published',
      organizationId: input.organizationId,
      actorUserId: input.gradedBy,
      // An assignment's item: the notice opens the assignment (notifications' target).
      subject: { courseId: item.courseId, gradeItemId: item.id, ...(item.assignmentId === null ? {} : { assignmentId: item.assignmentId }) },
      audience: { kind: 'users', userIds: [input.studentId] },
      payload: { courseName: { en: item.courseName, ar: item.courseName }, itemName: item.name },
    });
  }
  // A grade may be what the member still lacked to finish the course (and be certified).
  await reviewCourseCompletion(tx, { organizationId: input.organizationId, courseId: item.courseId, userId: input.studentId, now: input.now });
  return { studentGradeId };
}
