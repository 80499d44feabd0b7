import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { learningCategories } from '../../learning-categories/tables';
import { localizedName, personName } from '../../lms/localized-name';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { coachingCoaches, coachingLanguages, coachingSettings, type Proficiency } from '../tables';
import type { CoachingViewer } from '../access';
import { DEFAULT_PROVIDER_SETTINGS, type ProviderSettings } from '../availability/settings';
import type { CoachCard } from './dto';

/**
 * The coaches as cards (docs/design/coaching-api.md "CoachCard"): one query
 * for a page of coaches with their member row, settings and specialty, one
 * for the languages of the whole page.
 */

type Language = CoachingViewer['language'];

/** Listed in the directory: the coach shows themself and their account is active. */
export const listedCoach: SQL = and(eq(coachingCoaches.isListed, true), isNull(users.deactivatedAt))!;

/** The name as the cards show it, in SQL, so the list can be ordered by it (personName's rule). */
function nameOrder(language: Language): SQL {
  if (language === 'en') return sql`${users.firstName} || ' ' || ${users.lastName}`;
  return sql`case when coalesce(${users.arFirstName}, '') <> ''
    then ${users.arFirstName} || ' ' || coalesce(nullif(${users.arLastName}, ''), ${users.lastName})
    else ${users.firstName} || ' ' || ${users.lastName} end`;
}

export interface CoachRowQuery {
  where: SQL;
  skip?: number;
  take?: number;
}

export type CoachRow = Awaited<ReturnType<typeof coachRows>>[number];

/** Coaches of the viewer's organization that match `where`, ordered by name in the viewer's language. */
export function coachRows(db: Db, viewer: CoachingViewer, query: CoachRowQuery) {
  const select = db.select({
    coach: coachingCoaches,
    person: {
      firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
      profileImageId: users.profileImageId, deactivatedAt: users.deactivatedAt,
    },
    settings: coachingSettings,
    specialty: { id: learningCategories.id, nameEn: learningCategories.nameEn, nameAr: learningCategories.nameAr },
  }).from(coachingCoaches)
    .innerJoin(users, and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId)))
    .leftJoin(coachingSettings, and(eq(coachingSettings.organizationId, coachingCoaches.organizationId), eq(coachingSettings.coachId, coachingCoaches.userId)))
    .leftJoin(learningCategories, and(
      eq(learningCategories.organizationId, coachingCoaches.organizationId), eq(learningCategories.id, coachingCoaches.specialtyCategoryId),
    ))
    .where(and(eq(coachingCoaches.organizationId, viewer.organizationId), query.where))
    .orderBy(asc(nameOrder(viewer.language)), asc(coachingCoaches.userId))
    .offset(query.skip ?? 0);
  return query.take === undefined ? select : select.limit(query.take);
}

/** The coach's settings, or the defaults when they never saved any. */
export function rowSettings(row: Pick<CoachRow, 'settings'>): ProviderSettings {
  if (!row.settings) return DEFAULT_PROVIDER_SETTINGS;
  const { organizationId: _organization, coachId: _coach, updatedAt: _updated, ...settings } = row.settings;
  return settings;
}

export interface SpokenLanguage { id: number; language: string; proficiency: Proficiency }

/** The languages of several coaches at once, by coach id (each coach's in the order they were added). */
export async function languagesOf(db: Db, organizationId: number, coachIds: readonly number[]): Promise<Map<number, SpokenLanguage[]>> {
  const byCoach = new Map<number, SpokenLanguage[]>();
  if (!coachIds.length) return byCoach;
  const rows = await db.select().from(coachingLanguages)
    .where(and(eq(coachingLanguages.organizationId, organizationId), inArray(coachingLanguages.coachId, [...coachIds])))
    .orderBy(asc(coachingLanguages.id));
  for (const row of rows) {
    const list = byCoach.get(row.coachId) ?? [];
    list.push({ id: row.id, language: row.language, proficiency: row.proficiency });
    byCoach.set(row.coachId, list);
  }
  return byCoach;
}

export function cardOf(row: CoachRow, language: Language, languages: readonly SpokenLanguage[], nextAvailableAt: Date | null): CoachCard {
  const settings = rowSettings(row);
  return {
    id: row.coach.userId,
    name: personName(language, row.person),
    avatarUrl: row.person.profileImageId === null ? null : mediaContentUrl(row.person.profileImageId),
    headline: localizedName(language, row.coach.headline, row.coach.headlineAr),
    specialty: row.specialty === null ? null : { id: row.specialty.id, name: localizedName(language, row.specialty.nameEn, row.specialty.nameAr) },
    languages: languages.map(({ language: code, proficiency }) => ({ language: code, proficiency })),
    price: row.coach.price,
    currency: 'SAR',
    sessionDuration: settings.sessionDuration,
    offersFreeSession: settings.enableFreeSession,
    freeSessionDuration: settings.freeSessionDuration,
    timeZone: settings.timeZone,
    nextAvailableAt: nextAvailableAt === null ? null : nextAvailableAt.toISOString(),
  };
}
