import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataEnvelope, ErrorResponseSchema } from '@sentinela/shared/schemas/common'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import { availableProviders, OidcService, type PendingSignIn, type Provider } from './oidc.service'

const PENDING_COOKIE = 'sentinela_oidc'
const tags = ['Accounts']
const StartSchema = z.strictObject({ link: z.boolean().optional() })
const StartResponse = dataEnvelope(z.object({ authorizationUrl: z.string() }))
const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 404: ErrorResponseSchema }

/**
 * §7 `loginGoogle`, `sso` and `ExternalAuthentication`: the first two start the OpenID Connect flow and answer
 * with the provider's address; the provider sends the browser back to ExternalAuthentication, which signs the
 * user in (or links the identity) and returns to the web app's /sso page with the outcome.
 */
const oidcRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new OidcService(app.db, app.config)

  app.get(
    '/authentication/providers',
    {
      schema: {
        tags,
        summary: 'Sign-in providers configured on this server',
        response: { 200: dataEnvelope(z.array(z.object({ provider: z.enum(['google', 'sso']), name: z.string() }))) },
      },
      config: { access: 'public' },
    },
    async () => ({ data: availableProviders(app.config) }),
  )

  for (const [path, provider] of [
    ['/authentication/loginGoogle', 'google'],
    ['/authentication/sso', 'sso'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Start ${provider === 'google' ? 'Google sign-in' : 'single sign-on'} (or link it with { link: true })`,
          body: StartSchema,
          response: { 200: StartResponse, ...errors },
        },
        config: { access: 'public' },
        preValidation: async (request) => {
          request.body ??= {}
        },
      },
      async (request, reply) => {
        const linkUserId = request.body.link ? request.user?.id : undefined
        if (request.body.link && !linkUserId) throw new AppError(ErrorCode.NOT_AUTHENTICATED)
        const { authorizationUrl, pending } = await service.start(provider, linkUserId)
        reply.setCookie(PENDING_COOKIE, JSON.stringify(pending), {
          path: '/api/ExternalAuthentication',
          httpOnly: true,
          // The provider sends the browser back with a top-level GET, which Lax cookies accompany.
          sameSite: 'lax',
          secure: app.config.APP_URL.startsWith('https://') || request.protocol === 'https',
          signed: true,
          maxAge: 600,
        })
        return { data: { authorizationUrl } }
      },
    )
  }

  app.get(
    '/ExternalAuthentication',
    {
      schema: { tags, summary: 'Where the identity provider sends the browser back', hide: false },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const outcome = new URL('/sso', app.config.APP_URL)
      const raw = request.cookies[PENDING_COOKIE]
      reply.clearCookie(PENDING_COOKIE, { path: '/api/ExternalAuthentication' })
      try {
        const unsigned = raw ? request.unsignCookie(raw) : undefined
        if (!unsigned?.valid || !unsigned.value) throw new AppError(ErrorCode.PROVIDER_SIGN_IN_FAILED)
        const pending = JSON.parse(unsigned.value) as PendingSignIn
        const currentUrl = new URL(request.url, app.config.APP_URL)
        const profile = await service.finish(pending, currentUrl)

        if (pending.linkUserId) {
          await service.link(pending.linkUserId, pending.provider, profile)
          await recordAudit(app.db, request, 'provider_linked', pending.linkUserId, { provider: pending.provider })
          outcome.searchParams.set('linked', pending.provider)
          return reply.redirect(outcome.toString())
        }

        const user = await service.resolveUser(pending.provider as Provider, profile, request.language)
        const signedIn = await app.services.accounts.authentication.signInLinkedUser(request, user, pending.provider)
        await app.startSession(request, reply, signedIn.userId)
        outcome.searchParams.set('role', signedIn.role)
        if (signedIn.subscriptionName) outcome.searchParams.set('subscription', signedIn.subscriptionName)
      } catch (error) {
        request.log.warn({ err: error }, 'provider sign-in failed')
        const code = error instanceof AppError ? error.code : ErrorCode.PROVIDER_SIGN_IN_FAILED
        outcome.searchParams.set('error', code)
      }
      return reply.redirect(outcome.toString())
    },
  )
}
export default oidcRoutes
