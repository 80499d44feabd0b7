import { eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import type { BothLanguages } from '../../notifications/events';
import { socialEventTranslations } from '../tables';

/** The event's title in both languages (its own language's, the other from its translation when there is one). */
export async function titlesOf(db: Db, event: { id: number; title: string; language: string }): Promise<BothLanguages> {
  const rows = await db.select({ language: socialEventTranslations.language, title: socialEventTranslations.title })
    .from(socialEventTranslations).where(eq(socialEventTranslations.eventId, event.id));
  const of = (language: 'en' | 'ar') => (event.language === language ? event.title : rows.find((row) => row.language === language)?.title ?? event.title);
  return { en: of('en'), ar: of('ar') };
}
