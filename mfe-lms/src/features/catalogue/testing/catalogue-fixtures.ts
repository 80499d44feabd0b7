import { courseCardFixture } from '../../../testing/course-fixtures';
import type { FilterOptions } from '../api/types';

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
