import { EMPTY_PAYLOAD_HASH, signS3Request } from './s3-signer';

// The "GET Object" example of AWS's SigV4 documentation (sig-v4-header-based-auth.html).
test('signs the AWS documentation example exactly', () => {
  const headers = signS3Request(
    { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
    { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { Range: 'bytes=0-9' }, payloadHash: EMPTY_PAYLOAD_HASH, now: new Date('2013-05-24T00:00:00Z') },
  );
  expect(headers.authorization).toBe('AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, '
    + 'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
  expect(headers['x-amz-date']).toBe('20130524T000000Z');
});
