import { ERROR_CODES } from '@halaqa/contracts';
import { ApiError, createApiClient, GENERIC_ERROR_MESSAGE, toApiError, unwrap } from './index';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

/** A fetch that records requests and answers from a queue. */
function fakeFetch(...answers: Array<Response | Error>) {
  const sent: Sent[] = [];
  const fetch = async (request: Request) => {
    sent.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: (request: Request) => Promise<Response>, token: string | null = null) {
  return createApiClient({
    baseUrl: 'http://demo.localhost:8080/',
    getLanguage: () => 'ar',
    getOrganizationPrefix: () => 'demo',
    getAccessToken: async () => token,
    fetch,
  });
}

test('adds the language, organization and bearer headers and builds typed URLs', async () => {
  const { fetch, sent } = fakeFetch(json(200, { count: 0, data: [] }));
  const page = await unwrap(client(fetch, 'abc.def.ghi').GET('/api/org-announcements-management', {
    params: { query: { skip: 0, take: Number.MAX_SAFE_INTEGER, filterDismissed: 1, filterExpired: 1 } },
  }));
  expect(page).toEqual({ count: 0, data: [] });
  expect(sent[0]!.url).toBe('http://demo.localhost:8080/api/org-announcements-management?skip=0&take=9007199254740991&filterDismissed=1&filterExpired=1');
  expect(sent[0]!.headers.get('x-lang')).toBe('ar');
  expect(sent[0]!.headers.get('x-organization')).toBe('demo');
  expect(sent[0]!.headers.get('authorization')).toBe('Bearer abc.def.ghi');
});

test('anonymous calls carry no Authorization header; path parameters are encoded', async () => {
  const { fetch, sent } = fakeFetch(json(200, { key: 'marketplace-enabled', value: true }));
  const config = await unwrap(client(fetch).GET('/api/organizations-dashboard/custom-configs/{organizationId}/{key}', {
    params: { path: { organizationId: 1, key: 'marketplace-enabled' } },
  }));
  expect(config.value).toBe(true);
  expect(sent[0]!.headers.has('authorization')).toBe(false);
  expect(sent[0]!.url).toBe('http://demo.localhost:8080/api/organizations-dashboard/custom-configs/1/marketplace-enabled');
});

test('POST sends JSON', async () => {
  const created = { id: 9, body: 'Hi', externalLink: null, startDate: null, endDate: null, createdAt: '2026-01-01T00:00:00.000Z' };
  const { fetch, sent } = fakeFetch(json(201, created));
  const result = await unwrap(client(fetch, 't').POST('/api/org-announcements-management', { body: { body: 'Hi' } }));
  expect(result).toEqual(created);
  expect(sent[0]!.method).toBe('POST');
  expect(JSON.parse(sent[0]!.body)).toEqual({ body: 'Hi' });
});

test('an API error body becomes an ApiError with its code', async () => {
  const { fetch } = fakeFetch(json(404, { statusCode: 404, code: 'org-001', message: 'Organization not found' }));
  const error = await unwrap(client(fetch).GET('/api/organizations-dashboard/prefix/{prefix}', { params: { path: { prefix: 'x' } } })).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).toJSON()).toEqual({ statusCode: 404, code: ERROR_CODES.ORGANIZATION_NOT_FOUND, message: 'Organization not found' });
});

test('a non-JSON error is the generic srv-001 with the response status', async () => {
  const { fetch } = fakeFetch(new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }));
  const error = (await unwrap(client(fetch).GET('/api/health')).catch((e: unknown) => e)) as ApiError;
  expect(error.toJSON()).toEqual({ statusCode: 502, code: 'srv-001', message: GENERIC_ERROR_MESSAGE });
});

test('an unknown code keeps the server message but becomes srv-001', async () => {
  const { fetch } = fakeFetch(json(418, { code: 'teapot', message: 'I am a teapot' }));
  const error = (await unwrap(client(fetch).GET('/api/health')).catch((e: unknown) => e)) as ApiError;
  expect(error.toJSON()).toEqual({ statusCode: 418, code: 'srv-001', message: 'I am a teapot' });
});

test('a network failure carries the error message and status 500', async () => {
  const { fetch } = fakeFetch(new TypeError('fetch failed'));
  const error = (await unwrap(client(fetch).GET('/api/health')).catch((e: unknown) => e)) as ApiError;
  expect(error.toJSON()).toEqual({ statusCode: 500, code: 'srv-001', message: 'fetch failed' });
});

test('toApiError falls back to the generic message', () => {
  expect(toApiError(undefined).toJSON()).toEqual({ statusCode: 500, code: 'srv-001', message: GENERIC_ERROR_MESSAGE });
  expect(toApiError(new Error('')).message).toBe(GENERIC_ERROR_MESSAGE);
  expect(toApiError({ message: '  ' }).message).toBe(GENERIC_ERROR_MESSAGE);
  expect(toApiError({ statusCode: 401, code: 'auth-006' }).toJSON()).toEqual({ statusCode: 401, code: 'auth-006', message: GENERIC_ERROR_MESSAGE });
  const existing = new ApiError({ statusCode: 403, code: 'auth-002', message: 'x' });
  expect(toApiError(existing)).toBe(existing);
});
