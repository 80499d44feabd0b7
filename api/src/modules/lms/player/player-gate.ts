import { and, eq, exists, or, sql } from 'drizzle-orm';
import { ERROR_CODES, type Language } from '@halaqa/contracts';
import type { FastifyRequest } from 'fastify';
import { permissionsOf } from '../../../core/authorize';
import type { AppContext } from '../../../core/context';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { tenantOf, userOf } from '../../../core/tenancy';
import { courseEnrollees, courseInstructors, courses, courseTargetOrganizations } from '../tables';

type PlayerRole = 'STUDENT' | 'INSTRUCTOR' | 'ADMINISTRATOR';

/** The signed-in member opening a course's player (the learner gate ran). */
export interface PlayerCaller {
  organizationId: number;
  userId: number;
  /** Administrator portal and manage-courses held by member and organization: every course the organization owns. */
  administersCourses: boolean;
  language: Language;
  now: Date;
}

interface PlayerCourseRow {
  id: number;
  organizationId: number;
  name: string;
  language: string;
  welcomeMessage: string | null;
  description: string;
  courseSyllabus: string | null;
  startDate: Date | null;
  endDate: Date | null;
  duration: number | null;
  durationUnit: string | null;
  passingGradePercentage: number;
  mandatoryAttendancePercentage: number;
}

/** Who the caller is in one course's player (docs/design/course-player-api.md "Who may open the player"). */
export interface PlayerSeat {
  caller: PlayerCaller;
  course: PlayerCourseRow;
  role: PlayerRole;
  /** An instructor or administrator looking as a member with no progress would (viewAs=student). */
  studentView: boolean;
  /** The caller's enrollment (students only). */
  enrollment: { id: number; progress: number; lastVisitedSubsectionId: number | null } | null;
}

/** Only students' actions are recorded; everyone else reads. */
export const writesProgress = (seat: PlayerSeat) => seat.role === 'STUDENT';

/** Locks and audiences apply to students and to student view; instructors and administrators otherwise see all. */
export const seesEverything = (seat: PlayerSeat) => seat.role !== 'STUDENT' && !seat.studentView;

export async function playerCallerOf(ctx: AppContext, request: FastifyRequest): Promise<PlayerCaller> {
  const user = userOf(request);
  const permissions = await permissionsOf(ctx, request);
  return {
    organizationId: tenantOf(request).id,
    userId: user.id,
    administersCourses: user.portals.isAdministrator
      && permissions.member.holds('manage-courses') && permissions.organization.holds('manage-courses'),
    language: request.language,
    now: ctx.now(),
  };
}

const courseColumns = {
  id: courses.id,
  organizationId: courses.organizationId,
  name: courses.name,
  language: courses.language,
  welcomeMessage: courses.welcomeMessage,
  description: courses.description,
  courseSyllabus: courses.courseSyllabus,
  startDate: courses.startDate,
  endDate: courses.endDate,
  duration: courses.duration,
  durationUnit: courses.durationUnit,
  passingGradePercentage: courses.passingGradePercentage,
  mandatoryAttendancePercentage: courses.mandatoryAttendancePercentage,
};

/**
 * The caller's seat in the course, in one query. 404 req-002 when the course
 * is deleted or neither owned by nor offered to the tenant (nor one the caller
 * is enrolled in); 403 ply-001 when the caller is none of its student,
 * instructor or administrator.
 */
export async function openPlayer(db: Db, caller: PlayerCaller, courseId: number, options: { viewAs?: 'student' } = {}): Promise<PlayerSeat> {
  const [row] = await db.select({
    course: courseColumns,
    enrollmentId: courseEnrollees.id,
    progress: courseEnrollees.progress,
    lastVisitedSubsectionId: courseEnrollees.lastVisitedSubsectionId,
    isInstructor: exists(db.select({ one: sql`1` }).from(courseInstructors)
      .where(and(eq(courseInstructors.courseId, courses.id), eq(courseInstructors.userId, caller.userId)))).mapWith(Boolean),
  }).from(courses)
    .leftJoin(courseTargetOrganizations, and(
      eq(courseTargetOrganizations.courseId, courses.id),
      eq(courseTargetOrganizations.organizationId, caller.organizationId),
    ))
    .leftJoin(courseEnrollees, and(
      eq(courseEnrollees.courseId, courses.id),
      eq(courseEnrollees.organizationId, caller.organizationId),
      eq(courseEnrollees.userId, caller.userId),
    ))
    .where(and(
      eq(courses.id, courseId),
      eq(courses.isDeleted, false),
      or(eq(courses.organizationId, caller.organizationId), sql`${courseTargetOrganizations.id} is not null`, sql`${courseEnrollees.id} is not null`),
    ))
    .limit(1);
  if (!row) throw notFound(ERROR_CODES.NOT_FOUND, 'Course not found');

  const role = roleOf(row, caller);
  if (!role) throw new AppError(403, ERROR_CODES.NOT_IN_COURSE, 'Only the course\'s students, instructors and administrators may open it');
  return {
    caller,
    course: row.course,
    role,
    studentView: role !== 'STUDENT' && options.viewAs === 'student',
    enrollment: role === 'STUDENT' && row.enrollmentId !== null
      ? { id: row.enrollmentId, progress: row.progress ?? 0, lastVisitedSubsectionId: row.lastVisitedSubsectionId }
      : null,
  };
}

function roleOf(row: { enrollmentId: number | null; isInstructor: boolean; course: { organizationId: number } }, caller: PlayerCaller): PlayerRole | null {
  if (row.enrollmentId !== null) return 'STUDENT';
  if (row.isInstructor) return 'INSTRUCTOR';
  if (caller.administersCourses && row.course.organizationId === caller.organizationId) return 'ADMINISTRATOR';
  return null;
}
