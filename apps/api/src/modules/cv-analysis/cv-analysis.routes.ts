import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import { CvAcceptInputSchema, CvAnalysisSchema } from '@sentinela/shared/schemas/cv-analysis'
import { ProfileSchema } from '@sentinela/shared/schemas/profile'
import { signedInUser } from '../../plugins/access'

const tags = ['Talent profile']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}

/** Issue #17: the analysis of the talent's CV, its retry, and accepting its suggestions into the profile. */
const cvAnalysisRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cvAnalysis } = app.services

  app.get(
    '/profile/cv-analysis',
    {
      schema: {
        tags,
        summary:
          "The analysis of the talent's CV: processing, ready (with suggestions) or failed (with why); null without a CV",
        response: { 200: dataEnvelope(CvAnalysisSchema.nullable()), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await cvAnalysis.get(signedInUser(request).id) }),
  )

  app.post(
    '/profile/cv-analysis/retry',
    {
      schema: {
        tags,
        summary: 'Start a failed CV analysis again',
        response: { 200: dataEnvelope(CvAnalysisSchema.nullable()), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await cvAnalysis.retry(signedInUser(request).id) }),
  )

  app.post(
    '/profile/cv-analysis/accept',
    {
      schema: {
        tags,
        summary: 'Add the accepted (possibly edited) suggestions to the profile; fit is recomputed',
        body: CvAcceptInputSchema,
        response: { 200: dataEnvelope(ProfileSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await cvAnalysis.accept(signedInUser(request).id, request.body) }),
  )
}

export default cvAnalysisRoutes
