import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers above 1 kB are compressed for the browser that accepts it (brotli,
 * else gzip; `Vary: Accept-Encoding`): JSON and the rendered page. Built files
 * are precompressed at build time and sent as they are (static-site.ts); an
 * answer that already has a Content-Encoding is left alone.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Brotli's fastest good setting for answers made per request; the build uses the best one.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
