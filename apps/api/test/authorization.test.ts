import { beforeAll, describe, expect, it } from 'vitest'
import { ACCESS_POLICIES, isAllowed, type AccessPolicy, type SessionUser } from '../src/plugins/access'
import { createCompany, createSessionToken, createTalent } from './factories'
import { useTestApp } from './helper'

// With a metrics token, so /metrics is registered and walked too: refused to every caller, who has no token.
const ctx = useTestApp({ METRICS_TOKEN: 'metrics-token-for-the-authorization-walk' })

type CallerName =
  'anonymous' | 'talentA' | 'talentB' | 'companyXMainAdmin' | 'companyYAdmin' | 'operator' | 'operatorWithoutTwoStep'
const callers: Record<CallerName, { user: SessionUser | null; userId?: number }> = {
  anonymous: { user: null },
  talentA: { user: null },
  talentB: { user: null },
  companyXMainAdmin: { user: null },
  companyYAdmin: { user: null },
  operator: { user: null },
  operatorWithoutTwoStep: { user: null },
}

beforeAll(async () => {
  const db = ctx.app.db
  const talentA = await createTalent(db)
  const talentB = await createTalent(db)
  // On a plan with every feature: a plan's refusal is a 403 too (#16), and the walk is about who may call.
  const companyX = await createCompany(db, { plan: 'enterprise' })
  const companyY = await createCompany(db, { plan: 'enterprise' })
  const { createCompanyUser } = await import('./factories')
  const companyYAdmin = await createCompanyUser(db, companyY.company.id)
  const asUser = (row: typeof talentA): SessionUser => ({
    id: row.id,
    role: row.role,
    companyId: row.companyId,
    isMainAdmin: row.isMainAdmin,
  })
  callers.talentA = { user: asUser(talentA), userId: talentA.id }
  callers.talentB = { user: asUser(talentB), userId: talentB.id }
  callers.companyXMainAdmin = { user: asUser(companyX.admin), userId: companyX.admin.id }
  callers.companyYAdmin = { user: asUser(companyYAdmin), userId: companyYAdmin.id }
  const { createOperator } = await import('./factories')
  const operator = await createOperator(db)
  callers.operator = { user: { ...asUser(operator), twoStepEnabled: true }, userId: operator.id }
  const pending = await createOperator(db, { twoStep: false })
  callers.operatorWithoutTwoStep = { user: { ...asUser(pending), twoStepEnabled: false }, userId: pending.id }
})

/** A concrete URL for a route pattern: parameters filled with plausible values. */
function concreteUrl(url: string) {
  return url
    .replace(':countryCode', 'MX')
    .replace(':token', 'x'.repeat(43))
    .replace(/:[A-Za-z]+/g, '1')
    .replace('*', 'index.html')
}

describe('authorization', () => {
  it('every registered route declares an access policy', () => {
    expect(ctx.app.registeredRoutes.length).toBeGreaterThan(30)
    expect(ctx.app.registeredRoutes).toContainEqual(expect.objectContaining({ url: '/metrics', access: 'metrics' }))
    for (const route of ctx.app.registeredRoutes) expect(ACCESS_POLICIES).toContain(route.access)
  })

  it('a route without a policy cannot be registered', async () => {
    const { default: Fastify } = await import('fastify')
    const { default: access } = await import('../src/plugins/access')
    const { default: errors } = await import('../src/plugins/errors')
    const { default: i18n } = await import('../src/plugins/i18n')
    const { default: fp } = await import('fastify-plugin')
    const app = Fastify()
    await app.register(i18n)
    await app.register(errors)
    // The access plugin looks sessions up through the session plugin; none is needed to refuse registration.
    const noSessions = fp(
      async (instance) => {
        instance.decorate('resolveSession', async () => {})
      },
      { name: 'session' },
    )
    await app.register(noSessions)
    await app.register(access)
    expect(() => app.get('/undeclared', async () => 'nope')).toThrow(/GET \/undeclared declares no access policy/)
    await app.close()
  })

  it('the policy table admits exactly the intended callers', () => {
    const table = Object.fromEntries(
      ACCESS_POLICIES.map((policy) => [
        policy,
        (Object.keys(callers) as CallerName[]).filter((name) => isAllowed(policy, callers[name].user)),
      ]),
    )
    expect(table).toEqual({
      public: [
        'anonymous',
        'talentA',
        'talentB',
        'companyXMainAdmin',
        'companyYAdmin',
        'operator',
        'operatorWithoutTwoStep',
      ],
      user: ['talentA', 'talentB', 'companyXMainAdmin', 'companyYAdmin', 'operator', 'operatorWithoutTwoStep'],
      talent: ['talentA', 'talentB'],
      company: ['companyXMainAdmin', 'companyYAdmin'],
      talent_or_company: ['talentA', 'talentB', 'companyXMainAdmin', 'companyYAdmin'],
      company_main_admin: ['companyXMainAdmin'],
      operator: ['operator'],
      operator_setup: ['operator', 'operatorWithoutTwoStep'],
      metrics: [],
    } satisfies Record<AccessPolicy, CallerName[]>)
  })

  it('answers every /api/operator route to the operator alone (#36: the account check answered any user)', () => {
    const operatorRoutes = ctx.app.registeredRoutes.filter((route) => route.url.startsWith('/api/operator'))
    expect(operatorRoutes.map((route) => route.url)).toContain('/api/operator/account')
    for (const route of operatorRoutes)
      expect(['operator', 'operator_setup'], `${route.method} ${route.url}`).toContain(route.access)
  })

  it('walks every registered route as each kind of caller: refused callers get 401 or 403, admitted ones never do', async () => {
    const names = Object.keys(callers) as CallerName[]
    const checked: string[] = []
    for (const route of ctx.app.registeredRoutes) {
      for (const name of names) {
        const caller = callers[name]
        // A fresh session per call: some routes (sign-out, deletion) end the session they are called with.
        const headers = caller.userId
          ? { authorization: `Bearer ${await createSessionToken(ctx.app.db, caller.userId)}` }
          : undefined
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          ...(headers ? { headers } : {}),
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        })
        const where = `${route.method} ${route.url} (${route.access}) as ${name}`
        if (isAllowed(route.access, caller.user)) {
          expect([401, 403], where).not.toContain(response.statusCode)
        } else {
          expect(response.statusCode, where).toBe(caller.user ? 403 : 401)
          // An operator without two-step sign-in is told to set it up (PRODUCT.md), everyone else is refused.
          const setUpFirst = name === 'operatorWithoutTwoStep' && route.access === 'operator'
          expect(response.json().code, where).toBe(
            setUpFirst ? 'two_step_required' : caller.user ? 'forbidden' : 'not_authenticated',
          )
        }
        checked.push(where)
      }
    }
    expect(checked).toHaveLength(ctx.app.registeredRoutes.length * names.length)
  }, 120_000)
})
