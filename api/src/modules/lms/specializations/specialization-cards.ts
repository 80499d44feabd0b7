import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Paged } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { organizations } from '../../organizations/tables';
import { cardBasicsColumns, toCardBasics } from '../card-basics';
import type { Learner } from '../learner/my-courses';
import { courses, courseTargetOrganizations, specializationCourses, specializationEnrollees, specializations } from '../tables';
import { listableCourse, listableSpecialization, publishedTarget } from '../visibility';
import type { SpecializationCard, SpecializationListQuery } from './dto';

/** Its courses in the catalogue of the organization now (the rest are not shown to members). */
export function catalogueCoursesOf(db: Db, learner: Pick<Learner, 'organizationId' | 'now'>, specializationId: SQL | number) {
  return db.select({ courseId: specializationCourses.courseId }).from(specializationCourses)
    .innerJoin(courses, eq(courses.id, specializationCourses.courseId))
    .innerJoin(courseTargetOrganizations, publishedTarget(learner.organizationId))
    .where(and(eq(specializationCourses.specializationId, specializationId), listableCourse(learner.now)))
    .orderBy(specializationCourses.sortOrder, specializationCourses.courseId);
}

/** What members and managers alike see of a specialization (join organizations for the currency). */
export const specializationColumns = {
  ...cardBasicsColumns(specializations),
  description: specializations.description,
  price: specializations.price,
  currencyCode: organizations.currencyCode,
};

/** The cards of the specializations `where` selects among those the organization shows. */
export function selectSpecializationCards(db: Db, learner: Learner, where?: SQL) {
  return db.select({
    ...specializationColumns,
    courseCount: sql<number>`(select count(*)::int from (${catalogueCoursesOf(db, learner, sql`${specializations.id}`)}) as listed)`,
    isEnrolled: sql<boolean>`exists (select 1 from ${specializationEnrollees}
      where ${specializationEnrollees.specializationId} = ${specializations.id}
        and ${specializationEnrollees.organizationId} = ${learner.organizationId}
        and ${specializationEnrollees.userId} = ${learner.userId})`,
  }).from(specializations)
    .innerJoin(organizations, eq(organizations.id, specializations.organizationId))
    .where(and(listableSpecialization(learner.organizationId), where));
}

type CardRow = Awaited<ReturnType<typeof selectSpecializationCards>>[number];

export function toSpecializationCard(row: CardRow): SpecializationCard {
  return {
    ...toCardBasics(row),
    price: row.price,
    oldPrice: null,
    isDiscounted: false,
    currencyCode: row.currencyCode,
    courseCount: Number(row.courseCount),
    isEnrolled: row.isEnrolled,
  };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The specializations the organization shows, newest first. */
export async function listSpecializations(db: Db, learner: Learner, query: SpecializationListQuery): Promise<Paged<SpecializationCard>> {
  const text = query.query?.trim();
  const matches = text ? or(ilike(specializations.name, likePattern(text)), ilike(specializations.briefDescription, likePattern(text))) : undefined;
  const [total, rows] = await Promise.all([
    db.select({ value: count() }).from(specializations).where(and(listableSpecialization(learner.organizationId), matches)),
    selectSpecializationCards(db, learner, matches)
      .orderBy(desc(specializations.createdAt), desc(specializations.id))
      .offset(query.skip ?? 0)
      .limit(query.take ?? 12),
  ]);
  return { count: total[0]?.value ?? 0, data: rows.map(toSpecializationCard) };
}
