import { mediaContentUrl } from '../media/service';
import type { CourseCard, CourseLanguage } from './course-card-dto';
import type { courses, specializations } from './tables';

/** The fields every card of the catalogue starts with, a course's or a specialization's. */
export type CardBasics = Pick<CourseCard, 'id' | 'name' | 'briefDescription' | 'language' | 'coverImageUrl'>;

/** The columns they come from, of the courses or the specializations table. */
export function cardBasicsColumns<Table extends typeof courses | typeof specializations>(table: Table) {
  return {
    id: table.id,
    name: table.name,
    briefDescription: table.briefDescription,
    language: table.language,
    coverImageId: table.coverImageId,
  };
}

interface CardBasicsRow {
  id: number;
  name: string;
  briefDescription: string;
  language: string;
  coverImageId: number | null;
}

export function toCardBasics(row: CardBasicsRow): CardBasics {
  return {
    id: row.id,
    name: row.name,
    briefDescription: row.briefDescription,
    // Only COURSE_LANGUAGES are written: the input schemas say so (and, for courses, a check constraint).
    language: row.language as CourseLanguage,
    coverImageUrl: row.coverImageId === null ? null : mediaContentUrl(row.coverImageId),
  };
}
