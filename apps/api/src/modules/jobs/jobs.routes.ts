import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams, PAGE_MAX, pageEnvelope } from '@sentinela/shared/schemas/common'
import {
  ApplySchema,
  CandidateSchema,
  CandidatesQuerySchema,
  CandidatesSchema,
  CompanyJobSchema,
  CompanyJobsRequestSchema,
  ContactCompanySchema,
  ContactTalentSchema,
  EligibilitySchema,
  ImproveJobDescriptionSchema,
  ImprovedDescriptionSchema,
  JOB_PAGE_SIZE,
  JobCreateSchema,
  JobSchema,
  JobSearchPageSchema,
  JobSearchSchema,
  JobStatusChangeSchema,
  JobSummarySchema,
  JobUpdateSchema,
  MinimumReachQuerySchema,
  MinimumReachSchema,
  PublishRoomSchema,
  RecommendedTalentSchema,
  SavePositionSchema,
  TalentApplicationSchema,
  UpdateCommunicationStatusSchema,
} from '@sentinela/shared/schemas/jobs'
import { AppError, ErrorCode } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'

const tags = ['Jobs']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/** §7 Positions and Talent calls about jobs, `companies/contact/talent` and the description improver. */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { jobDescriptions } = app.services
  const { reading, authoring, publishing, applications, pipeline, contacts } = app.services.jobs
  // Contact messages become e-mails to people: counted per sender, not per address.
  // It runs before the handler, once the session is known; the per-address limit still runs first, before any lookup.
  const contactLimiter = app.createRateLimit({
    max: app.config.CONTACT_RATE_LIMIT_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) => `contact:${signedInUser(request).id}`,
  })
  const limitContacts = async (request: FastifyRequest) => {
    const limit = await contactLimiter(request)
    if (!limit.isAllowed && limit.isExceeded) throw new AppError(ErrorCode.RATE_LIMITED)
  }

  // Company: the stepper, Change Status, the company's jobs

  app.post(
    '/positions',
    {
      schema: {
        tags,
        summary: 'Create a job (saved as a draft)',
        body: JobCreateSchema,
        response: { 201: dataEnvelope(JobSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await authoring.create(signedInUser(request), request.body, request.t) }),
  )

  app.put(
    '/positions',
    {
      schema: {
        tags,
        summary: 'Save the whole job (§4), based on the version it was read at',
        body: JobUpdateSchema,
        response: { 200: dataEnvelope(JobSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await authoring.update(signedInUser(request), request.body, request.t) }),
  )

  app.delete(
    '/positions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job; it leaves every saved and applied list (§4)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => {
      await authoring.remove(signedInUser(request), request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/positions/:id/status',
    {
      schema: {
        tags,
        summary: 'Change Status: draft or published (§4); the plan limits published jobs and how long they stay up',
        params: IdParams,
        body: JobStatusChangeSchema,
        response: { 200: dataEnvelope(JobSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await publishing.changeStatus(signedInUser(request), request.params.id, request.body.status, request.t),
    }),
  )

  app.get(
    '/positions/minimum-reach',
    {
      schema: {
        tags,
        summary: "How many active talents meet a role's minimum fit, for the stepper setting it",
        querystring: MinimumReachQuerySchema,
        response: { 200: dataEnvelope(MinimumReachSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await authoring.minimumReach(request.query) }),
  )

  app.get(
    '/positions/publish-room',
    {
      schema: {
        tags,
        summary: "The plan's limit on published jobs, how many of the company's count against it, and job duration",
        response: { 200: dataEnvelope(PublishRoomSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await publishing.publishRoom(signedInUser(request)) }),
  )

  app.post(
    '/positions/company',
    {
      schema: {
        tags,
        summary: "The caller's company's jobs, any status, with candidates per communication status",
        body: CompanyJobsRequestSchema,
        response: { 200: pageEnvelope(CompanyJobSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => reading.companyJobs(signedInUser(request), request.body, request.t),
  )

  app.post(
    '/positions/appliedTalentPositions',
    {
      schema: {
        tags,
        summary: "The caller's company's jobs that have candidates, with counts per communication status",
        body: CompanyJobsRequestSchema,
        response: { 200: pageEnvelope(CompanyJobSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => reading.companyJobs(signedInUser(request), request.body, request.t, true),
  )

  app.get(
    '/positions/appliedPositions/:id',
    {
      schema: {
        tags,
        summary: "One page of a job's candidates ranked by NICE fit, with their messages and status history",
        params: IdParams,
        querystring: CandidatesQuerySchema,
        response: { 200: dataEnvelope(CandidatesSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await pipeline.candidates(signedInUser(request), request.params.id, request.t, request.query),
    }),
  )

  app.get(
    '/positions/:id/recommendedTalent',
    {
      schema: {
        tags,
        summary:
          "Up to ten talents best fitted to the job's NICE roles, not in its pipeline (plans with recommended talent)",
        params: IdParams,
        response: { 200: dataEnvelope(z.array(RecommendedTalentSchema)), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await pipeline.recommendedTalent(signedInUser(request), request.params.id) }),
  )

  app.post(
    '/positions/UpdatedCommunicationStatusAppliedTalent',
    {
      schema: {
        tags,
        summary: 'Move a candidate to one of the five communication statuses (§3); kept in the history',
        body: UpdateCommunicationStatusSchema,
        response: { 200: dataEnvelope(CandidateSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({
      data: await pipeline.updateCommunicationStatus(
        signedInUser(request),
        request.body.applicationId,
        request.body.communicationStatus,
        request.t,
        request.body.message,
      ),
    }),
  )

  app.post(
    '/companies/contact/talent',
    {
      schema: {
        tags,
        summary: 'E-mail a talent (in their language); about a job, they enter its pipeline as contacted',
        body: ContactTalentSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'company' },
      preHandler: limitContacts,
    },
    async (request) => {
      await contacts.contactTalent(signedInUser(request), request.body)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/sentinelaAI/ImproveJobDescription',
    {
      schema: {
        tags,
        summary: 'A proposed description: sections, NICE-based responsibilities and flags; nothing is saved',
        body: ImproveJobDescriptionSchema,
        response: { 200: dataEnvelope(ImprovedDescriptionSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await jobDescriptions.improve(request.body, request.t, request.language) }),
  )

  // Anyone: search and the job page (private jobs only for the company and its linked team)

  app.post(
    '/positions/fetch',
    {
      schema: {
        tags,
        summary: 'Search open jobs: full text over title, description and requirements, filters, sort and pages',
        body: JobSearchSchema,
        response: { 200: JobSearchPageSchema, ...errors },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Anonymous visitors get the remembered body of a public search, sent as it is (decision 008).
      if (!request.user) {
        const body = await reading.searchPublicBody(request.body, request.t)
        return reply.type('application/json; charset=utf-8').send(body as never)
      }
      return reading.search(request.user, request.body, request.t)
    },
  )

  app.get(
    '/marketplace/items/Position',
    {
      schema: {
        tags,
        summary: 'The newest public open jobs; meta=total_count adds the count',
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(JOB_PAGE_SIZE),
          meta: z.string().max(40).optional(),
        }),
        response: {
          200: z.object({
            data: z.array(JobSummarySchema),
            meta: z.object({ total_count: z.number().int(), filter_count: z.number().int() }).optional(),
          }),
          ...errors,
        },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const { page, limit, meta } = request.query
      const { data, total } = await reading.latestPublic(request.user, page, limit, request.t)
      return meta ? { data, meta: { total_count: total, filter_count: total } } : { data }
    },
  )

  app.get(
    '/positions/:id',
    {
      schema: {
        tags,
        summary: 'A job: open public jobs for anyone, private ones for the company and its team',
        params: IdParams,
        response: { 200: dataEnvelope(JobSchema), ...errors },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      // Anonymous visitors get the remembered body of a public job, sent as it is (decision 008).
      if (!request.user) {
        const body = await reading.getPublicBody(request.params.id, request.t)
        // A string leaves as it is (Fastify serializes objects only); the type provider knows the schema's shape alone.
        return reply.type('application/json; charset=utf-8').send(body as never)
      }
      return { data: await reading.get(request.user, request.params.id, request.t) }
    },
  )

  // Talent: save, apply, contact the company

  app.get(
    '/positions/:id/eligibility',
    {
      schema: {
        tags,
        summary: 'May the talent apply: clearance, and each role against its minimum with the missing statements',
        params: IdParams,
        response: { 200: dataEnvelope(EligibilitySchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await applications.eligibility(signedInUser(request), request.params.id, request.t) }),
  )

  app.post(
    '/positions/:id/contact',
    {
      schema: {
        tags,
        summary: "Write to the company behind a job (e-mailed in the recipient's language)",
        params: IdParams,
        body: ContactCompanySchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
      preHandler: limitContacts,
    },
    async (request) => {
      await contacts.contactCompany(signedInUser(request), request.params.id, request.body.message)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/talent/savePosition',
    {
      schema: {
        tags,
        summary: 'Save a job (a date stamp, §4) or remove it from the saved list',
        body: SavePositionSchema,
        response: {
          200: dataEnvelope(z.object({ positionId: z.number().int(), savedAt: z.string().nullable() })),
          ...errors,
        },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await applications.setSaved(signedInUser(request), request.body.positionId, request.body.saved),
    }),
  )

  app.get(
    '/talent/favsPositions',
    {
      schema: {
        tags,
        summary: "The talent's saved jobs, last saved first",
        response: { 200: dataEnvelope(z.array(JobSummarySchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await applications.listSaved(signedInUser(request), request.t) }),
  )

  app.post(
    '/talent/apply',
    {
      schema: {
        tags,
        summary: 'Apply with a message; clearance and each role minimum are checked (§5)',
        body: ApplySchema,
        response: { 201: dataEnvelope(TalentApplicationSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await applications.apply(signedInUser(request), request.body.positionId, request.body.message, request.t),
      }),
  )

  app.get(
    '/talent/appliedPositions',
    {
      schema: {
        tags,
        summary: "The talent's applications with their communication status",
        response: { 200: dataEnvelope(z.array(TalentApplicationSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await applications.talentApplications(signedInUser(request), request.t) }),
  )
}
export default jobsRoutes
