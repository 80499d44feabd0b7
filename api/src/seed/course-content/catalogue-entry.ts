import type { CourseSeed } from '../catalogue-data';
import type { CourseCopy } from './course-copy';

/**
 * The complete course as one of its organization's catalogue courses: the
 * catalogue seed creates its row (listed, free, taught by the seeded
 * instructor, running from ten days ago for about two months) like every
 * other, so whatever counts the catalogue counts it too; course-content
 * then gives it its outline instead of the catalogue's placeholder one.
 */
export function catalogueEntry(copy: CourseCopy): CourseSeed {
  return {
    name: copy.name,
    briefDescription: copy.briefDescription,
    description: copy.description,
    language: copy.language,
    category: copy.category,
    learningTypes: ['online', 'blended'],
    duration: 4,
    durationUnit: 'WEEKS',
    startInDays: -10,
    endInDays: 60,
    byInstructor: true,
    topics: Object.values(copy.sections).map((section) => section.name),
    completeCourse: true,
  };
}
