import { courseCardFixture } from '../../../testing/course-fixtures';
import type { CourseOverview, ReviewPage } from '../api/types';

/** A course overview as GET courses/{id} answers it (free, open for enrollment). */
export function courseOverviewFixture(overrides: Partial<CourseOverview> = {}): CourseOverview {
  return {
    ...courseCardFixture(),
    description: 'Six weeks of practice.\nOne project.',
    welcomeMessage: 'Welcome aboard!',
    courseSyllabus: null,
    country: 'Saudi Arabia',
    city: 'Riyadh',
    fromTo: null,
    startEnrollmentDate: '2026-02-01T00:00:00.000Z',
    endEnrollmentDate: '2026-02-28T00:00:00.000Z',
    maxEnrollmentCount: null,
    instructors: [{ id: 5, name: 'Huda Saleh', profileImageUrl: null }],
    syllabus: [
      { id: 1, name: 'Getting started', week: 1, learningObjectives: 'Know your team.', subsections: [{ id: 10, name: 'Welcome video', contentType: 'FILE', isOptional: false }] },
      { id: 2, name: 'Hard talks', week: 2, learningObjectives: null, subsections: [{ id: 11, name: 'Role play', contentType: null, isOptional: true }] },
    ],
    enrollmentState: 'OPEN',
    enrollment: null,
    specializations: [{ id: 8, name: 'People Leadership' }],
    ...overrides,
  };
}

/** A review page of `count` reviews holding `size` of them (ids from `firstId`), with its summary. */
export function reviewPageFixture(count: number, size = Math.min(count, 5), firstId = 1): ReviewPage {
  return {
    count,
    data: Array.from({ length: size }, (_, i) => ({
      id: firstId + i,
      rating: 4,
      text: `Review ${firstId + i}`,
      createdAt: '2026-03-10T00:00:00.000Z',
      updatedAt: '2026-03-10T00:00:00.000Z',
      author: { id: 100 + firstId + i, name: `Member ${firstId + i}`, profileImageUrl: null },
    })),
    summary: { average: count ? 4 : null, count, distribution: { 1: 0, 2: 0, 3: 0, 4: count, 5: 0 } },
  };
}
