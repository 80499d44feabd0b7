import { useMutation, useQueryClient } from '@halaqa/query';
import { bus } from '@halaqa/bus';
import { unwrap } from '@halaqa/api-client';
import { useTranslation } from '@halaqa/i18n';
import { api } from '@halaqa/session';
import { MY_COURSES_KEY, type MyCourse, type MyCoursesPage } from './my-courses-query';

/**
 * PUT courses/{id}/pin, shown at once: every cached page of my courses flips
 * the pin before the answer; a failure puts them back and says so in a toast.
 * Afterwards the lists reload (pinned courses come first).
 */
export function usePinCourse(course: MyCourse) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('mfe-lms');
  return useMutation({
    mutationFn: (isPinned: boolean) => unwrap(api.PUT('/api/courses/{courseId}/pin', {
      params: { path: { courseId: course.id } },
      body: { isPinned },
    })),
    onMutate: async (isPinned) => {
      await queryClient.cancelQueries({ queryKey: MY_COURSES_KEY });
      const before = queryClient.getQueriesData<MyCoursesPage>({ queryKey: MY_COURSES_KEY });
      queryClient.setQueriesData<MyCoursesPage>({ queryKey: MY_COURSES_KEY }, (page) => page && {
        ...page,
        data: page.data.map((item) => (item.id === course.id ? { ...item, isPinned } : item)),
      });
      return { before };
    },
    onError: (_error, isPinned, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
      bus.emit('toast', { type: 'error', message: t(isPinned ? 'myCourses.pinFailed' : 'myCourses.unpinFailed', { name: course.name }) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_COURSES_KEY }),
  });
}
