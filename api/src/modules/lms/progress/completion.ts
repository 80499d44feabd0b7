import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { courseEnrollees } from '../tables';
import { reviewCourseCompletion } from '../completion/review-completion';
import { recomputeCourseProgress } from './recompute-progress';
import { subsectionProgress } from './tables';

/** A student acting in one course (their enrollment's tenant, member and course). */
export interface ProgressWriter {
  organizationId: number;
  userId: number;
  courseId: number;
  now: Date;
}

/**
 * Locks the member's enrollment row until the transaction ends. Every
 * progress write of a member in a course takes it first, so two of them
 * (two tabs, a replayed request) run one after the other: the second sees
 * the first's watched ranges and completions, and the stored progress is
 * computed over both.
 */
export async function lockEnrollment(tx: Db, writer: ProgressWriter): Promise<void> {
  await tx.select({ id: courseEnrollees.id }).from(courseEnrollees).where(and(
    eq(courseEnrollees.organizationId, writer.organizationId),
    eq(courseEnrollees.userId, writer.userId),
    eq(courseEnrollees.courseId, writer.courseId),
  )).for('update');
}

/** The member's progress row of a subsection, created if missing (opened now), locked until the transaction ends. */
export async function lockProgressRow(tx: Db, writer: ProgressWriter, subsectionId: number) {
  await tx.insert(subsectionProgress).values({
    organizationId: writer.organizationId,
    userId: writer.userId,
    courseId: writer.courseId,
    subsectionId,
    firstOpenedAt: writer.now,
    lastOpenedAt: writer.now,
  }).onConflictDoNothing();
  const [row] = await tx.select({
    completedAt: subsectionProgress.completedAt,
    watchedRanges: subsectionProgress.watchedRanges,
    playbackPosition: subsectionProgress.playbackPosition,
  }).from(subsectionProgress)
    .where(and(eq(subsectionProgress.userId, writer.userId), eq(subsectionProgress.subsectionId, subsectionId)))
    .for('update');
  if (!row) throw new Error('progress row vanished after its insert');
  return row;
}

/**
 * Records that the member opened a subsection, and completed it when
 * `completes`; a completion is kept from the first time (a replay changes
 * nothing). Call with the enrollment locked.
 */
export async function recordOpened(tx: Db, writer: ProgressWriter, subsectionId: number, completes: boolean): Promise<void> {
  await tx.insert(subsectionProgress).values({
    organizationId: writer.organizationId,
    userId: writer.userId,
    courseId: writer.courseId,
    subsectionId,
    firstOpenedAt: writer.now,
    lastOpenedAt: writer.now,
    completedAt: completes ? writer.now : null,
  }).onConflictDoUpdate({
    target: [subsectionProgress.userId, subsectionProgress.subsectionId],
    set: {
      lastOpenedAt: writer.now,
      completedAt: completes ? sql`coalesce(${subsectionProgress.completedAt}, excluded.completed_at)` : sql`${subsectionProgress.completedAt}`,
    },
  });
}

/**
 * The member's stored course progress after recomputing it (call in the completion's transaction, enrollment locked),
 * then whether the member has now finished the course (completion/review-completion.ts: passing criteria, certificate).
 */
export async function refreshProgress(tx: Db, writer: ProgressWriter): Promise<number> {
  await recomputeCourseProgress(tx, writer.courseId, [writer.userId]);
  await reviewCourseCompletion(tx, writer);
  return storedProgress(tx, writer);
}

export async function storedProgress(db: Db, writer: Omit<ProgressWriter, 'now'>): Promise<number> {
  const [row] = await db.select({ progress: courseEnrollees.progress }).from(courseEnrollees).where(and(
    eq(courseEnrollees.organizationId, writer.organizationId),
    eq(courseEnrollees.userId, writer.userId),
    eq(courseEnrollees.courseId, writer.courseId),
  ));
  return row?.progress ?? 0;
}

/**
 * Completes a subsection for the member and stores their course progress, in
 * the caller's transaction: what the complete call, questionnaires, playback
 * and attendance share. Idempotent.
 */
export async function completeSubsection(tx: Db, writer: ProgressWriter, subsectionId: number): Promise<number> {
  await lockEnrollment(tx, writer);
  await recordOpened(tx, writer, subsectionId, true);
  return refreshProgress(tx, writer);
}
