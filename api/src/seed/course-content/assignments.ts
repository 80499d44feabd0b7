import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { assignments, submissions } from '../../modules/lms/assignments/tables';
import { courseGroupMembers, courseGroups } from '../../modules/lms/content/tables';
import { subsectionProgress } from '../../modules/lms/progress/tables';
import { recomputeCourseProgress } from '../../modules/lms/progress/recompute-progress';
import { courseSubsections } from '../../modules/lms/tables';
import { daysFrom } from '../organizations';
import type { CourseCopy } from './course-copy';
import type { OutlineIds } from './create-outline';
import { LEARNER_EMAILS } from './learners';
import type { CoursePeople } from './people';

/** The words of the seeded assignments and groups, in the course's language. */
const WORDS = {
  en: {
    individualBody: '<p>Write three <strong>SBI</strong> sentences (situation, behaviour, impact) about a recent conversation at work, and the next step you will propose. Hand in text, a PDF or a link to a document.</p>',
    group: { name: 'Group assignment: a team feedback charter', body: '<p>With your group, agree on five rules for giving feedback in your team. One member hands in the charter for everyone.</p>' },
    pastDue: { name: 'Assignment: reflection on a difficult conversation', body: '<p>Describe a difficult conversation and what you would do differently. The due date has passed: late work is still accepted until the assignment closes.</p>' },
    groups: ['Group 1', 'Group 2'],
    coachAnswer: '<p>Situation: in Monday\'s stand-up. Behaviour: you summarised the blockers before anyone asked. Impact: we finished ten minutes early and everyone knew their next step. Next step: could you do the same in the planning meeting?</p>',
    finalistAnswer: '<p>Situation: the client call on Thursday. Behaviour: you paused to check that the client had understood the new price. Impact: they agreed on the spot. Next step: let us write that pause into our call guide.</p>',
    charters: [
      '<ol><li>Give feedback within a day.</li><li>Describe behaviour, not personality.</li><li>Ask before advising.</li><li>Praise in public, correct in private.</li><li>End with an agreed next step.</li></ol>',
      '<ol><li>Ask for feedback every Friday.</li><li>Start with what worked.</li><li>Name one change at a time.</li><li>Listen to the end before answering.</li><li>Thank the person who gave it.</li></ol>',
    ],
    reflections: [
      '<p>A colleague missed a deadline I depended on. I blamed them in front of the team; next time I would talk to them alone first and ask what happened.</p>',
      '<p>I had to tell a friend at work that their presentation ran too long. I waited a week; next time I would say it the same day, with one concrete example.</p>',
    ],
  },
  ar: {
    individualBody: '<p>اكتب ثلاث جمل وفق نموذج <strong>الموقف والسلوك والأثر</strong> عن محادثة حديثة في العمل، والخطوة التالية التي ستقترحها. سلّم نصاً أو ملف PDF أو رابطاً إلى مستند.</p>',
    group: { name: 'واجب جماعي: ميثاق التغذية الراجعة للفريق', body: '<p>اتفقوا في مجموعتكم على خمس قواعد لتقديم التغذية الراجعة في فريقكم. يسلّم أحد الأعضاء الميثاق عن الجميع.</p>' },
    pastDue: { name: 'مهمة: تأمل في محادثة صعبة', body: '<p>صف محادثة صعبة وما الذي ستفعله بشكل مختلف. فات موعد التسليم: ما زال التسليم المتأخر مقبولاً حتى يُغلق الواجب.</p>' },
    groups: ['المجموعة 1', 'المجموعة 2'],
    coachAnswer: '<p>الموقف: في اجتماع الصباح يوم الاثنين. السلوك: لخّصت العوائق قبل أن يسأل أحد. الأثر: أنهينا قبل الموعد بعشر دقائق وعرف الجميع خطوتهم التالية. الخطوة التالية: هل يمكنك فعل الشيء نفسه في اجتماع التخطيط؟</p>',
    finalistAnswer: '<p>الموقف: مكالمة العميل يوم الخميس. السلوك: توقفت لتتأكد أن العميل فهم السعر الجديد. الأثر: وافق في الحال. الخطوة التالية: لنضف هذه الوقفة إلى دليل المكالمات.</p>',
    charters: [
      '<ol><li>نقدّم الملاحظات خلال يوم.</li><li>نصف السلوك لا الشخصية.</li><li>نسأل قبل أن ننصح.</li><li>نمدح علنًا ونصحّح على انفراد.</li><li>نختم بخطوة تالية متفق عليها.</li></ol>',
      '<ol><li>نطلب الملاحظات كل يوم جمعة.</li><li>نبدأ بما نجح.</li><li>نسمّي تغييرًا واحدًا في كل مرة.</li><li>نستمع حتى النهاية قبل الرد.</li><li>نشكر من قدّم الملاحظة.</li></ol>',
    ],
    reflections: [
      '<p>فات زميلًا موعد كنت أعتمد عليه، فلمته أمام الفريق. في المرة القادمة سأحادثه على انفراد أولًا وأسأله عمّا حدث.</p>',
      '<p>كان عليّ أن أخبر صديقًا في العمل أن عرضه طال كثيرًا، فانتظرت أسبوعًا. في المرة القادمة سأقولها في اليوم نفسه مع مثال واحد محدد.</p>',
    ],
  },
} as const;

