import { ERROR_CODES, type ErrorCode } from '@halaqa/contracts';

/** What a caller may do about a course (docs/design/lms-api.md "EnrollmentState"). */
export type EnrollmentState =
  | 'ENROLLED' | 'OPEN' | 'PAYMENT_REQUIRED' | 'NOT_OPEN' | 'CLOSED' | 'FULL' | 'COMING_SOON'
  | 'SELF_ENROLLMENT_DISABLED' | 'SIGN_IN';

export const ENROLLMENT_STATES: readonly EnrollmentState[] = [
  'ENROLLED', 'OPEN', 'PAYMENT_REQUIRED', 'NOT_OPEN', 'CLOSED', 'FULL', 'COMING_SOON', 'SELF_ENROLLMENT_DISABLED', 'SIGN_IN',
];

export interface EnrollmentFacts {
  signedIn: boolean;
  enrolled: boolean;
  selfEnrollmentEnabled: boolean;
  isComingSoon: boolean;
  /** Minor units in the caller's organization; 0 is free. */
  price: number;
  startEnrollmentDate: Date | null;
  endEnrollmentDate: Date | null;
  endDate: Date | null;
  maxEnrollmentCount: number | null;
  enrollmentCount: number;
  now: Date;
}

/** The one place the enrollment rules live: the overview shows this state, and enrollment refuses with its code. */
export function enrollmentStateOf(facts: EnrollmentFacts): EnrollmentState {
  if (facts.enrolled) return 'ENROLLED';
  if (!facts.signedIn) return 'SIGN_IN';
  if (!facts.selfEnrollmentEnabled) return 'SELF_ENROLLMENT_DISABLED';
  if (facts.isComingSoon) return 'COMING_SOON';
  const now = facts.now.getTime();
  if (facts.startEnrollmentDate && now < facts.startEnrollmentDate.getTime()) return 'NOT_OPEN';
  if (facts.endEnrollmentDate && now > facts.endEnrollmentDate.getTime()) return 'CLOSED';
  if (facts.endDate && now > facts.endDate.getTime()) return 'CLOSED';
  if (facts.maxEnrollmentCount !== null && facts.enrollmentCount >= facts.maxEnrollmentCount) return 'FULL';
  if (facts.price > 0) return 'PAYMENT_REQUIRED';
  return 'OPEN';
}

/** The refusal (status and catalogue code) for a state that does not allow enrolling now; null when it does. */
export function refusalOf(state: EnrollmentState): { status: 403 | 409; code: ErrorCode; message: string } | null {
  switch (state) {
    case 'OPEN':
    case 'ENROLLED':
      return null;
    case 'SIGN_IN':
      return { status: 403, code: ERROR_CODES.LOGIN_REQUIRED, message: 'Sign in to enroll' };
    case 'SELF_ENROLLMENT_DISABLED':
      return { status: 403, code: ERROR_CODES.SELF_ENROLLMENT_DISABLED, message: 'The organization does not offer self-enrollment' };
    case 'COMING_SOON':
      return { status: 409, code: ERROR_CODES.COURSE_COMING_SOON, message: 'The course is coming soon' };
    case 'NOT_OPEN':
      return { status: 409, code: ERROR_CODES.ENROLLMENT_NOT_OPEN, message: 'Enrollment has not opened yet' };
    case 'CLOSED':
      return { status: 409, code: ERROR_CODES.ENROLLMENT_CLOSED, message: 'Enrollment has closed' };
    case 'FULL':
      return { status: 409, code: ERROR_CODES.COURSE_FULL, message: 'The course is full' };
    case 'PAYMENT_REQUIRED':
      return { status: 409, code: ERROR_CODES.PAYMENT_REQUIRED, message: 'This course has a price: buy it through the cart' };
  }
}
