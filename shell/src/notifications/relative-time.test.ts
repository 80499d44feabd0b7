import { relativeTime } from './relative-time';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

test('picks the largest unit that fits, in either language', () => {
  expect(relativeTime(ago(5), 'en', NOW)).toBe('5 seconds ago');
  expect(relativeTime(ago(0), 'en', NOW)).toBe('now');
  expect(relativeTime(ago(3 * 60), 'en', NOW)).toBe('3 minutes ago');
  expect(relativeTime(ago(2 * 3600), 'en', NOW)).toBe('2 hours ago');
  expect(relativeTime(ago(86_400), 'en', NOW)).toBe('yesterday');
  expect(relativeTime(ago(3 * 7 * 86_400), 'en', NOW)).toBe('3 weeks ago');
  expect(relativeTime(ago(400 * 86_400), 'en', NOW)).toBe('last year');
  expect(relativeTime(ago(3 * 60), 'ar', NOW)).toMatch(/دقائق/);
});
