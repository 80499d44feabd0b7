import type { BookingWhen } from '../../../api/coaching-types';

/** Which sessions /coaching/my-sessions shows, in the address (`?when=past&as=coach&page=2`). */
export interface SessionsState {
  when: BookingWhen;
  asCoach: boolean;
  page: number;
}

export const WHENS: readonly BookingWhen[] = ['UPCOMING', 'PAST', 'CANCELLED'];

export function readSessionsState(search: string): SessionsState {
  const params = new URLSearchParams(search);
  const when = (params.get('when') ?? '').toUpperCase() as BookingWhen;
  const page = Number(params.get('page'));
  return {
    when: WHENS.includes(when) ? when : 'UPCOMING',
    asCoach: params.get('as') === 'coach',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function writeSessionsState(state: SessionsState): string {
  const params = new URLSearchParams();
  if (state.when !== 'UPCOMING') params.set('when', state.when.toLowerCase());
  if (state.asCoach) params.set('as', 'coach');
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}
