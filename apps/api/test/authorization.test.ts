import { describe, expect, it } from 'vitest'
import { ACCESS_POLICIES, isAllowed, type SessionUser } from '../src/plugins/access'
import { useTestApp } from './helper'

const ctx = useTestApp()

/** Callers the policy table is checked against. Accounts (issue 3) adds signed-in callers through real sessions. */
const CALLERS: Record<string, SessionUser | null> = {
  anonymous: null,
  talent: { id: 1, role: 'talent', companyId: null, isMainAdmin: false },
  companyAdmin: { id: 2, role: 'company', companyId: 10, isMainAdmin: false },
  companyMainAdmin: { id: 3, role: 'company', companyId: 10, isMainAdmin: true },
}

/** A concrete URL for a route pattern: parameters filled with plausible values. */
function concreteUrl(url: string) {
  return url
    .replace(':countryCode', 'MX')
    .replace(/:[A-Za-z]+/g, '1')
    .replace('*', 'index.html')
}

describe('authorization', () => {
  it('every registered route declares an access policy', () => {
    expect(ctx.app.registeredRoutes.length).toBeGreaterThan(10)
    for (const route of ctx.app.registeredRoutes) expect(ACCESS_POLICIES).toContain(route.access)
  })

  it('a route without a policy cannot be registered', async () => {
    const { default: Fastify } = await import('fastify')
    const { default: access } = await import('../src/plugins/access')
    const { default: errors } = await import('../src/plugins/errors')
    const { default: i18n } = await import('../src/plugins/i18n')
    const app = Fastify()
    await app.register(i18n)
    await app.register(errors)
    await app.register(access)
    expect(() => app.get('/undeclared', async () => 'nope')).toThrow(/GET \/undeclared declares no access policy/)
    await app.close()
  })

  it('the policy table admits exactly the intended callers', () => {
    const table = Object.fromEntries(
      ACCESS_POLICIES.map((policy) => [
        policy,
        Object.entries(CALLERS)
          .filter(([, user]) => isAllowed(policy, user))
          .map(([name]) => name),
      ]),
    )
    expect(table).toEqual({
      public: ['anonymous', 'talent', 'companyAdmin', 'companyMainAdmin'],
      user: ['talent', 'companyAdmin', 'companyMainAdmin'],
      talent: ['talent'],
      company: ['companyAdmin', 'companyMainAdmin'],
      company_main_admin: ['companyMainAdmin'],
    })
  })

  it('walks every registered route as an anonymous caller: private routes answer 401, public ones never do', async () => {
    for (const route of ctx.app.registeredRoutes) {
      const response = await ctx.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      })
      const where = `${route.method} ${route.url} (${route.access})`
      if (route.access === 'public') {
        expect([401, 403], where).not.toContain(response.statusCode)
      } else {
        expect(response.statusCode, where).toBe(401)
        expect(response.json(), where).toMatchObject({ code: 'not_authenticated' })
      }
    }
  })
})
