import { courses, courseTargetOrganizations } from '../tables';

/**
 * The course columns enrollmentStateOf needs (select them with the course
 * joined to the tenant's target row, for the price).
 */
export const enrollmentFactColumns = {
  isComingSoon: courses.isComingSoon,
  startEnrollmentDate: courses.startEnrollmentDate,
  endEnrollmentDate: courses.endEnrollmentDate,
  endDate: courses.endDate,
  maxEnrollmentCount: courses.maxEnrollmentCount,
  enrollmentCount: courses.enrollmentCount,
  price: courseTargetOrganizations.price,
};
