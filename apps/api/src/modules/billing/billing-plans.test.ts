import { describe, expect, it } from 'vitest'
import type { Plan } from '@sentinela/shared/schemas/billing'
import { bearer, createOperator, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import type { ErrorBody } from './billing.test-helpers'

const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '3' })

describe('plans', () => {
  it('lists the four plans publicly, Demo first, with the demo job limit from the setting and annual at 10×', async () => {
    const { status, body, headers } = await request<{ data: Plan[] }>(ctx, { method: 'GET', url: '/api/plans' })
    expect(status).toBe(200)
    expect(headers['cache-control']).toContain('public')
    expect(body.data.map((plan) => plan.code)).toEqual(['demo', 'starter', 'professional', 'enterprise'])
    const [demo, starter, professional, enterprise] = body.data as [Plan, Plan, Plan, Plan]
    expect(demo.limits.jobs).toBe(3)
    expect(demo.limits.topTalent).toBe(false)
    expect(starter.monthlyPriceCents).toBe(4900)
    expect(professional.annualPriceCents).toBe(professional.monthlyPriceCents * 10)
    expect(enterprise.limits.jobs).toBeNull()
    expect(enterprise.limits.platformUsers).toBeNull()
  })

  it('lets the operator edit a paid plan; the Demo plan is not editable and bad limits are refused', async () => {
    const operator = bearer(await createSessionToken(ctx.app.db, (await createOperator(ctx.app.db)).id))
    const { body: before } = await request<{ data: Plan[] }>(ctx, {
      method: 'GET',
      url: '/api/operator/plans',
      headers: operator,
    })
    const starter = before.data.find((plan) => plan.code === 'starter')!
    const saved = await request<{ data: Plan }>(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/starter',
      headers: operator,
      payload: { monthlyPriceCents: 5900, annualPriceCents: 59000, limits: { ...starter.limits, jobs: 12 } },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.limits.jobs).toBe(12)
    const { body: after } = await request<{ data: Plan[] }>(ctx, { method: 'GET', url: '/api/plans' })
    expect(after.data.find((plan) => plan.code === 'starter')!.monthlyPriceCents).toBe(5900)

    const demo = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/demo',
      headers: operator,
      payload: { monthlyPriceCents: 100, annualPriceCents: 1000, limits: starter.limits },
    })
    expect(demo.status).toBe(400)
    const bad = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/starter',
      headers: { ...operator, 'accept-language': 'es' },
      payload: { monthlyPriceCents: 0, annualPriceCents: 59000, limits: { ...starter.limits, jobDurationDays: 0 } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((issue) => issue.path).sort()).toEqual(['limits.jobDurationDays', 'monthlyPriceCents'])
    // Put it back for the other tests.
    await request(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/starter',
      headers: operator,
      payload: { monthlyPriceCents: 4900, annualPriceCents: 49000, limits: starter.limits },
    })
  })
})
