import { register } from 'node:module'
import type { Config } from '../config'

/** What the server keeps of the tracing SDK: spans still buffered are sent when it stops. */
export interface Tracing {
  forceFlush(): Promise<void>
  shutdown(): Promise<void>
}

/** Requests not worth a trace: probes and scrapes, every few seconds. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/** The collector's address for traces: OTLP/HTTP puts them under /v1/traces of the endpoint (the OTLP spec). */
export function tracesUrl(endpoint: string): string {
  return `${endpoint.replace(/\/+$/, '')}/v1/traces`
}

/**
 * OpenTelemetry traces, sent over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT: a span per HTTP request (the
 * server's, and its Fastify route and hooks), per database query through node-postgres (PostgreSQL, and the embedded
 * database in its thread) and per batch of queue jobs (lib/metrics.ts), joined into one trace by W3C `traceparent`.
 *
 * The SDK is loaded here, only when the endpoint is set. Call it before the instrumented modules are imported
 * (server.ts imports the app after it): Node's module hooks patch `http` and `pg` as they load.
 */
export async function startTracing(
  config: Pick<Config, 'OTEL_SERVICE_NAME'> & { OTEL_EXPORTER_OTLP_ENDPOINT: string },
): Promise<Tracing> {
  // ES modules are patched as they load through import-in-the-middle; CommonJS ones through require-in-the-middle.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url)
  const [
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    { registerInstrumentations },
    { HttpInstrumentation },
    { PgInstrumentation },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/instrumentation'),
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
    import('@fastify/otel'),
  ])
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': config.OTEL_SERVICE_NAME }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: tracesUrl(config.OTEL_EXPORTER_OTLP_ENDPOINT) })),
    ],
  })
  // The global tracer provider, AsyncLocalStorage context and W3C trace-context propagation.
  provider.register()
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
      }),
      // Query text without its parameters (they may hold personal data); no span for a pool's connect alone.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
      // Fastify 5 announces each new instance (diagnostics channel): the plugin adds route and hook spans to it.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        ignorePaths: (route) => UNTRACED_PATHS.has(route.url),
      }),
    ],
  })
  return provider
}
