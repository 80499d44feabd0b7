import path from 'node:path';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { schemaCompilers, type SchemaCompilation } from './core/schema-compilers';
import { DEFAULT_LANGUAGE } from '@halaqa/contracts';
import type { App, AppContext } from './core/context';
import type { Database } from './core/db/client';
import { frameworkErrorHandler, registerErrorHandling } from './core/error-handler';
import { refuseBodiesLeftEmpty } from './core/bodies-left-empty';
import { acceptEmptyJsonBodies } from './core/json-body';
import { registerCompression } from './core/compression';
import { registerRequestScope } from './core/request-scope';
import { echoRequestIds, requestIdOf } from './core/request-id';
import { registerTracing, type TracingOptions } from './core/tracing';
import { registerOpenApi } from './core/openapi';
import { registerSecurityHeaders } from './core/security-headers';
import { apiPaths, findRepoRoot } from './core/paths';
import { registerStaticSite } from './core/static-site';
import { createTenancy, languageOf, type Tenancy } from './core/tenancy';
import { announcementRoutes } from './modules/announcements/routes';
import { assessmentRoutes } from './modules/assessments/routes';
import { lmsRoutes } from './modules/lms/routes';
import { examRoutes } from './modules/exams/routes';
import { commerceRoutes } from './modules/commerce/routes';
import { createOrganizationCache } from './core/organization-cache';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { learningCategoryRoutes } from './modules/learning-categories/routes';
import { mediaRoutes, type MediaRoutesOptions } from './modules/media/routes';
import { memberMayReadMedia } from './modules/lms/player/media-access';
import { organizationRoutes } from './modules/organizations/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { socialGroupRoutes } from './modules/social/groups/routes';
import { socialEventRoutes } from './modules/social/events/routes';
import { coachingRoutes } from './modules/coaching/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { permissionRoutes } from './modules/permissions/routes';
import { phoneVerificationRoutes } from './modules/phone-verification/routes';
import { registrationRoutes } from './modules/registration/routes';
import { remoteRoutes } from './modules/remotes/routes';
import { supportRoutes } from './modules/support/routes';
import { createSitePage } from './modules/site-page/site-page';
import { frontendLoggerRoutes } from './modules/frontend-logger/routes';
import { terminologyRoutes } from './modules/terminology/routes';
import { userRoutes } from './modules/users/routes';

export interface BuildAppOptions {
  /**
   * Fastify's trustProxy: which proxies may set X-Forwarded-For/Proto. Off by
   * default; behind a load balancer set it, or per-address sign-in limits
   * would count every client as the balancer.
   */
  trustProxy?: boolean | string;
  /** The migrated database. Absent: docs-only mode (routes exist, OpenAPI works, handlers fail). */
  database?: Database | null;
  /** Folder with `<remote>/dist` and `shell/dist` (default: the repository root). */
  staticRoot?: string;
  /** Organization of requests that name none (default `demo`). */
  defaultOrgPrefix?: string;
  repoRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Log every request (Fastify's request logging); default off. */
  logRequests?: boolean;
  /** Clock, for tests. */
  now?: () => Date;
  /** Folder of uploaded media (default `<repo>/.data/media`). */
  mediaDir?: string;
  /** The media module's collaborators: lms/player's access check for member-bound addresses, the store (default: the local folder). */
  media?: MediaRoutesOptions;
  /** How long organization-wide reads are remembered, in ms (default 0: read on every request). */
  organizationCacheMs?: number;
  /** An OpenTelemetry collector for a span per request; absent (the default), no tracing code is even loaded. */
  tracing?: TracingOptions | null;
  /** When route schemas compile; default 'at-start'. */
  schemaCompilation?: SchemaCompilation;
}

/** A module's routes under /api: it opens the route scopes of its callers (core/route-scope.ts) and fills them. */
type ApiRoutes = (app: App, ctx: AppContext, tenancy: Tenancy) => void | Promise<void>;

/** Every area's routes, in the order the OpenAPI document lists them; media take their collaborators from the options. */
const apiRoutes = (options: BuildAppOptions): readonly ApiRoutes[] => [
  healthRoutes,
  organizationRoutes,
  registrationRoutes,
  terminologyRoutes,
  learningCategoryRoutes,
  announcementRoutes,
  remoteRoutes,
  permissionRoutes,
  authRoutes,
  userRoutes,
  phoneVerificationRoutes,
  assessmentRoutes,
  lmsRoutes,
  examRoutes,
  commerceRoutes,
  // lms/player answers who may read course media; the store comes from the options (S3 when configured).
  (api, ctx, tenancy) => mediaRoutes(api, ctx, tenancy, { mayRead: memberMayReadMedia, ...options.media }),
  frontendLoggerRoutes,
  supportRoutes,
  notificationRoutes,
  socialGroupRoutes,
  socialEventRoutes,
  coachingRoutes,
];

export async function buildApp(options: BuildAppOptions = {}): Promise<App> {
  const paths = apiPaths(options.repoRoot ?? findRepoRoot());
  const database = options.database ?? null;
  const ctx: AppContext = {
    db: () => {
      if (!database) throw new Error('No database: the app was built in docs-only mode');
      return database.tenantDb;
    },
    systemDb: () => {
      if (!database) throw new Error('No database: the app was built in docs-only mode');
      return database.systemDb;
    },
    listen: (channel, handlers) => {
      if (!database) throw new Error('No database: the app was built in docs-only mode');
      return database.listen(channel, handlers);
    },
    live: database !== null,
    paths,
    staticRoot: options.staticRoot ?? paths.repoRoot,
    defaultOrgPrefix: options.defaultOrgPrefix ?? 'demo',
    mediaDir: options.mediaDir ?? path.join(paths.repoRoot, '.data', 'media'),
    now: options.now ?? (() => new Date()),
    organizationCache: createOrganizationCache(options.organizationCacheMs ?? 0),
  };

  const app = Fastify({
    logger: options.logger ?? false,
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    bodyLimit: 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors: frameworkErrorHandler,
    genReqId: requestIdOf,
    schemaController: { compilersFactory: schemaCompilers(options.schemaCompilation ?? 'at-start') },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // First: spans and the echoed request id cover every answer, refusals included.
  if (options.tracing) await registerTracing(app, options.tracing);
  echoRequestIds(app);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  // request.cookies and reply.setCookie: the session's refresh and CSRF cookies (modules/auth/session-cookies.ts).
  await app.register(fastifyCookie);
  acceptEmptyJsonBodies(app);
  refuseBodiesLeftEmpty(app);
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('tenant', null);
  app.decorateRequest('accessToken', null);
  app.decorateRequest('user', null);
  registerRequestScope(app);
  app.addHook('onRequest', async (request) => {
    request.language = languageOf(request);
  });

  // Swagger collects routes as they are added, so it goes first.
  await registerOpenApi(app);

  const tenancy = createTenancy(ctx);
  await app.register(async (scope) => {
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();
    // One after another: the OpenAPI document lists the routes in the order they are added.
    for (const routes of apiRoutes(options)) await routes(api, ctx, tenancy);
  }, { prefix: '/api' });

  // Before the static site: its catch-all would otherwise answer /dev/mailbox.
  outboxRoutes(app, ctx, { runWorker: database !== null });
  await registerStaticSite(app, ctx, createSitePage(ctx));
  return app;
}
