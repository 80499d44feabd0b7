import { and, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/types';
import { courses, courseSections } from '../../modules/lms/tables';
import { localMediaStorage } from '../../modules/media/storage';
import { createAnnouncements } from './announcements';
import { createAssignments } from './assignments';
import { COPY_AR } from './copy-ar';
import { COPY_EN } from './copy-en';
import type { CourseCopy } from './course-copy';
import { ensureCourseMedia } from './course-media';
import { createOutline } from './create-outline';
import { seedDiscussionsSurveys } from './discussions-surveys';
import { seedExams } from './exams';
import { seedCertificates } from './certificates';
import { seedGrades } from './grades';
import { enrollLearners } from './learners';
import { coursePeople } from './people';

/** Which complete course each seeded organization gets: demo teaches in English, nour (an Arabic-first institute) in Arabic. */
export const COMPLETE_COURSES: Readonly<Record<string, CourseCopy>> = { demo: COPY_EN, nour: COPY_AR };

export interface CourseContentSeedOptions {
  /** The media folder; without it the course is seeded without its files (tests seed without one). */
  mediaDir?: string;
}

/**
 * Fills the organization's complete course (issue 12, item 9), whose row the
 * catalogue seed created (catalogue-entry.ts): every content type, lectures
 * past, live and upcoming, a locked section and one behind a prerequisite,
 * announcements and members at three stages. Idempotent: the content is
 * written once (while the course has no sections); its files wherever the
 * media folder lacks them.
 */
export async function seedCourseContent(db: Db, domainPrefix: string, now: Date, options: CourseContentSeedOptions = {}): Promise<void> {
  const copy = COMPLETE_COURSES[domainPrefix];
  if (!copy) return;
  const people = await coursePeople(db, domainPrefix);
  if (!people) return;
  const [course] = await db.select({ id: courses.id }).from(courses)
    .where(and(eq(courses.organizationId, people.organizationId), eq(courses.name, copy.name))).limit(1);
  if (!course) return;
  const [section] = await db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, course.id)).limit(1);
  if (!section) {
    // Mandatory attendance below 100%, so a member who missed a lecture can still pass.
    await db.update(courses).set({ welcomeMessage: copy.welcomeMessage, mandatoryAttendancePercentage: 0.75 }).where(eq(courses.id, course.id));
    const outline = await createOutline(db, course.id, copy, now);
    await createAnnouncements(db, course.id, people.instructorId, copy, now);
    await enrollLearners(db, course.id, people, outline, domainPrefix, now);
    await createAssignments(db, course.id, people, outline, copy, domainPrefix, now);
  }
  // Its own check (no grade item yet), so a course seeded before grades existed gains them.
  await seedGrades(db, course.id, people, domainPrefix);
  await seedCertificates(db, course.id, people, domainPrefix, now);
  // Its own check (no board yet): a course seeded before discussions existed gains them.
  await seedDiscussionsSurveys(db, course.id, people, domainPrefix, now);
  // Its own check (no exam yet), after grades: the exams report to their grade items.
  await seedExams(db, course.id, people, domainPrefix, now);
  if (options.mediaDir) {
    const owner = { organizationId: people.organizationId, userId: people.instructorId };
    await ensureCourseMedia(db, localMediaStorage(options.mediaDir), owner, course.id, copy);
  }
}
