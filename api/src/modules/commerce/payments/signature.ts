import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@halaqa/contracts';
import { AppError } from '../../../core/errors';

/**
 * The webhook signature of the API's own sandbox provider (and of any
 * provider that signs the same way): header `t=<unix seconds>,v1=<hex>`,
 * where v1 is HMAC-SHA256 of `${t}.${rawBody}` with the webhook secret. The
 * raw bytes are signed, never a re-serialized body. Several v1 values may be
 * sent (a secret being rotated): one match is enough.
 */
export const SIGNATURE_HEADER = 'x-webhook-signature';
/** A signature older or newer than this (seconds) is refused: a captured webhook cannot be replayed later. */
const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string | Buffer, timestamp: string, rawBody: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');

export function signWebhook(secret: string | Buffer, rawBody: Buffer | string, at: Date): string {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

const badSignature = (why: string) => new AppError(400, ERROR_CODES.WEBHOOK_SIGNATURE_INVALID, `Webhook signature refused: ${why}`);

/** Compares two secrets or signatures without telling where they differ (lengths differing is all it gives away). */
export function sameSecret(expected: string, given: string): boolean {
  const left = Buffer.from(expected);
  const right = Buffer.from(given);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 400 pay-003 when no v1 matches the body, 400 pay-004 when the signed time is out of tolerance. */
export function verifyWebhookSignature(secret: string | Buffer, rawBody: Buffer, header: string | string[] | undefined, now: Date): void {
  if (typeof header !== 'string' || header.length > 1000) throw badSignature('no signature header');
  let timestamp: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value !== undefined) timestamp = value;
    else if (key === 'v1' && value !== undefined) signatures.push(value.toLowerCase());
  }
  if (timestamp === null || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) throw badSignature('malformed signature header');
  const expected = hmacHex(secret, timestamp, rawBody);
  // Every candidate is compared (no early exit): the time taken does not tell which one matched.
  const matched = signatures.map((candidate) => sameSecret(expected, candidate)).includes(true);
  if (!matched) throw badSignature('the signature does not match the body');
  const skew = Math.abs(Math.floor(now.getTime() / 1000) - Number(timestamp));
  if (skew > SIGNATURE_TOLERANCE_SECONDS) {
    throw new AppError(400, ERROR_CODES.WEBHOOK_TIMESTAMP_INVALID, `Webhook time stamp is ${skew} s away from now (at most ${SIGNATURE_TOLERANCE_SECONDS} s)`);
  }
}
