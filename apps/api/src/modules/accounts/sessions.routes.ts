import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ActiveSessionSchema, SignInResponseSchema, SignInSchema } from '@sentinela/shared/schemas/accounts'
import { dataEnvelope, IdParams } from '@sentinela/shared/schemas/common'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { currentUser, errors, signInLimit, tags } from './accounts.routes-shared'

/** §7 "Auth and users": sign-in and sign-out, and the account’s sessions in force (ASVS V7.5.2). */
const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { authentication } = app.services.accounts
  const repository = app.services.accountsRepository
  const limit = signInLimit(app.config)

  app.post(
    '/authentication/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password (and a two-step code when on)',
        body: SignInSchema,
        response: { 200: dataEnvelope(SignInResponseSchema), ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request, reply) => {
      const { email, password, totpCode } = request.body
      return app.respondSignedIn(request, reply, await authentication.signIn(request, email, password, totpCode))
    },
  )

  app.post(
    '/authentication/logout',
    {
      schema: { tags, summary: 'Sign out: ends this session', response: { 204: z.null() } },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      await app.endSession(request, reply)
      await recordAudit(app.db, request, 'sign_out', userId)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/users/sessions',
    {
      schema: {
        tags,
        summary: 'The sessions of the account still in force, the current one marked (ASVS V7.5.2)',
        response: { 200: dataEnvelope(z.array(ActiveSessionSchema)), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      const rows = await repository.listActiveSessions(userId, app.config.SESSION_MAX_DAYS)
      return {
        data: rows.map((row) => ({
          ...row,
          current: row.id === sessionId,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      }
    },
  )

  app.delete(
    '/users/sessions/:id',
    {
      schema: {
        tags,
        summary: 'End one of the account’s sessions (the current one signs this device out)',
        params: IdParams,
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      if (!(await repository.revokeOwnSession(userId, request.params.id))) throw new AppError(ErrorCode.NOT_FOUND)
      await recordAudit(app.db, request, 'session_ended', userId, { sessionId: request.params.id })
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/users/sessions/endOthers',
    {
      schema: {
        tags,
        summary: 'End every session of the account but this one',
        response: { 204: z.null(), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId, sessionId } = currentUser(request)
      await app.db.transaction((tx) => repository.revokeSessions(tx, userId, sessionId))
      await recordAudit(app.db, request, 'other_sessions_ended', userId)
      return reply.code(204).send(null)
    },
  )
}

export default sessionsRoutes
