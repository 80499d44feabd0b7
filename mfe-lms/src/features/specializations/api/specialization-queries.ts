import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { usePageLanguage } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { skipOf } from '@halaqa/ui/pages';
import type { SpecializationOverview } from './types';

export const SPECIALIZATIONS_PAGE_SIZE = 12;

const specializationKeys = {
  list: (language: string, page: number) => ['lms', 'specializations', 'list', language, page] as const,
  overview: (id: number, language: string) => ['lms', 'specializations', id, language] as const,
};

/** GET specializations, a page at a time. */
export function useSpecializations(page: number) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: specializationKeys.list(language, page),
    queryFn: () => unwrap(api.GET('/api/specializations', {
      params: { query: { skip: skipOf(page, SPECIALIZATIONS_PAGE_SIZE), take: SPECIALIZATIONS_PAGE_SIZE } },
    })),
    placeholderData: keepPreviousData,
  });
}

/** GET specializations/{id}: the specialization with its courses in order. */
export function useSpecialization(id: number) {
  const language = usePageLanguage();
  return useQuery({
    queryKey: specializationKeys.overview(id, language),
    queryFn: () => unwrap(api.GET('/api/specializations/{specializationId}', { params: { path: { specializationId: id } } })),
  });
}

/**
 * POST specializations/{id}/enroll: enrolls the member in each of its
 * courses. On success the page says Enrolled on the specialization and on
 * every course at once, then every courses query reloads.
 */
export function useEnrollInSpecialization(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/specializations/{specializationId}/enroll', { params: { path: { specializationId: id } } })),
    onSuccess: async () => {
      queryClient.setQueriesData<SpecializationOverview>({ queryKey: ['lms', 'specializations', id] }, (data) => data && {
        ...data,
        isEnrolled: true,
        enrollmentState: 'ENROLLED',
        courses: data.courses.map((course) => ({ ...course, isEnrolled: true })),
      });
      await queryClient.invalidateQueries({ queryKey: ['lms'] });
    },
  });
}
