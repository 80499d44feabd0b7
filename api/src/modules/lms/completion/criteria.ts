import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { coursePassingCriteria } from '../certificates/tables';
import { courses, courseTargetOrganizations } from '../tables';
import { criteriaOf, type PassingCriteria } from './passing-rule';

/** What completion needs to know of the course as offered to one organization. */
export interface CourseCompletionSettings {
  courseName: string;
  criteria: PassingCriteria;
  /** Certificates are issued on completion: not when the course issues them manually, nor where the target organization turns them off. */
  issuesAutomatically: boolean;
  /** The template the organization's offer names (null: the organization's default). */
  certificateTemplateId: number | null;
}

/**
 * The course's criteria and certificate settings for members of
 * `organizationId`: the course target organization's passing criteria,
 * else the organization's default criteria, else the course's own. A course
 * the organization owns without a target row issues certificates unless
 * it issues them manually; a target row with issueCertificate false does not.
 */
export async function completionSettingsOf(db: Db, { organizationId, courseId }: { organizationId: number; courseId: number }): Promise<CourseCompletionSettings | null> {
  const [row] = await db.select({
    name: courses.name,
    passingGradePercentage: courses.passingGradePercentage,
    mandatoryAttendancePercentage: courses.mandatoryAttendancePercentage,
    isCertificateIssuedManually: courses.isCertificateIssuedManually,
    targetId: courseTargetOrganizations.id,
    issueCertificate: courseTargetOrganizations.issueCertificate,
    certificateTemplateId: courseTargetOrganizations.certificateTemplateId,
    targetCriteriaId: courseTargetOrganizations.coursePassingCriteriaId,
  }).from(courses)
    .leftJoin(courseTargetOrganizations, and(eq(courseTargetOrganizations.courseId, courses.id), eq(courseTargetOrganizations.organizationId, organizationId)))
    .where(eq(courses.id, courseId));
  if (!row) return null;
  const criteriaRows = await db.select({
    id: coursePassingCriteria.id,
    passingGradePercentage: coursePassingCriteria.passingGradePercentage,
    mandatoryAttendancePercentage: coursePassingCriteria.mandatoryAttendancePercentage,
    isOrganizationDefault: coursePassingCriteria.isOrganizationDefault,
  }).from(coursePassingCriteria).where(eq(coursePassingCriteria.organizationId, organizationId));
  const target = row.targetCriteriaId === null ? undefined : criteriaRows.find((criteria) => criteria.id === row.targetCriteriaId);
  const organizationDefault = criteriaRows.find((criteria) => criteria.isOrganizationDefault);
  return {
    courseName: row.name,
    criteria: criteriaOf(row, target ?? null, organizationDefault ?? null),
    issuesAutomatically: !row.isCertificateIssuedManually && (row.targetId === null || row.issueCertificate === true),
    certificateTemplateId: row.certificateTemplateId,
  };
}
