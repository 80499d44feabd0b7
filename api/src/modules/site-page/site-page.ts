import path from 'node:path';
import { createSiteMap, isLanguage, SESSION_COOKIES, type SiteMap, type SiteStart } from '@halaqa/contracts';
import { accessFromAnswer, openableRoute } from '@halaqa/permissions';
import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { signAccessToken } from '../../core/access-token';
import type { AppContext } from '../../core/context';
import { nonceOf } from '../../core/security-headers';
import { requestedPrefix } from '../../core/tenancy';
import { readPageCookie } from '../auth/page-session';
import { profileByPrefix } from '../organizations/service';
import { PermissionsSystemSchema } from '../permissions/dto';
import { createEntryVersioner } from '../remotes/entry-version';
import { remoteManifest } from '../remotes/service';
import { createFirstLoadScripts } from './first-load';
import { firstScreenGateScript } from './first-screen/first-screen-gate';
import { createFirstScreen, type PageMember } from './first-screen/first-screen';
import { createVisitorAnswers } from './first-screen/in-process-answers';
import { renderPage } from './render-page';
import { watchedFile } from './watched-file';

const PREFIX = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** GET permissions-system: asked in process for the visitor's copy the page embeds. */
const PERMISSIONS_ADDRESS = '/api/permissions-system';

/** Long enough for the page's in-process calls, too short to be worth anything after. */
const PAGE_TOKEN_TTL_SECONDS = 30;

/** The site's page, and whether it was written for one member (then no cache may keep it). */
export interface SitePageAnswer {
  html: string;
  personal: boolean;
}

/**
 * The member the page cookie names, as an access token for the page's
 * in-process calls. Its portals are left out: the API reads what the member
 * holds from the database on every call, and refuses an ended session.
 */
function pageMemberOf(request: FastifyRequest, organizationId: number): PageMember | null {
  const session = readPageCookie(request.cookies[SESSION_COOKIES.page], organizationId, Date.now());
  if (!session) return null;
  const accessToken = signAccessToken({
    userId: session.userId,
    organizationId: session.organizationId,
    portals: { isAdministrator: false, isInstructor: false },
    sessionFamilyId: session.familyId,
  }, { ttlSeconds: PAGE_TOKEN_TTL_SECONDS });
  return { accessToken };
}

/** Whether the navigation guard lets a visitor open the page, by the visitor's permissions the page carries (unknown: yes). */
function visitorMayOpen(start: SiteStart, site: SiteMap, pathname: string): boolean {
  if (!start.visitorPermissions || !site.routeAt(pathname)) return true;
  return openableRoute(site, pathname, accessFromAnswer(false, start.organization.flags, start.visitorPermissions)) !== null;
}

/**
 * The site's page for a request (ARCHITECTURE section 2 "First load"): the
 * host names the organization, so its profile, remote manifest and what it
 * lets a visitor do go into the page, and the remote that owns the path is
 * preloaded. All three are remembered per organization for ORGANIZATION_CACHE_MS, like the API's own
 * reads of them: a change reaches every page within that time.
 */
export function createSitePage(ctx: AppContext) {
  const template = watchedFile(path.join(ctx.staticRoot, 'shell', 'dist', 'index.html'), (text) => text);
  const firstLoadScripts = createFirstLoadScripts(ctx.staticRoot);
  const versionOf = createEntryVersioner();
  const firstScreen = createFirstScreen(ctx.organizationCache);
  const visitorAnswer = createVisitorAnswers(ctx.organizationCache);

  const startOf = async (app: FastifyInstance, prefix: string): Promise<SiteStart | null> => {
    if (!PREFIX.test(prefix)) return null;
    // The page names its organization by host and resolves no tenant: its rows are read across the row-level security.
    const organization = await ctx.organizationCache.read(`page-profile:${prefix}`, () => profileByPrefix(ctx.systemDb(), prefix));
    if (!organization) return null;
    const [manifest, visitorPermissions] = await Promise.all([
      ctx.organizationCache.read(`page-manifest:${organization.id}`, () => remoteManifest(ctx.systemDb(), organization.id, ctx.staticRoot, versionOf)),
      // The same for every visitor and language: asked in English, so both languages share one copy.
      visitorAnswer(app, prefix, 'en', PERMISSIONS_ADDRESS),
    ]);
    return { organization, manifest, visitorPermissions: Value.Check(PermissionsSystemSchema, visitorPermissions) ? visitorPermissions : null };
  };

  /** The page, or null while the shell is not built. */
  return async function sitePage(request: FastifyRequest, reply: FastifyReply): Promise<SitePageAnswer | null> {
    const text = await template();
    if (text === null) return null;
    const start = await startOf(request.server, requestedPrefix(request.headers) ?? ctx.defaultOrgPrefix);
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    const language = isLanguage(lang) ? lang : 'en';
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    const site = start ? createSiteMap(start.manifest.remotes) : null;
    const owner = site?.ownerOf(pathname);
    const member = start && pageMemberOf(request, start.organization.id);
    // The remote's entry is preloaded unless the page's visitor will not be let in (a members-only page on nour).
    const letIn = start && site && (member || visitorMayOpen(start, site, pathname));
    const remoteEntry = (letIn && owner && start.manifest.remotes.find((remote) => remote.name === owner.name)?.entry) || null;
    const written = start && site
      ? await firstScreen({ app: request.server, start, site, pathname, query: new URLSearchParams(search), language, member })
      : null;
    const html = renderPage(text, {
      firstScreen: written && { screen: written.screen, gateScript: firstScreenGateScript(language, written.screen.announcementId ?? null, written.audience) },
      nonce: nonceOf(reply),
      language,
      start,
      preloadScripts: await firstLoadScripts({ language, remoteEntry }),
      preloadImages: start?.organization.logoUrl ? [start.organization.logoUrl] : [],
    });
    return { html, personal: written?.audience === 'members' };
  };
}
