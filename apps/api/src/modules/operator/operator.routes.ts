import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AccountSchema } from '@sentinela/shared/schemas/accounts'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import { AppError, ErrorCode } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'
import { toAccount } from '../accounts/accounts.service'

const tags = ['Operator']

/**
 * The session check of the back office: the signed-in operator's account, two-step sign-in on or not (an operator
 * without it must reach it to be sent to the set-up). Talent and company users are refused like on every other
 * /api/operator route; the back office calls themselves use the `operator` policy.
 */
const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accountsRepository } = app.services

  app.get(
    '/api/operator/account',
    {
      schema: {
        tags,
        summary: 'The signed-in account (the back office session check)',
        response: {
          200: dataEnvelope(z.object({ account: AccountSchema })),
          401: ErrorResponseSchema,
          403: ErrorResponseSchema,
        },
      },
      config: { access: 'operator_setup' },
    },
    async (request) => {
      const user = await accountsRepository.findUserById(signedInUser(request).id)
      if (!user) throw new AppError(ErrorCode.NOT_AUTHENTICATED)
      return { data: { account: toAccount(user) } }
    },
  )
}
export default operatorRoutes
