import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  ConnectionSchema,
  MESSAGE_REPLY_RATE_LIMIT,
  MESSAGE_REPLY_RATE_WINDOW,
  MessagePreferencesSchema,
  MessageSchema,
  SendMessageSchema,
  ThreadQuerySchema,
  ThreadSchema,
  ThreadSummarySchema,
  UnreadSchema,
} from '@sentinela/shared/schemas/messages'
import { AppError, ErrorCode } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'
import { MessagesRepository } from './messages.repository'
import { MessagesService } from './messages.service'

const tags = ['Messages']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
}
const BlockedSchema = z.object({ companyId: z.number().int(), blocked: z.boolean() })
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/**
 * #20 Connections and messages (decision 017). Every answer speaks of one person's conversations: the app's onSend
 * hook marks them `Cache-Control: no-store`.
 */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const messages = new MessagesService(app.db, new MessagesRepository(app.db), app.emails, app.services.plans)

  // Replies become e-mails to people: counted per sender, whatever address they write from.
  const replyLimiter = app.createRateLimit({
    max: MESSAGE_REPLY_RATE_LIMIT,
    timeWindow: MESSAGE_REPLY_RATE_WINDOW,
    keyGenerator: (request: FastifyRequest) => `message:${signedInUser(request).id}`,
  })
  const limitReplies = async (request: FastifyRequest) => {
    const limit = await replyLimiter(request)
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(ErrorCode.RATE_LIMITED)
  }

  app.get(
    '/messages/unread',
    {
      schema: {
        tags,
        summary: "Messages the caller's side (the talent, or the company) has not read yet",
        response: { 200: dataEnvelope(UnreadSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request) => ({ data: { unread: await messages.unread(signedInUser(request)) } }),
  )

  app.get(
    '/messages/connections',
    {
      schema: {
        tags,
        summary: 'Companies the talent is linked to, applied to, was contacted by or talks with, with their threads',
        response: { 200: dataEnvelope(z.array(ConnectionSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await messages.connections(signedInUser(request)) }),
  )

  app.get(
    '/messages/threads',
    {
      schema: {
        tags,
        summary: "The company's conversations with talents, latest first",
        response: { 200: dataEnvelope(z.array(ThreadSummarySchema)), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await messages.companyThreads(signedInUser(request)) }),
  )

  app.get(
    '/messages/threads/:id',
    {
      schema: {
        tags,
        summary:
          "A thread's newest messages, or the page older than `before`; only the talent and the company's users see it",
        params: IdParams,
        querystring: ThreadQuerySchema,
        response: { 200: dataEnvelope(ThreadSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request) => ({
      data: await messages.thread(signedInUser(request), request.params.id, request.query.before),
    }),
  )

  app.get(
    '/messages/company/talents/:id',
    {
      schema: {
        tags,
        summary: "The company's thread with a talent, or null before the first message",
        params: IdParams,
        response: { 200: dataEnvelope(ThreadSchema.nullable()), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await messages.threadWithTalent(signedInUser(request), request.params.id) }),
  )

  app.post(
    '/messages/threads/:id/read',
    {
      schema: {
        tags,
        summary: "The caller's side has read the thread",
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request) => {
      await messages.markRead(signedInUser(request), request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/messages/threads/:id/messages',
    {
      schema: {
        tags,
        summary: 'Answer in a thread; the other side is e-mailed unless they turned that off',
        params: IdParams,
        body: SendMessageSchema,
        response: { 201: dataEnvelope(MessageSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
      preHandler: limitReplies,
    },
    async (request, reply) =>
      reply.code(201).send({ data: await messages.send(signedInUser(request), request.params.id, request.body.body) }),
  )

  app.post(
    '/messages/companies/:id/block',
    {
      schema: {
        tags,
        summary: 'Block a company: it can no longer contact the talent or write; the thread stays readable',
        params: IdParams,
        response: { 200: dataEnvelope(BlockedSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await messages.setBlocked(signedInUser(request), request.params.id, true) }),
  )

  app.delete(
    '/messages/companies/:id/block',
    {
      schema: {
        tags,
        summary: 'Unblock a company',
        params: IdParams,
        response: { 200: dataEnvelope(BlockedSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await messages.setBlocked(signedInUser(request), request.params.id, false) }),
  )

  app.get(
    '/messages/preferences',
    {
      schema: {
        tags,
        summary: 'Whether the caller is e-mailed of each new message',
        response: { 200: dataEnvelope(MessagePreferencesSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request) => ({ data: await messages.preferences(signedInUser(request)) }),
  )

  app.put(
    '/messages/preferences',
    {
      schema: {
        tags,
        summary: 'Turn the e-mail of each new message on or off',
        body: MessagePreferencesSchema,
        response: { 200: dataEnvelope(MessagePreferencesSchema), ...errors },
      },
      config: { access: 'talent_or_company' },
    },
    async (request) => ({ data: await messages.savePreferences(signedInUser(request), request.body) }),
  )
}
export default messagesRoutes
