import type { ByteSource } from './byte-source';

/** A moov box is small (tables of samples); past this it is not a file we play. */
const MAX_MOOV_BYTES = 64 * 1024 * 1024;

interface Box { type: string; start: number; headerSize: number; size: number }

/** The box at `offset`: 32-bit size, or 1 then a 64-bit size, or 0 for "to the end". */
async function boxAt(source: ByteSource, offset: number, end: number): Promise<Box | null> {
  const head = await source.read(offset, 16);
  if (head.length < 8) return null;
  let size = head.readUInt32BE(0);
  const type = head.toString('latin1', 4, 8);
  let headerSize = 8;
  if (size === 1) {
    if (head.length < 16) return null;
    size = Number(head.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - offset;
  }
  if (size < headerSize || offset + size > end) return null;
  return { type, start: offset, headerSize, size };
}

/**
 * Seconds of an MP4 (ISO-BMFF) file, from `moov > mvhd`: duration / timescale.
 * The top-level boxes are walked by their headers, so `moov` is found at the
 * start (fast start) or the end of a file of any size.
 */
export async function mp4DurationSeconds(source: ByteSource): Promise<number | null> {
  let offset = 0;
  while (offset < source.size) {
    const box = await boxAt(source, offset, source.size);
    if (!box) return null;
    if (box.type === 'moov') {
      if (box.size > MAX_MOOV_BYTES) return null;
      return mvhdDuration(await source.read(box.start + box.headerSize, box.size - box.headerSize));
    }
    offset += box.size;
  }
  return null;
}

/** Finds `mvhd` among moov's children and reads it (version 0: 32-bit fields, version 1: 64-bit). */
function mvhdDuration(moov: Buffer): number | null {
  let offset = 0;
  while (offset + 8 <= moov.length) {
    const size = moov.readUInt32BE(offset);
    const type = moov.toString('latin1', offset + 4, offset + 8);
    if (size < 8) return null;
    if (type === 'mvhd') {
      const body = moov.subarray(offset + 8, offset + size);
      const version = body[0];
      if (version === 1 && body.length >= 32) return ratio(Number(body.readBigUInt64BE(24)), body.readUInt32BE(20));
      if (version === 0 && body.length >= 20) return ratio(body.readUInt32BE(16), body.readUInt32BE(12));
      return null;
    }
    offset += size;
  }
  return null;
}

function ratio(duration: number, timescale: number): number | null {
  // An unknown duration is all ones; a zero timescale is a broken file.
  if (timescale === 0 || duration === 0xffffffff) return null;
  return duration / timescale;
}
