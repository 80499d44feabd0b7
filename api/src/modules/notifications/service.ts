import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type Language, type Paged } from '@halaqa/contracts';
import { type NotificationItem } from '@halaqa/contracts/src/notifications';
import type { Db } from '../../core/db/types';
import { notFound } from '../../core/errors';
import type { ListNotificationsQuery } from './dto';
import { toNotificationItem } from './notification-item';
import { signalStreams } from './stream-channel';
import { notifications } from './tables';

export interface Member {
  organizationId: number;
  userId: number;
}

const visibleTo = (member: Member, ...more: SQL[]) => and(
  eq(notifications.organizationId, member.organizationId),
  eq(notifications.userId, member.userId),
  isNull(notifications.hiddenAt),
  ...more,
);

/** Newest first; `unread=1` lists unread ones only. */
export async function listNotifications(db: Db, member: Member, language: Language, query: ListNotificationsQuery): Promise<Paged<NotificationItem>> {
  const where = query.unread === 1 ? visibleTo(member, isNull(notifications.readAt)) : visibleTo(member);
  const [total] = await db.select({ value: count() }).from(notifications).where(where);
  const rows = await db.select().from(notifications).where(where)
    .orderBy(desc(notifications.id)).offset(query.skip ?? 0).limit(query.take ?? 10);
  return { count: total?.value ?? 0, data: rows.map((row) => toNotificationItem(row, query.language ?? language)) };
}

export async function unreadCount(db: Db, member: Member): Promise<number> {
  const [total] = await db.select({ value: count() }).from(notifications).where(visibleTo(member, isNull(notifications.readAt)));
  return total?.value ?? 0;
}

/** Idempotent: reading again keeps the first time. 404 for another member's (or organization's) id. */
export async function markRead(db: Db, member: Member, notificationId: number, now: Date): Promise<{ id: number; readAt: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(notifications).set({ readAt: sql`coalesce(${notifications.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(visibleTo(member, eq(notifications.id, notificationId)))
      .returning({ id: notifications.id, readAt: notifications.readAt });
    if (!row?.readAt) throw notFound(ERROR_CODES.NOTIFICATION_NOT_FOUND, 'Notification not found');
    await signalStreams(tx, { k: 'c', o: member.organizationId, u: member.userId });
    return { id: row.id, readAt: row.readAt.toISOString() };
  });
}

export async function markAllRead(db: Db, member: Member, now: Date): Promise<{ read: number }> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(notifications).set({ readAt: now })
      .where(visibleTo(member, isNull(notifications.readAt))).returning({ id: notifications.id });
    if (rows.length) await signalStreams(tx, { k: 'c', o: member.organizationId, u: member.userId });
    return { read: rows.length };
  });
}

/** Hides it (spec section 4: deleted means hidden). Deleting again answers 404. */
export async function hideNotification(db: Db, member: Member, notificationId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.update(notifications).set({ hiddenAt: now })
      .where(visibleTo(member, eq(notifications.id, notificationId))).returning({ id: notifications.id });
    if (!row) throw notFound(ERROR_CODES.NOTIFICATION_NOT_FOUND, 'Notification not found');
    await signalStreams(tx, { k: 'c', o: member.organizationId, u: member.userId });
  });
}

/** Undo of a delete: the notification comes back as it was. */
export async function restoreNotification(db: Db, member: Member, notificationId: number, language: Language): Promise<NotificationItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(notifications).set({ hiddenAt: null })
      .where(and(eq(notifications.organizationId, member.organizationId), eq(notifications.userId, member.userId), eq(notifications.id, notificationId)))
      .returning();
    if (!row) throw notFound(ERROR_CODES.NOTIFICATION_NOT_FOUND, 'Notification not found');
    await signalStreams(tx, { k: 'c', o: member.organizationId, u: member.userId });
    return toNotificationItem(row, language);
  });
}
