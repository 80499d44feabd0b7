import { keepPreviousData, useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import type { OkBody } from '@halaqa/api-client';

export type PublicCertificate = OkBody<'verifyCertificate'>;
export type MyCertificatePage = OkBody<'listMyCertificates'>;
export type MyCertificate = MyCertificatePage['data'][number];

export const MY_CERTIFICATES_PAGE_SIZE = 12;

const keys = {
  verify: (id: string) => ['lms', 'certificates', 'verify', id] as const,
  mine: (page: number) => ['lms', 'certificates', 'mine', page] as const,
};

/** GET certificates/{id}: anyone, on the certificate's organization's site; unknown is 404 crt-001. */
export function usePublicCertificate(certificateId: string) {
  return useQuery({
    queryKey: keys.verify(certificateId),
    queryFn: (): Promise<PublicCertificate> => unwrap(api.GET('/api/certificates/{certificateId}', { params: { path: { certificateId } } })),
    retry: false,
  });
}

/** GET certificates/my: the member's certificates, a page at a time (1-based page). */
export function useMyCertificates(page: number) {
  return useQuery({
    queryKey: keys.mine(page),
    queryFn: (): Promise<MyCertificatePage> => unwrap(api.GET('/api/certificates/my', {
      params: { query: { skip: (page - 1) * MY_CERTIFICATES_PAGE_SIZE, take: MY_CERTIFICATES_PAGE_SIZE } },
    })),
    placeholderData: keepPreviousData,
  });
}
