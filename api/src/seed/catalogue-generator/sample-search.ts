import type { CataloguePlan } from './plan';

/** A search a visitor would make on the generated catalogue: a common word, the busiest category, English. */
export interface SampleSearch {
  query: string;
  categoryId: number;
  language: 'ENGLISH';
  /** Listed courses directly in the category that match (a parent category also brings its children's). */
  expectedAtLeast: number;
}

/** Words too short or too common to be a search anyone types. */
const STOP_WORDS = new Set(['to', 'of', 'for', 'in', 'the', 'with', 'and', 'through', 'weeks']);

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4 && !STOP_WORDS.has(word));

export function sampleSearch(plan: CataloguePlan): SampleSearch | null {
  const english = plan.courses.filter((course) => course.isListed && course.row.language === 'ENGLISH' && course.row.categoryId != null);
  const perCategory = new Map<number, typeof english>();
  for (const course of english) {
    const id = course.row.categoryId!;
    const list = perCategory.get(id) ?? [];
    list.push(course);
    perCategory.set(id, list);
  }
  const busiest = [...perCategory.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0];
  if (!busiest) return null;
  const [categoryId, inCategory] = busiest;

  // The most frequent name word; counted once per course.
  const frequency = new Map<string, number>();
  for (const course of inCategory) {
    for (const word of new Set(wordsOf(course.row.name))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const query = [...frequency.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
  if (!query) return null;
  const expectedAtLeast = inCategory.filter((course) =>
    wordsOf(`${course.row.name} ${course.row.briefDescription ?? ''}`).some((word) => word.startsWith(query))).length;
  return { query, categoryId, language: 'ENGLISH', expectedAtLeast };
}
