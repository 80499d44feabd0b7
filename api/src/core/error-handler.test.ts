import { AppError } from './errors';
import { toErrorBody } from './error-handler';

test('maps every kind of failure to the one error body', () => {
  expect(toErrorBody(new AppError(404, 'org-003', 'Announcement not found'))).toEqual({ statusCode: 404, code: 'org-003', message: 'Announcement not found' });
  expect(toErrorBody(Object.assign(new Error('querystring/take must be integer'), { validation: [{}], statusCode: 400 })))
    .toEqual({ statusCode: 400, code: 'req-001', message: 'querystring/take must be integer' });
  expect(toErrorBody(Object.assign(new Error('bad json'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 })).code).toBe('req-003');
  expect(toErrorBody(Object.assign(new Error('too big'), { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 }))).toMatchObject({ statusCode: 413, code: 'req-003' });
  expect(toErrorBody(Object.assign(new Error('x'), { code: 'FST_ERR_BAD_URL', statusCode: 400 }))).toMatchObject({ statusCode: 400, code: 'req-001' });
  expect(toErrorBody(Object.assign(new Error('Too many'), { statusCode: 429 }))).toMatchObject({ statusCode: 429, code: 'auth-004' });
});

test('database data exceptions (bad input that slipped through) are 400, not 500', () => {
  const pgError = Object.assign(new Error('value out of range for type integer'), { code: '22003' });
  expect(toErrorBody(Object.assign(new Error('Failed query'), { cause: pgError }))).toMatchObject({ statusCode: 400, code: 'req-001' });
});

test('anything unexpected is a 500 that leaks nothing', () => {
  const body = toErrorBody(new TypeError("Cannot read properties of undefined (reading 'secret')"));
  expect(body).toEqual({ statusCode: 500, code: 'srv-001', message: 'Internal server error' });
  expect(toErrorBody(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' })).statusCode).toBe(500);
  expect(toErrorBody('a string')).toEqual({ statusCode: 500, code: 'srv-001', message: 'Internal server error' });
  expect(toErrorBody(null).statusCode).toBe(500);
});
