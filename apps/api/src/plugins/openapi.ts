import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI generated from the route schemas (the shared zod schemas), served at /api/openapi.json and /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Sentinela API',
          description: 'Cybersecurity talent and jobs, aligned to the NIST NICE Workforce Framework.',
          version: '1.0.0',
        },
        servers: [{ url: '/' }],
        tags: [
          { name: 'Health', description: 'Liveness and readiness' },
          { name: 'Framework', description: 'NIST NICE Workforce Framework (§7 Framework)' },
          { name: 'Master data', description: 'Option lists and reference data (§3)' },
        ],
      },
      transform: jsonSchemaTransform,
    })
    app.get('/api/openapi.json', { schema: { hide: true }, config: { access: 'public' } }, async () => app.swagger())
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { url: '/api/openapi.json' },
      staticCSP: true,
    })
  },
  { name: 'openapi', dependencies: ['access'] },
)
