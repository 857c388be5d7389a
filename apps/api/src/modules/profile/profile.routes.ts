import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { TalentSessionSchema } from '@sentinela/shared/schemas/accounts'
import { dataEnvelope, ErrorResponseSchema, IdParams, IdParamSchema } from '@sentinela/shared/schemas/common'
import { WorkRoleCodeSchema } from '@sentinela/shared/schemas/framework'
import {
  DeleteFileSchema,
  NiceSectionInputSchema,
  ProfileInputSchema,
  ProfileSchema,
  TalentProfileViewSchema,
  RoleFitDetailSchema,
  RoleFitSummarySchema,
} from '@sentinela/shared/schemas/profile'
import { AppError, ErrorCode } from '../../lib/app-error'
import { attachmentDisposition, CV_MAX_BYTES, PHOTO_MAX_BYTES, readUpload } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'
import { toAccount } from '../accounts/accounts.service'
import { cvKeyOfUrl } from './profile.service'

const tags = ['Talent profile']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))
const FileNameSchema = z.string().regex(/^[0-9a-f-]{36}\.(jpg|pdf|docx)$/, 'invalid_format')
const FileNameParams = z.object({ name: FileNameSchema })

const userIdOf = (request: FastifyRequest) => signedInUser(request).id

/** §3 talent profile, §7 `GET/PUT /profile`, `GET talent/{id}`, files (`azurefile/*`) and fit per work role. */
const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, accounts, storage, companies, cvAnalysis } = app.services

  app.get(
    '/profile',
    {
      schema: {
        tags,
        summary: 'The signed-in talent with the whole profile (also verifies the session, §7)',
        response: { 200: dataEnvelope(TalentSessionSchema.extend({ profile: ProfileSchema })), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      // One round trip most of the time, at most two, no writes (issue #13, decision 019); the session was resolved
      // from memory most of the time.
      const { user, profile } = await profiles.readTalent(userIdOf(request))
      return { data: { account: toAccount(user), session: await accounts.signedIn(user), profile } }
    },
  )

  app.put(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Save the whole profile (lists: id > 0 updates, others are new, missing ones are removed)',
        body: ProfileInputSchema,
        response: { 200: dataEnvelope(ProfileSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await profiles.saveProfile(userIdOf(request), request.body) }),
  )

  app.put(
    '/profile/nice',
    {
      schema: {
        tags,
        summary: 'Save the NICE section alone (roles wizard): categories, work roles, statements',
        body: NiceSectionInputSchema,
        response: { 200: dataEnvelope(ProfileSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      const { version, ...selection } = request.body
      return { data: await profiles.saveNiceSection(userIdOf(request), version, selection) }
    },
  )

  app.get(
    '/talent/:id',
    {
      schema: {
        tags,
        summary: "A talent's profile, for the talent or for companies when the talent shares it",
        params: IdParams,
        response: { 200: dataEnvelope(TalentProfileViewSchema), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({
      data: await profiles.getProfileViewFor(signedInUser(request), request.params.id, request.t),
    }),
  )

  app.get(
    '/profile/fit',
    {
      schema: {
        tags,
        summary: 'Percentage fit for every NICE work role, best first',
        response: { 200: dataEnvelope(z.array(RoleFitSummarySchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await profiles.listFits(userIdOf(request), request.t) }),
  )

  app.get(
    '/profile/fit/:workRoleCode',
    {
      schema: {
        tags,
        summary: 'One role: the statements held and those missing',
        params: z.object({ workRoleCode: WorkRoleCodeSchema }),
        response: { 200: dataEnvelope(RoleFitDetailSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await profiles.explainFit(userIdOf(request), request.params.workRoleCode, request.t) }),
  )

  app.post(
    '/azurefile/uploadfile',
    {
      schema: {
        tags,
        summary: "Upload a talent's photo or a company's logo (png/jpg/jpeg by content, up to 5 MB; re-encoded)",
        consumes: ['multipart/form-data'],
        response: {
          200: dataEnvelope(z.union([z.object({ photoUrl: z.string() }), z.object({ logoUrl: z.string() })])),
          ...errors,
        },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const user = signedInUser(request)
      const { bytes } = await readUpload(request, PHOTO_MAX_BYTES)
      if (user.role === 'company') {
        if (!user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
        return { data: await companies.setLogo(user.companyId, bytes) }
      }
      return { data: await profiles.setPhoto(user.id, bytes) }
    },
  )

  app.post(
    '/azurefile/uploadfilepdf',
    {
      schema: {
        tags,
        summary: 'Upload the CV (pdf or docx by content, up to 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(z.object({ fileName: z.string(), url: z.string() })), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      const { bytes, fileName } = await readUpload(request, CV_MAX_BYTES)
      const saved = await profiles.setCv(userIdOf(request), bytes, fileName)
      // Issue #17: the analysis runs on the queue; the upload answers now, the profile shows it processing.
      await cvAnalysis.start(userIdOf(request), cvKeyOfUrl(saved.url), saved.fileName)
      return { data: saved }
    },
  )

  app.delete(
    '/azurefile/deletefile',
    {
      schema: {
        tags,
        summary: "Remove a talent's photo or CV, or a company's logo",
        body: DeleteFileSchema,
        response: { 200: Done, ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const user = signedInUser(request)
      const { kind } = request.body
      if (user.role === 'company' && kind === 'logo' && user.companyId) await companies.deleteLogo(user.companyId)
      else if (user.role === 'talent' && kind !== 'logo') {
        await profiles.deleteFile(user.id, kind)
        if (kind === 'cv') await cvAnalysis.removed(user.id)
      } else throw new AppError(ErrorCode.FORBIDDEN)
      return { data: { done: true as const } }
    },
  )

  app.get(
    '/files/photos/:talentId/:name',
    {
      schema: {
        tags,
        summary: "A talent's photo (re-encoded JPEG), for whoever may see the profile",
        params: z.object({ talentId: IdParamSchema, name: FileNameSchema }),
        hide: true,
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const photo = await profiles.readPhoto(signedInUser(request), request.params.talentId, request.params.name)
      // Personal data: never kept by a shared cache, and revalidated when the talent stops sharing.
      return reply.type('image/jpeg').header('Cache-Control', 'private, no-store').send(photo)
    },
  )

  app.get(
    '/files/cvs/:name',
    {
      schema: { tags, summary: "The talent's own CV", params: FileNameParams, hide: true },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      const profile = await profiles.getProfile(userIdOf(request))
      if (!profile.cv?.url.endsWith(`/${request.params.name}`)) throw new AppError(ErrorCode.NOT_FOUND)
      const stream = await storage.read(`cvs/${request.params.name}`)
      if (!stream) throw new AppError(ErrorCode.NOT_FOUND)
      const type = request.params.name.endsWith('.pdf')
        ? 'application/pdf'
        : 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
      return reply
        .type(type)
        .header('Content-Disposition', attachmentDisposition(profile.cv.fileName, 'cv'))
        .header('Cache-Control', 'private, no-store')
        .send(stream)
    },
  )
}
export default profileRoutes
