import type { EnrollmentState } from '../enrollment/enrollment-state';

export interface SpecializationFacts {
  /** The member has enrolled in the specialization before. */
  enrolled: boolean;
  selfEnrollmentEnabled: boolean;
  /** The specialization's own price (minor units). */
  price: number;
  /** enrollmentStateOf of each of its catalogue courses, in the order enrollment takes them (by id). */
  courseStates: readonly EnrollmentState[];
}

/**
 * What the member may do about a specialization: the rules enrollment in
 * it applies, in the same order (its own gates, then each course's).
 */
export function specializationStateOf(facts: SpecializationFacts): EnrollmentState {
  if (facts.enrolled && facts.courseStates.every((state) => state === 'ENROLLED')) return 'ENROLLED';
  if (!facts.selfEnrollmentEnabled) return 'SELF_ENROLLMENT_DISABLED';
  if (facts.price > 0) return 'PAYMENT_REQUIRED';
  return facts.courseStates.find((state) => state !== 'ENROLLED' && state !== 'OPEN') ?? 'OPEN';
}
