import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
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

/** The header that carries the outbox's key (config DEV_OUTBOX_KEY, printed in the server log at start). */
export const OUTBOX_KEY_HEADER = 'x-outbox-key'

/** The Host header's name without its port: `localhost:3000` → `localhost`, `[::1]:3000` → `::1`. */
function hostName(host: string | undefined): string {
  if (!host) return ''
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(host)
  if (bracketed) return bracketed[1]!
  return host.replace(/:\d+$/, '')
}

function sameKey(given: string | string[] | undefined, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Who may read the outbox: a request from this machine's own socket (never a forwarded header), addressed to a
 * loopback name (so a web page that rebinds its own name to 127.0.0.1 is refused), carrying this start's key.
 */
export function mayReadOutbox(request: FastifyRequest, key: string | undefined): boolean {
  return (
    isLoopbackHost(request.socket.remoteAddress ?? '') &&
    isLoopbackHost(hostName(request.headers.host)) &&
    sameKey(request.headers[OUTBOX_KEY_HEADER], key)
  )
}

/**
 * The development outbox: with no SMTP server, the demo still lets people follow activation and reset links.
 * It lists reset and data-export links for every account, so it is registered only when `npm start` asks for it, in
 * development on a loopback-bound server (config `outboxIsServed`), and answers only `mayReadOutbox` requests.
 * Anyone else is told there is nothing here.
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
        if (!mayReadOutbox(request, app.config.DEV_OUTBOX_KEY))
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
