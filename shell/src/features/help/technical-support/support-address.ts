import { useCallback } from 'react';
import { useLocation, useNavigate } from '@halaqa/router';

/** What /technical-support shows, kept in its address so links, back and forward keep it. */
export interface SupportAddress {
  /** One ticket's conversation (`?ticket=`). */
  ticketId: number | null;
  /** The new-ticket form (`?new=1`). */
  composing: boolean;
  /** `?view=all`: every ticket of the organization (administrators). */
  view: 'mine' | 'all';
  /** The list's page, 1-based (`?page=`). */
  page: number;
}

const positive = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function parseSupportAddress(search: string): SupportAddress {
  const query = new URLSearchParams(search);
  return {
    ticketId: positive(query.get('ticket')),
    composing: query.get('new') === '1',
    view: query.get('view') === 'all' ? 'all' : 'mine',
    page: positive(query.get('page')) ?? 1,
  };
}

/** The query string of an address (the defaults left out). */
export function searchOf(address: Partial<SupportAddress>): string {
  const query = new URLSearchParams();
  if (address.ticketId) query.set('ticket', String(address.ticketId));
  if (address.composing) query.set('new', '1');
  if (address.view === 'all') query.set('view', 'all');
  if (address.page && address.page > 1) query.set('page', String(address.page));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** History state of a move back to the list from a ticket or the form: the list's title takes the focus. */
export interface ListArrival {
  focusList: true;
}

export const BACK_TO_LIST: ListArrival = { focusList: true };

export function isListArrival(state: unknown): state is ListArrival {
  return state !== null && typeof state === 'object' && (state as Partial<ListArrival>).focusList === true;
}

export function useSupportAddress() {
  const location = useLocation();
  const navigate = useNavigate();
  const address = parseSupportAddress(location.search);
  const go = useCallback((next: Partial<SupportAddress>, state?: ListArrival) => {
    navigate({ pathname: location.pathname, search: searchOf(next) }, state ? { state } : undefined);
  }, [location.pathname, navigate]);
  return { address, go };
}
