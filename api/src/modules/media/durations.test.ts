import fs from 'node:fs';
import path from 'node:path';
import { bufferSource } from './byte-source';
import { mediaDurationSeconds } from './media-duration';
import { mp4DurationSeconds } from './mp4-duration';
import { wavDurationSeconds } from './wav-duration';
import { webmDurationSeconds } from './webm-duration';

// Tiny files made with ffmpeg (see fixtures/README.md); their lengths as ffprobe reports them.
const fixture = (name: string) => bufferSource(fs.readFileSync(path.join(__dirname, 'fixtures', name)));

test('MP4: mvhd duration / timescale', async () => {
  expect(await mp4DurationSeconds(fixture('tiny.mp4'))).toBeCloseTo(2.5, 1);
});

test('MP4 with moov after mdat (no fast start) is found by walking the top-level boxes', async () => {
  const bytes = fs.readFileSync(path.join(__dirname, 'fixtures', 'tiny.mp4'));
  // Move moov behind everything else.
  const boxes: Buffer[] = [];
  for (let offset = 0; offset < bytes.length;) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.subarray(offset, offset + size));
    offset += size;
  }
  const moovLast = Buffer.concat([...boxes.filter((box) => box.toString('latin1', 4, 8) !== 'moov'), ...boxes.filter((box) => box.toString('latin1', 4, 8) === 'moov')]);
  expect(moovLast.toString('latin1', moovLast.length - 4)).not.toBe(bytes.toString('latin1', bytes.length - 4));
  expect(await mp4DurationSeconds(bufferSource(moovLast))).toBeCloseTo(2.5, 1);
});

test('WebM: Segment > Info > Duration x TimecodeScale', async () => {
  expect(await webmDurationSeconds(fixture('tiny.webm'))).toBeCloseTo(3.2, 1);
});

test('WAV: data size / byte rate', async () => {
  expect(await wavDurationSeconds(fixture('tiny.wav'))).toBeCloseTo(1.5, 2);
});

test('whole seconds by type; MP3 and OGG stay unknown; garbage is null, never a throw', async () => {
  expect(await mediaDurationSeconds('video/mp4', fixture('tiny.mp4'))).toBe(3);
  expect(await mediaDurationSeconds('video/webm', fixture('tiny.webm'))).toBe(3);
  expect(await mediaDurationSeconds('audio/wav', fixture('tiny.wav'))).toBe(2);
  expect(await mediaDurationSeconds('audio/mpeg', fixture('tiny.mp3'))).toBeNull();
  expect(await mediaDurationSeconds('audio/ogg', fixture('tiny.ogg'))).toBeNull();
  expect(await mediaDurationSeconds('video/mp4', bufferSource(Buffer.from('not a video at all')))).toBeNull();
  expect(await mediaDurationSeconds('video/webm', bufferSource(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0xff])))).toBeNull();
  expect(await mediaDurationSeconds('audio/wav', bufferSource(Buffer.from('RIFF\0\0\0\0WAVE')))).toBeNull();
});
