import { createApiClient, unwrap } from './index';
import { createEarlyAnswers, EARLY_ANSWER_MS } from './early-answers';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records the addresses it was asked for and answers each from `reply`. */
function countingFetch(reply: (url: URL) => Response = () => json(200, { count: 1, data: [] })) {
  const sent: string[] = [];
  const fetch = async (request: Request) => {
    sent.push(`${request.method} ${request.url} ${request.headers.get('x-lang')} ${request.headers.get('authorization') ?? '-'}`);
    return reply(new URL(request.url));
  };
  return { fetch, sent };
}

function client(fetch: (request: Request) => Promise<Response>, state = { language: 'en' as 'en' | 'ar', token: 'one' as string | null }) {
  return createApiClient({
    baseUrl: 'http://demo.localhost:8080',
    getLanguage: () => state.language,
    getOrganizationPrefix: () => 'demo',
    getAccessToken: async () => state.token,
    onError: () => {},
    fetch,
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test("the page's identical request gets the answer sent ahead, whatever the order of its query", async () => {
  const { fetch, sent } = countingFetch();
  const api = client(fetch);
  api.sendAhead('/api/courses/search?sort=newest&skip=0&take=12');
  await settle();
  const page = await unwrap(api.GET('/api/courses/search', { params: { query: { take: 12, skip: 0, sort: 'newest' } } }));
  expect(page).toEqual({ count: 1, data: [] });
  expect(sent).toEqual(['GET http://demo.localhost:8080/api/courses/search?sort=newest&skip=0&take=12 en Bearer one']);
});

test('an answer is given once, and never to a request with another token, language or address', async () => {
  const { fetch, sent } = countingFetch();
  const state = { language: 'en' as 'en' | 'ar', token: 'one' as string | null };
  const api = client(fetch, state);
  api.sendAhead('/api/courses/filter-options');
  await settle();
  state.token = 'two';
  await api.GET('/api/courses/filter-options');
  state.language = 'ar';
  await api.GET('/api/courses/filter-options');
  expect(sent).toHaveLength(3);

  state.token = 'one';
  state.language = 'en';
  api.sendAhead('/api/courses/filter-options');
  await settle();
  await api.GET('/api/courses/filter-options');
  await api.GET('/api/courses/filter-options');
  expect(sent).toHaveLength(5);
});

test('a failed answer sent ahead is not given: the page asks again and meets its own error handling', async () => {
  let status = 503;
  const { fetch, sent } = countingFetch(() => json(status, { statusCode: status, code: 'srv-001', message: 'down' }));
  const api = client(fetch);
  api.sendAhead('/api/courses/filter-options');
  await settle();
  status = 200;
  const answer = await api.GET('/api/courses/filter-options');
  expect(answer.response.status).toBe(200);
  expect(sent).toHaveLength(2);
});

test('an answer nobody asked for within EARLY_ANSWER_MS is dropped', async () => {
  let clock = 0;
  const early = createEarlyAnswers(() => clock);
  const { fetch, sent } = countingFetch();
  const request = () => new Request('http://demo.localhost:8080/api/courses/filter-options');
  early.send(fetch, request());
  clock = EARLY_ANSWER_MS + 1;
  await early.serving(fetch)(request());
  expect(sent).toHaveLength(2);
});
