import type { ByteSource } from './byte-source';

/** Segment > Info sits before the clusters, near the start; this much is read to find it. */
const HEAD_BYTES = 512 * 1024;

const ID = { ebml: 0x1a45dfa3, segment: 0x18538067, info: 0x1549a966, timecodeScale: 0x2ad7b1, duration: 0x4489 } as const;

interface Element { id: number; dataStart: number; dataEnd: number }

/** The element at `offset`: a VINT id (marker kept), a VINT size (marker removed; all ones means unknown, up to `end`). */
function elementAt(bytes: Buffer, offset: number, end: number): Element | null {
  const id = vint(bytes, offset, true);
  if (!id) return null;
  const size = vint(bytes, offset + id.length, false);
  if (!size) return null;
  const dataStart = offset + id.length + size.length;
  const dataEnd = size.unknown ? end : dataStart + size.value;
  return { id: id.value, dataStart, dataEnd: Math.min(dataEnd, end) };
}

function vint(bytes: Buffer, offset: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[offset];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || offset + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    const byte = bytes[offset + i]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function children(bytes: Buffer, start: number, end: number): Element[] {
  const found: Element[] = [];
  let offset = start;
  while (offset < end) {
    const element = elementAt(bytes, offset, end);
    if (!element) break;
    found.push(element);
    offset = element.dataEnd;
  }
  return found;
}

/**
 * Seconds of a WebM/Matroska file: `Segment > Info > Duration` (a float in
 * ticks) × `TimecodeScale` (ns per tick, default 1 000 000). Live recordings
 * may carry no Duration: then null.
 */
export async function webmDurationSeconds(source: ByteSource): Promise<number | null> {
  const bytes = await source.read(0, HEAD_BYTES);
  const top = children(bytes, 0, bytes.length);
  if (top[0]?.id !== ID.ebml) return null;
  const segment = top.find((element) => element.id === ID.segment);
  if (!segment) return null;
  const info = children(bytes, segment.dataStart, segment.dataEnd).find((element) => element.id === ID.info);
  if (!info) return null;
  let scale = 1_000_000;
  let ticks: number | null = null;
  for (const element of children(bytes, info.dataStart, info.dataEnd)) {
    const length = element.dataEnd - element.dataStart;
    if (element.id === ID.timecodeScale) scale = bytes.readUIntBE(element.dataStart, Math.min(6, length));
    if (element.id === ID.duration) {
      if (length === 4) ticks = bytes.readFloatBE(element.dataStart);
      else if (length === 8) ticks = bytes.readDoubleBE(element.dataStart);
    }
  }
  return ticks === null ? null : (ticks * scale) / 1e9;
}
