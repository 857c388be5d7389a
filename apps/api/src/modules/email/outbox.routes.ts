import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope } from '@sentinela/shared/schemas/common'

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
 * Registered only when DEV_OUTBOX is on (npm start on the embedded database); never in production.
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
    },
    async () => {
      const emails = await app.emails.listOutbox()
      return { data: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })) }
    },
  )
}
export default outboxRoutes
