import { bearerToken, HTTP_HEADERS, type Language } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import type { OrganizationCache } from '../../../core/organization-cache';

/**
 * GET `address` through the API's own route in process, with every gate,
 * schema and row-level security a browser's call meets, so a page never
 * shows more than the API would answer. Throws on anything but 200.
 */
async function answerOf(app: FastifyInstance, prefix: string, language: Language, address: string, accessToken?: string): Promise<unknown> {
  const answer = await app.inject({
    method: 'GET',
    url: address,
    headers: {
      [HTTP_HEADERS.organization]: prefix,
      [HTTP_HEADERS.language]: language,
      accept: 'application/json',
      ...(accessToken ? { authorization: bearerToken(accessToken) } : {}),
    },
  });
  if (answer.statusCode !== 200) throw new Error(`${address}: ${answer.statusCode}`);
  return answer.json<unknown>();
}

/** A refusal (or a failed call) is nothing to write. */
const orNull = (answer: Promise<unknown>): Promise<unknown> => answer.catch(() => null);

/**
 * What the API answers a visitor (no token) for GET `address` in one
 * organization and language, or null when it refuses (the organization
 * hides its courses from visitors, the course is not in its catalogue, the
 * call failed). Remembered for the organization cache's time; a refusal is
 * not remembered.
 */
export function createVisitorAnswers(cache: OrganizationCache) {
  return async function visitorAnswer(app: FastifyInstance, prefix: string, language: Language, address: string): Promise<unknown> {
    return orNull(cache.read(`visitor-answer:${prefix}:${language}:${address}`, () => answerOf(app, prefix, language, address)));
  };
}

/**
 * What the API answers the member whose access token this is, or null when
 * it refuses (the session has ended, the member was deactivated or must
 * reset their password, has no access to the page). Never remembered: it
 * is one member's, and may change with their next click.
 */
export async function memberAnswer(app: FastifyInstance, prefix: string, language: Language, address: string, accessToken: string): Promise<unknown> {
  return orNull(answerOf(app, prefix, language, address, accessToken));
}
