import { eq, max } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { discussionBoards, discussionCommentLikes, discussionComments } from '../../modules/lms/discussions/tables';
import { surveyBallots, surveyChoices, surveys, surveyVotes } from '../../modules/lms/surveys/tables';
import { courseSections, courseSubsections } from '../../modules/lms/tables';
import { LEARNER_EMAILS } from './learners';
import type { CoursePeople } from './people';

/**
 * Issue 13 items 4 and 5 in the complete course: a section with a discussion
 * board (a thread in Arabic and one in English, with replies and a like), an
 * anonymous survey and a poll with some votes. Its items are optional, so
 * the seeded members' progress stays what learners.ts describes. Idempotent:
 * written once, while the course has no board.
 */

interface Words {
  section: string;
  board: { item: string; title: string; description: string };
  survey: { item: string; title: string; description: string; choices: string[] };
  poll: { item: string; title: string; description: string; choices: string[] };
}

const WORDS: Record<'en' | 'ar', Words> = {
  en: {
    section: 'Discussion and feedback',
    board: { item: 'Introduce yourself', title: 'Introduce yourself', description: '<p>Say who you are and what you want to get from this course.</p>' },
    survey: { item: 'How is the course going?', title: 'How is the course going?', description: '<p>Anonymous: your answer is not linked to you.</p>', choices: ['Very well', 'Well', 'Could be better'] },
    poll: { item: 'Next live session', title: 'Which day suits you for the next live session?', description: '<p>Pick one day.</p>', choices: ['Monday', 'Wednesday', 'Saturday'] },
  },
  ar: {
    section: 'النقاش والآراء',
    board: { item: 'عرّف بنفسك', title: 'عرّف بنفسك', description: '<p>أخبرنا من أنت وما الذي تريده من هذه الدورة.</p>' },
    survey: { item: 'كيف تسير الدورة؟', title: 'كيف تسير الدورة؟', description: '<p>مجهول الهوية: لا تُربط إجابتك بك.</p>', choices: ['جيدة جدًا', 'جيدة', 'يمكن أن تكون أفضل'] },
    poll: { item: 'الجلسة المباشرة القادمة', title: 'أي يوم يناسبك للجلسة المباشرة القادمة؟', description: '<p>اختر يومًا واحدًا.</p>', choices: ['الاثنين', 'الأربعاء', 'السبت'] },
  },
};

/** Both threads in both courses: members write in either language. */
const THREADS = {
  arabic: { body: '<p>السلام عليكم، أنا <strong>مهتم بالقيادة</strong> وأريد أن أتعلم إدارة الفرق.</p>', reply: '<p>أهلًا بك! وأنا كذلك.</p>' },
  english: { body: '<p>Hello everyone, I lead a small team and want to <em>get better at feedback</em>.</p>', reply: '<p>Welcome! Same here.</p>' },
};

const MINUTE = 60_000;

export async function seedDiscussionsSurveys(db: Db, courseId: number, people: CoursePeople, domainPrefix: string, now: Date): Promise<void> {
  const [existing] = await db.select({ id: discussionBoards.id }).from(discussionBoards).where(eq(discussionBoards.courseId, courseId)).limit(1);
  if (existing) return;
  const words = WORDS[domainPrefix === 'nour' ? 'ar' : 'en'];
  const domain = domainPrefix;
  const advanced = people.idByEmail.get(LEARNER_EMAILS.advanced(domain));
  const midway = people.idByEmail.get(LEARNER_EMAILS.midway(domain));
  const starting = people.idByEmail.get(LEARNER_EMAILS.starting(domain));
  if (advanced === undefined || midway === undefined || starting === undefined) return;
  const organizationId = people.organizationId;

  const [last] = await db.select({ value: max(courseSections.sortOrder) }).from(courseSections).where(eq(courseSections.courseId, courseId));
  const sortOrder = (last?.value ?? 0) + 1;
  const [section] = await db.insert(courseSections).values({ courseId, name: words.section, week: sortOrder + 1, sortOrder }).returning({ id: courseSections.id });
  const item = async (name: string, contentType: string, index: number) => (await db.insert(courseSubsections).values({
    sectionId: section!.id, name, contentType, isOptional: true, weight: 1, sortOrder: index,
  }).returning({ id: courseSubsections.id }))[0]!.id;

  const boardItem = await item(words.board.item, 'DISCUSSION_BOARD', 0);
  const [board] = await db.insert(discussionBoards).values({
    courseId, subsectionId: boardItem, title: words.board.title, description: words.board.description, weight: 1,
  }).returning({ id: discussionBoards.id });
  const comment = async (userId: number, body: string, minutesAgo: number, parentId: number | null = null) => (await db.insert(discussionComments).values({
    organizationId, boardId: board!.id, userId, body, parentId, createdAt: new Date(now.getTime() - minutesAgo * MINUTE),
  }).returning({ id: discussionComments.id }))[0]!.id;
  const arabic = await comment(advanced, THREADS.arabic.body, 300);
  await comment(midway, THREADS.arabic.reply, 280, arabic);
  const english = await comment(midway, THREADS.english.body, 200);
  await comment(advanced, THREADS.english.reply, 180, english);
  await comment(people.instructorId, domainPrefix === 'nour' ? '<p>مرحبًا بالجميع!</p>' : '<p>Welcome, everyone!</p>', 170, english);
  await db.insert(discussionCommentLikes).values([
    { organizationId, commentId: arabic, userId: midway },
    { organizationId, commentId: english, userId: advanced },
  ]);

  const survey = async (type: 'SURVEY' | 'POLL', text: Words['survey'], index: number, isAnonymous: boolean) => {
    const subsectionId = await item(text.item, type, index);
    const [row] = await db.insert(surveys).values({
      courseId, subsectionId, type, title: text.title, description: text.description, isAnonymous,
    }).returning({ id: surveys.id });
    const choices = await db.insert(surveyChoices).values(text.choices.map((choice, order) => ({ surveyId: row!.id, text: choice, sortOrder: order })))
      .returning({ id: surveyChoices.id });
    return { id: row!.id, choiceIds: choices.map((choice) => choice.id) };
  };
  const feedback = await survey('SURVEY', words.survey, 1, true);
  const poll = await survey('POLL', words.poll, 2, false);
  // Two members voted in each (not the advanced one: the e2e journey votes as them): the anonymous survey keeps no link from a vote to them.
  await db.insert(surveyBallots).values([midway, starting].flatMap((userId) => [
    { organizationId, surveyId: feedback.id, userId },
    { organizationId, surveyId: poll.id, userId },
  ]));
  await db.insert(surveyVotes).values([
    { organizationId, surveyId: feedback.id, choiceId: feedback.choiceIds[0]!, userId: null },
    { organizationId, surveyId: feedback.id, choiceId: feedback.choiceIds[1]!, userId: null },
    { organizationId, surveyId: poll.id, choiceId: poll.choiceIds[1]!, userId: starting },
    { organizationId, surveyId: poll.id, choiceId: poll.choiceIds[1]!, userId: midway },
  ]);
}
