import type { EventLanguage, EventListQuery, EventPrice, EventType, EventWhen } from '../../../api/events-types';
import { EVENTS_PAGE_SIZE } from '../../../api/events-queries';

/**
 * What the events list shows, all of it in the address so links and
 * back/forward restore it. `when` left out is the page's default
 * (/social/events: upcoming; /social/all-events: all).
 */
export interface EventsState {
  query: string;
  when: EventWhen;
  type: EventType | null;
  language: EventLanguage | null;
  price: EventPrice | null;
  /** 1-based. */
  page: number;
}

export const WHENS: readonly EventWhen[] = ['UPCOMING', 'PAST', 'ALL'];
export const TYPES: readonly EventType[] = ['ONLINE', 'ON_SITE'];
export const LANGUAGES: readonly EventLanguage[] = ['en', 'ar'];
export const PRICES: readonly EventPrice[] = ['FREE', 'PAID'];

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | null => (values.includes(raw as T) ? (raw as T) : null);

/** Reads the list state from `location.search`; anything malformed falls back to its default. */
export function readEventsState(search: string, defaultWhen: EventWhen): EventsState {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim().slice(0, 100),
    when: oneOf(WHENS, params.get('when')) ?? defaultWhen,
    type: oneOf(TYPES, params.get('type')),
    language: oneOf(LANGUAGES, params.get('language')),
    price: oneOf(PRICES, params.get('price')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a state, defaults left out (`?query=ai&when=PAST&page=2`). */
export function writeEventsState(state: EventsState, defaultWhen: EventWhen): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  if (state.when !== defaultWhen) params.set('when', state.when);
  if (state.type) params.set('type', state.type);
  if (state.language) params.set('language', state.language);
  if (state.price) params.set('price', state.price);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API request of a state. */
export function listRequest(state: EventsState): EventListQuery {
  return {
    skip: (state.page - 1) * EVENTS_PAGE_SIZE,
    take: EVENTS_PAGE_SIZE,
    when: state.when,
    ...(state.query ? { search: state.query } : {}),
    ...(state.type ? { type: state.type } : {}),
    ...(state.language ? { language: state.language } : {}),
    ...(state.price ? { price: state.price } : {}),
  };
}

/** Whether a filter or the text narrows the list (then an empty list offers to clear them). */
export const isNarrowed = (state: EventsState, defaultWhen: EventWhen): boolean =>
  state.query !== '' || state.when !== defaultWhen || state.type !== null || state.language !== null || state.price !== null;
