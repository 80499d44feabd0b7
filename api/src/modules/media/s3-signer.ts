import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3-compatible stores (AWS, MinIO, R2...),
 * written out with node:crypto so the API needs no AWS SDK:
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignableRequest {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. range, content-type). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, or UNSIGNED-PAYLOAD. */
  payloadHash: string;
  now: Date;
}

export const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');

export function sha256Hex(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/** S3 signs the path as sent, each segment encoded once. */
function canonicalPath(url: URL): string {
  return url.pathname.split('/').map((segment) => uriEncode(decodeURIComponent(segment))).join('/') || '/';
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The headers to send: the given ones, host, x-amz-date, x-amz-content-sha256 and Authorization. */
export function signS3Request(credentials: S3Credentials, request: SignableRequest): Record<string, string> {
  const amzDate = request.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value.trim()])),
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${headers[name]!.replace(/\s+/g, ' ')}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n');
  const scope = `${day}/${credentials.region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${credentials.secretAccessKey}`, day), credentials.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}
