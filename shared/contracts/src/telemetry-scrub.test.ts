import { FRONTEND_REPORT_LIMITS } from './telemetry';
import { reportPagePath, scrubReportText } from './telemetry-scrub';

test.each([
  ['/lms/all-courses?search=sara#top', '/lms/all-courses'],
  ['https://demo.localhost:8080/lms/courses/12?tab=reviews', '/lms/courses/:id'],
  ['/users/42/course-statistics', '/users/:id/course-statistics'],
  ['/auth/verify/sara@example.com', '/auth/verify/:id'],
  ['/auth/reset/3f2a9c1e-8b7d-4e6f-a5b4-c3d2e1f0a9b8', '/auth/reset/:id'],
  ['/media/eyJhbGciOiJIUzI1NiJ9abcdefghijklmnop', '/media/:id'],
  ['', '/'],
])('the page %s is reported as %s', (url, path) => {
  expect(reportPagePath(url)).toBe(path);
});

test('a very long path is cut to the limit', () => {
  expect(reportPagePath('/lms'.repeat(200))).toHaveLength(FRONTEND_REPORT_LIMITS.page);
});

test.each([
  ['Failed for sara.k+test@example.co.uk', 'Failed for [email]'],
  ['Authorization: Bearer abc.def-ghi~jkl', 'Authorization: Bearer [token]'],
  ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl rejected', 'token [token] rejected'],
  ['GET https://demo.localhost/api/courses?search=quran&take=10 failed', 'GET https://demo.localhost/api/courses failed'],
  ['fetch /api/courses?search=quran failed', 'fetch /api/courses failed'],
  ['call +966 55 123 4567 now', 'call [number] now'],
  ['at render (https://demo.localhost/remotes/mfe-lms/412.3f9a.js:1:20345)', 'at render (https://demo.localhost/remotes/mfe-lms/412.3f9a.js:1:20345)'],
  ['Is this right?', 'Is this right?'],
])('%s is reported as %s', (text, scrubbed) => {
  expect(scrubReportText(text, 500)).toBe(scrubbed);
});

test('text is cut to the limit given, marked as cut', () => {
  const cut = scrubReportText('x'.repeat(100), 10);
  expect(cut).toHaveLength(10);
  expect(cut.endsWith('…')).toBe(true);
});
