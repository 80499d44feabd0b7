import type { Db } from '../../core/db/types';
import { attendanceRecords } from '../../modules/lms/attendance/tables';
import { onCampusLectures, onlineLectures, questionnaireAnswers, questionnaireQuestions } from '../../modules/lms/content/tables';
import { questionnaireResponses, subsectionProgress } from '../../modules/lms/progress/tables';
import { recomputeCourseProgress } from '../../modules/lms/progress/recompute-progress';
import { courseEnrollees, courses } from '../../modules/lms/tables';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { COURSE_ASSETS } from './assets';
import { daysFrom } from '../organizations';
import type { CoursePeople } from './people';
import type { OutlineIds } from './create-outline';
import type { ItemKey } from './outline-plan';

/**
 * Members at their stages of the course (required weight 22, outline-plan.ts;
 * assignments.ts adds the assignments handed in):
 * - the advanced learner (coach@), 95%: everything that can be done today
 *   (all but the upcoming lecture), every assignment handed in, graded 90%
 *   (grades.ts): finished, and certified by the completion review
 *   (certificates.ts);
 * - the finalist (learner@), 95%: the same work, but only the quiz graded
 *   (a 20% final grade): not finished until an instructor grades the essay
 *   (the certificates journey does);
 * - about 40%: the welcome, the guide, the video and the recorded lecture
 *   (8/22), one question of three answered, so the practice section is
 *   still behind its prerequisite; the group charter coach@ handed in for
 *   their group (assignments.ts) makes it 41%;
 * - 0%: enrolled, nothing opened, in no group.
 * The organization's plain member (the one README and e2e sign in with) is
 * left out, so the e2e journey can enroll them.
 */
export const LEARNER_EMAILS = {
  advanced: (domain: string) => `coach@${domain}.halaqa.test`,
  finalist: (domain: string) => `learner@${domain}.halaqa.test`,
  midway: (domain: string) => `provider@${domain}.halaqa.test`,
  starting: (domain: string) => `newcomer@${domain}.halaqa.test`,
} as const;

interface LearnerPlan {
  email: string;
  completed: ItemKey[];
  /** Questions answered (index in the questionnaire), with the answer chosen (index). */
  answers: Array<[question: number, answer: number]>;
  /** The audio tip, optional: listened to in part. */
  audioRanges: Array<[number, number]>;
  lastVisited: ItemKey | null;
}

function plans(domain: string): LearnerPlan[] {
  return [
    {
      email: LEARNER_EMAILS.advanced(domain),
      completed: ['welcome', 'guide', 'video', 'picture', 'questionnaire', 'pastLecture', 'liveLecture', 'campusLecture', 'practice'],
      answers: [[0, 1], [1, 0], [2, 0]], // the second one wrong: answered is what counts
      audioRanges: [[0, 8]],
      lastVisited: 'practice',
    },
    {
      email: LEARNER_EMAILS.midway(domain),
      completed: ['welcome', 'guide', 'video', 'pastLecture'],
      answers: [[0, 1]],
      audioRanges: [],
      lastVisited: 'questionnaire',
    },
    { email: LEARNER_EMAILS.starting(domain), completed: [], answers: [], audioRanges: [], lastVisited: null },
    // The last enrolled: coach@'s classmate in everything but the grade.
    {
      email: LEARNER_EMAILS.finalist(domain),
      completed: ['welcome', 'guide', 'video', 'picture', 'questionnaire', 'pastLecture', 'liveLecture', 'campusLecture', 'practice'],
      answers: [[0, 1], [1, 1], [2, 0]],
      audioRanges: [],
      lastVisited: 'practice',
    },
  ];
}

const LECTURE_ITEMS: readonly ItemKey[] = ['pastLecture', 'liveLecture', 'campusLecture'];

