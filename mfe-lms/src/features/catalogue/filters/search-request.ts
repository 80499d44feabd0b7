import { skipOf, toMinorUnits } from '@halaqa/ui/pages';
import type { CourseSearchQuery } from '../api/types';
import { CATALOGUE_PAGE_SIZE, type CatalogueState } from './catalogue-url';

/** GET courses/search's query for a page state: comma lists, prices in minor units, skip = (page - 1) × size. */
export function searchRequest(state: CatalogueState, currencyCode: string): CourseSearchQuery {
  const query: CourseSearchQuery = { sort: state.sort, skip: skipOf(state.page, CATALOGUE_PAGE_SIZE), take: CATALOGUE_PAGE_SIZE };
  if (state.query) query.query = state.query;
  if (state.categoryIds.length) query.categoryIds = state.categoryIds.join(',');
  if (state.learningTypeIds.length) query.learningTypeIds = state.learningTypeIds.join(',');
  if (state.languages.length) query.languages = state.languages.join(',');
  if (state.minPrice !== null) query.minPrice = toMinorUnits(state.minPrice, currencyCode);
  if (state.maxPrice !== null) query.maxPrice = toMinorUnits(state.maxPrice, currencyCode);
  return query;
}
