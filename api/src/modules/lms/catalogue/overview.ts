import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { loadCourseCards, type CardViewer } from '../course-card';
import { enrollmentFactColumns } from '../enrollment/enrollment-facts';
import { enrollmentStateOf } from '../enrollment/enrollment-state';
import { personName } from '../localized-name';
import {
  courseEnrollees, courseInstructors, courses, courseSections, courseSubsections, courseTargetOrganizations, specializationCourses,
  specializations,
} from '../tables';
import { listableSpecialization, publishedTarget } from '../visibility';
import type { CourseOverview } from './dto';
import { callerEnrollment, readableCourse } from './readable-course';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The course as the tenant's catalogue shows it, or as its enrolled member
 * still sees it after it left the catalogue; 404 otherwise (another
 * organization's course, unpublished, deleted, long ended).
 */
export async function loadCourseOverview(db: Db, viewer: CardViewer, selfEnrollmentEnabled: boolean, courseId: number): Promise<CourseOverview> {
  const [row] = await db.select({
    description: courses.description,
    welcomeMessage: courses.welcomeMessage,
    courseSyllabus: courses.courseSyllabus,
    country: courses.country,
    city: courses.city,
    fromTo: courses.fromTo,
    ...enrollmentFactColumns,
    enrolled: sql<boolean>`${courseEnrollees.id} is not null`,
    isPinned: courseEnrollees.isPinned,
    isFinished: courseEnrollees.isFinished,
    progress: courseEnrollees.progress,
  }).from(courses)
    .leftJoin(courseTargetOrganizations, publishedTarget(viewer.organizationId))
    .leftJoin(courseEnrollees, callerEnrollment(viewer))
    .where(and(eq(courses.id, courseId), readableCourse(viewer)))
    .limit(1);
  if (!row) throw notFound(undefined, 'Course not found');

  const [[card], instructors, syllabus, containing] = await Promise.all([
    loadCourseCards(db, viewer, [courseId]),
    loadInstructors(db, viewer, courseId),
    loadSyllabus(db, courseId),
    db.select({ id: specializations.id, name: specializations.name })
      .from(specializationCourses)
      .innerJoin(specializations, eq(specializations.id, specializationCourses.specializationId))
      .where(and(eq(specializationCourses.courseId, courseId), listableSpecialization(viewer.organizationId)))
      .orderBy(asc(specializations.id)),
  ]);
  if (!card) throw notFound(undefined, 'Course not found');

  return {
    ...card,
    description: row.description,
    welcomeMessage: row.welcomeMessage,
    courseSyllabus: row.courseSyllabus,
    country: row.country,
    city: row.city,
    fromTo: row.fromTo,
    startEnrollmentDate: iso(row.startEnrollmentDate),
    endEnrollmentDate: iso(row.endEnrollmentDate),
    maxEnrollmentCount: row.maxEnrollmentCount,
    instructors,
    syllabus,
    enrollmentState: enrollmentStateOf({
      ...row,
      signedIn: viewer.userId !== null,
      selfEnrollmentEnabled,
      // Not offered here any more (an enrolled member reading it): nothing to pay.
      price: row.price ?? 0,
      now: viewer.now,
    }),
    enrollment: row.enrolled ? { isPinned: row.isPinned ?? false, isFinished: row.isFinished ?? false, progress: row.progress ?? 0 } : null,
    specializations: containing,
  };
}

async function loadInstructors(db: Db, viewer: CardViewer, courseId: number): Promise<CourseOverview['instructors']> {
  const rows = await db.select({
    id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
    profileImageId: users.profileImageId,
  }).from(courseInstructors)
    .innerJoin(users, eq(users.id, courseInstructors.userId))
    .where(and(eq(courseInstructors.courseId, courseId), eq(courseInstructors.isHidden, false)))
    .orderBy(asc(courseInstructors.sortOrder), asc(users.id));
  return rows.map((row) => ({
    id: row.id,
    name: personName(viewer.language, row),
    profileImageUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId),
  }));
}

/** Published sections, a week each, with their published subsections (names only: the content is for enrolled members). */
async function loadSyllabus(db: Db, courseId: number): Promise<CourseOverview['syllabus']> {
  const sections = await db.select({
    id: courseSections.id, name: courseSections.name, week: courseSections.week, learningObjectives: courseSections.learningObjectives,
  }).from(courseSections)
    .where(and(eq(courseSections.courseId, courseId), eq(courseSections.isPublished, true)))
    .orderBy(asc(courseSections.sortOrder), asc(courseSections.id));
  if (!sections.length) return [];
  const subsections = await db.select({
    id: courseSubsections.id, sectionId: courseSubsections.sectionId, name: courseSubsections.name,
    contentType: courseSubsections.contentType, isOptional: courseSubsections.isOptional,
  }).from(courseSubsections)
    .where(and(inArray(courseSubsections.sectionId, sections.map((section) => section.id)), eq(courseSubsections.isPublished, true)))
    .orderBy(asc(courseSubsections.sortOrder), asc(courseSubsections.id));
  return sections.map((section) => ({
    ...section,
    subsections: subsections.filter((sub) => sub.sectionId === section.id)
      .map(({ id, name, contentType, isOptional }) => ({ id, name, contentType, isOptional })),
  }));
}
