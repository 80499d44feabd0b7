import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where and how much to trace; absent, the API loads no tracing code and sends nothing anywhere. */
export interface TracingOptions {
  /** The OTLP/HTTP traces address of a collector (`.../v1/traces`). */
  endpoint: string;
  /** Share of traces kept, 0 to 1 (spec section 9: 1); a caller's sampled `traceparent` is followed. */
  sampleRatio: number;
  serviceName: string;
}

/**
 * One server span per request, exported over OTLP/HTTP: the route (not the
 * path, which may hold ids), the status, the request id (the one in the log
 * and the error answer) and the organization. The OpenTelemetry packages are
 * imported only here, and this runs only when a collector is configured.
 */
export async function registerTracing(app: FastifyInstance, options: TracingOptions): Promise<void> {
  const [api, { W3CTraceContextPropagator }, { resourceFromAttributes }, sdk, { OTLPTraceExporter }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
  ]);
  const provider = new sdk.TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName }),
    sampler: new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(options.sampleRatio) }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: options.endpoint }) })],
  });
  const tracer = provider.getTracer('halaqa-api');
  const propagator = new W3CTraceContextPropagator();
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook('onRequest', async (request) => {
    const parent = propagator.extract(api.ROOT_CONTEXT, request.headers, api.defaultTextMapGetter);
    spans.set(request, tracer.startSpan(request.method, {
      kind: api.SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'halaqa.request_id': request.id },
    }, parent));
  });

  const end = (request: FastifyRequest, status: number | null) => {
    const span = spans.get(request);
    if (!span) return;
    spans.delete(request);
    const route = request.routeOptions.url;
    if (route) span.updateName(`${request.method} ${route}`);
    span.setAttributes({
      ...(route ? { 'http.route': route } : {}),
      ...(status === null ? {} : { 'http.response.status_code': status }),
      ...(request.tenant ? { 'halaqa.organization': request.tenant.domainPrefix } : {}),
    });
    if (status === null || status >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR, message: status === null ? 'aborted' : undefined });
    span.end();
  };
  app.addHook('onResponse', async (request, reply) => end(request, reply.statusCode));
  app.addHook('onRequestAbort', async (request) => end(request, null));
  // Sends what is still batched before the process goes.
  app.addHook('onClose', async () => provider.shutdown());
}