export async function enrollLearners(db: Db, courseId: number, people: CoursePeople, outline: OutlineIds, domain: string, now: Date): Promise<void> {
  const { organizationId } = people;
  const learners = plans(domain).flatMap((plan) => {
    const userId = people.idByEmail.get(plan.email);
    return userId === undefined ? [] : [{ ...plan, userId }];
  });
  if (!learners.length) return;
  const item = (key: ItemKey) => outline.items.get(key)!;
  await db.insert(courseEnrollees).values(learners.map((learner, index) => ({
    organizationId, courseId, userId: learner.userId,
    lastVisitedSubsectionId: learner.lastVisited === null ? null : item(learner.lastVisited),
    lastVisitedAt: learner.lastVisited === null ? null : daysFrom(now, -1),
    createdAt: daysFrom(now, -9 + index),
  })));
  await db.update(courses).set({ enrollmentCount: learners.length }).where(eq(courses.id, courseId));

  const questions = await questionAnswers(db, item('questionnaire'));
  const openedAt = daysFrom(now, -6);
  const progressRows = learners.flatMap((learner) => {
    const opened = new Set<ItemKey>([...learner.completed, ...(learner.answers.length ? ['questionnaire' as const] : []), ...(learner.audioRanges.length ? ['audio' as const] : [])]);
    return [...opened].map((key) => {
      const watched = key === 'video' ? [[0, COURSE_ASSETS.video.durationSeconds]] as Array<[number, number]>
        : key === 'audio' ? learner.audioRanges : [];
      return {
        organizationId, userId: learner.userId, courseId, subsectionId: item(key),
        firstOpenedAt: openedAt, lastOpenedAt: openedAt,
        completedAt: learner.completed.includes(key) ? openedAt : null,
        watchedRanges: watched,
        playbackPosition: watched.length ? watched[watched.length - 1]![1] : null,
      };
    });
  });
  if (progressRows.length) await db.insert(subsectionProgress).values(progressRows);

  const responses = learners.flatMap((learner) => learner.answers.map(([question, answer]) => ({
    organizationId, userId: learner.userId, questionId: questions[question]!.id, answerId: questions[question]!.answers[answer]!, answeredAt: openedAt,
  })));
  if (responses.length) await db.insert(questionnaireResponses).values(responses);

  await recordAttendance(db, courseId, organizationId, learners, outline);
  await recomputeCourseProgress(db, courseId);
}

/** The questionnaire's questions in order, each with its answer ids in order. */
async function questionAnswers(db: Db, subsectionId: number): Promise<Array<{ id: number; answers: number[] }>> {
  const rows = await db.select({ questionId: questionnaireQuestions.id, answerId: questionnaireAnswers.id })
    .from(questionnaireQuestions)
    .innerJoin(questionnaireAnswers, eq(questionnaireAnswers.questionId, questionnaireQuestions.id))
    .where(eq(questionnaireQuestions.subsectionId, subsectionId))
    .orderBy(asc(questionnaireQuestions.sortOrder), asc(questionnaireAnswers.sortOrder));
  const byQuestion = new Map<number, number[]>();
  for (const row of rows) byQuestion.set(row.questionId, [...(byQuestion.get(row.questionId) ?? []), row.answerId]);
  return [...byQuestion].map(([id, answers]) => ({ id, answers }));
}

/** Attended lectures have their attendance record too: joined on line, taken by the instructor on campus. */
async function recordAttendance(
  db: Db, courseId: number, organizationId: number, learners: Array<LearnerPlan & { userId: number }>, outline: OutlineIds,
): Promise<void> {
  const subsectionIds = LECTURE_ITEMS.map((key) => outline.items.get(key)!);
  const online = await db.select({ id: onlineLectures.id, subsectionId: onlineLectures.subsectionId, startsAt: onlineLectures.startsAt })
    .from(onlineLectures).where(and(eq(onlineLectures.courseId, courseId), inArray(onlineLectures.subsectionId, subsectionIds)));
  const campus = await db.select({ id: onCampusLectures.id, subsectionId: onCampusLectures.subsectionId, startsAt: onCampusLectures.startsAt })
    .from(onCampusLectures).where(and(eq(onCampusLectures.courseId, courseId), inArray(onCampusLectures.subsectionId, subsectionIds)));
  const rows = learners.flatMap((learner) => LECTURE_ITEMS.filter((key) => learner.completed.includes(key)).map((key) => {
    const subsectionId = outline.items.get(key)!;
    const onlineLecture = online.find((lecture) => lecture.subsectionId === subsectionId);
    const campusLecture = campus.find((lecture) => lecture.subsectionId === subsectionId);
    const lecture = (onlineLecture ?? campusLecture)!;
    return {
      organizationId, userId: learner.userId, courseId,
      onlineLectureId: onlineLecture?.id ?? null,
      onCampusLectureId: campusLecture?.id ?? null,
      method: onlineLecture ? 'JOINED' : 'MANUAL',
      recordedAt: new Date(lecture.startsAt.getTime() + 5 * 60 * 1000),
    };
  }));
  if (rows.length) await db.insert(attendanceRecords).values(rows);
}
