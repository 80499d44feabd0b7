import path from 'node:path';
import { TELEMETRY_SAMPLING } from '@halaqa/contracts/src/monitoring';
import type { TracingOptions } from './core/tracing';

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
  /**
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT, else OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`
   * (OTLP/HTTP); OTEL_TRACES_SAMPLER_ARG the ratio kept (default spec section 9's 1);
   * OTEL_SERVICE_NAME. Null without an endpoint, or with OTEL_SDK_DISABLED=true:
   * nothing is traced or sent.
   */
  tracing: TracingOptions | null;
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
    tracing: parseTracing(env),
  };
}

function parseTracing(env: NodeJS.ProcessEnv): TracingOptions | null {
  if (env.OTEL_SDK_DISABLED === 'true') return null;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || (base ? `${base.replace(/\/+$/, '')}/v1/traces` : '');
  if (!endpoint) return null;
  if (!URL.canParse(endpoint)) throw new Error(`The OTLP traces endpoint must be a URL, got ${endpoint}`);
  const ratio = env.OTEL_TRACES_SAMPLER_ARG ? Number(env.OTEL_TRACES_SAMPLER_ARG) : TELEMETRY_SAMPLING.traces;
  if (!(ratio >= 0 && ratio <= 1)) throw new Error(`OTEL_TRACES_SAMPLER_ARG must be a ratio from 0 to 1, got ${env.OTEL_TRACES_SAMPLER_ARG}`);
  return { endpoint, sampleRatio: ratio, serviceName: env.OTEL_SERVICE_NAME || 'halaqa-api' };
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
