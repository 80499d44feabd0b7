import { and, asc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { media } from '../../media/tables';
import { mediaContentUrl } from '../../media/service';
import { seesEverything, type PlayerSeat } from '../player/player-gate';
import { courseEnrollees } from '../tables';
import type { GradeDetail, GradeItemListQuery, GradeTotal, MemberGradeItem, MemberGradeItemPage } from './dto';
import { itemPercentage, letterOf, weightedTotal } from './grade-rule';
import { gradeItemDto } from './item-dto';
import { memberGrades, type GradeItemRow, type MemberGrade } from './member-grades';
import { rubricOf } from './rubrics';
import { applicableMappings } from './schema-of';
import { rubrics, studentGradeMedia, studentGradeRatings, studentGrades } from './tables';

type Loaded = Awaited<ReturnType<typeof memberGrades>>;

async function totalOf(db: Db, seat: PlayerSeat, organizationId: number, loaded: Loaded): Promise<GradeTotal> {
  // The total is what the member sees: published items only, even when an instructor's view loaded more.
  const total = weightedTotal(loaded.items.filter((item) => item.isPublished), loaded.effective);
  const mappings = await applicableMappings(db, seat.course.id, organizationId);
  return { ...total, letter: letterOf(mappings, total.running) };
}

const memberItem = (item: GradeItemRow, grade: MemberGrade | undefined): MemberGradeItem => ({
  ...gradeItemDto(item),
  hasRubric: item.rubricId !== null,
  myGrade: grade ? { grade: grade.grade, percentage: itemPercentage(item, grade.grade), source: grade.source, gradedAt: grade.gradedAt.toISOString() } : null,
});

/** The caller's published grade items with their own grades, and the running total with its letter. */
export async function listMyGradeItems(db: Db, seat: PlayerSeat, query: GradeItemListQuery): Promise<MemberGradeItemPage> {
  const loaded = await memberGrades(db, seat.course.id, seat.caller.userId);
  const skip = query.skip ?? 0;
  const take = query.take ?? 12;
  return {
    count: loaded.items.length,
    data: loaded.items.slice(skip, skip + take).map((item) => memberItem(item, loaded.grades.get(item.id))),
    total: await totalOf(db, seat, seat.caller.organizationId, loaded),
  };
}

/**
 * One item with one member's grade: comment, files, the rubric with the
 * chosen ratings, and that member's running total. A student (or student
 * view) reads only their own grade on a published item; instructors and
 * administrators read any member of their organization enrolled in the
 * course, unpublished items included. Anything else is 404 req-002.
 */
export async function gradeDetail(db: Db, seat: PlayerSeat, gradeItemId: number, studentId: number): Promise<GradeDetail> {
  const asTeacher = seesEverything(seat);
  if (!asTeacher && studentId !== seat.caller.userId) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade not found');
  if (asTeacher && studentId !== seat.caller.userId) {
    const [enrolled] = await db.select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(
      eq(courseEnrollees.courseId, seat.course.id), eq(courseEnrollees.organizationId, seat.caller.organizationId), eq(courseEnrollees.userId, studentId),
    ));
    if (!enrolled) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade not found');
  }
  const loaded = await memberGrades(db, seat.course.id, studentId, { includeUnpublished: asTeacher });
  const item = loaded.items.find((candidate) => candidate.id === gradeItemId);
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Grade item not found');
  const grade = loaded.grades.get(item.id);

  let stored: { attempt: number; isLinkedWithAssessment: boolean } | undefined;
  let files: Array<{ id: number; fileName: string; url: string }> = [];
  let chosen: Array<{ criterionId: number; ratingId: number; points: number }> = [];
  if (grade?.studentGradeId) {
    [stored] = await db.select({ attempt: studentGrades.attempt, isLinkedWithAssessment: studentGrades.isLinkedWithAssessment })
      .from(studentGrades).where(eq(studentGrades.id, grade.studentGradeId));
    files = (await db.select({ id: media.id, fileName: media.fileName }).from(studentGradeMedia)
      .innerJoin(media, and(eq(media.id, studentGradeMedia.mediaId), eq(media.organizationId, studentGradeMedia.organizationId)))
      .where(eq(studentGradeMedia.studentGradeId, grade.studentGradeId)).orderBy(asc(studentGradeMedia.sort)))
      .map((file) => ({ ...file, url: mediaContentUrl(file.id) }));
    chosen = await db.select({ criterionId: studentGradeRatings.criterionId, ratingId: studentGradeRatings.ratingId, points: studentGradeRatings.points })
      .from(studentGradeRatings).where(eq(studentGradeRatings.studentGradeId, grade.studentGradeId));
  }

  let rubric: GradeDetail['rubric'] = null;
  if (item.rubricId !== null) {
    const [row] = await db.select({ id: rubrics.id, title: rubrics.title }).from(rubrics).where(eq(rubrics.id, item.rubricId));
    if (row) {
      rubric = {
        ...(await rubricOf(db, row)),
        chosen,
        score: chosen.length ? Math.round(chosen.reduce((sum, rating) => sum + rating.points, 0) * 100) / 100 : null,
      };
    }
  }

  return {
    item: memberItem(item, grade),
    studentId,
    grade: grade ? {
      grade: grade.grade,
      percentage: itemPercentage(item, grade.grade),
      source: grade.source,
      gradedAt: grade.gradedAt.toISOString(),
      comment: grade.comment,
      media: files,
      attempt: stored?.attempt ?? 1,
      isLinkedWithAssessment: stored?.isLinkedWithAssessment ?? false,
    } : null,
    rubric,
    total: await totalOf(db, seat, seat.caller.organizationId, loaded),
  };
}
