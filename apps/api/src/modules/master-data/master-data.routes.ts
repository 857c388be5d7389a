import { createHash } from 'node:crypto'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import { CountryCodeParamsSchema, MasterDataSchema, RegionSchema } from '@sentinela/shared/schemas/master-data'
import { MasterDataService } from './master-data.service'

const CACHE_CONTROL = 'public, max-age=3600'

/** Master data for forms (§3). Not in the spec's call list, so it has a path of its own; public reference data. */
const masterDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new MasterDataService()
  // Regions depend on reference data only: each country's list is made once per language, with its ETag.
  const regions = new Map<string, { body: ReturnType<MasterDataService['listRegions']>; etag: string }>()

  app.get(
    '/master-data',
    {
      schema: {
        tags: ['Master data'],
        summary: 'Every option list, industries, languages, countries, personality types and guides',
        response: { 200: dataEnvelope(MasterDataSchema), 304: z.null() },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { body, etag } = service.get(request.language)
      reply.header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Language').header('ETag', etag)
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null)
      return { data: body }
    },
  )

  app.get(
    '/master-data/countries/:countryCode/regions',
    {
      schema: {
        tags: ['Master data'],
        summary: "A country's regions (ISO 3166-2 subdivisions)",
        params: CountryCodeParamsSchema,
        response: {
          200: dataEnvelope(z.array(RegionSchema)),
          304: z.null(),
          400: ErrorResponseSchema,
          404: ErrorResponseSchema,
        },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const key = `${request.language}:${request.params.countryCode}`
      let entry = regions.get(key)
      if (!entry) {
        const body = service.listRegions(request.language, request.params.countryCode)
        entry = { body, etag: `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"` }
        regions.set(key, entry)
      }
      reply.header('Cache-Control', CACHE_CONTROL).header('Vary', 'Accept-Language').header('ETag', entry.etag)
      if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send(null)
      return { data: entry.body }
    },
  )
}
export default masterDataRoutes
