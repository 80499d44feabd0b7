import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/core/db/types';
import { domainEvents } from '../../src/modules/notifications/tables';
import { socialEventEnrollments, socialEventHosts, socialEvents } from '../../src/modules/social/tables';
import { users } from '../../src/modules/users/tables';

const HOUR = 60 * 60 * 1000;
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR);

export type EventFixture = Partial<Omit<typeof socialEvents.$inferInsert, 'organizationId'>>;

/** A published free event straight in the database, starting in two days for two hours, unless told otherwise. */
export async function createEvent(db: Db, organizationId: number, fixture: EventFixture = {}): Promise<number> {
  const [creator] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.isAdministrator, true))).limit(1);
  const [row] = await db.insert(socialEvents).values({
    title: `Test event ${randomBytes(4).toString('hex')}`,
    isPublished: true,
    startTime: hoursFromNow(48),
    endingTime: hoursFromNow(50),
    createdBy: creator!.id,
    ...fixture,
    organizationId,
  }).returning({ id: socialEvents.id });
  return row!.id;
}

export async function addHost(db: Db, organizationId: number, eventId: number, userId: number): Promise<void> {
  await db.insert(socialEventHosts).values({ organizationId, eventId, userId });
}

export async function enrollmentsOf(db: Db, eventId: number) {
  return db.select().from(socialEventEnrollments).where(eq(socialEventEnrollments.eventId, eventId)).orderBy(socialEventEnrollments.id);
}

export async function eventRow(db: Db, eventId: number) {
  const [row] = await db.select().from(socialEvents).where(eq(socialEvents.id, eventId));
  return row!;
}

/** The domain events recorded about one event, oldest first. */
export async function domainEventsOf(db: Db, eventId: number) {
  const rows = await db.select().from(domainEvents).orderBy(domainEvents.id);
  return rows.filter((row) => row.type.startsWith('event.') && (row.subject as Record<string, number>).eventId === eventId);
}

export async function userIdOf(db: Db, organizationId: number, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, organizationId), eq(users.email, email)));
  return row!.id;
}
