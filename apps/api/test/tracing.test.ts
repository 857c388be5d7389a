import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tracing } from '../src/lib/tracing'

/*
 * OpenTelemetry traces (lib/tracing.ts) sent to a local OTLP/HTTP listener. Nothing of the app is imported before the
 * tracing starts, as in server.ts: the SDK patches http and pg as they load.
 */

interface ReceivedSpan {
  name: string
  traceId: string
  kind: number
  attributes: { key: string; value: Record<string, unknown> }[]
}

describe('tracing with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  const spans: ReceivedSpan[] = []
  const services = new Set<string>()
  let collector: Server
  let tracing: Tracing

  beforeAll(async () => {
    collector = createServer((request, response) => {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const body = JSON.parse(Buffer.concat(chunks).toString()) as {
            resourceSpans: {
              resource: { attributes: { key: string; value: { stringValue?: string } }[] }
              scopeSpans: { spans: ReceivedSpan[] }[]
            }[]
          }
          for (const resource of body.resourceSpans) {
            const service = resource.resource.attributes.find((attribute) => attribute.key === 'service.name')
            if (service?.value.stringValue) services.add(service.value.stringValue)
            for (const scope of resource.scopeSpans) spans.push(...scope.spans)
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
    })
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve))
    const { port } = collector.address() as AddressInfo
    const { startTracing } = await import('../src/lib/tracing')
    tracing = await startTracing({
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
      OTEL_SERVICE_NAME: 'sentinela-tracing-test',
    })
  })
  afterAll(async () => {
    await tracing?.shutdown()
    await new Promise((resolve) => collector?.close(resolve))
  })

  it('sends spans of HTTP requests, Fastify routes, database queries and queue jobs to the collector', async () => {
    const { trace } = await import('@opentelemetry/api')
    const { sql } = await import('drizzle-orm')
    const { buildApp } = await import('../src/app')
    const { parseConfig } = await import('../src/config')
    const { openDatabase } = await import('../src/db/client')
    const { openTestDatabase } = await import('./database')

    // The app over HTTP, on the test database; a caller's traceparent is carried on.
    const database = await openTestDatabase()
    const app = await buildApp({ config: parseConfig({ LOG_LEVEL: 'silent', RUN_WORKERS: 'false' }), database })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    const answer = await fetch(`${address}/api/positions/987654`, {
      headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    })
    expect(answer.status).toBe(404)
    await fetch(`${address}/healthz`)

    // A queue job's batch, through the same wrapper the app puts around pg-boss's workers.
    let handler: ((jobs: { id: string }[]) => Promise<unknown>) | undefined
    const queue = {
      work: async (_name: string, run: typeof handler) => {
        handler = run
        return 'worker'
      },
    }
    app.metrics.instrumentQueue(queue as never)
    await (queue.work as (name: string, run: () => Promise<void>) => Promise<string>)('tracing-test', async () => {})
    await handler!([{ id: 'job-1' }])
    await app.close()
    await database.close()

    // node-postgres, as the server reaches PostgreSQL or the embedded database in its thread.
    const threaded = await openDatabase({ ownThread: true })
    await trace.getTracer('tracing-test').startActiveSpan('a unit of work', async (span) => {
      await threaded.db.execute(sql`select 1 as one`)
      span.end()
    })
    await threaded.close()

    await tracing.forceFlush()
    const names = spans.map((span) => span.name)
    expect(services).toContain('sentinela-tracing-test')
    // The HTTP server's span and @fastify/otel's, for the route pattern, in the caller's trace.
    // OTLP JSON carries ids in hex (the spec), some exporters in base64.
    const hex = (id: string) => (/^[0-9a-f]{32}$/.test(id) ? id : Buffer.from(id, 'base64').toString('hex'))
    const inCallersTrace = spans.filter((span) => hex(span.traceId) === traceId)
    const callerSpanNames = inCallersTrace.map((span) => span.name)
    expect(callerSpanNames.some((name) => /^GET/.test(name))).toBe(true)
    expect(
      inCallersTrace.some((span) =>
        span.attributes.some((attribute) => attribute.value.stringValue === '/api/positions/:id'),
      ),
    ).toBe(true)
    expect(names).toContain('tracing-test process')
    expect(names.some((name) => /select|pg\.query|postgres/i.test(name))).toBe(true)
    // Probes are not traced.
    expect(spans.some((span) => span.attributes.some((attribute) => attribute.value.stringValue === '/healthz'))).toBe(
      false,
    )
  }, 180_000)
})
