import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { signS3Request } from './s3-signer';
import { s3MediaStorage, type S3StorageConfig } from './s3-storage';

/**
 * A tiny in-process S3: objects, multipart uploads, ranges; and it checks
 * every request's SigV4 signature by signing what it received again.
 */
function fakeS3(credentials: Omit<S3StorageConfig, 'endpoint' | 'bucket'>) {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  let badSignatures = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(request.url!, `http://${request.headers.host}`);
      const signed = (request.headers.authorization ?? '').match(/SignedHeaders=([^,]+)/)?.[1]?.split(';') ?? [];
      const headers = Object.fromEntries(signed.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(request.headers[name])]));
      const amzDate = String(request.headers['x-amz-date']);
      const now = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const expected = signS3Request(credentials, { method: request.method!, url, headers, payloadHash: String(request.headers['x-amz-content-sha256']), now });
      if (expected.authorization !== request.headers.authorization || createHash('sha256').update(body).digest('hex') !== request.headers['x-amz-content-sha256']) {
        badSignatures += 1;
        return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      }
      const key = url.pathname.split('/').slice(2).join('/');
      const q = url.searchParams;
      if (request.method === 'GET' && q.has('uploads')) {
        const listed = [...uploads].filter(([, u]) => u.key.startsWith(q.get('prefix') ?? ''));
        return response.end(`<ListMultipartUploadsResult>${listed.map(([id, u]) => `<Upload><Key>${u.key}</Key><UploadId>${id}</UploadId></Upload>`).join('')}</ListMultipartUploadsResult>`);
      }
      if (request.method === 'POST' && q.has('uploads')) {
        const id = `up${uploads.size + 1}`;
        uploads.set(id, { key, parts: new Map() });
        return response.end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
      }
      const upload = q.get('uploadId') ? uploads.get(q.get('uploadId')!) : undefined;
      if (request.method === 'PUT' && upload) {
        upload.parts.set(Number(q.get('partNumber')), body);
        return response.writeHead(200, { etag: `"etag${q.get('partNumber')}"` }).end();
      }
      if (request.method === 'GET' && upload) {
        return response.end(`<ListPartsResult>${[...upload.parts.keys()].map((n) => `<Part><PartNumber>${n}</PartNumber><ETag>"etag${n}"</ETag></Part>`).join('')}</ListPartsResult>`);
      }
      if (request.method === 'POST' && upload) {
        const numbers = [...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber>/g)].map((m) => Number(m[1]));
        objects.set(upload.key, Buffer.concat(numbers.map((n) => upload.parts.get(n)!)));
        uploads.delete(q.get('uploadId')!);
        return response.end('<CompleteMultipartUploadResult/>');
      }
      if (request.method === 'DELETE' && upload) {
        uploads.delete(q.get('uploadId')!);
        return response.writeHead(204).end();
      }
      const object = objects.get(key);
      if (request.method === 'PUT') {
        objects.set(key, body);
        return response.end();
      }
      if (request.method === 'DELETE') {
        objects.delete(key);
        return response.writeHead(204).end();
      }
      if (!object) return response.writeHead(404).end();
      const range = /bytes=(\d+)-(\d+)/.exec(String(request.headers.range ?? ''));
      if (request.method === 'HEAD') return response.writeHead(200, { 'content-length': object.length }).end();
      if (range) return response.writeHead(206, { 'content-range': `bytes ${range[1]}-${range[2]}/${object.length}` }).end(object.subarray(Number(range[1]), Number(range[2]) + 1));
      return response.end(object);
    });
  });
  return { server, objects, uploads, badSignatures: () => badSignatures };
}

const credentials = { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret/key', region: 'eu-central-1' };
const fake = fakeS3(credentials);
let config: S3StorageConfig;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  config = { ...credentials, endpoint: `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`, bucket: 'media' };
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

const text = async (stream: Readable | null) => {
  const parts: Buffer[] = [];
  for await (const part of stream!) parts.push(part as Buffer);
  return Buffer.concat(parts).toString();
};

test('save, size, read (whole and a range), random access, remove', async () => {
  const storage = s3MediaStorage(config);
  const key = await storage.save(7, Buffer.from('hello, media store'));
  expect(key).toMatch(/^7\/[0-9a-f]{32}$/);
  expect(await storage.size(key)).toBe(18);
  expect(await text(await storage.read(key))).toBe('hello, media store');
  expect(await text(await storage.read(key, { start: 7, end: 11 }))).toBe('media');
  expect((await (await storage.source(key))!.read(0, 5)).toString()).toBe('hello');
  await storage.remove(key);
  expect(await storage.size(key)).toBeNull();
  expect(await storage.read(key)).toBeNull();
  expect(fake.badSignatures()).toBe(0);
});

test('a chunked upload is a multipart upload: parts by chunk, a replayed part replaces itself, completion assembles them', async () => {
  const storage = s3MediaStorage(config);
  const key = await storage.beginUpload(7);
  expect([...fake.uploads.values()].map((u) => u.key)).toContain(key);
  await storage.writeChunk(key, { index: 0, offset: 0, length: 4, body: Readable.from([Buffer.from('abcd')]) });
  await storage.writeChunk(key, { index: 0, offset: 0, length: 4, body: Readable.from([Buffer.from('abcd')]) });
  await expect(storage.writeChunk(key, { index: 1, offset: 4, length: 3, body: Readable.from([Buffer.from('ef')]) })).rejects.toThrow(/should have 3 bytes/);
  await storage.writeChunk(key, { index: 1, offset: 4, length: 2, body: Readable.from([Buffer.from('ef')]) });
  await storage.finishUpload(key);
  expect(fake.objects.get(key)?.toString()).toBe('abcdef');
  expect([...fake.uploads.values()].map((u) => u.key)).not.toContain(key);
  // An upload abandoned half way is aborted by remove.
  const abandoned = await storage.beginUpload(7);
  await storage.remove(abandoned);
  expect([...fake.uploads.values()].map((u) => u.key)).not.toContain(abandoned);
  expect(fake.badSignatures()).toBe(0);
});
