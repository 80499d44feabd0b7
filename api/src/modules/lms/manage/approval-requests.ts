import { and, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { recordEvent } from '../../notifications/events';
import { courseApprovalRequests, courses } from '../tables';
import type { ApprovalDecision, ApprovalRequest } from './dto';
import { findEditableCourse, type Manager } from './manager';

const alreadyRequested = (message: string) => new AppError(409, ERROR_CODES.APPROVAL_ALREADY_REQUESTED, message);

/** Locks the course row, so two requests or decisions for one course run one after the other. */
async function lockCourse(tx: Db, manager: Manager, courseId: number) {
  const [course] = await tx.select({ isApproved: courses.isApproved }).from(courses)
    .where(and(eq(courses.organizationId, manager.organizationId), eq(courses.id, courseId)))
    .for('update');
  if (!course) throw notFound(undefined, 'Course not found');
  return course;
}

const requestsOf = (manager: Manager, courseId: number) =>
  and(eq(courseApprovalRequests.organizationId, manager.organizationId), eq(courseApprovalRequests.courseId, courseId));

/** Asks the organization to approve the course: 409 crs-001 while one is pending or once it is approved. */
export async function requestApproval(db: Db, manager: Manager, courseId: number): Promise<ApprovalRequest> {
  await findEditableCourse(db, manager, courseId);
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, manager, courseId);
    if (course.isApproved) throw alreadyRequested('The course is already approved');
    const [pending] = await tx.select({ id: courseApprovalRequests.id }).from(courseApprovalRequests)
      .where(and(requestsOf(manager, courseId), eq(courseApprovalRequests.status, 'PENDING'))).limit(1);
    if (pending) throw alreadyRequested('An approval request for this course is already pending');
    const [row] = await tx.insert(courseApprovalRequests).values({
      organizationId: manager.organizationId, courseId, requestedById: manager.userId, createdAt: manager.now,
    }).returning({ id: courseApprovalRequests.id, createdAt: courseApprovalRequests.createdAt });
    await tx.update(courses).set({ status: 'PENDING', updatedAt: manager.now })
      .where(and(eq(courses.organizationId, manager.organizationId), eq(courses.id, courseId)));
    return { id: row!.id, courseId, status: 'PENDING' as const, createdAt: row!.createdAt.toISOString() };
  });
}

/**
 * An administrator decides the pending request; the course's status and
 * approval follow. Sending the same decision again answers the decided
 * request; with nothing pending otherwise, 404 req-002.
 */
export async function decideApproval(db: Db, manager: Manager, courseId: number, status: 'APPROVED' | 'REJECTED'): Promise<ApprovalDecision> {
  await findEditableCourse(db, manager, courseId);
  return db.transaction(async (tx) => {
    await lockCourse(tx, manager, courseId);
    const [latest] = await tx.select({
      id: courseApprovalRequests.id, status: courseApprovalRequests.status, decidedAt: courseApprovalRequests.decidedAt,
      requestedById: courseApprovalRequests.requestedById,
    })
      .from(courseApprovalRequests).where(requestsOf(manager, courseId))
      .orderBy(desc(courseApprovalRequests.createdAt), desc(courseApprovalRequests.id)).limit(1);
    if (latest && latest.status === status && latest.decidedAt) {
      return { id: latest.id, courseId, status, decidedAt: latest.decidedAt.toISOString() };
    }
    if (!latest || latest.status !== 'PENDING') throw notFound(undefined, 'No pending approval request for this course');
    await tx.update(courseApprovalRequests).set({ status, decidedById: manager.userId, decidedAt: manager.now })
      .where(eq(courseApprovalRequests.id, latest.id));
    const [decided] = await tx.update(courses).set({ status, isApproved: status === 'APPROVED', updatedAt: manager.now })
      .where(and(eq(courses.organizationId, manager.organizationId), eq(courses.id, courseId)))
      .returning({ name: courses.name });
    await recordEvent(tx, {
      type: 'course.approval-decided',
      organizationId: manager.organizationId,
      actorUserId: manager.userId,
      subject: { courseId },
      // The requester may have left (set null): then nobody is told.
      audience: latest.requestedById === null ? { kind: 'none' } : { kind: 'users', userIds: [latest.requestedById] },
      payload: { courseName: { en: decided?.name ?? '', ar: decided?.name ?? '' }, approved: status === 'APPROVED' },
    });
    return { id: latest.id, courseId, status, decidedAt: manager.now.toISOString() };
  });
}
