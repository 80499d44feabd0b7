import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Uploaded media: MEDIA_DIR, else `media` inside DATA_DIR, else `.data/media`. */
  mediaDir: string;
  staticRoot: string;
  defaultOrgPrefix: string;
  logLevel: string;
  /** One log line per request (off by default: it costs throughput). */
  logRequests: boolean;
  /** ORGANIZATION_CACHE_MS: how long each process remembers an organization's switches and permission set (default 5000). */
  organizationCacheMs: number;
  /** TRUST_PROXY: `true`, or comma-separated addresses/CIDRs of the proxies (Fastify trustProxy). */
  trustProxy: boolean | string;
}

/** Server settings from the environment, with the defaults of the README. */
export function readServerConfig(env: NodeJS.ProcessEnv, repoRoot: string): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || path.join(repoRoot, '.data', 'pglite')),
    mediaDir: path.resolve(env.MEDIA_DIR || path.join(env.DATA_DIR || path.join(repoRoot, '.data'), 'media')),
    staticRoot: path.resolve(env.STATIC_ROOT || repoRoot),
    defaultOrgPrefix: env.DEFAULT_ORG_PREFIX || 'demo',
    logLevel: env.LOG_LEVEL || 'info',
    logRequests: env.LOG_REQUESTS === '1',
    organizationCacheMs: parseCacheMs(env.ORGANIZATION_CACHE_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

function parseCacheMs(value: string | undefined): number {
  if (value === undefined || value === '') return 5_000;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`ORGANIZATION_CACHE_MS must be a whole number of ms, got ${value}`);
  return ms;
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (!value || value === 'false') return false;
  return value === 'true' ? true : value;
}
