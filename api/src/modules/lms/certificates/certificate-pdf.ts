import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/db/types';
import { media } from '../../media/tables';
import type { MediaStorage } from '../../media/storage';
import { verificationPathOf } from './certificate-dto';
import type { CertificateRow } from './issue-certificate';
import { renderCertificatePdf } from './pdf/render-certificate';
import { templateOf } from './template-of';

/** A certificate icon larger than this is left out (a certificate is one page, not a photo album). */
const MAX_ICON_BYTES = 2 * 1024 * 1024;

async function bytesOf(stream: Readable): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_ICON_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The template's icon, when it is a PNG or JPEG of the organization still in storage. */
async function iconOf(db: Db, storage: MediaStorage, organizationId: number, mediaId: number | null): Promise<Buffer | null> {
  if (mediaId === null) return null;
  const [row] = await db.select({ key: media.key, mime: media.mime }).from(media)
    .where(and(eq(media.organizationId, organizationId), eq(media.id, mediaId), eq(media.status, 'READY')));
  if (!row || !['image/png', 'image/jpeg'].includes(row.mime)) return null;
  const stream = await storage.read(row.key);
  return stream ? bytesOf(stream) : null;
}

/**
 * The certificate's PDF, drawn when asked (nothing stored: the names are
 * the certificate's snapshot, the look its template's now). `site` is the
 * organization's site address, for the QR code and the printed link.
 */
export async function certificatePdf(db: Db, storage: MediaStorage, certificate: CertificateRow, site: string): Promise<Buffer> {
  const template = await templateOf(db, certificate.organizationId, certificate.templateId);
  const verificationUrl = new URL(verificationPathOf(certificate.id), `${site}/`).toString();
  return renderCertificatePdf({
    language: certificate.language === 'ENGLISH' ? 'ENGLISH' : 'ARABIC',
    holderName: certificate.holderName,
    courseName: certificate.courseName,
    organizationName: certificate.organizationName,
    issuedAt: certificate.issuedAt,
    verificationCode: certificate.verificationCode,
    verificationUrl,
    revoked: certificate.revokedAt !== null,
    primaryColor: template.primaryColor,
    secondaryColor: template.secondaryColor,
    fontFamily: template.fontFamily,
    icon: await iconOf(db, storage, certificate.organizationId, template.iconMediaId),
  });
}
