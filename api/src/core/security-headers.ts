import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** One nonce per answer, for its scripts and its styles alike (styled-components takes one nonce). */
const nonces = new WeakMap<ServerResponse, string>();
const nonceDirective = (_request: unknown, response: ServerResponse) => `'nonce-${nonces.get(response) ?? ''}'`;

/**
 * Security headers on every answer (ARCHITECTURE section 4 "Edges"): a strict
 * Content-Security-Policy whose scripts and styles need the answer's nonce
 * (`'strict-dynamic'`: what a trusted script loads, the remotes' chunks among
 * it, is trusted in turn), no framing, no sniffing, a referrer policy, a
 * permissions policy, and HSTS when the request came over TLS.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Before helmet's own hook, so its directives can read the nonce.
  app.addHook('onRequest', async (request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    void reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()');
    if (request.protocol === 'https') void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [nonceDirective, "'strict-dynamic'"],
        styleSrc: ["'self'", nonceDirective],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        // The public certificate page may allow embedding later: today nothing is framed.
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Only over TLS (above): HSTS on a plain-HTTP answer would pin a development host to HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
}

/** The nonce this answer's inline scripts and styles must carry. */
export function nonceOf(reply: FastifyReply): string {
  const nonce = nonces.get(reply.raw);
  if (!nonce) throw new Error('No nonce: registerSecurityHeaders must run first');
  return nonce;
}

/**
 * Headers that act only on a document (policies of what a page may do,
 * legacy browser switches). A script, style, font or picture does not use
 * them, and on a phone over HTTP/1.1 they cost about 0.6 kB on each of
 * the ~40 files of a first visit.
 */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options',
  'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection', 'permissions-policy',
];
/** A file opened on its own (an SVG typed into the address bar) runs nothing and cannot be framed. */
const SUBRESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** A static file's headers: nosniff, CORP and the referrer policy stay; a sandboxing policy replaces the page's. */
export function subresourceHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY) {
    reply.raw.removeHeader(name);
    void reply.removeHeader(name);
  }
  reply.raw.setHeader('content-security-policy', SUBRESOURCE_POLICY);
}
