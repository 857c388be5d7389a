import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { RoleFitDetailSchema } from '@sentinela/shared/schemas/profile'
import {
  TalentPageSchema,
  TalentSearchSchema,
  TopTalentSchema,
  UpdateTopTalentSchema,
} from '@sentinela/shared/schemas/talent-search'
import { AppError, ErrorCode } from '../../lib/app-error'
import { attachmentDisposition, PERSONAL_NO_STORE } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'

/** Roles shown in the PDF: the talent's best, with a fit above zero. */
const PDF_ROLES = 6

const tags = ['Talent search']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
}

/** §7 `/marketplace/TalentSerch`, `/talent/fetch` and the top talent calls: companies looking for people. */
const talentSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { talentSearch, profiles } = app.services
  const companyOf = (user: { companyId: number | null }) => {
    if (!user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  app.get(
    '/talent/:id/pdf',
    {
      schema: {
        tags,
        summary: "A talent's profile, roles with fit, experience, education, certifications and languages as a PDF",
        params: IdParams,
        produces: ['application/pdf'],
      },
      config: { access: 'company' },
    },
    async (request, reply) => {
      // The company's access rules: consent to data sharing, or an active cyber team member keeping it public.
      const profile = await profiles.getProfileFor(signedInUser(request), request.params.id)
      const fits = await profiles.listFits(profile.userId, request.t)
      const roles = fits
        .filter((fit) => fit.percentage > 0)
        .slice(0, PDF_ROLES)
        .map(({ name, percentage }) => ({ name, percentage }))
      const fileName = `${profile.firstName}-${profile.lastName}`.normalize('NFKD').replace(/[^\w-]+/g, '')
      // The PDF library (about 20 MB with its fonts) is loaded on the first export, not by every server at start.
      const { renderTalentPdf } = await import('./talent-pdf')
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${fileName || 'talent'}.pdf`))
        .header('Cache-Control', PERSONAL_NO_STORE)
        .send(renderTalentPdf(profile, roles, request.t, request.language))
    },
  )

  for (const url of ['/marketplace/TalentSerch', '/talent/fetch']) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            'Search talents who share their profile: text (2+ characters) and filters (hard/soft skills by plan)',
          body: TalentSearchSchema,
          response: { 200: TalentPageSchema, ...errors },
        },
        config: { access: 'company' },
      },
      async (request) => talentSearch.search(companyOf(signedInUser(request)), request.body, request.t),
    )
  }

  for (const [url, summary] of [
    ['/positions/company/toptalent', 'Top talent for a NICE role: opted-in talents ranked by fit'],
    ['/positions/company/TopTalentFilter', 'Top talent for a NICE role, with filters'],
  ] as const) {
    app.post(
      url,
      {
        schema: { tags, summary, body: TopTalentSchema, response: { 200: TalentPageSchema, ...errors } },
        config: { access: 'company' },
      },
      async (request) => talentSearch.topTalent(companyOf(signedInUser(request)), request.body, request.t),
    )
  }

  app.put(
    '/positions/company/UpdateTopTalent',
    {
      schema: {
        tags,
        summary: "Recompute a top talent's fit for a role and show the statements held and missing",
        body: UpdateTopTalentSchema,
        response: { 200: dataEnvelope(RoleFitDetailSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await talentSearch.refreshFit(
        companyOf(signedInUser(request)),
        request.body.talentId,
        request.body.workRoleCode,
        request.t,
      ),
    }),
  )
}
export default talentSearchRoutes
