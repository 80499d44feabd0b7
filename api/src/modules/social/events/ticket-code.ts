import { createHmac } from 'node:crypto';
import { derivedSecret, sameSignature } from '../../../core/access-token';

/**
 * The signed ticket code (docs/design/social-api.md "Tickets"):
 * base64url(`{organizationId}.{eventId}.{enrollmentId}.{nonce}`) + '.' +
 * HMAC-SHA256 over that first part with a key of its own, derived from the
 * access-token secret. Ids alone never make a ticket: the nonce is random and
 * changes when the place is taken again.
 */

export interface TicketClaims {
  organizationId: number;
  eventId: number;
  enrollmentId: number;
  nonce: string;
}

const signatureOf = (body: string) => createHmac('sha256', derivedSecret('event-ticket')).update(body).digest('base64url');

export function signTicket(claims: TicketClaims): string {
  const body = Buffer.from(`${claims.organizationId}.${claims.eventId}.${claims.enrollmentId}.${claims.nonce}`).toString('base64url');
  return `${body}.${signatureOf(body)}`;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ID = /^[1-9]\d{0,9}$/;

/** The claims of a code this server signed, or null (altered, forged or unreadable), compared in constant time. */
export function verifyTicket(code: string): TicketClaims | null {
  const parts = code.trim().split('.');
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  if (!BASE64URL.test(body) || !BASE64URL.test(signature)) return null;
  if (!sameSignature(signatureOf(body), signature)) return null;
  const fields = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (fields.length !== 4) return null;
  const [organizationId, eventId, enrollmentId, nonce] = fields as [string, string, string, string];
  if (!ID.test(organizationId) || !ID.test(eventId) || !ID.test(enrollmentId) || !nonce) return null;
  return { organizationId: Number(organizationId), eventId: Number(eventId), enrollmentId: Number(enrollmentId), nonce };
}
