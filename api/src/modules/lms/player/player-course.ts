import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { mediaContentUrl } from '../../media/service';
import { users } from '../../users/tables';
import { localizedName, personName } from '../localized-name';
import { progressOf } from '../progress/progress-rule';
import { courseInstructors, courseLearningTypes, learningTypes } from '../tables';
import type { PlayerCourse } from './dto';
import { iso, lockDto, playerItemOf } from './item-dto';
import { isRequired, loadOutline, progressItemOf, sectionProgressOf } from './outline';
import { writesProgress, type PlayerSeat } from './player-gate';
import { resumeSubsectionOf } from './resume';

/** GET courses/{courseId}/player: the course and its outline for the seat, in a handful of queries whatever its size. */
export async function coursePlayerOf(db: Db, seat: PlayerSeat): Promise<PlayerCourse> {
  const language = seat.caller.language;
  const [outline, types, instructors] = await Promise.all([
    loadOutline(db, seat),
    db.select({ id: learningTypes.id, slug: learningTypes.slug, nameEn: learningTypes.nameEn, nameAr: learningTypes.nameAr })
      .from(courseLearningTypes)
      .innerJoin(learningTypes, eq(learningTypes.id, courseLearningTypes.learningTypeId))
      .where(eq(courseLearningTypes.courseId, seat.course.id))
      .orderBy(asc(learningTypes.sortOrder), asc(learningTypes.id)),
    db.select({
      id: users.id, firstName: users.firstName, lastName: users.lastName, arFirstName: users.arFirstName, arLastName: users.arLastName,
      profileImageId: users.profileImageId,
    }).from(courseInstructors)
      .innerJoin(users, eq(users.id, courseInstructors.userId))
      .where(and(eq(courseInstructors.courseId, seat.course.id), eq(courseInstructors.isHidden, false)))
      .orderBy(asc(courseInstructors.sortOrder), asc(users.id)),
  ]);
  const student = writesProgress(seat);
  const sectionNames = new Map(outline.sections.map((section) => [section.id, section.name]));
  const lastVisited = seat.enrollment?.lastVisitedSubsectionId ?? null;
  const { course } = seat;
  return {
    id: course.id,
    name: course.name,
    language: course.language === 'ARABIC' ? 'ARABIC' : 'ENGLISH',
    welcomeMessage: course.welcomeMessage,
    description: course.description,
    courseSyllabus: course.courseSyllabus,
    startDate: iso(course.startDate),
    endDate: iso(course.endDate),
    duration: course.duration,
    durationUnit: course.durationUnit,
    learningTypes: types.map((type) => ({ id: type.id, slug: type.slug, name: localizedName(language, type.nameEn, type.nameAr) })),
    instructors: instructors.map((row) => ({
      id: row.id,
      name: personName(language, row),
      profileImageUrl: row.profileImageId === null ? null : mediaContentUrl(row.profileImageId),
    })),
    passingGradePercentage: course.passingGradePercentage,
    mandatoryAttendancePercentage: course.mandatoryAttendancePercentage,
    viewer: { role: seat.role, studentView: seat.studentView },
    // Computed with the stored formula's rule, so a course changed since the last completion still reads right.
    progress: student ? progressOf(outline.visible.map(progressItemOf)).percent : null,
    lastVisitedSubsectionId: lastVisited,
    resumeSubsectionId: resumeSubsectionOf(
      outline.visible.map((item) => ({ id: item.id, access: item.access, isRequired: isRequired(item), isCompleted: item.isCompleted })),
      lastVisited,
    ),
    sections: outline.sections.filter((section) => !section.access.hidden).map((section) => ({
      id: section.id,
      name: section.name,
      week: section.week,
      learningObjectives: section.learningObjectives,
      unlockStartDate: iso(section.unlockStartDate),
      prerequisites: section.prerequisiteIds.filter((id) => sectionNames.has(id) && !outline.access.sections.get(id)?.hidden)
        .map((id) => ({ id, name: sectionNames.get(id)! })),
      lock: lockDto(section.access.lock),
      progress: student ? sectionProgressOf(section) : null,
      subsections: section.subsections.filter((subsection) => !subsection.access.hidden).map((subsection) => playerItemOf(seat, subsection)),
    })),
  };
}
