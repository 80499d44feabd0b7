import { ERROR_CODES } from '@halaqa/contracts';
import { keepPreviousData, useQuery } from '@halaqa/query';
import { failureCode } from '@halaqa/ui/pages';
import {
  getAvailability, getCoach, getFilterOptions, getMyCoachProfile, getSettings, listBookings, listCoaches, listDisabledSlots, listSlots,
} from './coaching-calls';
import type { BookingWhen, CoachListQuery, MyCoachProfile } from './coaching-types';

export const COACHES_PAGE_SIZE = 12;
export const SESSIONS_PAGE_SIZE = 10;

/** Keys of the coaching queries; all start with ['coaching'] so one invalidation refreshes them all. */
export const coachingKeys = {
  all: ['coaching'] as const,
  coaches: (query: CoachListQuery) => ['coaching', 'coaches', query] as const,
  filterOptions: ['coaching', 'filter-options'] as const,
  coach: (coachId: number) => ['coaching', 'coach', coachId] as const,
  me: ['coaching', 'me'] as const,
  slots: (providerId: number, kind: 'PAID' | 'FREE', from: string, until: string) => ['coaching', 'slots', providerId, kind, from, until] as const,
  sessions: (role: 'client' | 'provider', when: BookingWhen, page: number) => ['coaching', 'sessions', role, when, page] as const,
  settings: ['coaching', 'settings'] as const,
  availability: ['coaching', 'availability'] as const,
  disabled: (from: string, until: string) => ['coaching', 'disabled', from, until] as const,
};

export function useCoaches(query: CoachListQuery) {
  return useQuery({ queryKey: coachingKeys.coaches(query), queryFn: () => listCoaches(query), placeholderData: keepPreviousData });
}

export function useFilterOptions() {
  return useQuery({ queryKey: coachingKeys.filterOptions, queryFn: getFilterOptions, staleTime: 5 * 60_000 });
}

export function useCoach(coachId: number) {
  return useQuery({ queryKey: coachingKeys.coach(coachId), queryFn: () => getCoach(coachId), enabled: coachId > 0 });
}

/**
 * GET coaches/me: the caller's own coach profile, or null when the caller is
 * no coach (403 cch-008 is an answer here, not a failure).
 */
export function useMyCoachProfile() {
  return useQuery({
    queryKey: coachingKeys.me,
    queryFn: async (): Promise<MyCoachProfile | null> => {
      try {
        return await getMyCoachProfile();
      } catch (error) {
        if (failureCode(error) === ERROR_CODES.COACHES_ONLY) return null;
        throw error;
      }
    },
  });
}

export function useSlots(providerId: number, kind: 'PAID' | 'FREE', range: { from: string; until: string } | null) {
  return useQuery({
    queryKey: coachingKeys.slots(providerId, kind, range?.from ?? '', range?.until ?? ''),
    queryFn: () => listSlots(providerId, { kind, from: range!.from, until: range!.until }),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSessions(role: 'client' | 'provider', when: BookingWhen, page: number, enabled = true) {
  return useQuery({
    queryKey: coachingKeys.sessions(role, when, page),
    queryFn: () => listBookings(role, { when, skip: (page - 1) * SESSIONS_PAGE_SIZE, take: SESSIONS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSettings() {
  return useQuery({ queryKey: coachingKeys.settings, queryFn: getSettings });
}

export function useAvailability() {
  return useQuery({ queryKey: coachingKeys.availability, queryFn: getAvailability });
}

export function useDisabledSlots(range: { from: string; until: string }) {
  return useQuery({ queryKey: coachingKeys.disabled(range.from, range.until), queryFn: () => listDisabledSlots(range) });
}
