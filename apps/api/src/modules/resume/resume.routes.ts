import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { CvAnalysisSchema } from '@sentinela/shared/schemas/cv-analysis'
import {
  CERTIFICATION_PROOF_MAX_BYTES,
  IMPORT_MAX_BYTES,
  ResumeChoicesSchema,
  ResumeModelSchema,
  ResumeSettingsSchema,
  TalentDocumentSchema,
} from '@sentinela/shared/schemas/resume'
import { AppError, ErrorCode } from '../../lib/app-error'
import { attachmentDisposition, PERSONAL_NO_STORE, readUpload } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'
import { DocumentsService } from './documents.service'
import { ResumeRepository } from './resume.repository'
import { ResumeService } from './resume.service'

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  429: ErrorResponseSchema,
}
const Done = dataEnvelope(z.object({ done: z.literal(true) }))

/** An upload over its own limit, said with that limit (the generic message speaks of photos and CVs). */
async function readLimitedUpload(request: FastifyRequest, maxBytes: number) {
  try {
    return await readUpload(request, maxBytes)
  } catch (error) {
    const isTooLarge =
      (error instanceof AppError && error.code === ErrorCode.FILE_TOO_LARGE) ||
      (error as { statusCode?: number }).statusCode === 413
    if (isTooLarge) {
      throw new AppError(ErrorCode.DOCUMENT_TOO_LARGE, { params: { limit: maxBytes / 1024 / 1024 } })
    }
    throw error
  }
}

/**
 * The résumé builder and the talent's documents (issue #20, PRODUCT.md "The talent's own space", decision 015).
 * Its services are built here from the shared ones (profiles, storage, the CV review).
 */
const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, storage, cvAnalysis } = app.services
  const repository = new ResumeRepository(app.db)
  const documents = new DocumentsService(repository, profiles, storage)
  const resume = new ResumeService(repository, profiles, storage, cvAnalysis, documents)
  const builderTags = ['Résumé builder']
  const documentTags = ['Talent documents']
  // Each résumé or import builds or unpacks a file on the server: bounded per client, beside the global limit.
  const fileLimit = { max: app.config.RESUME_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' }

  app.get(
    '/resume/settings',
    {
      schema: {
        tags: builderTags,
        summary: "The talent's saved builder choices (template, sections in order, language, summary), or defaults",
        response: { 200: dataEnvelope(ResumeSettingsSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await resume.getSettings(signedInUser(request).id, request.language) }),
  )

  app.put(
    '/resume/settings',
    {
      schema: {
        tags: builderTags,
        summary: 'Save the builder choices',
        body: ResumeChoicesSchema,
        response: { 200: dataEnvelope(ResumeSettingsSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({
      data: await resume.saveSettings(signedInUser(request).id, request.body, request.language),
    }),
  )

  app.post(
    '/resume/preview',
    {
      schema: {
        tags: builderTags,
        summary: 'The résumé model for the given choices (what the PDF prints), for the live preview; nothing saved',
        body: ResumeChoicesSchema,
        response: { 200: dataEnvelope(ResumeModelSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await resume.preview(signedInUser(request).id, request.body) }),
  )

  app.post(
    '/resume/pdf',
    {
      schema: {
        tags: builderTags,
        summary: 'Generate the PDF résumé (fonts embedded, text selectable); it is stored among the documents',
        body: ResumeChoicesSchema,
        response: { 201: dataEnvelope(TalentDocumentSchema), ...errors },
      },
      config: { access: 'talent', rateLimit: fileLimit },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await resume.generatePdf(signedInUser(request).id, request.body) }),
  )

  app.post(
    '/resume/json-resume',
    {
      schema: {
        tags: builderTags,
        summary: 'The résumé as a JSON Resume v1.0.0 document (jsonresume.org), as a file to download',
        body: ResumeChoicesSchema,
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
      config: { access: 'talent', rateLimit: fileLimit },
    },
    async (request, reply) => {
      const { fileName, resume: document } = await resume.jsonResume(signedInUser(request).id, request.body)
      return reply
        .type('application/json; charset=utf-8')
        .header('Content-Disposition', attachmentDisposition(fileName, 'resume.json'))
        .header('Cache-Control', PERSONAL_NO_STORE)
        .send(document)
    },
  )

  app.post(
    '/resume/import',
    {
      schema: {
        tags: builderTags,
        summary:
          'Import a JSON Resume file or a LinkedIn data export (ZIP) into the CV review: suggestions, nothing saved ' +
          'to the profile until accepted (multipart, up to 5 MB; archives bounded in files and unpacked size)',
        consumes: ['multipart/form-data'],
        response: { 200: dataEnvelope(CvAnalysisSchema.nullable()), ...errors },
      },
      config: { access: 'talent', rateLimit: fileLimit },
    },
    async (request) => {
      const { bytes, fileName } = await readLimitedUpload(request, IMPORT_MAX_BYTES)
      return { data: await resume.importFile(signedInUser(request).id, bytes, fileName) }
    },
  )

  app.get(
    '/documents',
    {
      schema: {
        tags: documentTags,
        summary: "The talent's documents: the CV, certification proofs and generated résumés",
        response: { 200: dataEnvelope(z.array(TalentDocumentSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      const user = signedInUser(request)
      return { data: await documents.list(user, user.id) }
    },
  )

  app.get(
    '/talent/:id/documents',
    {
      schema: {
        tags: documentTags,
        summary: "A talent's documents, for the talent or a company the profile is visible to",
        params: IdParams,
        response: { 200: dataEnvelope(z.array(TalentDocumentSchema)), ...errors },
      },
      config: { access: 'user' },
    },
    async (request) => ({ data: await documents.list(signedInUser(request), request.params.id) }),
  )

  app.get(
    '/talent/:id/documents/cv',
    {
      schema: { tags: documentTags, summary: "A talent's CV, under the same rule", params: IdParams },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const file = await documents.readCv(signedInUser(request), request.params.id)
      return reply
        .type(file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName, 'cv'))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', PERSONAL_NO_STORE)
        .send(file.stream)
    },
  )

  app.get(
    '/documents/:id/file',
    {
      schema: {
        tags: documentTags,
        summary: 'Download a stored document (its owner, or a company the profile is visible to)',
        params: IdParams,
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const file = await documents.read(signedInUser(request), request.params.id)
      return reply
        .type(file.contentType)
        .header('Content-Disposition', attachmentDisposition(file.fileName, 'document'))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', PERSONAL_NO_STORE)
        .send(file.stream)
    },
  )

  app.delete(
    '/documents/:id',
    {
      schema: {
        tags: documentTags,
        summary: 'Delete one of the talent’s stored documents (a proof or a generated résumé)',
        params: IdParams,
        response: { 200: Done, ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => {
      await documents.delete(signedInUser(request).id, request.params.id)
      return { data: { done: true as const } }
    },
  )

  app.post(
    '/profile/certifications/:id/proof',
    {
      schema: {
        tags: documentTags,
        summary: "Attach a proof to one of the talent's certifications (PDF, PNG or JPEG by content, up to 10 MB)",
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 201: dataEnvelope(TalentDocumentSchema), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request, reply) => {
      const { bytes, fileName } = await readLimitedUpload(request, CERTIFICATION_PROOF_MAX_BYTES)
      const document = await documents.attachProof(signedInUser(request).id, request.params.id, bytes, fileName)
      return reply.code(201).send({ data: document })
    },
  )
}

export default resumeRoutes
