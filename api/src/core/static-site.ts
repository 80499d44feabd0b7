import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../modules/remotes/registry';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, NO_CACHE, PERSONAL } from './cache-control';
import type { App, AppContext } from './context';
import { notFound } from './errors';
import { fontFilesDir } from './font-files';
import { subresourceHeaders } from './security-headers';
import { basicLatinCut, basicSourceOf } from './font-subsets';


const ASSET_CACHE = 'public, max-age=3600';
const FONT_CACHE = 'public, max-age=604800';
// A request for one of these that misses is a 404, not the single-page app.
const FILE_EXTENSIONS = /\.(js|mjs|css|map|json|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|txt|wasm)$/i;

/** `a/b.js` below its root, or null for traversal, dotfiles and NUL bytes. */
function safeRelativePath(raw: string): string | null {
  if (raw.includes('\0')) return null;
  const normalized = path.posix.normalize(`/${raw}`).slice(1);
  if (normalized.split('/').some((segment) => segment.startsWith('.'))) return null;
  return normalized;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

function send(reply: FastifyReply, root: string, relative: string, cacheControl: string): FastifyReply {
  subresourceHeaders(reply);
  void reply.header('cache-control', cacheControl);
  return reply.sendFile(relative, root, { cacheControl: false });
}

const hidden = { hide: true } as const;
const WildcardParams = Type.Object({ '*': Type.String() });

/** The site's page for a request (its HTML), or null while the shell is not built. */
export type SitePage = (request: FastifyRequest, reply: FastifyReply) => Promise<{ html: string; personal: boolean } | null>;

/**
 * The built site on the API's port (ARCHITECTURE section 5): remotes, the
 * shell with its single-page fallback (rendered per request by `sitePage`),
 * organization assets and fonts.
 */
export async function registerStaticSite(app: App, ctx: AppContext, sitePage: SitePage): Promise<void> {
  // Built files have brotli and gzip copies (the build writes them): the one the browser accepts is sent.
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  const shellDist = path.join(ctx.staticRoot, 'shell', 'dist');

  app.get('/remotes/:name/*', {
    schema: { ...hidden, operationId: 'getRemoteFile', params: Type.Object({ name: Type.String(), '*': Type.String() }) },
  }, async (request, reply) => {
    const { name } = request.params;
    const relative = safeRelativePath(request.params['*']);
    const remote = REMOTE_NAMES.find((known) => known === name);
    if (!remote || !relative) throw notFound();
    const root = path.join(ctx.staticRoot, remote, 'dist');
    if (!(await isFile(path.join(root, relative)))) throw notFound();
    return send(reply, root, relative, cacheControlFor(relative));
  });

  app.get('/assets/fonts/:family/:file', {
    schema: { ...hidden, operationId: 'getFontFile', params: Type.Object({ family: Type.String(), file: Type.String() }) },
  }, async (request, reply) => {
    const { family, file } = request.params;
    const root = fontFilesDir(family);
    if (!root || !/^[a-z0-9-]+\.(woff2?|ttf)$/.test(file)) throw notFound();
    const basicSource = basicSourceOf(file);
    if (basicSource && (await isFile(path.join(root, basicSource)))) {
      subresourceHeaders(reply);
      return reply.type('font/woff2').header('cache-control', FONT_CACHE).send(await basicLatinCut(path.join(root, basicSource)));
    }
    if (!(await isFile(path.join(root, file)))) throw notFound();
    return send(reply, root, file, FONT_CACHE);
  });

  app.get('/assets/*', { schema: { ...hidden, operationId: 'getAssetFile', params: WildcardParams } }, async (request, reply) => {
    const relative = safeRelativePath(request.params['*']);
    if (!relative || !(await isFile(path.join(ctx.paths.assetsDir, relative)))) throw notFound();
    return send(reply, ctx.paths.assetsDir, relative, ASSET_CACHE);
  });

  app.get('/*', { schema: { ...hidden, operationId: 'getSitePage', params: WildcardParams } }, async (request, reply) => {
    const wildcard = request.params['*'];
    // Unknown API paths stay JSON errors, never the HTML page.
    if (wildcard === 'api' || wildcard.startsWith('api/')) throw notFound(undefined, `Route GET /${wildcard.slice(0, 200)} not found`);
    const relative = safeRelativePath(wildcard);
    // The page itself is rendered per request (its nonce, the organization's start data), never sent as built.
    const isPage = relative === '' || relative === 'index.html';
    if (!isPage && relative && (await isFile(path.join(shellDist, relative)))) return send(reply, shellDist, relative, cacheControlFor(relative));
    if (!isPage && FILE_EXTENSIONS.test(wildcard)) throw notFound();
    const page = await sitePage(request, reply);
    // A page written for one member is theirs alone: no cache keeps it, not even the browser's.
    if (page !== null) return reply.header('cache-control', page.personal ? PERSONAL : NO_CACHE).type('text/html; charset=utf-8').send(page.html);
    return reply.code(503).header('cache-control', NO_CACHE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Halaqa</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>Halaqa is not built yet</h1>
<p>The API is running, but the web site has not been built. Run <code>npm start</code> (it builds first) or <code>npm run build</code>, then reload.</p>
<p>The API documentation is at <a href="/api/docs">/api/docs</a>.</p>
</body></html>
`;
