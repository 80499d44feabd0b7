import { HTTP_HEADERS } from '@halaqa/contracts';

type Fetch = (request: Request) => Promise<Response>;

/** How long an answer sent ahead waits for the page that will ask for it. */
export const EARLY_ANSWER_MS = 15_000;

/**
 * Requests sent before anyone asked (a page's first screen, sent by the shell
 * while the page's code is still loading), and the fetch that hands their
 * answer to the first identical request instead of sending it again.
 * Identical means: GET, the same address (query order aside), and the same
 * bearer, language and organization, so an answer never reaches a request
 * it was not made for. An answer is given once; a failed one is not given at
 * all (the page's own request goes out and meets the usual error handling).
 */
export function createEarlyAnswers(now: () => number = Date.now) {
  const kept = new Map<string, { at: number; answer: Promise<Response | null> }>();

  const keyOf = (request: Request): string => {
    const url = new URL(request.url);
    url.searchParams.sort();
    const header = (name: string) => request.headers.get(name) ?? '';
    return [url.toString(), header(HTTP_HEADERS.authorization), header(HTTP_HEADERS.language), header(HTTP_HEADERS.organization)].join('\n');
  };

  return {
    /** Sends `request` now and keeps its answer for the page. */
    send(fetch: Fetch, request: Request): void {
      if (request.method !== 'GET') return;
      const answer = fetch(request).then((response) => (response.ok ? response : null), () => null);
      kept.set(keyOf(request), { at: now(), answer });
    },
    /** `fetch`, except that a request someone already sent gets that answer. */
    serving(fetch: Fetch): Fetch {
      return async (request) => {
        if (request.method === 'GET' && kept.size > 0) {
          const key = keyOf(request);
          const early = kept.get(key);
          if (early) {
            kept.delete(key);
            const response = now() - early.at <= EARLY_ANSWER_MS ? await early.answer : null;
            if (response) return response;
          }
        }
        return fetch(request);
      };
    },
  };
}
