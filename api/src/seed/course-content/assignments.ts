import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { assignments, submissions } from '../../modules/lms/assignments/tables';
import { courseGroupMembers, courseGroups } from '../../modules/lms/content/tables';
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
  },
  ar: {
    individualBody: '<p>اكتب ثلاث جمل وفق نموذج <strong>الموقف والسلوك والأثر</strong> عن محادثة حديثة في العمل، والخطوة التالية التي ستقترحها. سلّم نصاً أو ملف PDF أو رابطاً إلى مستند.</p>',
    group: { name: 'واجب جماعي: ميثاق التغذية الراجعة للفريق', body: '<p>اتفقوا في مجموعتكم على خمس قواعد لتقديم التغذية الراجعة في فريقكم. يسلّم أحد الأعضاء الميثاق عن الجميع.</p>' },
    pastDue: { name: 'مهمة: تأمل في محادثة صعبة', body: '<p>صف محادثة صعبة وما الذي ستفعله بشكل مختلف. فات موعد التسليم: ما زال التسليم المتأخر مقبولاً حتى يُغلق الواجب.</p>' },
    groups: ['المجموعة 1', 'المجموعة 2'],
    coachAnswer: '<p>الموقف: في اجتماع الصباح يوم الاثنين. السلوك: لخّصت العوائق قبل أن يسأل أحد. الأثر: أنهينا قبل الموعد بعشر دقائق وعرف الجميع خطوتهم التالية. الخطوة التالية: هل يمكنك فعل الشيء نفسه في اجتماع التخطيط؟</p>',
  },
} as const;

/**
 * The complete course's assignments (issue 13, item 8): the outline's
 * individual assignment (text, file or link; due in a week), a group
 * assignment and one past its due date (late work still taken), added to
 * the practice section; two course groups of the seeded learners; and an
 * attempt by the advanced learner on the individual one. Assignments have
 * no completion rule, so the seeded progress stays as learners.ts says; their
 * grade items are made when first graded (the grades seed runs on a course
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

  const rows = await db.insert(assignments).values([
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
  ]).returning();

  const learner = (email: string) => people.idByEmail.get(email);
  const coach = learner(LEARNER_EMAILS.advanced(domain));
  const grouped = [
    [coach, learner(LEARNER_EMAILS.midway(domain))],
    [learner(LEARNER_EMAILS.starting(domain))],
  ];
  const groups = await db.insert(courseGroups).values(words.groups.map((name) => ({ courseId, name }))).returning({ id: courseGroups.id });
  const members = grouped.flatMap((userIds, index) => userIds.flatMap((userId) => (userId === undefined ? [] : [{
    organizationId: people.organizationId, groupId: groups[index]!.id, userId,
  }])));
  if (members.length) await db.insert(courseGroupMembers).values(members);

  if (coach !== undefined) {
    const individual = rows[0]!;
    const [existing] = await db.select({ id: submissions.id }).from(submissions)
      .where(and(eq(submissions.assignmentId, individual.id), eq(submissions.studentId, coach)));
    if (!existing) {
      await db.insert(submissions).values({
        organizationId: people.organizationId, assignmentId: individual.id, studentId: coach, attempt: 1,
        body: words.coachAnswer, createdAt: daysFrom(now, -1),
      });
    }
  }
}
