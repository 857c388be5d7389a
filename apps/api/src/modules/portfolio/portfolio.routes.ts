import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  ActivityPageSchema,
  ActivityQuerySchema,
  ProjectInputSchema,
  ProjectListSchema,
  ProjectSchema,
  TalentDashboardSchema,
} from '@sentinela/shared/schemas/portfolio'
import { PERSONAL_NO_STORE } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'
import { PortfolioRepository } from './portfolio.repository'
import { PortfolioService } from './portfolio.service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/**
 * The talent's own space (#20, decision 016): projects (portfolio), the activity timeline and the talent dashboard.
 * The service is built here from the shared ones, so the module stays in its own files.
 */
const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { framework, profiles, jobs } = app.services
  const portfolio = new PortfolioService(app.db, new PortfolioRepository(app.db), framework, profiles, jobs)
  const projectTags = ['Projects']

  app.get(
    '/api/talent/projects',
    {
      schema: {
        tags: projectTags,
        summary: "The signed-in talent's projects, ongoing and most recent first, with the NICE statements they show",
        response: { 200: dataEnvelope(ProjectListSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PERSONAL_NO_STORE)
      return { data: await portfolio.listProjects(signedInUser(request).id, request.t) }
    },
  )

  app.post(
    '/api/talent/projects',
    {
      schema: {
        tags: projectTags,
        summary: 'Add a project (at most 50 per talent; https link; end on or after start; up to 10 NICE statements)',
        body: ProjectInputSchema,
        response: { 201: dataEnvelope(ProjectSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      const project = await portfolio.createProject(signedInUser(request).id, request.body, request.t)
      return reply.code(201).send({ data: project })
    },
  )

  app.put(
    '/api/talent/projects/:id',
    {
      schema: {
        tags: projectTags,
        summary: 'Change one of your projects',
        params: IdParams,
        body: ProjectInputSchema,
        response: { 200: dataEnvelope(ProjectSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await portfolio.updateProject(signedInUser(request).id, request.params.id, request.body, request.t),
    }),
  )

  app.delete(
    '/api/talent/projects/:id',
    {
      schema: {
        tags: projectTags,
        summary: 'Delete one of your projects',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      await portfolio.deleteProject(signedInUser(request).id, request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.get(
    '/api/talent/:id/projects',
    {
      schema: {
        tags: projectTags,
        summary: "A talent's projects, for whoever may see their profile (the talent, companies they share it with)",
        params: IdParams,
        response: { 200: dataEnvelope(z.array(ProjectSchema)), ...errors },
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PERSONAL_NO_STORE)
      return { data: await portfolio.listProjectsFor(signedInUser(request), request.params.id, request.t) }
    },
  )

  app.get(
    '/api/talent/activity',
    {
      schema: {
        tags: ['Activity'],
        summary:
          "The signed-in talent's timeline, newest first: applications and status changes, trainings, messages, security events",
        querystring: ActivityQuerySchema,
        response: { 200: ActivityPageSchema, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PERSONAL_NO_STORE)
      return portfolio.activity(signedInUser(request).id, request.query.limit, request.query.cursor)
    },
  )

  app.get(
    '/api/talent/dashboard',
    {
      schema: {
        tags: ['Talent dashboard'],
        summary:
          'Profile completeness with the next step, best-fitting roles, new matching jobs, applications needing attention',
        response: { 200: dataEnvelope(TalentDashboardSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      reply.header('Cache-Control', PERSONAL_NO_STORE)
      return { data: await portfolio.dashboard(signedInUser(request), request.t) }
    },
  )
}
export default portfolioRoutes
