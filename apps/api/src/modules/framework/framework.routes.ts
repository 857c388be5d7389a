import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { StatementType } from '@sentinela/shared/nice/statement-codes'
import { dataEnvelope, ErrorResponseSchema, pageEnvelope } from '@sentinela/shared/schemas/common'
import {
  CategoryWithRolesSchema,
  CompetencyAreaSchema,
  CompetencyCategoriesRequestSchema,
  FrameworkItemSchema,
  NiceCategorySchema,
  QuizAttributeRequestSchema,
  QuizAttributesSchema,
  RoleFitSchema,
  SpecialtiesRequestSchema,
  StatementsRequestSchema,
  TasksRolesRequestSchema,
  WorkRoleSchema,
} from '@sentinela/shared/schemas/framework'
import type { Cacheable } from './framework.service'

const errors = { 400: ErrorResponseSchema }

/** POSTs whose fields are all optional accept no body at all, as if it were `{}`. */
async function emptyBodyAsObject(request: FastifyRequest) {
  request.body ??= {}
}
// Reference data: the same for everyone, in the caller's language.
const CACHE_CONTROL = 'public, max-age=3600'

/**
 * Sends an answer that depends on reference data only: cacheable by anyone for an hour, per language, and answered
 * with 304 and no body when the caller already holds this version (its ETag).
 */
function cacheable<T>(request: FastifyRequest, reply: FastifyReply, { body, etag }: Cacheable<T>) {
  reply.header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Language').header('ETag', etag)
  if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
  return { data: body }
}

/** §7 Framework calls. The framework is public reference data: anyone may read it. */
const frameworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.framework
  const base = '/workforceframework'
  const tags = ['Framework']

  app.get(
    `${base}/categories`,
    {
      schema: {
        tags,
        summary: 'NICE work role categories',
        response: { 200: dataEnvelope(z.array(NiceCategorySchema)), 304: z.null() },
      },
      config: { access: 'public' },
    },
    async (request, reply) => cacheable(request, reply, await service.getCategoriesCacheable(request.language)),
  )

  app.get(
    `${base}/competency`,
    {
      schema: {
        tags,
        summary: 'NICE competency areas',
        response: { 200: dataEnvelope(z.array(CompetencyAreaSchema)), 304: z.null() },
      },
      config: { access: 'public' },
    },
    async (request, reply) => cacheable(request, reply, await service.getCompetencyAreasCacheable(request.language)),
  )

  app.post(
    `${base}/competency/categories`,
    {
      schema: {
        tags,
        summary: 'Categories with their work roles (roles wizard, step 1)',
        body: CompetencyCategoriesRequestSchema,
        response: { 200: dataEnvelope(z.array(CategoryWithRolesSchema)), ...errors },
      },
      config: { access: 'public' },
      preValidation: emptyBodyAsObject,
    },
    async (request) => ({ data: await service.listCategoriesWithRoles(request.language, request.body.categoryCodes) }),
  )

  app.post(
    `${base}/categories/specialties`,
    {
      schema: {
        tags,
        summary: 'Work roles of the chosen categories (roles wizard, step 2)',
        body: SpecialtiesRequestSchema,
        response: { 200: dataEnvelope(z.array(WorkRoleSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await service.listWorkRoles(request.language, request.body.categoryCodes) }),
  )

  const statementRoutes: [string, StatementType, string][] = [
    ['tasks', 'task', 'Task statements of the chosen work roles (roles wizard, step 3)'],
    ['skill', 'skill', 'Skill statements of the chosen work roles (roles wizard, step 3)'],
    ['knowledge', 'knowledge', 'Knowledge statements of the chosen work roles (roles wizard, step 3)'],
  ]
  for (const [path, type, summary] of statementRoutes) {
    app.post(
      `${base}/categories/${path}`,
      {
        schema: {
          tags,
          summary,
          body: StatementsRequestSchema,
          response: { 200: pageEnvelope(FrameworkItemSchema), ...errors },
        },
        config: { access: 'public' },
      },
      async (request) => service.listStatements(type, request.body, request.language),
    )
  }

  app.post(
    `${base}/tasks/roles`,
    {
      schema: {
        tags,
        summary: 'Work roles the given statements point to, with percentage fit',
        body: TasksRolesRequestSchema,
        response: { 200: dataEnvelope(z.array(RoleFitSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async (request) => ({ data: await service.rankRolesForStatements(request.language, request.body.statementCodes) }),
  )

  app.post(
    `${base}/quizAttribute`,
    {
      schema: {
        tags,
        summary: 'Role-discovery quiz answer options and its NICE categories',
        body: QuizAttributeRequestSchema,
        response: { 200: dataEnvelope(QuizAttributesSchema), ...errors },
      },
      config: { access: 'public' },
      preValidation: emptyBodyAsObject,
    },
    async (request) => ({ data: await service.getQuizAttributes(request.language, request.body.attributes) }),
  )
}
export default frameworkRoutes
