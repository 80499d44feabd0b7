import { ERROR_CODES } from '@halaqa/contracts';
import { and, asc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../../core/db/types';
import { AppError, notFound } from '../../../core/errors';
import { personName } from '../../lms/localized-name';
import { users } from '../../users/tables';
import { socialEventAttendanceItems, socialEventAttendanceRecords, socialEventEnrollments } from '../tables';
import type { SignedInViewer } from './access';
import { signTicket, verifyTicket } from './ticket-code';
import { hostedEvent, visibleEvent } from './visible-event';

async function checkInsOf(db: Db, enrollmentId: number) {
  const rows = await db.select({ attendanceItemId: socialEventAttendanceRecords.attendanceItemId, checkedInAt: socialEventAttendanceRecords.checkedInAt })
    .from(socialEventAttendanceRecords).where(eq(socialEventAttendanceRecords.enrollmentId, enrollmentId))
    .orderBy(asc(socialEventAttendanceRecords.checkedInAt));
  return rows.map((row) => ({ attendanceItemId: row.attendanceItemId, checkedInAt: row.checkedInAt.toISOString() }));
}

/** GET events/{eventId}/ticket: the member's signed code and its QR code (404 evt-005 without a place). */
export async function ticketOf(db: Db, viewer: SignedInViewer, eventId: number) {
  await visibleEvent(db, viewer, eventId);
  const [enrollment] = await db.select().from(socialEventEnrollments)
    .where(and(eq(socialEventEnrollments.eventId, eventId), eq(socialEventEnrollments.userId, viewer.userId))).limit(1);
  if (!enrollment || enrollment.status !== 'ENROLLED') throw new AppError(404, ERROR_CODES.EVENT_NOT_ENROLLED, 'You hold no place on this event');
  const code = signTicket({ organizationId: viewer.organizationId, eventId, enrollmentId: enrollment.id, nonce: enrollment.ticketNonce });
  return {
    eventId,
    code,
    qrSvg: await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 }),
    status: 'ENROLLED' as const,
    checkIns: await checkInsOf(db, enrollment.id),
  };
}

/**
 * POST events/{eventId}/check-in: a host scans a ticket for one attendance
 * item. Refusals: 400 evt-006 not a code we signed; 409 evt-007 another
 * event's (or organization's); 409 evt-005 the place was given up (or taken
 * again since: a new ticket); 409 evt-008 already checked in for the item.
 */
export async function checkIn(tx: Db, viewer: SignedInViewer, eventId: number, body: { attendanceItemId: number; code: string }) {
  await hostedEvent(tx, viewer, eventId);
  const [item] = await tx.select({ id: socialEventAttendanceItems.id }).from(socialEventAttendanceItems)
    .where(and(eq(socialEventAttendanceItems.eventId, eventId), eq(socialEventAttendanceItems.id, body.attendanceItemId))).limit(1);
  if (!item) throw notFound(ERROR_CODES.NOT_FOUND, 'Attendance item not found');
  const claims = verifyTicket(body.code);
  if (!claims) throw new AppError(400, ERROR_CODES.TICKET_INVALID, 'This is not a ticket of ours');
  if (claims.organizationId !== viewer.organizationId || claims.eventId !== eventId) {
    throw new AppError(409, ERROR_CODES.TICKET_OTHER_EVENT, 'The ticket is for another event');
  }
  const [enrollment] = await tx.select().from(socialEventEnrollments)
    .where(and(eq(socialEventEnrollments.eventId, eventId), eq(socialEventEnrollments.id, claims.enrollmentId))).for('update').limit(1);
  if (!enrollment || enrollment.status !== 'ENROLLED' || enrollment.ticketNonce !== claims.nonce) {
    throw new AppError(409, ERROR_CODES.EVENT_NOT_ENROLLED, 'The ticket\'s place was given up');
  }
  const [record] = await tx.insert(socialEventAttendanceRecords).values({
    organizationId: viewer.organizationId, attendanceItemId: item.id, enrollmentId: enrollment.id, userId: enrollment.userId, checkedInBy: viewer.userId,
    checkedInAt: viewer.now,
  }).onConflictDoNothing().returning({ checkedInAt: socialEventAttendanceRecords.checkedInAt });
  if (!record) throw new AppError(409, ERROR_CODES.TICKET_ALREADY_USED, 'Already checked in for this item');
  const [member] = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName })
    .from(users).where(and(eq(users.organizationId, viewer.organizationId), eq(users.id, enrollment.userId))).limit(1);
  return { member: { id: enrollment.userId, name: member ? personName(viewer.language, member) : '' }, checkedInAt: record.checkedInAt.toISOString() };
}

