import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { loadOutline } from '../../lms/player/outline';
import type { PlayerSeat } from '../../lms/player/player-gate';
import { examAttempts, exams, subsectionExams } from '../tables';
import { attemptLimitOf, usesAnAttempt } from './attempt-rules';
import type { MyExamList } from './dto';
import { questionCountsOf, shownQuestionCount, type AttemptRow } from './exam-access';
import { memberResultOf } from './landing';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** Where the member stands: an open attempt, else their latest attempt that was not given back. */
function statusOf(attempts: readonly AttemptRow[]): MyExamList['data'][number]['status'] {
  if (attempts.some((attempt) => attempt.status === 'IN_PROGRESS')) return 'IN_PROGRESS';
  const latest = attempts.filter((attempt) => attempt.status !== 'CANCELLED').at(-1);
  if (!latest) return 'NOT_STARTED';
  return latest.status === 'NEEDS_REVIEW' ? 'NEEDS_REVIEW' : 'GRADED';
}

/** GET /courses/{courseId}/exams: the exam items the member can see, in outline order, with where they stand. */
export async function listMyExams(db: Db, seat: PlayerSeat, page: { skip?: number; take?: number }): Promise<MyExamList> {
  const outline = await loadOutline(db, seat);
  const items = outline.visible.filter((item) => item.contentType === 'EXAM');
  const links = items.length ? await db.select({ subsectionId: subsectionExams.subsectionId, exam: exams }).from(subsectionExams)
    .innerJoin(exams, eq(exams.id, subsectionExams.examId))
    .where(and(inArray(subsectionExams.subsectionId, items.map((item) => item.id)), eq(exams.courseId, seat.course.id))) : [];
  const examOf = new Map(links.map((link) => [link.subsectionId, link.exam]));
  const linked = items.filter((item) => examOf.has(item.id));
  const skip = page.skip ?? 0;
  const shown = linked.slice(skip, skip + (page.take ?? 12));
  const [counts, attempts] = await Promise.all([
    questionCountsOf(db, shown.map((item) => examOf.get(item.id)!.id)),
    shown.length ? db.select().from(examAttempts).where(and(
      eq(examAttempts.organizationId, seat.caller.organizationId),
      eq(examAttempts.userId, seat.caller.userId),
      inArray(examAttempts.subsectionId, shown.map((item) => item.id)),
    )).orderBy(examAttempts.attemptNumber) : [],
  ]);
  const sectionName = new Map(outline.sections.map((section) => [section.id, section.name]));
  return {
    count: linked.length,
    data: shown.map((item) => {
      const exam = examOf.get(item.id)!;
      const mine = attempts.filter((attempt) => attempt.subsectionId === item.id);
      const result = memberResultOf(exam, mine);
      return {
        subsectionExamId: item.id,
        title: exam.title,
        sectionName: sectionName.get(item.sectionId) ?? '',
        availableFrom: iso(item.availableFrom),
        availableTo: iso(item.availableTo),
        publishDate: exam.hasPublishDate ? iso(exam.publishDate) : null,
        timeLimitInMinutes: exam.hasTimeLimit ? exam.timeLimitInMinutes : null,
        questionCount: shownQuestionCount(exam, counts.get(exam.id) ?? 0),
        attemptsUsed: mine.filter(usesAnAttempt).length,
        maxAttempts: attemptLimitOf(exam),
        status: statusOf(mine),
        result: result ? { percentage: result.percentage, isPassed: result.isPassed } : null,
      };
    }),
  };
}
