import { createApiClient, type ApiError } from './index';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function recordingFetch(...answers: Response[]) {
  const seen: Array<{ auth: string | null; body: string }> = [];
  const fetch = async (request: Request) => {
    seen.push({ auth: request.headers.get('authorization'), body: await request.text() });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    return answer;
  };
  return { fetch, seen };
}

function client(fetch: (request: Request) => Promise<Response>, hooks: {
  refreshAccessToken?: (rejected: string) => Promise<string | null>;
  onError?: (error: ApiError, request: Request) => void;
}, token: string | null = 'old') {
  return createApiClient({
    baseUrl: 'http://demo.localhost',
    getLanguage: () => 'en',
    getOrganizationPrefix: () => 'demo',
    getAccessToken: () => token,
    fetch,
    ...hooks,
  });
}

const invalidToken = () => json(401, { statusCode: 401, code: 'auth-006', message: 'Invalid access token' });

test('a request refused with auth-006 is sent once more, body included, with the refreshed token', async () => {
  const { fetch, seen } = recordingFetch(invalidToken(), json(201, { id: 1 }));
  const errors: string[] = [];
  const rejected: string[] = [];
  const refreshAccessToken = async (token: string) => { rejected.push(token); return 'new'; };
  const result = await client(fetch, { refreshAccessToken, onError: (e) => errors.push(e.code) })
    .POST('/api/org-announcements-management', { body: { body: 'Hi' } });
  expect(result.response.status).toBe(201);
  expect(seen).toEqual([{ auth: 'Bearer old', body: '{"body":"Hi"}' }, { auth: 'Bearer new', body: '{"body":"Hi"}' }]);
  expect(errors).toEqual([]);
  expect(rejected).toEqual(['old']);
});

test('when no session can be recovered the refusal reaches the error hook', async () => {
  const { fetch, seen } = recordingFetch(invalidToken());
  const errors: Array<[string, string]> = [];
  const result = await client(fetch, { refreshAccessToken: async () => null, onError: (e, r) => errors.push([e.code, r.method]) })
    .GET('/api/health');
  expect(result.response.status).toBe(401);
  expect(seen).toHaveLength(1);
  expect(errors).toEqual([['auth-006', 'GET']]);
});

test('visitor requests are never retried; other failures are normalized for the hook', async () => {
  const { fetch, seen } = recordingFetch(invalidToken(), new Response('<html>oops</html>', { status: 502 }));
  const errors: Array<{ code: string; statusCode: number; message: string }> = [];
  const refresh = jest.fn(async () => 'new');
  const anonymous = client(fetch, { refreshAccessToken: refresh, onError: (e) => errors.push(e.toJSON()) }, null);
  await anonymous.GET('/api/health');
  await anonymous.GET('/api/health');
  expect(refresh).not.toHaveBeenCalled();
  expect(seen).toHaveLength(2);
  expect(errors).toEqual([
    { statusCode: 401, code: 'auth-006', message: 'Invalid access token' },
    { statusCode: 502, code: 'srv-001', message: 'Something went wrong' },
  ]);
});

test('the caller still reads the error body after the hook has', async () => {
  const { fetch } = recordingFetch(json(403, { statusCode: 403, code: 'auth-001', message: 'User disabled' }));
  const result = await client(fetch, { onError: () => {} }).GET('/api/health');
  expect(result.error).toEqual({ statusCode: 403, code: 'auth-001', message: 'User disabled' });
});
