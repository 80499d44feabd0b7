import type { CertificateRow } from './issue-certificate';
import type { ManagedCertificate, MyCertificate, PublicCertificate } from './dto';

/** The public page's path of a certificate (mfe-lms's `certificate` route: /certificates/:certificateId). */
export const verificationPathOf = (id: string) => `/certificates/${id}`;

export function publicCertificateDto(row: CertificateRow): PublicCertificate {
  return {
    id: row.id,
    holderName: row.holderName,
    courseName: row.courseName,
    organizationName: row.organizationName,
    issuedAt: row.issuedAt.toISOString(),
    language: row.language === 'ENGLISH' ? 'ENGLISH' : 'ARABIC',
    status: row.revokedAt ? 'REVOKED' : 'VALID',
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export function myCertificateDto(row: CertificateRow): MyCertificate {
  return {
    ...publicCertificateDto(row),
    courseId: row.courseId,
    verificationCode: row.verificationCode,
    verificationPath: verificationPathOf(row.id),
    pdfPath: `/api/certificates/${row.id}/pdf`,
  };
}

export function managedCertificateDto(row: CertificateRow): ManagedCertificate {
  return { ...myCertificateDto(row), userId: row.userId, issuedBy: row.issuedBy === 'MANUAL' ? 'MANUAL' : 'AUTOMATIC', reason: row.reason };
}
