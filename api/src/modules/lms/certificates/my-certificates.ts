import { and, count, desc, eq } from 'drizzle-orm';
import { ERROR_CODES } from '@halaqa/contracts';
import type { Db } from '../../../core/db/types';
import { AppError } from '../../../core/errors';
import { myCertificateDto } from './certificate-dto';
import type { MyCertificate } from './dto';
import { findCertificate } from './find-certificate';
import type { CertificateRow } from './issue-certificate';
import { certificates } from './tables';

export interface Holder {
  organizationId: number;
  userId: number;
}

/** GET certificates/my: the member's certificates, newest first (revoked ones too: they say so). */
export async function listMyCertificates(db: Db, holder: Holder, page: { skip: number; take: number }): Promise<{ count: number; data: MyCertificate[] }> {
  const mine = and(eq(certificates.organizationId, holder.organizationId), eq(certificates.userId, holder.userId));
  const [rows, [total]] = await Promise.all([
    db.select().from(certificates).where(mine).orderBy(desc(certificates.issuedAt), desc(certificates.id)).offset(page.skip).limit(page.take),
    db.select({ n: count() }).from(certificates).where(mine),
  ]);
  return { count: total?.n ?? 0, data: rows.map(myCertificateDto) };
}

/** The certificate, when the caller holds it: 404 crt-001 when it is not here, 403 crt-002 when it is someone else's. */
export async function heldCertificate(db: Db, holder: Holder, certificateId: string): Promise<CertificateRow> {
  const row = await findCertificate(db, holder.organizationId, certificateId);
  if (row.userId !== holder.userId) throw new AppError(403, ERROR_CODES.CERTIFICATE_NOT_YOURS, 'Only the holder may download a certificate');
  return row;
}
