import { courseCardFixture } from '../catalogue/testing/course-fixtures';
import type { MyCourse } from './my-courses-query';

/** A course of "my courses" as the API answers it; override what the test is about. */
export function myCourseFixture(overrides: Partial<MyCourse> = {}): MyCourse {
  return {
    ...courseCardFixture({ isEnrolled: true }),
    isPinned: false,
    isFinished: false,
    progress: 40,
    fromSpecialization: false,
    specializationId: null,
    enrolledAt: '2026-01-10T09:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}
