import type { ByteRange } from './storage';

export type RangeRequest =
  | { kind: 'whole' }
  | { kind: 'range'; range: ByteRange }
  | { kind: 'unsatisfiable' };

/**
 * A `Range` header against a file of `size` bytes (RFC 9110 section 14):
 * one range `bytes=a-b`, `bytes=a-` or `bytes=-n` is served as 206; one
 * that starts past the end is 416. Several ranges, other units or a
 * malformed header are answered with the whole file, as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // The last n bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', range: { start, end } };
}

/** `Content-Range: bytes a-b/size` of a chunk an upload receives. */
export function parseContentRange(header: string | undefined): { start: number; end: number; total: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header?.trim() ?? '');
  if (!match) return null;
  const [start, end, total] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (end < start || !Number.isSafeInteger(total)) return null;
  return { start, end, total };
}
