import fs from 'node:fs';
import path from 'node:path';
import { allowedFor, declaredMatches, kindOf, sniffMedia } from './sniff-media';

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, 'fixtures', name));

test('real files are told by their bytes', () => {
  expect(sniffMedia(fixture('two-pages.pdf'))).toBe('application/pdf');
  expect(sniffMedia(fixture('tiny.mp4'))).toBe('video/mp4');
  expect(sniffMedia(fixture('tiny.webm'))).toBe('video/webm');
  expect(sniffMedia(fixture('tiny.mp3'))).toBe('audio/mpeg');
  expect(sniffMedia(fixture('tiny.ogg'))).toBe('audio/ogg');
  expect(sniffMedia(fixture('tiny.wav'))).toBe('audio/wav');
  expect(sniffMedia(Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n'))).toBe('text/vtt');
  expect(sniffMedia(Buffer.from('\ufeffWEBVTT - captions\n'))).toBe('text/vtt');
});

test('frame-synced MP3 without ID3; look-alikes are not media', () => {
  expect(sniffMedia(Buffer.from([0xff, 0xfb, 0x90, 0x64]))).toBe('audio/mpeg');
  expect(sniffMedia(Buffer.from([0xff, 0xe1, 0x00]))).toBeNull();
  expect(sniffMedia(Buffer.from('WEBVTTX'))).toBeNull();
  expect(sniffMedia(Buffer.from('GIF89a'))).toBeNull();
  expect(sniffMedia(Buffer.from('hello'))).toBeNull();
});

test('declared types match by alias; kinds and purposes', () => {
  expect(declaredMatches('video/mp4; codecs="avc1"', 'video/mp4')).toBe(true);
  expect(declaredMatches('audio/x-wav', 'audio/wav')).toBe(true);
  expect(declaredMatches('application/pdf', 'video/mp4')).toBe(false);
  expect(kindOf('application/pdf')).toBe('file');
  expect(kindOf('audio/ogg')).toBe('audio');
  expect(kindOf('video/webm')).toBe('video');
  expect(allowedFor('TRANSCRIPT', 'text/vtt')).toBe(true);
  expect(allowedFor('TRANSCRIPT', 'video/mp4')).toBe(false);
  expect(allowedFor('COURSE_FILE', 'text/vtt')).toBe(false);
});
