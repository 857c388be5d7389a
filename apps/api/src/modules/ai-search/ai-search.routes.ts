import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AiSearchQuerySchema, AiSearchResultSchema } from '@sentinela/shared/schemas/ai'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'

const tags = ['AI search']
const errors = { 400: ErrorResponseSchema }

/** Issue #18: one natural-language query over jobs, trainings, career paths and, for companies, talents. */
const aiSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { aiSearch } = app.services

  app.get(
    '/sentinelaai/sentinelaAISerch',
    {
      schema: {
        tags,
        summary:
          'AI search: a query in en, es or pt read into filters; grouped jobs, trainings, career paths and (companies) talents, each with why it matched',
        querystring: AiSearchQuerySchema,
        response: { 200: dataEnvelope(AiSearchResultSchema), ...errors },
      },
      // Anyone: each group keeps its own visibility rules, and talents are for company users only.
      config: { access: 'public' },
    },
    async (request) => ({ data: await aiSearch.search(request.user, request.query, request.t) }),
  )
}

export default aiSearchRoutes
