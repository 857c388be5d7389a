import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../db/client'
import { Metrics } from '../lib/metrics'
import { bearerMatches } from '../lib/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (docs/operations-metrics.md); other plugins count their work here. */
    metrics: Metrics
  }
}

/**
 * Counts every request (by route pattern and status) and makes the registry other plugins count into (the queue's
 * jobs, e-mails). Registered before them. With METRICS_PORT the metrics are served on a listener of their own,
 * started and stopped with the app; the main port's `/metrics` is `metricsRoutes`, below.
 */
export default fp(
  async (app, options: { database: DatabaseHandle }) => {
    const metrics = new Metrics()
    metrics.observeDatabase(options.database)
    metrics.observeQueueTables(app.db, app.log)
    app.decorate('metrics', metrics)

    app.addHook('onResponse', async (request, reply) => {
      metrics.countRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000)
    })

    const port = app.config.METRICS_PORT
    if (port === undefined) return
    let server: Server | undefined
    app.addHook('onReady', async () => {
      server = await listenForMetrics(metrics, { host: app.config.METRICS_HOST, port, token: app.config.METRICS_TOKEN })
      const { address, port: bound } = server.address() as AddressInfo
      app.log.info(`Metrics served at http://${address.includes(':') ? `[${address}]` : address}:${bound}/metrics`)
    })
    app.addHook('onClose', async () => {
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()))
    })
  },
  { name: 'metrics' },
)

/**
 * `/metrics` on the main port, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>` (the `metrics` access
 * policy). Without METRICS_TOKEN the route does not exist: the main port answers 404 and the metrics are reached only
 * on METRICS_PORT, if set (docs/operations-metrics.md).
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  if (!app.config.METRICS_TOKEN) return
  app.get('/metrics', { schema: { hide: true }, config: { access: 'metrics' } }, async (_request, reply) => {
    const { contentType, body } = await app.metrics.scrape()
    return reply.header('Cache-Control', 'no-store').type(contentType).send(body)
  })
}

/**
 * A plain HTTP listener that serves GET /metrics and nothing else, on METRICS_HOST (loopback unless told) and
 * METRICS_PORT. With METRICS_TOKEN set it asks for the token here too.
 */
export async function listenForMetrics(
  metrics: Metrics,
  options: { host: string; port: number; token?: string | undefined },
): Promise<Server> {
  const answer = (response: ServerResponse, status: number, body: string, type = 'text/plain; charset=utf-8') => {
    response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body)
  }
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return answer(response, 404, 'Not found\n')
    }
    if (options.token && !bearerMatches(request.headers.authorization, options.token)) {
      response.setHeader('WWW-Authenticate', 'Bearer')
      return answer(response, 401, 'Unauthorized\n')
    }
    metrics.scrape().then(
      ({ contentType, body }) => answer(response, 200, request.method === 'HEAD' ? '' : body, contentType),
      () => answer(response, 500, 'Could not collect the metrics\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return server
}
