import { COURSE_LANGUAGES } from '@halaqa/contracts';
import type { CourseLanguage, CourseSort } from '../api/types';

export const CATALOGUE_PAGE_SIZE = 12;
export const SORTS: readonly CourseSort[] = ['newest', 'oldest', 'name', 'price-asc', 'price-desc', 'rating', 'start-date'];
const DEFAULT_SORT: CourseSort = 'newest';

/**
 * What the all-courses page shows, all of it in the address so links,
 * back/forward and the app bar's "see all" link (`?query=`) restore it.
 * Prices are in the currency's major units, as the reader types them.
 */
export interface CatalogueState {
  query: string;
  categoryIds: number[];
  learningTypeIds: number[];
  languages: CourseLanguage[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: CourseSort;
  /** 1-based. */
  page: number;
}

const ids = (raw: string | null): number[] =>
  [...new Set((raw ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0))];

const price = (raw: string | null): number | null => {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : null;
};

const isSort = (value: string | null): value is CourseSort => SORTS.includes(value as CourseSort);
const isCourseLanguage = (value: string): value is CourseLanguage => COURSE_LANGUAGES.includes(value as CourseLanguage);

/** Reads the page state from `location.search`; anything malformed falls back to its default. */
export function readCatalogueState(search: string): CatalogueState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim().slice(0, 100),
    categoryIds: ids(params.get('categoryIds')),
    learningTypeIds: ids(params.get('learningTypeIds')),
    languages: [...new Set((params.get('languages') ?? '').split(',').filter(isCourseLanguage))],
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a state, defaults left out (`?query=sql&page=2`). */
export function writeCatalogueState(state: CatalogueState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.categoryIds.length) params.set('categoryIds', state.categoryIds.join(','));
  if (state.learningTypeIds.length) params.set('learningTypeIds', state.learningTypeIds.join(','));
  if (state.languages.length) params.set('languages', state.languages.join(','));
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** Whether any filter (not the text or the sort) narrows the list. */
export const hasFilters = (state: CatalogueState): boolean =>
  state.categoryIds.length > 0 || state.learningTypeIds.length > 0 || state.languages.length > 0
  || state.minPrice !== null || state.maxPrice !== null;

/** The state without filters (the text and the sort stay), back on page 1. */
export const withoutFilters = (state: CatalogueState): CatalogueState =>
  ({ ...state, categoryIds: [], learningTypeIds: [], languages: [], minPrice: null, maxPrice: null, page: 1 });
