/**
 * Random access to a stored file, for the container parsers: a long video
 * is never read whole, only the few boxes or elements they need.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
}

export function bufferSource(bytes: Uint8Array): ByteSource {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(offset, Math.min(buffer.length, offset + length)),
  };
}
