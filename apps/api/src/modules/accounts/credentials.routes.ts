import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailChangeSchema,
  RecoverPasswordSchema,
  ResetPasswordSchema,
} from '@sentinela/shared/schemas/accounts'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import { currentUser, Done, errors, signInLimit, tags } from './accounts.routes-shared'

/** §5: password recovery and reset by e-mailed link, and the signed-in user’s password and e-mail changes. */
const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { credentials } = app.services.accounts
  const limit = signInLimit(app.config)

  app.post(
    '/password/recover',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link (same answer whether or not the e-mail exists)',
        body: RecoverPasswordSchema,
        response: { 202: Done, ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request, reply) => {
      await credentials.requestPasswordReset(request, request.body.email)
      return reply.code(202).send({ data: { done: true } })
    },
  )

  app.post(
    '/password/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password from a reset link; unblocks the account and ends every session',
        body: ResetPasswordSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request) => {
      await credentials.resetPassword(request, request.body.token, request.body.password)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/users/reset/password',
    {
      schema: { tags, summary: 'Change the password', body: ChangePasswordSchema, response: { 200: Done, ...errors } },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      await credentials.changePassword(request, userId, sessionId, request.body.currentPassword, request.body.password)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/users/reset/email',
    {
      schema: {
        tags,
        summary: 'Ask to change the e-mail; a link to the new address confirms it',
        body: ChangeEmailSchema,
        response: { 202: dataEnvelope(z.object({ pendingEmail: z.string() })), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const { userId } = currentUser(request)
      const result = await credentials.requestEmailChange(
        request,
        userId,
        request.body.newEmail,
        request.body.currentPassword,
      )
      return reply.code(202).send({ data: result })
    },
  )

  app.post(
    '/users/confirm/change/email',
    {
      schema: {
        tags,
        summary: 'Confirm an e-mail change from the link sent to the new address',
        body: ConfirmEmailChangeSchema,
        response: { 200: dataEnvelope(z.object({ email: z.string() })), ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request) => ({ data: await credentials.confirmEmailChange(request, request.body.token) }),
  )
}

export default credentialsRoutes
