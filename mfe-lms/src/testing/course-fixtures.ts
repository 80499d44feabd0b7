import type { CourseCardData } from '../course-ui/course-types';

/** A catalogue course as the API answers it; override what the test is about. */
export function courseCardFixture(overrides: Partial<CourseCardData> = {}): CourseCardData {
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
