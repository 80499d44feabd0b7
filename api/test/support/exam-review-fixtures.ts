import { and, eq } from 'drizzle-orm';
import { createQuestion } from '../../src/modules/exams/bank/create-question';
import type { Question, QuestionInput } from '../../src/modules/exams/bank/types';
import { courseEnrollees, courseInstructors, courseSections, courseSubsections } from '../../src/modules/lms/tables';
import { users } from '../../src/modules/users/tables';
import { createCourse, createMembers, type TestMember } from './lms-fixtures';
import { bearer, type ErrorBody, type TestServer } from './test-server';

/** What the exam manage and review tests share: a demo course the seeded instructor teaches, its students and helpers. */

export type Headers = Record<string, string>;

export interface ExamWorld {
  server: TestServer;
  demo: number;
  nour: number;
  instructorId: number;
  instructor: Headers;
  admin: Headers;
  /** The nour instructor, in nour. */
  nourInstructor: Headers;
  students: TestMember[];
  courseId: number;
  /** A demo course the seeded instructor does not teach. */
  otherCourseId: number;
  nourCourseId: number;
  sectionId: number;
}

export const headersOf = (member: TestMember, prefix = 'demo'): Headers => ({ ...bearer(member.token), 'x-organization': prefix });

export function caller(server: TestServer) {
  return <T>(method: string, path: string, headers: Headers, body?: unknown) => server.request<T & ErrorBody>(path, { method, headers, body });
}

async function userId(server: TestServer, organizationId: number, email: string): Promise<number> {
  const [row] = await server.database.db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}

export async function examWorld(server: TestServer, studentCount = 3): Promise<ExamWorld> {
  const db = server.database.db;
  const demo = await server.organizationId('demo');
  const nour = await server.organizationId('nour');
  const instructorId = await userId(server, demo, 'instructor@demo.halaqa.test');
  const students = await createMembers(db, demo, studentCount);
  const courseId = await createCourse(db, demo);
  const otherCourseId = await createCourse(db, demo);
  const nourCourseId = await createCourse(db, nour);
  await db.insert(courseInstructors).values({ courseId, userId: instructorId });
  await db.insert(courseInstructors).values({ courseId: nourCourseId, userId: await userId(server, nour, 'instructor@nour.halaqa.test') });
  for (const student of students) await db.insert(courseEnrollees).values({ organizationId: demo, courseId, userId: student.id });
  const [section] = await db.insert(courseSections).values({ courseId, name: 'Assessment', sortOrder: 0 }).returning({ id: courseSections.id });
  return {
    server, demo, nour, instructorId, students, courseId, otherCourseId, nourCourseId, sectionId: section!.id,
    instructor: { ...bearer(await server.memberToken('demo', 'instructor@demo.halaqa.test')), 'x-organization': 'demo' },
    admin: { ...bearer(await server.memberToken('demo', 'admin@demo.halaqa.test')), 'x-organization': 'demo' },
    nourInstructor: { ...bearer(await server.memberToken('nour', 'instructor@nour.halaqa.test')), 'x-organization': 'nour' },
  };
}

/** An outline item of a course's section (default: an EXAM item of the world's course). */
export async function outlineItem(world: ExamWorld, over: Partial<typeof courseSubsections.$inferInsert> = {}): Promise<number> {
  const [row] = await world.server.database.db.insert(courseSubsections).values({
    sectionId: world.sectionId, name: 'Exam item', contentType: 'EXAM', ...over,
  }).returning({ id: courseSubsections.id });
  return row!.id;
}

/** A bank question of a course, through the bank's createQuestion. */
export function bankQuestion(world: ExamWorld, input: QuestionInput, courseId = world.courseId): Promise<Question> {
  return createQuestion(world.server.database.db, { courseId, createdById: world.instructorId }, input);
}

export const singleChoice = (stem: string): QuestionInput => ({
  type: 'SINGLE_CHOICE', stem: `<p>${stem}</p>`,
  answers: [{ stem: 'Right', isCorrect: true }, { stem: 'Wrong' }],
});

export const essay = (stem: string, rubricId?: number): QuestionInput => ({ type: 'ESSAY', stem: `<p>${stem}</p>`, ...(rubricId ? { rubricId } : {}) });
