import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { createQuestion } from '../../modules/exams/bank/create-question';
import type { Question } from '../../modules/exams/bank/types';
import type { ExamInput, ExamQuestionsInput } from '../../modules/exams/manage/dto';
import { setExamQuestions } from '../../modules/exams/manage/exam-questions';
import { linkExamToSubsection } from '../../modules/exams/manage/link-subsection';
import { createExam } from '../../modules/exams/manage/manage-exams';
import { exams } from '../../modules/exams/tables';
import { gradeItems, rubricCriteria, rubricRatings, rubrics } from '../../modules/lms/grades/tables';
import type { Manager } from '../../modules/lms/manage/manager';
import { courseSections, courseSubsections } from '../../modules/lms/tables';
import { EXAMS_AR } from './exams-copy-ar';
import { EXAMS_EN } from './exams-copy-en';
import type { ExamSeedCopy, SeedQuestions } from './exams-copy';
import { seedAttemptAwaitingReview } from './exams-attempt';
import { LEARNER_EMAILS } from './learners';
import type { CoursePeople } from './people';

/** The grade items grades.ts seeds that the exams report to (by their names in either language). */
const PRACTICE_ITEM_NAMES = ['Practice quiz (not counted)', 'اختبار تدريبي (لا يُحتسب)'];
const FINAL_ITEM_NAMES = ['Final exam', 'الاختبار النهائي'];

type Bank = { [Key in keyof SeedQuestions]: Question };

/** The essay's rubric: 5 points, as the essay is worth (a review's points are its ratings' sum). */
async function createEssayRubric(db: Db, courseId: number, copy: ExamSeedCopy): Promise<number> {
  const [rubric] = await db.insert(rubrics).values({ courseId, title: copy.rubric.title }).returning({ id: rubrics.id });
  const criteria = [
    { words: copy.rubric.structure, maxGrade: 3, points: [3, 2, 0] },
    { words: copy.rubric.focus, maxGrade: 2, points: [2, 1, 0] },
  ];
  for (const [sort, criterion] of criteria.entries()) {
    const [row] = await db.insert(rubricCriteria).values({ rubricId: rubric!.id, description: criterion.words.description, maxGrade: criterion.maxGrade, sort })
      .returning({ id: rubricCriteria.id });
    await db.insert(rubricRatings).values(criterion.words.ratings.map((description, index) => ({
      criterionId: row!.id, description, points: criterion.points[index]!, sort: index,
    })));
  }
  return rubric!.id;
}

/** Every question of the bank, made through the bank's own createQuestion (its checks hold for seeded questions too). */
async function createBank(db: Db, courseId: number, createdById: number, copy: ExamSeedCopy, rubricId: number, now: Date): Promise<Bank> {
  const owner = { courseId, createdById };
  const made: Partial<Bank> = {};
  for (const [key, input] of Object.entries(copy.questions) as Array<[keyof SeedQuestions, SeedQuestions[keyof SeedQuestions]]>) {
    made[key] = await createQuestion(db, owner, key === 'essay' ? { ...input, rubricId } : input, now);
  }
  return made as Bank;
}

async function gradeItemNamed(db: Db, courseId: number, names: string[]): Promise<number | null> {
  const [row] = await db.select({ id: gradeItems.id }).from(gradeItems).where(and(eq(gradeItems.courseId, courseId), inArray(gradeItems.name, names))).limit(1);
  return row?.id ?? null;
}

/** A new section at the end of the outline with the practice quiz, the timed check-in and the speed round (optional: the seeded members' progress stays as learners.ts says). */
async function createQuizSection(db: Db, courseId: number, copy: ExamSeedCopy) {
  const [last] = await db.select({ value: max(courseSections.sortOrder) }).from(courseSections).where(eq(courseSections.courseId, courseId));
  const sortOrder = (last?.value ?? 0) + 1;
  const [section] = await db.insert(courseSections).values({ courseId, name: copy.section, week: sortOrder + 1, sortOrder }).returning({ id: courseSections.id });
  const rows = await db.insert(courseSubsections).values([copy.practice.item, copy.timed.item, copy.drill.item].map((item, index) => ({
    sectionId: section!.id, name: item.name, description: item.description, contentType: 'EXAM', isOptional: true, weight: 1, sortOrder: index,
  }))).returning({ id: courseSubsections.id });
  return { practiceItem: rows[0]!.id, timedItem: rows[1]!.id, drillItem: rows[2]!.id };
}

