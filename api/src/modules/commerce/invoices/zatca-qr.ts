import { decimalAmount } from './money-text';

/**
 * The ZATCA phase-one QR payload of a simplified tax invoice (e-invoicing
 * regulation, "generation phase"): five TLV fields, each a one-byte tag, a
 * one-byte length of the value in UTF-8 bytes (not characters: an Arabic
 * letter is two bytes) and the value; the whole payload base64-encoded.
 */
export interface ZatcaFields {
  /** Tag 1. */
  sellerName: string;
  /** Tag 2: the 15-digit VAT registration number. */
  vatNumber: string;
  /** Tag 3: ISO 8601, e.g. 2026-03-01T09:30:00Z. */
  timestamp: string;
  /** Tag 4: the invoice total with VAT, "1150.00". */
  totalWithVat: string;
  /** Tag 5: the VAT amount, "150.00". */
  vatAmount: string;
}

const TAGS = [
  [1, 'sellerName'], [2, 'vatNumber'], [3, 'timestamp'], [4, 'totalWithVat'], [5, 'vatAmount'],
] as const satisfies ReadonlyArray<readonly [number, keyof ZatcaFields]>;

/** One byte holds the length. */
const MAX_VALUE_BYTES = 255;

/**
 * The value's UTF-8 bytes, cut at a character boundary when longer than a
 * length byte can say (a seller name is the only value that can be that
 * long; a cut name still reads, a wrong length would break the whole code).
 */
function valueBytes(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length <= MAX_VALUE_BYTES) return bytes;
  let end = MAX_VALUE_BYTES;
  // A UTF-8 continuation byte is 10xxxxxx: step back to the start of its character.
  while (end > 0 && (bytes[end]! & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end);
}

export function encodeZatcaTlv(fields: ZatcaFields): string {
  const parts = TAGS.map(([tag, key]) => {
    const value = valueBytes(fields[key]);
    return Buffer.concat([Buffer.from([tag, value.length]), value]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a payload back (tests, and the end-to-end check of a downloaded invoice's QR code); throws on a malformed one. */
export function decodeZatcaTlv(base64: string): ZatcaFields {
  const bytes = Buffer.from(base64, 'base64');
  const values = new Map<number, string>();
  let at = 0;
  while (at < bytes.length) {
    if (at + 2 > bytes.length) throw new Error('TLV: truncated header');
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    if (at + 2 + length > bytes.length) throw new Error(`TLV: tag ${tag} runs past the end`);
    values.set(tag, bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  const read = (tag: number) => {
    const value = values.get(tag);
    if (value === undefined) throw new Error(`TLV: tag ${tag} is missing`);
    return value;
  };
  return {
    sellerName: read(1), vatNumber: read(2), timestamp: read(3), totalWithVat: read(4), vatAmount: read(5),
  };
}

/** The time stamp as ZATCA's examples write it: UTC, whole seconds. */
export function zatcaTimestamp(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The payload of an invoice or credit note from its stored figures (halalas). */
export function invoiceQr(invoice: { sellerName: string; sellerVatNumber: string; issuedAt: Date; totalAmount: number; taxAmount: number }): string {
  return encodeZatcaTlv({
    sellerName: invoice.sellerName,
    vatNumber: invoice.sellerVatNumber,
    timestamp: zatcaTimestamp(invoice.issuedAt),
    totalWithVat: decimalAmount(invoice.totalAmount),
    vatAmount: decimalAmount(invoice.taxAmount),
  });
}
