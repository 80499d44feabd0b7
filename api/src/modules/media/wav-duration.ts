import type { ByteSource } from './byte-source';

const HEAD_BYTES = 64 * 1024;

/**
 * Seconds of a WAV file: the `data` chunk's size / the `fmt ` chunk's byte
 * rate. Chunks are walked from the RIFF header; `data` is usually the last
 * chunk header within the first bytes.
 */
export async function wavDurationSeconds(source: ByteSource): Promise<number | null> {
  const head = await source.read(0, HEAD_BYTES);
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return null;
  let byteRate: number | null = null;
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = head.toString('latin1', offset, offset + 4);
    const size = head.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 16 <= head.length) byteRate = head.readUInt32LE(offset + 16);
    if (id === 'data') {
      // A streamed WAV may announce 0 or 0xffffffff: then the file's rest is the data.
      const dataBytes = size === 0 || size === 0xffffffff ? source.size - offset - 8 : Math.min(size, source.size - offset - 8);
      return byteRate ? dataBytes / byteRate : null;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}
