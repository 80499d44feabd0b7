import { and, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { notFound } from '../../../core/errors';
import type { CertificateRow } from './issue-certificate';
import { certificates } from './tables';
import { isCertificateId } from './verification-code';

/** The one answer for a certificate that is not here: wrong, malformed, or another organization's. */
export const certificateNotFound = () => notFound(ERROR_CODES.CERTIFICATE_NOT_FOUND, 'No such certificate');

/**
 * A certificate of the organization (the holder's organization is the
 * tenant: one of another organization's site is not found), by its id.
 */
export async function findCertificate(db: Db, organizationId: number, certificateId: string): Promise<CertificateRow> {
  if (!isCertificateId(certificateId)) throw certificateNotFound();
  const [row] = await db.select().from(certificates)
    .where(and(eq(certificates.organizationId, organizationId), eq(certificates.id, certificateId)));
  if (!row) throw certificateNotFound();
  return row;
}
