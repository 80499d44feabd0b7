import { and, eq } from 'drizzle-orm';
import { CONFIG_KEYS, ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { configValue } from '../../organizations/service';
import { inEditableCourse } from '../authoring/editable-course';
import type { Manager } from '../manage/manager';
import { courses, courseTargetOrganizations } from '../tables';
import { completionSettingsOf } from './criteria';

export interface PassingCriteriaInput {
  passingGradePercentage: number;
  mandatoryAttendancePercentage: number;
  isCertificateIssuedManually?: boolean;
  /** The organization's offer of the course issues certificates. */
  issueCertificate?: boolean;
}

export interface CoursePassingSettings {
  /** The course's own criteria (fractions 0..1). */
  passingGradePercentage: number;
  mandatoryAttendancePercentage: number;
  /** What applies to this organization's members (the offer's or the organization's criteria win over the course's). */
  effective: { passingGradePercentage: number; mandatoryAttendancePercentage: number };
  isCertificateIssuedManually: boolean;
  issuesAutomatically: boolean;
}

/** Whether the organization lets this manager set passing criteria (spec section 6: a switch for administrators, one for instructors). */
async function assertMayConfigure(db: Db, manager: Manager): Promise<void> {
  const key = manager.isAdministrator ? CONFIG_KEYS.passingCriteriaForAdmins : CONFIG_KEYS.passingCriteriaForInstructors;
  if ((await configValue(db, manager.organizationId, key)) !== true) {
    throw new AppError(403, ERROR_CODES.PASSING_CRITERIA_LOCKED, 'The organization does not let you set passing criteria');
  }
}

async function settingsOf(db: Db, organizationId: number, courseId: number): Promise<CoursePassingSettings> {
  const [course] = await db.select({
    passingGradePercentage: courses.passingGradePercentage,
    mandatoryAttendancePercentage: courses.mandatoryAttendancePercentage,
    isCertificateIssuedManually: courses.isCertificateIssuedManually,
  }).from(courses).where(eq(courses.id, courseId));
  const settings = await completionSettingsOf(db, { organizationId, courseId });
  if (!course || !settings) throw new Error('passing settings of a course that does not exist');
  return { ...course, effective: settings.criteria, issuesAutomatically: settings.issuesAutomatically };
}

/** GET courses/{courseId}/passing-criteria: the course's criteria and certificate settings, and what applies here. */
export function coursePassingSettings(db: Db, manager: Manager, courseId: number): Promise<CoursePassingSettings> {
  return inEditableCourse(db, manager, courseId, (tx) => settingsOf(tx, manager.organizationId, courseId));
}

/**
 * PUT courses/{courseId}/passing-criteria: sets the course's criteria (and
 * whether it issues certificates by hand, and whether the organization's
 * offer issues them). Members are reviewed again at their next completion,
 * attendance or visit to the certificate page; nobody who finished is unset.
 */
export function setCoursePassingCriteria(db: Db, manager: Manager, courseId: number, input: PassingCriteriaInput): Promise<CoursePassingSettings> {
  return inEditableCourse(db, manager, courseId, async (tx) => {
    await assertMayConfigure(tx, manager);
    await tx.update(courses).set({
      passingGradePercentage: input.passingGradePercentage,
      mandatoryAttendancePercentage: input.mandatoryAttendancePercentage,
      ...(input.isCertificateIssuedManually === undefined ? {} : { isCertificateIssuedManually: input.isCertificateIssuedManually }),
      updatedAt: manager.now,
    }).where(eq(courses.id, courseId));
    if (input.issueCertificate !== undefined) {
      await tx.update(courseTargetOrganizations).set({ issueCertificate: input.issueCertificate }).where(and(
        eq(courseTargetOrganizations.courseId, courseId), eq(courseTargetOrganizations.organizationId, manager.organizationId),
      ));
    }
    return settingsOf(tx, manager.organizationId, courseId);
  });
}
