import { HTTP_HEADERS, type Language } from '@halaqa/contracts';
import type { FastifyInstance } from 'fastify';
import type { OrganizationCache } from '../../../core/organization-cache';

/**
 * What the API answers a visitor (no token) for GET `address` in one
 * organization and language, or null when it refuses (the organization
 * hides its courses from visitors, the course is not in its catalogue, the
 * call failed). The call goes through the API's own route in process, with
 * every gate, schema and row-level security a browser's call meets, so a
 * page never shows a visitor more than the API would. Remembered for the
 * organization cache's time; a refusal is not remembered.
 */
export function createVisitorAnswers(cache: OrganizationCache) {
  return async function visitorAnswer(app: FastifyInstance, prefix: string, language: Language, address: string): Promise<unknown> {
    try {
      return await cache.read(`visitor-answer:${prefix}:${language}:${address}`, async () => {
        const answer = await app.inject({
          method: 'GET',
          url: address,
          headers: { [HTTP_HEADERS.organization]: prefix, [HTTP_HEADERS.language]: language, accept: 'application/json' },
        });
        if (answer.statusCode !== 200) throw new Error(`${address}: ${answer.statusCode}`);
        return answer.json<unknown>();
      });
    } catch {
      return null;
    }
  };
}