/**
 * Issue 14 item 8 in the complete course, in its language: a question bank
 * with one question of every type (a case with two questions), and four
 * exams made through the exams' own calls:
 * - a practice quiz with every type, open now, untimed, unlimited retakes
 *   (highest counts), reported to the practice grade item;
 * - a timed check-in: 5 questions drawn from 8, 10 minutes, 3 attempts 5
 *   minutes apart, one question at a time without going back, shuffled,
 *   cheat detection on;
 * - a one-minute speed round of three questions, retakes at once;
 * - the outline's final quiz (opens in twenty days), reported to the
 *   unpublished final exam grade item.
 * The midway member has finished the practice quiz, their essay waiting
 * for the instructor (exams-attempt.ts). Idempotent: written while the
 * course has no exam.
 */
export async function seedExams(db: Db, courseId: number, people: CoursePeople, domainPrefix: string, now: Date): Promise<void> {
  const [existing] = await db.select({ id: exams.id }).from(exams).where(eq(exams.courseId, courseId)).limit(1);
  if (existing) return;
  const arabic = domainPrefix === 'nour';
  const copy = arabic ? EXAMS_AR : EXAMS_EN;
  // The outline's own exam item (the final quiz), before the new section adds two more.
  const [finalItem] = await db.select({ id: courseSubsections.id }).from(courseSubsections)
    .innerJoin(courseSections, eq(courseSections.id, courseSubsections.sectionId))
    .where(and(eq(courseSections.courseId, courseId), eq(courseSubsections.contentType, 'EXAM'))).limit(1);

  const manager: Manager = { organizationId: people.organizationId, userId: people.instructorId, isAdministrator: false, language: arabic ? 'ar' : 'en', now };
  const dbs = { db, systemDb: db };
  const rubricId = await createEssayRubric(db, courseId, copy);
  const bank = await createBank(db, courseId, people.instructorId, copy, rubricId, now);
  const q = (key: keyof SeedQuestions, points?: number) => ({ questionId: bank[key].id, ...(points === undefined ? {} : { points }) });
  // Typos of one letter in five forgiven on the short answer ("behavour").
  const autoGraded = [
    q('single'), q('multiple'), q('trueFalse'), { ...q('shortAnswer'), gradingFlexibilityPercentage: 20 }, q('numeric'), q('blanks'), q('matching'), q('ordering'),
  ];

  const place = async (exam: ExamInput, questions: ExamQuestionsInput['questions'], subsectionId: number | undefined) => {
    const created = await createExam(db, manager, courseId, exam);
    await setExamQuestions(dbs, manager, courseId, created.id, { questions });
    if (subsectionId !== undefined) await linkExamToSubsection(dbs, manager, courseId, subsectionId, created.id);
    return created.id;
  };
  const { practiceItem, timedItem, drillItem } = await createQuizSection(db, courseId, copy);

  await place({
    title: copy.practice.title, description: copy.practice.description,
    allowRetake: true, gradingMethod: 'HIGHEST', hasPassingScore: true, passingScorePercentage: 60,
    showCorrectAnswerOnReview: true, showResultAtEnd: true,
    gradeItemId: await gradeItemNamed(db, courseId, PRACTICE_ITEM_NAMES),
  }, [...autoGraded, q('essay', 5), q('fileUpload', 2), q('audio', 2), q('video', 2), q('caseStudy')], practiceItem);

  await place({
    title: copy.timed.title, description: copy.timed.description,
    numberOfQuestions: 5, hasTimeLimit: true, timeLimitInMinutes: 10, hasPassingScore: true, passingScorePercentage: 70,
    oneQuestionAtATime: true, multiDirectional: false, shuffleQuestions: true, shuffleAnswers: true,
    allowRetake: true, maxAttempts: 3, retakeIntervalInMinutes: 5, gradingMethod: 'HIGHEST',
    showCorrectAnswerOnReview: false, showResultAtEnd: true, isCheatDetectionEnabled: true,
  }, autoGraded, timedItem);

  await place({
    title: copy.drill.title, description: copy.drill.description,
    hasTimeLimit: true, timeLimitInMinutes: 1, allowRetake: true, gradingMethod: 'HIGHEST',
    showCorrectAnswerOnReview: true, showResultAtEnd: true,
  }, [q('single'), q('trueFalse'), q('numeric')], drillItem);

  await place({
    title: copy.final.title, description: copy.final.description,
    hasTimeLimit: true, timeLimitInMinutes: 30, hasPassingScore: true, passingScorePercentage: 60,
    showCorrectAnswerOnReview: true, showResultAtEnd: true,
    gradeItemId: await gradeItemNamed(db, courseId, FINAL_ITEM_NAMES),
  }, [...autoGraded, q('caseStudy')], finalItem?.id);

  const midway = people.idByEmail.get(LEARNER_EMAILS.midway(domainPrefix));
  if (midway !== undefined) {
    await seedAttemptAwaitingReview(db, {
      organizationId: people.organizationId, userId: midway, courseId, subsectionExamId: practiceItem, language: manager.language,
      essayAnswer: copy.essayAnswer, now,
    });
  }
}
