import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-control';

test.each([
  ['remoteEntry.js', NO_CACHE],
  ['index.html', NO_CACHE],
  ['mf-manifest.json', NO_CACHE],
  ['mf-stats.json', NO_CACHE],
  ['main.3f9c2a1b.js', IMMUTABLE],
  ['static/js/412.9e1f0c2d4b6a.js', IMMUTABLE],
  ['main.3f9c2a1b.js.map', IMMUTABLE],
  ['styles-3f9c2a1b.css', IMMUTABLE],
  ['favicon.svg', NO_CACHE],
  ['main.js', NO_CACHE],
])('%s -> %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected);
});
