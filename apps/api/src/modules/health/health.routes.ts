import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, ErrorCode } from '../../lib/app-error'

const StatusSchema = z.object({ status: z.string() })

/** Liveness says the process answers; readiness also checks the database. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['Health'], response: { 200: StatusSchema } }, config: { access: 'public', rateLimit: false } },
    async () => ({ status: 'ok' }),
  )

  app.get(
    '/readyz',
    { schema: { tags: ['Health'], response: { 200: StatusSchema } }, config: { access: 'public', rateLimit: false } },
    async (request) => {
      try {
        await app.db.execute(sql`select 1`)
      } catch (cause) {
        request.log.error({ err: cause }, 'database not reachable')
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, { cause })
      }
      return { status: 'ready' }
    },
  )
}
export default healthRoutes
