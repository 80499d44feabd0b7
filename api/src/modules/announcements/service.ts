import { and, count, desc, eq, gt, isNull, lte, notExists, or, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES, type Language, type OrganizationAnnouncement, type Paged } from '@halaqa/contracts';
import type { Db } from '../../core/db/types';
import { badRequest, notFound } from '../../core/errors';
import { recordEvent } from '../notifications/events';
import { DEFAULT_TAKE, type CreateAnnouncementBody, type ListAnnouncementsQuery } from './dto';
import { announcementDismissals, announcementTranslations, announcements } from './tables';

interface ListScope {
  organizationId: number;
  language: Language;
  /** The signed-in user, whose dismissals filterDismissed hides. */
  userId: number | null;
  now: Date;
}

export async function listAnnouncements(db: Db, scope: ListScope, query: ListAnnouncementsQuery): Promise<Paged<OrganizationAnnouncement>> {
  const conditions: SQL[] = [eq(announcements.organizationId, scope.organizationId)];
  if (query.filterExpired === 1) {
    conditions.push(or(isNull(announcements.endDate), gt(announcements.endDate, scope.now))!);
    conditions.push(or(isNull(announcements.startDate), lte(announcements.startDate, scope.now))!);
  }
  if (query.filterDismissed === 1 && scope.userId !== null) {
    conditions.push(notExists(db.select({ one: sql`1` }).from(announcementDismissals).where(and(
      eq(announcementDismissals.announcementId, announcements.id),
      eq(announcementDismissals.userId, scope.userId),
    ))));
  }
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(announcements).where(where);
  const rows = await db.select({
    id: announcements.id,
    body: sql<string>`coalesce(${announcementTranslations.body}, ${announcements.body})`,
    externalLink: announcements.externalLink,
    startDate: announcements.startDate,
    endDate: announcements.endDate,
    createdAt: announcements.createdAt,
  }).from(announcements)
    .leftJoin(announcementTranslations, and(
      eq(announcementTranslations.announcementId, announcements.id),
      eq(announcementTranslations.language, scope.language),
    ))
    .where(where)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .offset(query.skip ?? 0)
    .limit(query.take ?? DEFAULT_TAKE);
  return { count: total?.value ?? 0, data: rows.map(toAnnouncement) };
}

export async function createAnnouncement(
  db: Db,
  scope: { organizationId: number; userId: number; language: Language; now: Date },
  input: CreateAnnouncementBody,
): Promise<OrganizationAnnouncement> {
  const startDate = input.startDate ? new Date(input.startDate) : null;
  const endDate = input.endDate ? new Date(input.endDate) : null;
  if (startDate && endDate && endDate <= startDate) throw badRequest('endDate must be after startDate');
  const translations = new Map((input.translations ?? []).map((t) => [t.language, t.body]));
  const created = await db.transaction(async (tx) => {
    const [row] = await tx.insert(announcements).values({
      organizationId: scope.organizationId,
      body: input.body,
      externalLink: input.externalLink?.trim() || null,
      startDate,
      endDate,
      createdById: scope.userId,
    }).returning();
    if (!row) throw new Error('insert returned no row');
    if (translations.size) {
      await tx.insert(announcementTranslations).values([...translations].map(([language, body]) => ({
        organizationId: scope.organizationId, announcementId: row.id, language, body,
      })));
    }
    await recordEvent(tx, {
      type: 'announcement.published',
      organizationId: scope.organizationId,
      actorUserId: scope.userId,
      subject: { announcementId: row.id },
      audience: { kind: 'organization' },
      payload: { body: { en: translations.get('en') ?? input.body, ar: translations.get('ar') ?? input.body } },
      // Heard when it starts showing.
      deliverAt: startDate && startDate > scope.now ? startDate : null,
    });
    return row;
  });
  return toAnnouncement({ ...created, body: translations.get(scope.language) ?? created.body });
}

/** Idempotent: dismissing again keeps the first dismissal time. */
export async function dismissAnnouncement(db: Db, scope: { organizationId: number; userId: number }, announcementId: number) {
  const [announcement] = await db.select({ id: announcements.id }).from(announcements)
    .where(and(eq(announcements.organizationId, scope.organizationId), eq(announcements.id, announcementId))).limit(1);
  if (!announcement) throw notFound(ERROR_CODES.ANNOUNCEMENT_NOT_FOUND, 'Announcement not found');
  await db.insert(announcementDismissals)
    .values({ organizationId: scope.organizationId, announcementId, userId: scope.userId })
    .onConflictDoNothing();
  const [dismissal] = await db.select({ dismissedAt: announcementDismissals.dismissedAt }).from(announcementDismissals)
    .where(and(eq(announcementDismissals.announcementId, announcementId), eq(announcementDismissals.userId, scope.userId))).limit(1);
  if (!dismissal) throw new Error('dismissal row missing after insert');
  return { announcementId, dismissedAt: dismissal.dismissedAt.toISOString() };
}

function toAnnouncement(row: {
  id: number; body: string; externalLink: string | null; startDate: Date | null; endDate: Date | null; createdAt: Date;
}): OrganizationAnnouncement {
  return {
    id: row.id,
    body: row.body,
    externalLink: row.externalLink,
    startDate: row.startDate?.toISOString() ?? null,
    endDate: row.endDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
