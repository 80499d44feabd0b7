import { toApiError } from '@halaqa/api-client';
import { api } from '@halaqa/session';

/**
 * Downloads the certificate's PDF: the API wants the member's token, which
 * a plain link cannot carry, so the file is fetched and handed to the
 * browser as a download of a blob address (revoked right after).
 */
export async function downloadCertificate(certificate: { id: string; verificationCode: string }): Promise<void> {
  const result = await api.GET('/api/certificates/{certificateId}/pdf', { params: { path: { certificateId: certificate.id } }, parseAs: 'blob' });
  if (result.error !== undefined || !result.response.ok || !result.data) throw toApiError(result.error, result.response);
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `certificate-${certificate.verificationCode}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
