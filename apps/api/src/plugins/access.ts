import type { FastifyRequest, FastifySchema, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, ErrorCode } from '../lib/app-error'
import { bearerMatches } from '../lib/tokens'

/**
 * Who may call a route. Every route declares one in `config.access`; registering a route without it fails at start,
 * and the authorization test walks every registered route with each kind of caller.
 * - public: anyone, signed in or not
 * - user: any signed-in user
 * - talent / company: a signed-in user of that kind (§6: any non-Talent is Company)
 * - talent_or_company: talent and company users, not the operator (awards nominations, §6 "nominates")
 * - company_main_admin: the company's main admin (§6: admin users, subscription)
 * - operator: the platform operator, once its two-step sign-in is on (PRODUCT.md "The platform operator")
 * - operator_setup: the platform operator, two-step sign-in on or not: only the back office's session check, which
 *   sends an operator without it to the set-up
 * - metrics: a metrics scraper, with `Authorization: Bearer <METRICS_TOKEN>`; no signed-in user, whoever, may call it
 *   (docs/operations-metrics.md)
 */
export const ACCESS_POLICIES = [
  'public',
  'user',
  'talent',
  'company',
  'talent_or_company',
  'company_main_admin',
  'operator',
  'operator_setup',
  'metrics',
] as const
export type AccessPolicy = (typeof ACCESS_POLICIES)[number]

/** The signed-in caller, as the accounts module resolves it from the session. */
export interface SessionUser {
  id: number
  role: 'talent' | 'company' | 'operator'
  companyId: number | null
  isMainAdmin: boolean
  /** Operators may act only once two-step sign-in is on; until then they are sent to set it up. */
  twoStepEnabled?: boolean
}

export interface RegisteredRoute {
  method: string
  url: string
  access: AccessPolicy
  /** The route's schemas (zod for params, querystring, body): what the fuzz test generates its inputs from. */
  schema: FastifySchema | undefined
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessPolicy
  }
  interface FastifyRequest {
    /** Null until a session resolver sets it; only public routes run without one. */
    user: SessionUser | null
  }
  interface FastifyInstance {
    /** Every route with its declared access and schema, for the authorization and fuzz tests and docs. */
    registeredRoutes: RegisteredRoute[]
  }
}

/**
 * Routes that third-party plugins register, which cannot carry `config.access`: their policy, by URL prefix.
 * Kept here, in one place, so the authorization test still sees a declared policy for each of them.
 */
const PLUGIN_ROUTE_ACCESS: [prefix: string, policy: AccessPolicy][] = [['/api/docs', 'public']]

export function isAllowed(policy: AccessPolicy, user: SessionUser | null): boolean {
  switch (policy) {
    case 'public':
      return true
    case 'user':
      return user !== null
    case 'talent':
      return user?.role === 'talent'
    case 'company':
      return user?.role === 'company'
    case 'talent_or_company':
      return user?.role === 'talent' || user?.role === 'company'
    case 'company_main_admin':
      return user?.role === 'company' && user.isMainAdmin
    case 'operator':
      return user?.role === 'operator' && user.twoStepEnabled === true
    case 'operator_setup':
      return user?.role === 'operator'
    // The scraper is no user: only its token admits it (enforce, below).
    case 'metrics':
      return false
  }
}

/**
 * Whose saves, progress and votes a public answer shows: the signed-in talent's id, or 0 (nobody signed in, or a
 * company or operator, who have none) — an id no row has, so the answer is the catalogue alone.
 */
export function talentIdOf(viewer: Pick<SessionUser, 'id' | 'role'> | null): number {
  return viewer?.role === 'talent' ? viewer.id : 0
}

/**
 * The signed-in caller of a route whose policy already requires one. Throws (401) rather than trusting a `!`, so a
 * route declared `public` by mistake fails safe.
 */
export function signedInUser(request: FastifyRequest): SessionUser & { sessionId: number } {
  if (!request.user || !request.session) throw new AppError(ErrorCode.NOT_AUTHENTICATED)
  return { ...request.user, sessionId: request.session.id }
}

function enforce(policy: AccessPolicy, metricsToken: string | undefined) {
  return async (request: FastifyRequest) => {
    if (isAllowed(policy, request.user)) return
    if (policy === 'metrics' && bearerMatches(request.headers.authorization, metricsToken)) return
    // An operator without two-step sign-in is told to set it up, not merely refused.
    if (policy === 'operator' && request.user?.role === 'operator') throw new AppError(ErrorCode.TWO_STEP_REQUIRED)
    throw new AppError(request.user ? ErrorCode.FORBIDDEN : ErrorCode.NOT_AUTHENTICATED)
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null)
    app.decorate('registeredRoutes', [] as RegisteredRoute[])

    const resolveSession = (request: FastifyRequest) => app.resolveSession(request)

    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access ?? PLUGIN_ROUTE_ACCESS.find(([prefix]) => route.url.startsWith(prefix))?.[1]
      // HEAD routes are generated from their GET twin and inherit its config.
      if (route.method === 'HEAD') return
      if (!access || !(ACCESS_POLICIES as readonly string[]).includes(access)) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access policy (config.access)`)
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      for (const method of methods) app.registeredRoutes.push({ method, url: route.url, access, schema: route.schema })
      // onRequest runs before the body is read, so nothing about it (not even its validation errors) is told to a
      // caller who may not call the route. The rate limiter's hook is already in `existing` (its plugin is
      // registered first): the session is looked up only for requests it let through.
      const existing = route.onRequest ? [route.onRequest].flat() : []
      route.onRequest = [...existing, resolveSession, enforce(access, app.config.METRICS_TOKEN)]
    })
  },
  { name: 'access', dependencies: ['errors', 'session'] },
)
