import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import {
  AdminUserInputSchema,
  CompanyProfileInputSchema,
  CompanyProfileSchema,
  CompanyUserSchema,
} from '@sentinela/shared/schemas/company'
import { AppError, ErrorCode } from '../../lib/app-error'
import { signedInUser } from '../../plugins/access'

const tags = ['Company']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/** §3 Company and Admin user, §7 `PUT /companies` and the Employees calls for admin users. */
const companiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { companies, accounts, storage } = app.services
  const companyOf = (user: { companyId: number | null }) => {
    if (!user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  app.put(
    '/companies',
    {
      schema: {
        tags,
        summary: 'Save the whole company profile, based on the version it was read at',
        body: CompanyProfileInputSchema,
        response: { 200: dataEnvelope(CompanyProfileSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await companies.saveProfile(companyOf(signedInUser(request)), request.body) }),
  )

  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: "The company's users: the main admin and the admin users",
        response: { 200: dataEnvelope(z.array(CompanyUserSchema)), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: (await companies.getProfile(companyOf(signedInUser(request)))).users }),
  )

  app.post(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Add an admin user with a password the main admin shares (§6); every field is mandatory (§5)',
        body: AdminUserInputSchema,
        response: { 201: dataEnvelope(CompanyUserSchema), ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request, reply) => {
      const companyId = companyOf(signedInUser(request))
      const user = await accounts.createAdminUser(request, companyId, request.body)
      const created = (await companies.getProfile(companyId)).users.find((member) => member.id === user.id)!
      return reply.code(201).send({ data: created })
    },
  )

  app.delete(
    '/employees/:id',
    {
      schema: {
        tags,
        summary: 'Remove an admin user; their sessions end at once',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request) => {
      await accounts.removeAdminUser(request, companyOf(signedInUser(request)), request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.get(
    '/files/logos/:name',
    {
      schema: {
        tags,
        summary: 'A company logo (re-encoded PNG)',
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.png$/, 'invalid_format') }),
        hide: true,
      },
      // Logos appear on public job pages.
      config: { access: 'public' },
    },
    async (request, reply) => {
      const stream = await storage.read(`logos/${request.params.name}`)
      if (!stream) throw new AppError(ErrorCode.NOT_FOUND)
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(stream)
    },
  )
}
export default companiesRoutes
