import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RegisterCompanySchema,
  RegisteredSchema,
  RegisterTalentSchema,
  SignInResponseSchema,
  TokenParamsSchema,
} from '@sentinela/shared/schemas/accounts'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import { errors, signInLimit, tags } from './accounts.routes-shared'

/** §2 public screens: sign-up of a talent or a company, and activation from the e-mailed link, which signs in. */
const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { registration } = app.services.accounts
  const limit = signInLimit(app.config)

  app.post(
    '/users',
    {
      schema: {
        tags,
        summary: 'Register a talent',
        body: RegisterTalentSchema,
        response: { 201: dataEnvelope(RegisteredSchema), ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request, reply) => reply.code(201).send({ data: await registration.registerTalent(request, request.body) }),
  )

  app.post(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Register a company and its main admin',
        body: RegisterCompanySchema,
        response: { 201: dataEnvelope(RegisteredSchema), ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request, reply) => reply.code(201).send({ data: await registration.registerCompany(request, request.body) }),
  )

  app.post(
    '/users/confirm/:token',
    {
      schema: {
        tags,
        summary: 'Activate an account from the e-mailed link; starts a session',
        params: TokenParamsSchema,
        response: { 200: dataEnvelope(SignInResponseSchema), ...errors },
      },
      config: { access: 'public', rateLimit: limit },
    },
    async (request, reply) =>
      app.respondSignedIn(request, reply, await registration.activate(request, request.params.token)),
  )
}

export default registrationRoutes
