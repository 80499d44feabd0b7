import { randomBytes, randomUUID } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or retyped from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * The code printed on a certificate: 12 random characters (60 bits) in three
 * groups, e.g. `7K3M-9QPX-2D4R`. The unique constraint catches the
 * (vanishingly rare) repeat.
 */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]!);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((group) => group.join('')).join('-');
}

/** A certificate's id: random (122 bits), the public page's address, so certificates cannot be listed by counting. */
export const newCertificateId = (): string => randomUUID();

const CERTIFICATE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path's id can be a certificate's (anything else is simply not found). */
export const isCertificateId = (value: string): boolean => CERTIFICATE_ID.test(value);
