import type { courses, courseTargetOrganizations } from '../tables';
import type { CoursePatch } from './dto';

type CourseColumns = Partial<typeof courses.$inferInsert>;
type TargetColumns = Partial<Pick<typeof courseTargetOrganizations.$inferInsert, 'price' | 'oldPrice' | 'isDiscounted'>>;

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/** The courses columns an input sets: only the fields it carries (a PATCH leaves the others alone). */
export function courseColumnsOf(input: CoursePatch): CourseColumns {
  const columns: CourseColumns = {};
  if (input.name !== undefined) columns.name = input.name.trim();
  if (input.briefDescription !== undefined) columns.briefDescription = input.briefDescription;
  if (input.description !== undefined) columns.description = input.description;
  if (input.welcomeMessage !== undefined) columns.welcomeMessage = input.welcomeMessage;
  if (input.courseSyllabus !== undefined) columns.courseSyllabus = input.courseSyllabus;
  if (input.language !== undefined) columns.language = input.language;
  if (input.categoryId !== undefined) columns.categoryId = input.categoryId;
  if (input.country !== undefined) columns.country = input.country;
  if (input.city !== undefined) columns.city = input.city;
  if (input.duration !== undefined) columns.duration = input.duration;
  if (input.durationUnit !== undefined) columns.durationUnit = input.durationUnit;
  if (input.fromTo !== undefined) columns.fromTo = input.fromTo;
  if (input.startDate !== undefined) columns.startDate = dateOrNull(input.startDate);
  if (input.endDate !== undefined) columns.endDate = dateOrNull(input.endDate);
  if (input.startEnrollmentDate !== undefined) columns.startEnrollmentDate = dateOrNull(input.startEnrollmentDate);
  if (input.endEnrollmentDate !== undefined) columns.endEnrollmentDate = dateOrNull(input.endEnrollmentDate);
  if (input.maxEnrollmentCount !== undefined) columns.maxEnrollmentCount = input.maxEnrollmentCount;
  if (input.isComingSoon !== undefined) columns.isComingSoon = input.isComingSoon;
  if (input.coverImageId !== undefined) columns.coverImageId = input.coverImageId;
  return columns;
}

/** The price columns of the organization's offer that an input sets. */
export function targetColumnsOf(input: CoursePatch): TargetColumns {
  const columns: TargetColumns = {};
  if (input.price !== undefined) columns.price = input.price;
  if (input.oldPrice !== undefined) columns.oldPrice = input.oldPrice;
  if (input.isDiscounted !== undefined) columns.isDiscounted = input.isDiscounted;
  return columns;
}
