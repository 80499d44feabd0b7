import { useQueryClient } from '@halaqa/query';
import { findItem, withCompletion } from './outline-patch';
import { playerKeys } from './player-keys';
import type { CompletionAnswer, PlayerCourse } from './types';

/**
 * After an answer that may complete an item: when it newly completes it, the
 * outline ticks it at once, then the 'lms' queries reload (the outline's
 * progress, my courses, the dashboard), all but the items' own answers
 * (their media addresses would change under a playing video).
 */
export function useAfterCompletion(courseId: number) {
  const queryClient = useQueryClient();
  return (subsectionId: number, answer: CompletionAnswer) => {
    const outlines = queryClient.getQueriesData<PlayerCourse>({ queryKey: playerKeys.outlines(courseId) });
    const changed = outlines.some(([, course]) => {
      const found = course && findItem(course, subsectionId);
      return found ? found.item.isCompleted !== answer.isCompleted : false;
    });
    if (!changed) return;
    queryClient.setQueriesData<PlayerCourse>({ queryKey: playerKeys.outlines(courseId) }, (course) => course && withCompletion(course, subsectionId, answer));
    void queryClient.invalidateQueries({ queryKey: ['lms'], predicate: (query) => query.queryKey[3] !== 'player-item' });
  };
}
