import { bearerOf, languageOf, requestedPrefix } from './tenancy';


test('x-organization wins over the Host header', () => {
  expect(requestedPrefix({ host: 'demo.localhost:8080', 'x-organization': 'Nour' })).toBe('nour');
  expect(requestedPrefix({ host: 'demo.localhost:8080', 'x-organization': '  ' })).toBe('demo');
  expect(requestedPrefix({ host: 'localhost:8080' })).toBeNull();
});

test('language: ar when asked, en otherwise', () => {
  expect(languageOf({ headers: { 'x-lang': 'ar' } })).toBe('ar');
  expect(languageOf({ headers: { 'x-lang': 'AR' } })).toBe('en');
  expect(languageOf({ headers: {} })).toBe('en');
});

test('bearer token: absent, present, malformed', () => {
  expect(bearerOf({ headers: {} })).toBeNull();
  expect(bearerOf({ headers: { authorization: 'Bearer a.b.c' } })).toBe('a.b.c');
  expect(bearerOf({ headers: { authorization: 'bearer  a.b.c ' } })).toBe('a.b.c');
  expect(() => bearerOf({ headers: { authorization: 'Basic xyz' } })).toThrow(expect.objectContaining({ code: 'auth-006', statusCode: 401 }));
});
