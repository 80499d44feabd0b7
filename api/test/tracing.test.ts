// Traces (issue 10, "Seeing failures in production"): a span per request goes
// to an OpenTelemetry collector only when one is configured; otherwise no
// tracing code is even loaded, so nothing can be sent anywhere.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { readServerConfig } from '../src/config';
import type { TracingOptions } from '../src/core/tracing';
import { startTestServer } from './support/test-server';

const mockLoaded = new Set<string>();
jest.mock('@opentelemetry/sdk-trace', () => {
  mockLoaded.add('@opentelemetry/sdk-trace');
  return jest.requireActual('@opentelemetry/sdk-trace');
});
jest.mock('@opentelemetry/exporter-trace-otlp-http', () => {
  mockLoaded.add('@opentelemetry/exporter-trace-otlp-http');
  return jest.requireActual('@opentelemetry/exporter-trace-otlp-http');
});

interface OtlpValue { stringValue?: string; intValue?: string | number }
interface OtlpSpan { name: string; traceId: string; attributes: Array<{ key: string; value: OtlpValue }>; status?: { code?: number } }
interface OtlpExport { resourceSpans: Array<{ resource: { attributes: Array<{ key: string; value: OtlpValue }> }; scopeSpans: Array<{ spans: OtlpSpan[] }> }> }

/** A stand-in OTLP/HTTP collector: keeps what it is sent. */
async function startCollector() {
  const received: OtlpExport[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/v1/traces`,
    spans: () => received.flatMap((batch) => batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans))),
    services: () => received.flatMap((batch) => batch.resourceSpans.map((resource) =>
      resource.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Requests = Array<{ path: string; headers?: Record<string, string> }>;

/**
 * The app on a port, asked `requests` in turn, then closed (which flushes the
 * spans): docs-only (no database, so calls that read it fail: real 5xx), or
 * over a test database.
 */
async function requestAll(tracing: TracingOptions | undefined, requests: Requests, { database = false } = {}) {
  let baseUrl: string;
  let close: () => Promise<void>;
  if (database) {
    const server = await startTestServer({ tracing });
    ({ baseUrl, close } = server);
  } else {
    const app = await buildApp({ tracing });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    close = () => app.close();
  }
  const answers = [];
  for (const { path, headers } of requests) {
    const res = await fetch(`${baseUrl}${path}`, { headers });
    await res.arrayBuffer();
    answers.push({ status: res.status, requestId: res.headers.get('x-request-id') });
  }
  await close();
  return answers;
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((candidate) => candidate.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
};

// First in the file: it checks what has been loaded so far.
test('without a collector nothing is loaded (so nothing is sent), and the API works', async () => {
  const answers = await requestAll(undefined, [{ path: '/api/nope' }, { path: '/api/docs/json' }]);
  expect(answers.map((answer) => answer.status)).toEqual([404, 200]);
  expect([...mockLoaded]).toEqual([]);
});

test('with one, every request is a span: route, status, request id and organization', async () => {
  const collector = await startCollector();
  try {
    const answers = await requestAll({ endpoint: collector.endpoint, sampleRatio: 1, serviceName: 'halaqa-test' }, [
      { path: '/api/terminology', headers: { 'x-organization': 'nour', 'x-request-id': 'edge-0001-abcdef' } },
      { path: '/api/nope' },
    ], { database: true });
    expect(answers.map((answer) => answer.status)).toEqual([200, 404]);
    expect(mockLoaded.size).toBe(2);
    expect(collector.services()).toContain('halaqa-test');
    const spans = collector.spans();
    const terminology = spans.find((span) => span.name === 'GET /api/terminology')!;
    expect({
      route: attribute(terminology, 'http.route'),
      status: attribute(terminology, 'http.response.status_code'),
      requestId: attribute(terminology, 'halaqa.request_id'),
      organization: attribute(terminology, 'halaqa.organization'),
      error: terminology.status?.code ?? 0,
    }).toEqual({ route: '/api/terminology', status: 200, requestId: 'edge-0001-abcdef', organization: 'nour', error: 0 });
    // The static site's catch-all answers unknown /api paths.
    const unknown = spans.find((span) => span.name === 'GET /*')!;
    expect(attribute(unknown, 'http.response.status_code')).toBe(404);
    expect(attribute(unknown, 'halaqa.request_id')).toBe(answers[1]!.requestId);
  } finally {
    await collector.close();
  }
});

test('a 5xx span is marked as an error', async () => {
  const collector = await startCollector();
  try {
    const [answer] = await requestAll({ endpoint: collector.endpoint, sampleRatio: 1, serviceName: 'halaqa-test' }, [{ path: '/api/health' }]);
    expect(answer?.status).toBe(500);
    const [span] = collector.spans();
    expect([span?.name, span && attribute(span, 'http.response.status_code'), span?.status?.code]).toEqual(['GET /api/health', 500, 2]);
  } finally {
    await collector.close();
  }
});

test("the sampling ratio applies to new traces; a caller's sampled trace is followed", async () => {
  const collector = await startCollector();
  try {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await requestAll({ endpoint: collector.endpoint, sampleRatio: 0, serviceName: 'halaqa-test' }, [
      { path: '/api/nope' },
      { path: '/api/nope', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } },
    ]);
    expect(collector.spans().map((span) => span.traceId)).toEqual([traceId]);
  } finally {
    await collector.close();
  }
});

describe('configuration from the environment', () => {
  const tracing = (env: NodeJS.ProcessEnv) => readServerConfig(env, '/repo').tracing;

  test('off unless an OTLP endpoint is set, or when the SDK is disabled', () => {
    expect(tracing({})).toBeNull();
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBeNull();
  });

  test('the traces path is added to the base endpoint; a traces endpoint is taken as it is; spec section 9 samples every trace', () => {
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' }))
      .toEqual({ endpoint: 'http://collector:4318/v1/traces', sampleRatio: 1, serviceName: 'halaqa-api' });
    expect(tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://b/traces', OTEL_TRACES_SAMPLER_ARG: '0.25', OTEL_SERVICE_NAME: 'api-eu' }))
      .toEqual({ endpoint: 'http://b/traces', sampleRatio: 0.25, serviceName: 'api-eu' });
  });

  test('a ratio outside 0..1 or an endpoint that is not a URL stops the start', () => {
    expect(() => tracing({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://a:4318', OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/ratio/);
    expect(() => tracing({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'collector' })).toThrow(/URL/);
  });
});
