import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteSource } from './byte-source';

/** Inclusive byte positions, as in HTTP ranges. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One chunk of a chunked upload: chunk `index` starts at `offset` (index × chunk size) and is `length` bytes. */
interface UploadChunk {
  index: number;
  offset: number;
  length: number;
  body: Readable;
}

/** The body of a chunk had fewer or more bytes than its Content-Range said. */
export class ChunkLengthError extends Error {
  constructor(readonly expected: number, readonly received: number) {
    super(`The chunk should have ${expected} bytes, it had ${received === Infinity ? 'more' : received}`);
  }
}

/**
 * Where media bytes live (ARCHITECTURE section 4: a local folder by default,
 * an S3-compatible store when configured: s3-storage.ts). Keys are
 * `<organizationId>/<random hex>`: the organization in the key keeps tenants
 * apart and the random name is never derived from user input, so a key
 * cannot escape the store.
 */
export interface MediaStorage {
  save(organizationId: number, bytes: Buffer): Promise<string>;
  /** A new key for a chunked upload; its chunks arrive through writeChunk, then finishUpload. */
  beginUpload(organizationId: number): Promise<string>;
  /** Writes one chunk (again, when a chunk is replayed). Throws ChunkLengthError when the body is not `length` bytes. */
  writeChunk(key: string, chunk: UploadChunk): Promise<void>;
  /** All chunks are in: the file becomes readable. */
  finishUpload(key: string): Promise<void>;
  /** The bytes (or a range of them) as a stream; null when the file is gone. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Random access for sniffing and container parsing; null when the file is gone. */
  source(key: string): Promise<ByteSource | null>;
  size(key: string): Promise<number | null>;
  /** Removes the file, or an unfinished upload; nothing when it is already gone. */
  remove(key: string): Promise<void>;
  /** The file on this machine's disk, when the store is a local folder (picture resizing reads it); null otherwise or when gone. */
  locate(key: string): string | null;
}

const KEY_PATTERN = /^\d+\/[0-9a-f]{32}$/;

export function newMediaKey(organizationId: number): string {
  return `${organizationId}/${randomBytes(16).toString('hex')}`;
}

export function assertMediaKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid media key ${key}`);
}

/** Passes `length` bytes through and fails on one more; the caller checks for fewer once the stream ends. */
export function exactLength(length: number): Transform & { count: () => number } {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > length) done(new ChunkLengthError(length, Infinity));
      else done(null, chunk);
    },
  });
  return Object.assign(counter, { count: () => seen });
}

export function localMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split('/'));
  };
  const sizeOf = async (key: string) => {
    const stat = await fs.promises.stat(pathOf(key)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  };
  const create = async (organizationId: number, bytes: Buffer) => {
    const key = newMediaKey(organizationId);
    const file = pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    await fs.promises.writeFile(file, bytes, { flag: 'wx' });
    return key;
  };
  return {
    save: create,
    beginUpload: (organizationId) => create(organizationId, Buffer.alloc(0)),
    async writeChunk(key, chunk) {
      const counter = exactLength(chunk.length);
      // r+ writes in place at the offset: a replayed chunk overwrites itself.
      await pipeline(chunk.body, counter, fs.createWriteStream(pathOf(key), { flags: 'r+', start: chunk.offset }));
      if (counter.count() !== chunk.length) throw new ChunkLengthError(chunk.length, counter.count());
    },
    async finishUpload() {
      // The chunks were written in place: nothing to assemble.
    },
    async read(key, range) {
      if ((await sizeOf(key)) === null) return null;
      return fs.createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async source(key) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const file = pathOf(key);
      return {
        size,
        async read(offset, length) {
          const handle = await fs.promises.open(file, 'r');
          try {
            const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
            return buffer.subarray(0, bytesRead);
          } finally {
            await handle.close();
          }
        },
      };
    },
    size: sizeOf,
    async remove(key) {
      await fs.promises.rm(pathOf(key), { force: true });
    },
    locate(key) {
      const file = pathOf(key);
      return fs.existsSync(file) ? file : null;
    },
  };
}
