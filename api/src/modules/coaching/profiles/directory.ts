import { and, asc, count, eq, gte, ilike, lte, max, min, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { learningCategories } from '../../learning-categories/tables';
import { localizedName } from '../../lms/localized-name';
import { likePattern } from '../../social/groups/membership/group-cards';
import { users } from '../../users/tables';
import { coachingCoaches, coachingLanguages, coachingSettings } from '../tables';
import type { CoachingViewer } from '../access';
import { DEFAULT_PROVIDER_SETTINGS } from '../availability/settings';
import { cardOf, coachRows, languagesOf, listedCoach, type CoachRow } from './coach-rows';
import type { CoachCard, CoachListQuery, FilterOptions } from './dto';
import { firstPaidSlots, NEXT_AVAILABLE_DAYS, nextAvailableOf } from './next-available';

/** The filters of GET coaches that SQL can apply (availableWithinDays needs the slot rule). */
function listFilters(query: CoachListQuery): SQL {
  const filters: SQL[] = [listedCoach];
  const search = query.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    filters.push(or(
      ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
      ilike(sql`coalesce(${users.arFirstName}, '') || ' ' || coalesce(${users.arLastName}, '')`, pattern),
      ilike(coachingCoaches.headline, pattern),
      ilike(coachingCoaches.headlineAr, pattern),
    )!);
  }
  if (query.specialtyId !== undefined) filters.push(eq(coachingCoaches.specialtyCategoryId, query.specialtyId));
  if (query.language !== undefined) {
    filters.push(sql`exists (select 1 from ${coachingLanguages} l where l.coach_id = ${coachingCoaches.userId}
      and l.organization_id = ${coachingCoaches.organizationId} and l.language = ${query.language})`);
  }
  if (query.minPrice !== undefined) filters.push(gte(coachingCoaches.price, query.minPrice));
  if (query.maxPrice !== undefined) filters.push(lte(coachingCoaches.price, query.maxPrice));
  if (query.freeSession === true) {
    filters.push(sql`coalesce(${coachingSettings.enableFreeSession}, ${DEFAULT_PROVIDER_SETTINGS.enableFreeSession}) = true`);
  }
  return and(...filters)!;
}

/** GET coaches: a page of listed coaches as cards, ordered by name. */
export async function coachDirectory(db: Db, viewer: CoachingViewer, query: CoachListQuery): Promise<{ count: number; data: CoachCard[] }> {
  const skip = query.skip ?? 0;
  const take = query.take ?? 12;
  const where = listFilters(query);
  let total: number;
  let page: CoachRow[];
  let firsts: Map<number, Date | null>;
  if (query.availableWithinDays === undefined) {
    const [rows, [counted]] = await Promise.all([
      coachRows(db, viewer, { where, skip, take }),
      db.select({ count: count() }).from(coachingCoaches)
        .innerJoin(users, and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId)))
        .leftJoin(coachingSettings, and(eq(coachingSettings.organizationId, coachingCoaches.organizationId), eq(coachingSettings.coachId, coachingCoaches.userId)))
        .where(and(eq(coachingCoaches.organizationId, viewer.organizationId), where)),
    ]);
    page = rows;
    total = counted?.count ?? 0;
    firsts = await firstPaidSlots(db, viewer.organizationId, page, viewer.now, NEXT_AVAILABLE_DAYS);
  } else {
    // Only the slot rule knows who is free: ask it for every coach the other filters keep, then page.
    const candidates = await coachRows(db, viewer, { where });
    const days = Math.max(query.availableWithinDays, NEXT_AVAILABLE_DAYS);
    firsts = await firstPaidSlots(db, viewer.organizationId, candidates, viewer.now, days);
    const horizon = viewer.now.getTime() + query.availableWithinDays * 86_400_000;
    const available = candidates.filter((row) => {
      const first = firsts.get(row.coach.userId);
      return first !== null && first !== undefined && first.getTime() < horizon;
    });
    total = available.length;
    page = available.slice(skip, skip + take);
  }
  const languages = await languagesOf(db, viewer.organizationId, page.map((row) => row.coach.userId));
  return {
    count: total,
    data: page.map((row) => cardOf(row, viewer.language, languages.get(row.coach.userId) ?? [], nextAvailableOf(firsts.get(row.coach.userId), viewer.now))),
  };
}

/** GET coaches/filter-options: what the directory's filters can choose from, over the listed coaches. */
export async function coachFilterOptions(db: Db, viewer: CoachingViewer): Promise<FilterOptions> {
  const listedHere = and(eq(coachingCoaches.organizationId, viewer.organizationId), listedCoach);
  const coachUser = and(eq(users.organizationId, coachingCoaches.organizationId), eq(users.id, coachingCoaches.userId));
  const [specialties, languages, [price]] = await Promise.all([
    db.selectDistinct({ id: learningCategories.id, nameEn: learningCategories.nameEn, nameAr: learningCategories.nameAr })
      .from(coachingCoaches).innerJoin(users, coachUser)
      .innerJoin(learningCategories, and(
        eq(learningCategories.organizationId, coachingCoaches.organizationId), eq(learningCategories.id, coachingCoaches.specialtyCategoryId),
      ))
      .where(listedHere),
    db.selectDistinct({ language: coachingLanguages.language }).from(coachingLanguages)
      .innerJoin(coachingCoaches, and(eq(coachingCoaches.organizationId, coachingLanguages.organizationId), eq(coachingCoaches.userId, coachingLanguages.coachId)))
      .innerJoin(users, coachUser)
      .where(listedHere).orderBy(asc(coachingLanguages.language)),
    db.select({ min: min(coachingCoaches.price), max: max(coachingCoaches.price) }).from(coachingCoaches).innerJoin(users, coachUser).where(listedHere),
  ]);
  const named = specialties.map((row) => ({ id: row.id, name: localizedName(viewer.language, row.nameEn, row.nameAr) }));
  named.sort((a, b) => a.name.localeCompare(b.name, viewer.language) || a.id - b.id);
  return { specialties: named, languages: languages.map((row) => row.language), price: { min: price?.min ?? 0, max: price?.max ?? 0 } };
}
