import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RecoveryCodesSchema,
  TwoStepCodeSchema,
  TwoStepDisableSchema,
  TwoStepSetupSchema,
} from '@sentinela/shared/schemas/accounts'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import { currentUser, Done, errors, tags } from './accounts.routes-shared'

/** §2 settings: turning two-step sign-in on and off. */
const twoStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoStep } = app.services

  app.post(
    '/users/twoStep/setup',
    {
      schema: {
        tags,
        summary: 'Start two-step sign-in set-up: secret and QR code',
        response: { 200: dataEnvelope(TwoStepSetupSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({ data: await twoStep.beginSetup(currentUser(request).userId) }),
  )

  app.post(
    '/users/twoStep/enable',
    {
      schema: {
        tags,
        summary: 'Confirm set-up with a code; returns one-time recovery codes and ends the other sessions',
        body: TwoStepCodeSchema,
        response: { 200: dataEnvelope(RecoveryCodesSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      return { data: await twoStep.enable(request, userId, request.body.code, sessionId) }
    },
  )

  app.post(
    '/users/twoStep/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-step sign-in off (password again); ends the other sessions',
        body: TwoStepDisableSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const { userId, sessionId } = currentUser(request)
      await twoStep.disableWithPassword(request, userId, request.body.password, sessionId)
      return { data: { done: true as const } }
    },
  )
}

export default twoStepRoutes
