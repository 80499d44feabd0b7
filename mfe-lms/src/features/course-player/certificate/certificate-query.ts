import { useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { OkBody } from '@halaqa/api-client';

export type CourseCertificateStatus = OkBody<'getCourseCertificate'>;

/**
 * GET courses/{id}/certificate: the member's certificate or what is still
 * missing. Its key starts with the course's, so a completion or an
 * attendance anywhere in the player reloads it.
 */
export function useCourseCertificate(courseId: number) {
  return useQuery({
    queryKey: ['lms', 'courses', courseId, 'certificate'] as const,
    queryFn: (): Promise<CourseCertificateStatus> => unwrap(api.GET('/api/courses/{courseId}/certificate', { params: { path: { courseId } } })),
  });
}
