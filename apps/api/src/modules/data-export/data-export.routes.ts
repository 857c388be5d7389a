import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import { DataExportDownloadSchema, DataExportSchema } from '@sentinela/shared/schemas/data-export'
import { attachmentDisposition } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'

const tags = ['Data export']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  429: ErrorResponseSchema,
}

/** "Take my data" (issue #20, decision 018): ask for the archive, see the requests, download with the e-mailed link. */
const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { dataExport } = app

  app.get(
    '/api/talent/dataExports',
    {
      schema: {
        tags,
        summary: "The talent's recent data archive requests, newest first",
        response: { 200: dataEnvelope(z.array(DataExportSchema)), ...errors },
      },
      config: { access: 'talent' },
    },
    async (request) => ({ data: await dataExport.list(signedInUser(request)) }),
  )

  app.post(
    '/api/talent/dataExports',
    {
      schema: {
        tags,
        summary: 'Ask for an archive of everything held about the talent; a link arrives by e-mail',
        response: { 202: dataEnvelope(DataExportSchema), ...errors },
      },
      config: { access: 'talent', rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => reply.code(202).send({ data: await dataExport.request(signedInUser(request)) }),
  )

  app.post(
    '/api/talent/dataExports/download',
    {
      schema: {
        tags,
        summary: "The archive (ZIP): the owner's session and the e-mailed token, within 24 hours",
        body: DataExportDownloadSchema,
      },
      config: { access: 'talent', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { stream, fileName } = await dataExport.download(signedInUser(request), request.body.token)
      return reply
        .type('application/zip')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(stream)
    },
  )
}
export default dataExportRoutes
