import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Language } from '@halaqa/contracts';
import type { VerifiedAccessToken } from './access-token';
import type { Database } from './db/client';
import type { Db } from './db/types';
import type { ApiPaths } from './paths';
import type { OrganizationCache } from './organization-cache';
import type { HeldPermissions } from '../modules/permissions/holder';

/** The Fastify instance every module registers on: TypeBox-typed routes. */
export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

/** What route modules need besides the request: built once by buildApp. */
export interface AppContext {
  /**
   * The database as the request's organization sees it: row-level security
   * shows only request.tenant's rows (none before resolveTenant). A statement
   * outside a request throws. Throws in docs-only mode (OpenAPI generation
   * without a database).
   */
  db(): Db;
  /**
   * The database across every organization, for the few callers that must
   * (seeding, the outbox worker, lookups by host before a tenant exists,
   * an email's accounts in other organizations). Keep them greppable.
   */
  systemDb(): Db;
  /** LISTEN to a database channel (NOTIFY from any API process); throws in docs-only mode. */
  listen: Database['listen'];
  /** A database is attached: background work (outbox, notification worker, streams) runs. */
  live: boolean;
  paths: ApiPaths;
  /** Folder holding `<remote>/dist` and `shell/dist`. */
  staticRoot: string;
  defaultOrgPrefix: string;
  /** Folder of uploaded media (`<DATA_DIR or .data>/media`). */
  mediaDir: string;
  now(): Date;
  /** Organization-wide reads remembered for a few seconds (see organization-cache.ts). */
  organizationCache: OrganizationCache;
}

export interface Tenant {
  id: number;
  domainPrefix: string;
}

/** The signed-in member, loaded by requireUser from the database on every request. */
export interface AuthUser {
  id: number;
  organizationId: number;
  /** From the users row (not the token), so a portal change applies at once. */
  portals: VerifiedAccessToken['portals'];
  forceResetPassword: boolean;
  /** The session family of the access token (`sid`). */
  sessionFamilyId: string;
  /** The administrator who opened this session through masquerade, if any. */
  masqueradedById: number | null;
  /** What the organization and the member hold, read with the user (permissionsOf in authorize.ts). */
  held: HeldPermissions;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** From `x-lang`; `en` unless it says `ar`. */
    language: Language;
    /** Set by the resolveTenant preHandler. */
    tenant: Tenant | null;
    /** A valid bearer token of the request, if any (set by resolveTenant). */
    accessToken: VerifiedAccessToken | null;
    /** Set by the requireUser preHandler. */
    user: AuthUser | null;
  }
}
