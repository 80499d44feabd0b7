import { useMutation } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { PlaybackAnswer } from './types';
import { useAfterCompletion } from './use-after-completion';

export interface PlaybackReport {
  ranges: Array<[number, number]>;
  position: number;
  /** Sent as the page goes away: the request must outlive it. */
  leaving?: boolean;
}

/** POST …/playback: the ranges watched since the last report and where the member is (merged with the stored ones by the server). */
export function useRecordPlayback(courseId: number, subsectionId: number) {
  const after = useAfterCompletion(courseId);
  return useMutation({
    mutationFn: ({ ranges, position, leaving }: PlaybackReport): Promise<PlaybackAnswer> => unwrap(api.POST('/api/courses/{courseId}/subsections/{subsectionId}/playback', {
      params: { path: { courseId, subsectionId } },
      body: { ranges, position },
      ...(leaving ? { keepalive: true } : {}),
    })),
    onSuccess: (answer) => after(subsectionId, answer),
  });
}