/**
 * The complete course's assignments (issue 13, item 8): the outline's
 * individual assignment (text, file or link; due in a week), a group
 * assignment and one past its due date (late work still taken), added to
 * the practice section; two course groups (coach@ and provider@; learner@
 * alone; newcomer@ in none, so the group assignment tells them to wait for
 * a group). coach@ and learner@ (learners.ts) have handed in all three:
 * each their own answer, each group its charter, coach@'s reflection late
 * and learner@'s on time. A submission completes the item (ASSIGNMENT's
 * completion rule): for the submitter, and for every member of the group
 * on group work, so provider@ has the group charter done too. Their grade
 * items are made when first graded (the grades seed runs on a course
 * without grade items).
 */
export async function createAssignments(
  db: Db, courseId: number, people: CoursePeople, outline: OutlineIds, copy: CourseCopy, domain: string, now: Date,
): Promise<void> {
  const words = copy.language === 'ARABIC' ? WORDS.ar : WORDS.en;
  const practice = outline.sections.get('practice')!;
  const [last] = await db.select({ sort: max(courseSubsections.sortOrder) }).from(courseSubsections).where(eq(courseSubsections.sectionId, practice));
  const [groupItem, pastDueItem] = await db.insert(courseSubsections).values([
    { sectionId: practice, name: words.group.name, contentType: 'ASSIGNMENT', weight: 1, sortOrder: (last?.sort ?? 0) + 1 },
    { sectionId: practice, name: words.pastDue.name, contentType: 'ASSIGNMENT', weight: 1, sortOrder: (last?.sort ?? 0) + 2 },
  ]).returning({ id: courseSubsections.id });

  const [individual, group, pastDue] = await db.insert(assignments).values([
    {
      courseId, subsectionId: outline.items.get('assignment')!, title: copy.items.assignment.name, body: words.individualBody,
      submissionTypes: ['TEXT', 'FILE', 'LINK'], dueDate: daysFrom(now, 7), availableTo: daysFrom(now, 14),
    },
    {
      courseId, subsectionId: groupItem!.id, title: words.group.name, body: words.group.body, isGroupAssignment: true,
      submissionTypes: ['TEXT', 'FILE'], dueDate: daysFrom(now, 10),
    },
    {
      courseId, subsectionId: pastDueItem!.id, title: words.pastDue.name, body: words.pastDue.body,
      submissionTypes: ['TEXT'], availableFrom: daysFrom(now, -14), dueDate: daysFrom(now, -3), availableTo: daysFrom(now, 4),
    },
  ]).returning() as [Assignment, Assignment, Assignment];

  const learner = (email: string) => people.idByEmail.get(email);
  const coach = learner(LEARNER_EMAILS.advanced(domain));
  const finalist = learner(LEARNER_EMAILS.finalist(domain));
  const grouped = [[coach, learner(LEARNER_EMAILS.midway(domain))], [finalist]]
    .map((userIds) => userIds.filter((userId): userId is number => userId !== undefined));
  const groups = await db.insert(courseGroups).values(words.groups.map((name) => ({ courseId, name }))).returning({ id: courseGroups.id });
  const members = grouped.flatMap((userIds, index) => userIds.map((userId) => ({ organizationId: people.organizationId, groupId: groups[index]!.id, userId })));
  if (members.length) await db.insert(courseGroupMembers).values(members);

  const handIn: HandIn[] = [];
  for (const [index, studentId] of [coach, finalist].entries()) {
    if (studentId === undefined) continue;
    handIn.push(
      { assignment: individual, studentId, body: index === 0 ? words.coachAnswer : words.finalistAnswer, at: daysFrom(now, -1) },
      { assignment: group, studentId, groupId: groups[index]!.id, groupMembers: grouped[index]!, body: words.charters[index]!, at: daysFrom(now, -2) },
      // coach@ after the due date (late), learner@ before it.
      { assignment: pastDue, studentId, body: words.reflections[index]!, at: daysFrom(now, index === 0 ? -1 : -4), isLate: index === 0 },
    );
  }
  await handInAll(db, courseId, people.organizationId, handIn);
}

type Assignment = typeof assignments.$inferSelect;

interface HandIn {
  assignment: Assignment;
  studentId: number;
  /** Group work: the group and its members (each of them has the item done). */
  groupId?: number;
  groupMembers?: number[];
  body: string;
  at: Date;
  isLate?: boolean;
}

/**
 * First attempts, written once (the attempt index makes a second seed a
 * no-op), and the items they complete, as the submit call does it; then the
 * stored progress of the course again.
 */
async function handInAll(db: Db, courseId: number, organizationId: number, handIn: HandIn[]): Promise<void> {
  if (!handIn.length) return;
  for (const attempt of handIn) {
    const [existing] = await db.select({ id: submissions.id }).from(submissions)
      .where(and(eq(submissions.assignmentId, attempt.assignment.id), eq(submissions.studentId, attempt.studentId)));
    if (existing) continue;
    await db.insert(submissions).values({
      organizationId, assignmentId: attempt.assignment.id, studentId: attempt.studentId, groupId: attempt.groupId ?? null,
      attempt: 1, body: attempt.body, isLate: attempt.isLate ?? false, createdAt: attempt.at,
    });
  }
  const completions = handIn.flatMap((attempt) => (attempt.groupMembers ?? [attempt.studentId]).map((userId) => ({
    organizationId, userId, courseId, subsectionId: attempt.assignment.subsectionId,
    firstOpenedAt: attempt.at, lastOpenedAt: attempt.at, completedAt: attempt.at,
  })));
  await db.insert(subsectionProgress).values(completions).onConflictDoNothing();
  await recomputeCourseProgress(db, courseId);
}
