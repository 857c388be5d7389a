import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import type { Config } from '../../config'
import { signedInUser } from '../../plugins/access'

/** What the accounts route files have in common: OpenAPI tag, error answers, the "done" answer, the caller. */
export const tags = ['Accounts']
export const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  423: ErrorResponseSchema,
}
export const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/** The tighter rate limit of the public calls that guess at credentials or tokens. */
export function signInLimit(config: Config) {
  return { max: config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' }
}

/** The signed-in user, for routes whose policy already guarantees one. */
export function currentUser(request: FastifyRequest) {
  const user = signedInUser(request)
  return { userId: user.id, sessionId: user.sessionId }
}
