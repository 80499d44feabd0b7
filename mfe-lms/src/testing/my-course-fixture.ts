import type { OkBody } from '@halaqa/api-client';
import { courseCardFixture } from './course-fixtures';

/** A course the member is enrolled in: my courses list it, and so does the dashboard's "continue learning". */
type EnrolledCourse = OkBody<'listMyCourses'>['data'][number];

/** A course of "my courses" as the API answers it; override what the test is about. */
export function myCourseFixture(overrides: Partial<EnrolledCourse> = {}): EnrolledCourse {
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
