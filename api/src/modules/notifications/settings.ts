import { and, eq, sql } from 'drizzle-orm';
import { type Language } from '@halaqa/contracts';
import { NOTIFICATION_CONTROL_GROUPS, type NotificationControlGroup, type NotificationControlGroupKey, type NotificationSetting } from '@halaqa/contracts/src/notifications';
import type { Db } from '../../core/db/types';
import { badRequest } from '../../core/errors';
import type { SettingsBody } from './dto';
import type { Member } from './service';
import { notificationSettings } from './tables';

const GROUP_TEXTS: Record<NotificationControlGroupKey, Record<Language, { name: string; description: string }>> = {
  learning: {
    en: { name: 'Courses and learning', description: 'Enrollments, approvals, certificates and course updates' },
    ar: { name: 'الدورات والتعلم', description: 'التسجيل والموافقات والشهادات وتحديثات الدورات' },
  },
  announcements: {
    en: { name: 'Announcements', description: 'News from your organization and your courses' },
    ar: { name: 'الإعلانات', description: 'أخبار جهتك ودوراتك' },
  },
  discussions: {
    en: { name: 'Discussions', description: 'Replies and new posts in discussion boards' },
    ar: { name: 'النقاشات', description: 'الردود والمشاركات الجديدة في لوحات النقاش' },
  },
  grades: {
    en: { name: 'Grades and feedback', description: 'New grades and plagiarism reports' },
    ar: { name: 'الدرجات والملاحظات', description: 'الدرجات الجديدة وتقارير الاقتباس' },
  },
  community: {
    en: { name: 'Groups and posts', description: 'Group memberships, posts, comments and likes' },
    ar: { name: 'المجموعات والمنشورات', description: 'عضوية المجموعات والمنشورات والتعليقات والإعجابات' },
  },
  events: {
    en: { name: 'Events', description: 'Changes to events you joined' },
    ar: { name: 'الفعاليات', description: 'التغييرات على الفعاليات التي انضممت إليها' },
  },
  coaching: {
    en: { name: 'Coaching', description: 'Your coaching sessions: bookings, changes and reminders' },
    ar: { name: 'الإرشاد', description: 'جلسات الإرشاد: الحجوزات والتغييرات والتذكيرات' },
  },
  support: {
    en: { name: 'Support', description: 'Answers to your support tickets' },
    ar: { name: 'الدعم الفني', description: 'الردود على تذاكر الدعم الخاصة بك' },
  },
};

export function controlGroups(language: Language): NotificationControlGroup[] {
  return NOTIFICATION_CONTROL_GROUPS.map((group) => ({ id: group.id, key: group.key, ...GROUP_TEXTS[group.key][language] }));
}

/** Every group with the member's switch (a group never touched is on). */
export async function settingsOf(db: Db, member: Member): Promise<NotificationSetting[]> {
  const rows = await db.select({ id: notificationSettings.controlGroupId, isDisabled: notificationSettings.isDisabled })
    .from(notificationSettings)
    .where(and(eq(notificationSettings.organizationId, member.organizationId), eq(notificationSettings.userId, member.userId)));
  const disabled = new Map(rows.map((row) => [row.id, row.isDisabled]));
  return NOTIFICATION_CONTROL_GROUPS.map((group) => ({ notificationControlGroupId: group.id, isDisabled: disabled.get(group.id) ?? false }));
}

/** Writes the switches given (others stay); one transaction, idempotent. 400 for an unknown group. */
export async function updateSettings(db: Db, member: Member, body: SettingsBody, now: Date): Promise<NotificationSetting[]> {
  const known = new Set<number>(NOTIFICATION_CONTROL_GROUPS.map((group) => group.id));
  const unknown = body.find((setting) => !known.has(setting.notificationControlGroupId));
  if (unknown) throw badRequest(`Unknown notificationControlGroupId ${unknown.notificationControlGroupId}`);
  await db.transaction(async (tx) => {
    for (const setting of body) {
      await tx.insert(notificationSettings).values({
        organizationId: member.organizationId, userId: member.userId, controlGroupId: setting.notificationControlGroupId,
        isDisabled: setting.isDisabled, updatedAt: now,
      }).onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.controlGroupId],
        set: { isDisabled: sql`excluded.is_disabled`, updatedAt: now },
      });
    }
  });
  return settingsOf(db, member);
}
