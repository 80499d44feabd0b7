import type { CourseCard, CourseOverview, FilterOptions, ReviewPage } from '../api/types';

/** A catalogue course as the API answers it; override what the test is about. */
export function courseCardFixture(overrides: Partial<CourseCard> = {}): CourseCard {
  return {
    id: 11,
    name: 'Leading Teams',
    briefDescription: 'How to lead a small team through change.',
    language: 'ENGLISH',
    coverImageUrl: null,
    category: { id: 3, name: 'Leadership' },
    learningTypes: [{ id: 1, slug: 'online', name: 'Online' }],
    startDate: '2026-03-01T00:00:00.000Z',
    endDate: '2026-04-30T00:00:00.000Z',
    isComingSoon: false,
    duration: 6,
    durationUnit: 'WEEKS',
    rating: { average: 4.5, count: 12 },
    enrollmentCount: 40,
    isEnrolled: false,
    isWishlisted: false,
    price: 0,
    oldPrice: null,
    isDiscounted: false,
    currencyCode: 'SAR',
    ...overrides,
  };
}

/** The filter panel's options: a parent category with a child, two learning types, both languages, 0–500 SAR. */
export function filterOptionsFixture(): FilterOptions {
  return {
    categories: [
      { id: 3, parentId: null, name: 'Leadership', courseCount: 7 },
      { id: 4, parentId: 3, name: 'Coaching', courseCount: 2 },
      { id: 5, parentId: null, name: 'Data', courseCount: 5 },
    ],
    learningTypes: [{ id: 1, slug: 'online', name: 'Online', courseCount: 9 }, { id: 2, slug: 'on-campus', name: 'On campus', courseCount: 3 }],
    languages: [{ language: 'ENGLISH', courseCount: 8 }, { language: 'ARABIC', courseCount: 4 }],
    priceRange: { min: 0, max: 50000 },
    currencyCode: 'SAR',
  };
}

/** A page of `count` results holding `size` cards (ids from `firstId`). */
export function coursePageFixture(count: number, size = Math.min(count, 12), firstId = 1) {
  return { count, data: Array.from({ length: size }, (_, i) => courseCardFixture({ id: firstId + i, name: `Course ${firstId + i}` })) };
}

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
