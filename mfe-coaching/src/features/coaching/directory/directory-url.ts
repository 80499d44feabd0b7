import { toMinorUnits } from '@halaqa/ui/pages';
import { COACHES_PAGE_SIZE } from '../../../api/coaching-queries';
import type { CoachListQuery } from '../../../api/coaching-types';

/** What the directory shows, all of it in the address so links and back/forward restore it. */
export interface DirectoryState {
  query: string;
  specialtyId: number | null;
  language: string | null;
  /** Whole riyals, as typed. */
  minPrice: number | null;
  maxPrice: number | null;
  freeSession: boolean;
  availableWithinDays: number | null;
  /** 1-based. */
  page: number;
}

export const WITHIN_DAYS = [1, 3, 7, 14, 30] as const;

const wholeNumber = (raw: string | null, min: number, max: number): number | null => {
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
};

export function readDirectoryState(search: string): DirectoryState {
  const params = new URLSearchParams(search);
  const language = params.get('language');
  return {
    query: (params.get('query') ?? '').trim().slice(0, 100),
    specialtyId: wholeNumber(params.get('specialty'), 1, 9_999_999),
    language: language && /^[a-z]{2}$/.test(language) ? language : null,
    minPrice: wholeNumber(params.get('minPrice'), 0, 1_000_000),
    maxPrice: wholeNumber(params.get('maxPrice'), 0, 1_000_000),
    freeSession: params.get('free') === 'true',
    availableWithinDays: wholeNumber(params.get('within'), 1, 60),
    page: wholeNumber(params.get('page'), 1, 100_000) ?? 1,
  };
}

export function writeDirectoryState(state: DirectoryState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.specialtyId !== null) params.set('specialty', String(state.specialtyId));
  if (state.language) params.set('language', state.language);
  if (state.minPrice !== null) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.freeSession) params.set('free', 'true');
  if (state.availableWithinDays !== null) params.set('within', String(state.availableWithinDays));
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API request of a state (prices in halalas). */
export function coachesRequest(state: DirectoryState): CoachListQuery {
  return {
    skip: (state.page - 1) * COACHES_PAGE_SIZE,
    take: COACHES_PAGE_SIZE,
    ...(state.query ? { search: state.query } : {}),
    ...(state.specialtyId !== null ? { specialtyId: state.specialtyId } : {}),
    ...(state.language ? { language: state.language } : {}),
    ...(state.minPrice !== null ? { minPrice: toMinorUnits(state.minPrice, 'SAR') } : {}),
    ...(state.maxPrice !== null ? { maxPrice: toMinorUnits(state.maxPrice, 'SAR') } : {}),
    ...(state.freeSession ? { freeSession: true as const } : {}),
    ...(state.availableWithinDays !== null ? { availableWithinDays: state.availableWithinDays } : {}),
  };
}

export const EMPTY_FILTERS: Omit<DirectoryState, 'page'> = {
  query: '', specialtyId: null, language: null, minPrice: null, maxPrice: null, freeSession: false, availableWithinDays: null,
};

export const isNarrowed = (state: DirectoryState): boolean =>
  (Object.keys(EMPTY_FILTERS) as (keyof typeof EMPTY_FILTERS)[]).some((key) => state[key] !== EMPTY_FILTERS[key]);
