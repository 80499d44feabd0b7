import path from 'node:path';
import { createSiteMap, isLanguage, type SiteStart } from '@halaqa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context';
import { nonceOf } from '../../core/security-headers';
import { requestedPrefix } from '../../core/tenancy';
import { profileByPrefix } from '../organizations/service';
import { createEntryVersioner } from '../remotes/entry-version';
import { remoteManifest } from '../remotes/service';
import { createFirstLoadScripts } from './first-load';
import { firstScreenGateScript } from './first-screen/first-screen-gate';
import { createFirstScreen } from './first-screen/first-screen';
import { renderPage } from './render-page';
import { watchedFile } from './watched-file';

const PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The site's page for a request (ARCHITECTURE section 2 "First load"): the
 * host names the organization, so its profile and remote manifest go into
 * the page, and the remote that owns the path is preloaded. Both are
 * remembered per organization for ORGANIZATION_CACHE_MS, like the API's own
 * reads of them: a change reaches every page within that time.
 */
export function createSitePage(ctx: AppContext) {
  const template = watchedFile(path.join(ctx.staticRoot, 'shell', 'dist', 'index.html'), (text) => text);
  const firstLoadScripts = createFirstLoadScripts(ctx.staticRoot);
  const versionOf = createEntryVersioner();
  const firstScreen = createFirstScreen(ctx.organizationCache);

  const startOf = async (prefix: string): Promise<SiteStart | null> => {
    if (!PREFIX.test(prefix)) return null;
    // The page names its organization by host and resolves no tenant: its rows are read across the row-level security.
    const organization = await ctx.organizationCache.read(`page-profile:${prefix}`, () => profileByPrefix(ctx.systemDb(), prefix));
    if (!organization) return null;
    const manifest = await ctx.organizationCache.read(`page-manifest:${organization.id}`,
      () => remoteManifest(ctx.systemDb(), organization.id, ctx.staticRoot, versionOf));
    return { organization, manifest };
  };

  /** The page's HTML, or null while the shell is not built. */
  return async function sitePage(request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
    const text = await template();
    if (text === null) return null;
    const start = await startOf(requestedPrefix(request.headers) ?? ctx.defaultOrgPrefix);
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    const language = isLanguage(lang) ? lang : 'en';
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const site = start ? createSiteMap(start.manifest.remotes) : null;
    const owner = site?.ownerOf(pathname);
    const remoteEntry = (owner && start?.manifest.remotes.find((remote) => remote.name === owner.name)?.entry) ?? null;
    const screen = start && site
      ? await firstScreen({ app: request.server, start, site, pathname, query: new URLSearchParams(search), language })
      : null;
    return renderPage(text, {
      firstScreen: screen && { screen, gateScript: firstScreenGateScript(language, screen.announcementId ?? null) },
      nonce: nonceOf(reply),
      language,
      start,
      preloadScripts: await firstLoadScripts({ language, remoteEntry }),
      preloadImages: start?.organization.logoUrl ? [start.organization.logoUrl] : [],
    });
  };
}
