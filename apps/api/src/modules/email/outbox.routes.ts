import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorCode } from '@sentinela/shared/errors'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import { isLoopbackHost } from '../../config'
import { send } from '../../plugins/errors'

const OutboxEmailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  language: z.string(),
  status: z.string(),
  createdAt: z.string(),
})

/**
 * The development outbox: with no SMTP server, the demo still lets people follow activation and reset links.
 * It lists reset links for every account, so it is registered only in development on a loopback-bound server
 * (config `outboxIsServed`), and answers only requests whose socket comes from this machine: the socket's own
 * address, never a forwarded header. Anyone else is told there is nothing here.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['Development'],
        summary: 'E-mails of the local outbox, newest first',
        response: { 200: dataEnvelope(z.array(OutboxEmailSchema)) },
      },
      config: { access: 'public' },
      onRequest: async (request, reply) => {
        if (!isLoopbackHost(request.socket.remoteAddress ?? ''))
          return send(request, reply, 404, ErrorCode.ROUTE_NOT_FOUND)
      },
    },
    async () => {
      const emails = await app.emails.listOutbox()
      return { data: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })) }
    },
  )
}
export default outboxRoutes
