import { type Language } from '@halaqa/contracts';
import { notificationCategoryOf, type NotificationItem } from '@halaqa/contracts/src/notifications';
import { notificationPath } from './targets';
import type { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

/** A row as members see it, in `language` (the list, and the stream). */
export function toNotificationItem(row: NotificationRow, language: Language): NotificationItem {
  return {
    id: row.id,
    text: (language === 'ar' ? row.texts.ar : row.texts.en) || row.texts.en,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    imgUrl: row.imgUrl,
    to: notificationPath(row.data),
    category: notificationCategoryOf(row.templateId),
    data: row.data,
  };
}
