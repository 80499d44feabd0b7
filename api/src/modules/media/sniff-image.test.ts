import { sniffImage } from './sniff-image';

const bytes = (...values: Array<number | string>) => Uint8Array.from(values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

test('PNG, JPEG and WebP are told by their first bytes', () => {
  expect(sniffImage(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
  expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  expect(sniffImage(bytes('RIFF', 1, 2, 3, 4, 'WEBPVP8 '))).toBe('image/webp');
});

test('anything else, and truncated headers, are not images', () => {
  expect(sniffImage(bytes('GIF89a'))).toBeNull();
  expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  expect(sniffImage(bytes(0x89, 'PNG'))).toBeNull();
  expect(sniffImage(bytes('RIFF', 1, 2, 3, 4, 'WAVE'))).toBeNull();
  expect(sniffImage(new Uint8Array())).toBeNull();
});
