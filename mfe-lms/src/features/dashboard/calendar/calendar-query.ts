import { useQuery } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { monthRange } from './calendar-month';

export type CalendarEntry = paths['/api/dashboard/calendar']['get']['responses'][200]['content']['application/json'][number];

/** GET dashboard/calendar for one month (first to last day). */
export function useCalendarMonth(year: number, month: number) {
  const { from, to } = monthRange(year, month);
  return useQuery({
    queryKey: ['lms', 'dashboard', 'calendar', from, to],
    queryFn: () => unwrap(api.GET('/api/dashboard/calendar', { params: { query: { from, to } } })),
  });
}
