import { parseContentRange, parseRange } from './http-range';
import { webVttProblem } from './webvtt';

test('single ranges, open-ended and suffix; unsatisfiable; the rest is the whole file', () => {
  expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'range', range: { start: 0, end: 9 } });
  expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
  expect(parseRange('bytes=90-500', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
  expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'range', range: { start: 90, end: 99 } });
  expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'range', range: { start: 0, end: 99 } });
  expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
  expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
  expect(parseRange(undefined, 100)).toEqual({ kind: 'whole' });
  expect(parseRange('bytes=0-1,5-6', 100)).toEqual({ kind: 'whole' });
  expect(parseRange('items=0-1', 100)).toEqual({ kind: 'whole' });
  expect(parseRange('bytes=9-1', 100)).toEqual({ kind: 'whole' });
});

test('Content-Range of an upload chunk', () => {
  expect(parseContentRange('bytes 0-99/1000')).toEqual({ start: 0, end: 99, total: 1000 });
  expect(parseContentRange('bytes 9-1/1000')).toBeNull();
  expect(parseContentRange('bytes */1000')).toBeNull();
  expect(parseContentRange(undefined)).toBeNull();
});

test('WebVTT: header, cue timings, notes; what is refused says why', () => {
  const good = 'WEBVTT - English\n\nNOTE made by hand\n\n1\n00:00:01.000 --> 00:00:04.000 align:start\nHello\n\n00:05.000 --> 00:06.500\nمرحبا\n';
  expect(webVttProblem(good)).toBeNull();
  expect(webVttProblem('\ufeffWEBVTT\r\n\r\n00:01.000 --> 00:02.000\r\nHi')).toBeNull();
  expect(webVttProblem('WEBVTT')).toBeNull();
  expect(webVttProblem('1\n00:00:01.000 --> 00:00:04.000\nHi')).toMatch(/starts with the line "WEBVTT"/);
  expect(webVttProblem('WEBVTT\n\n00:00:01,000 --> 00:00:04,000\nSRT commas')).toMatch(/malformed timing/);
  expect(webVttProblem('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards')).toMatch(/ends before it starts/);
  expect(webVttProblem('WEBVTT\n\nJust text')).toMatch(/no timing line/);
  expect(webVttProblem(`WEBVTT\n\n${'x'.repeat(1024 * 1024)}`)).toMatch(/larger than 1 MB/);
});
