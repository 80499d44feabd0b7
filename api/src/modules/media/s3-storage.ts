import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { signS3Request, sha256Hex, type S3Credentials } from './s3-signer';
import { assertMediaKey, ChunkLengthError, exactLength, newMediaKey, type MediaStorage } from './storage';

export interface S3StorageConfig extends S3Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000; objects are addressed path-style: <endpoint>/<bucket>/<key>. */
  endpoint: string;
  bucket: string;
}

/**
 * The media store over an S3-compatible HTTP API, signed with SigV4 by hand.
 *
 * Chunked uploads are S3 multipart uploads: beginUpload creates one, chunk n
 * is part n + 1 (every chunk but the last is 8 MiB, above S3's 5 MiB part
 * minimum; a replayed chunk simply replaces its part), finishUpload lists the
 * parts and completes it. The upload id is found again by listing the
 * multipart uploads under the key, so nothing extra is stored in the
 * database and any API process can take the next chunk. A chunk is held in
 * memory while it is sent (S3 wants its length and hash up front): 8 MiB
 * per chunk in flight.
 */
export function s3MediaStorage(config: S3StorageConfig, now: () => Date = () => new Date()): MediaStorage {
  const base = config.endpoint.replace(/\/+$/, '');
  const urlOf = (key: string, query: Record<string, string> = {}) => {
    const url = new URL(`${base}/${encodeURIComponent(config.bucket)}/${key}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  };

  async function send(method: string, url: URL, options: { body?: Buffer; headers?: Record<string, string> } = {}): Promise<Response> {
    const body = options.body;
    const headers = signS3Request(config, { method, url, headers: options.headers, payloadHash: sha256Hex(body ?? ''), now: now() });
    return fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  async function expectOk(response: Response, what: string): Promise<Response> {
    if (!response.ok) throw new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return response;
  }

  const xmlValues = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);

  async function uploadIdOf(key: string): Promise<string | null> {
    const url = new URL(`${base}/${encodeURIComponent(config.bucket)}`);
    url.searchParams.set('uploads', '');
    url.searchParams.set('prefix', key);
    const xml = await (await expectOk(await send('GET', url), 'ListMultipartUploads')).text();
    const uploads = [...xml.matchAll(/<Upload>([\s\S]*?)<\/Upload>/g)].map((m) => m[1]!);
    const mine = uploads.find((upload) => xmlValues(upload, 'Key')[0] === key);
    return mine ? xmlValues(mine, 'UploadId')[0] ?? null : null;
  }

  async function head(key: string): Promise<number | null> {
    const response = await send('HEAD', urlOf(key));
    if (response.status === 404) return null;
    await expectOk(response, 'HEAD');
    return Number(response.headers.get('content-length'));
  }

  async function get(key: string, range?: { start: number; end: number }): Promise<Response | null> {
    const response = await send('GET', urlOf(key), range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
    if (response.status === 404) return null;
    return expectOk(response, 'GET');
  }

  return {
    async save(organizationId, bytes) {
      const key = newMediaKey(organizationId);
      await expectOk(await send('PUT', urlOf(key), { body: bytes }), 'PUT');
      return key;
    },
    async beginUpload(organizationId) {
      const key = newMediaKey(organizationId);
      await expectOk(await send('POST', urlOf(key, { uploads: '' })), 'CreateMultipartUpload');
      return key;
    },
    async writeChunk(key, chunk) {
      assertMediaKey(key);
      const counter = exactLength(chunk.length);
      const parts: Buffer[] = [];
      for await (const part of chunk.body.pipe(counter)) parts.push(part as Buffer);
      if (counter.count() !== chunk.length) throw new ChunkLengthError(chunk.length, counter.count());
      const uploadId = await uploadIdOf(key);
      if (!uploadId) throw new Error(`no multipart upload for ${key}`);
      const url = urlOf(key, { partNumber: String(chunk.index + 1), uploadId });
      await expectOk(await send('PUT', url, { body: Buffer.concat(parts) }), 'UploadPart');
    },
    async finishUpload(key) {
      const uploadId = await uploadIdOf(key);
      if (!uploadId) return;
      const xml = await (await expectOk(await send('GET', urlOf(key, { uploadId })), 'ListParts')).text();
      const parts = [...xml.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((m) => ({ number: xmlValues(m[1]!, 'PartNumber')[0]!, etag: xmlValues(m[1]!, 'ETag')[0]! }));
      const body = Buffer.from(`<CompleteMultipartUpload>${parts.map((p) => `<Part><PartNumber>${p.number}</PartNumber><ETag>${p.etag}</ETag></Part>`).join('')}</CompleteMultipartUpload>`);
      await expectOk(await send('POST', urlOf(key, { uploadId }), { body, headers: { 'content-type': 'application/xml' } }), 'CompleteMultipartUpload');
    },
    async read(key, range) {
      const response = await get(key, range);
      return response?.body ? Readable.fromWeb(response.body as WebReadableStream<Uint8Array>) : null;
    },
    async source(key) {
      const size = await head(key);
      if (size === null) return null;
      return {
        size,
        async read(offset, length) {
          if (length <= 0 || offset >= size) return Buffer.alloc(0);
          const response = await get(key, { start: offset, end: Math.min(size, offset + length) - 1 });
          return response ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
        },
      };
    },
    size: head,
    async remove(key) {
      assertMediaKey(key);
      const uploadId = await uploadIdOf(key);
      if (uploadId) await expectOk(await send('DELETE', urlOf(key, { uploadId })), 'AbortMultipartUpload');
      const response = await send('DELETE', urlOf(key));
      if (response.status !== 404) await expectOk(response, 'DELETE');
    },
    locate: () => null,
  };
}
