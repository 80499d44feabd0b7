import { ERROR_CODES } from '@halaqa/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { sanitizeRichText } from '../../../core/rich-text';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { socialEventGuests, socialEventHosts, socialEventTranslations } from '../tables';
import type { SignedInViewer } from './access';
import { assertOwnMedia } from './manage-events';
import { eventOf } from './visible-event';

/** PUT / DELETE events/{eventId}/hosts/{userId}: idempotent; the host is a member of the organization (else 404). */
export async function setHost(db: Db, viewer: SignedInViewer, eventId: number, userId: number, host: boolean): Promise<void> {
  await eventOf(db, viewer.organizationId, eventId);
  if (!host) {
    await db.delete(socialEventHosts).where(and(eq(socialEventHosts.eventId, eventId), eq(socialEventHosts.userId, userId)));
    return;
  }
  const [member] = await db.select({ id: users.id }).from(users).where(and(eq(users.organizationId, viewer.organizationId), eq(users.id, userId))).limit(1);
  if (!member) throw notFound(ERROR_CODES.NOT_FOUND, 'Member not found');
  await db.insert(socialEventHosts).values({ organizationId: viewer.organizationId, eventId, userId }).onConflictDoNothing();
}

/** POST events/{eventId}/guests: a speaker from outside the organization. */
export async function addGuest(db: Db, viewer: SignedInViewer, eventId: number, body: { name: string; bio?: string; avatarMediaId?: number | null }) {
  await eventOf(db, viewer.organizationId, eventId);
  if (body.avatarMediaId) await assertOwnMedia(db, viewer.organizationId, [body.avatarMediaId]);
  const [row] = await db.insert(socialEventGuests).values({
    organizationId: viewer.organizationId, eventId, name: body.name.trim(), bio: body.bio?.trim() ?? '', avatarMediaId: body.avatarMediaId ?? null,
  }).returning();
  return { id: row!.id, name: row!.name, bio: row!.bio, avatarUrl: row!.avatarMediaId === null ? null : mediaContentUrl(row!.avatarMediaId) };
}

/** DELETE events/{eventId}/guests/{guestId}: 404 when the event has no such guest. */
export async function removeGuest(db: Db, viewer: SignedInViewer, eventId: number, guestId: number): Promise<void> {
  await eventOf(db, viewer.organizationId, eventId);
  const removed = await db.delete(socialEventGuests).where(and(eq(socialEventGuests.eventId, eventId), eq(socialEventGuests.id, guestId)))
    .returning({ id: socialEventGuests.id });
  if (!removed.length) throw notFound(ERROR_CODES.NOT_FOUND, 'Guest not found');
}

/** PUT events/{eventId}/translations/{language}: the event's texts in that language (rich text sanitized). */
export async function putTranslation(
  db: Db, viewer: SignedInViewer, eventId: number, language: 'en' | 'ar',
  body: { title: string; description?: string; outline?: string; targetAudience?: string },
): Promise<void> {
  await eventOf(db, viewer.organizationId, eventId);
  const values = {
    title: body.title.trim(),
    description: sanitizeRichText(body.description ?? ''),
    outline: sanitizeRichText(body.outline ?? ''),
    targetAudience: sanitizeRichText(body.targetAudience ?? ''),
  };
  await db.insert(socialEventTranslations).values({ organizationId: viewer.organizationId, eventId, language, ...values })
    .onConflictDoUpdate({ target: [socialEventTranslations.eventId, socialEventTranslations.language], set: values });
}
