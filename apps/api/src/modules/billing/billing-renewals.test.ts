import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Plan, SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { companies, invoices, subscriptions } from '../../db/schema/index'
import { bearer, createCompanyUser, createOperator, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { billingHelpers, type ErrorBody } from './billing.test-helpers'

const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '3' })
const { newCompany, subscribe, overview, liveRow, emailsTo } = billingHelpers(ctx)

describe('the subscription over time', () => {
  it('cancels at period end: the plan stays until then, then the company is back on Demo and told', async () => {
    const { company, admin, headers } = await newCompany()
    await subscribe(headers, 'professional', 'month')
    const other = bearer(await createSessionToken(ctx.app.db, (await createCompanyUser(ctx.app.db, company.id)).id))
    expect((await request(ctx, { method: 'POST', url: '/api/subscription/cancel', headers: other })).status).toBe(403)

    const cancelled = await request<{ data: SubscriptionOverview }>(ctx, {
      method: 'POST',
      url: '/api/subscription/cancel',
      headers,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.subscription!.cancelAtPeriodEnd).toBe(true)
    expect(cancelled.body.data.plan.code).toBe('professional')
    // Taken back, then asked again.
    const resumed = await request<{ data: SubscriptionOverview }>(ctx, {
      method: 'POST',
      url: '/api/subscription/resume',
      headers,
    })
    expect(resumed.body.data.subscription!.cancelAtPeriodEnd).toBe(false)
    await request(ctx, { method: 'POST', url: '/api/subscription/cancel', headers })

    // No renewal reminder for a subscription that ends.
    const row = (await liveRow(company.id))!
    await ctx.app.services.billing.renewals.remindRenewal(row.id, row.currentPeriodEnd.toISOString())
    expect(await emailsTo(admin.id, 'subscription_renewal_reminder')).toHaveLength(0)

    await ctx.app.services.billing.renewals.periodEnded(row.id, row.currentPeriodEnd.toISOString())
    const after = await overview(headers)
    expect(after.plan.code).toBe('demo')
    expect(after.subscription).toBeNull()
    expect(await emailsTo(admin.id, 'subscription_ended')).toHaveLength(1)
    // Run again (a retried job): nothing more happens.
    await ctx.app.services.billing.renewals.periodEnded(row.id, row.currentPeriodEnd.toISOString())
    expect(await emailsTo(admin.id, 'subscription_ended')).toHaveLength(1)
    expect(
      (await request<ErrorBody>(ctx, { method: 'POST', url: '/api/subscription/cancel', headers })).body.code,
    ).toBe('subscription_not_found')
  })

  it('reminds once before renewal, renews at the plan as it is then, and a card failing at renewal ends it', async () => {
    const { company, admin, headers } = await newCompany()
    await subscribe(headers, 'starter', 'month')
    let row = (await liveRow(company.id))!
    await ctx.app.services.billing.renewals.remindRenewal(row.id, row.currentPeriodEnd.toISOString())
    await ctx.app.services.billing.renewals.remindRenewal(row.id, row.currentPeriodEnd.toISOString())
    const reminders = await emailsTo(admin.id, 'subscription_renewal_reminder')
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain('US$49.00')

    // The operator raises Starter's job limit: the paid period keeps its limits; the renewal takes the new ones.
    const operator = bearer(await createSessionToken(ctx.app.db, (await createOperator(ctx.app.db)).id))
    const starter = (await request<{ data: Plan[] }>(ctx, { method: 'GET', url: '/api/plans' })).body.data.find(
      (plan) => plan.code === 'starter',
    )!
    await request(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/starter',
      headers: operator,
      payload: { monthlyPriceCents: 4900, annualPriceCents: 49000, limits: { ...starter.limits, jobs: 11 } },
    })
    expect((await overview(headers)).plan.limits.jobs).toBe(10)
    const firstEnd = row.currentPeriodEnd
    await ctx.app.services.billing.renewals.periodEnded(row.id, firstEnd.toISOString())
    await ctx.app.services.billing.renewals.periodEnded(row.id, firstEnd.toISOString()) // a retried job: no second renewal
    row = (await liveRow(company.id))!
    expect(row.currentPeriodStart.getTime()).toBe(firstEnd.getTime())
    const renewed = await overview(headers)
    expect(renewed.plan.limits.jobs).toBe(11)
    expect(renewed.invoices).toHaveLength(2)
    await request(ctx, {
      method: 'PUT',
      url: '/api/operator/plans/starter',
      headers: operator,
      payload: { monthlyPriceCents: 4900, annualPriceCents: 49000, limits: starter.limits },
    })

    // Card 4000 0000 0000 0341 pays now and fails at renewal: past due, then ended after the retry.
    const failing = await newCompany()
    await subscribe(failing.headers, 'professional', 'month', '4000000000000341')
    const failingRow = (await liveRow(failing.company.id))!
    await ctx.app.services.billing.renewals.periodEnded(failingRow.id, failingRow.currentPeriodEnd.toISOString())
    let state = await overview(failing.headers)
    expect(state.subscription!.status).toBe('past_due')
    expect(state.plan.code).toBe('professional')
    expect(await emailsTo(failing.admin.id, 'subscription_payment_failed')).toHaveLength(1)
    await ctx.app.services.billing.renewals.periodEnded(failingRow.id, failingRow.currentPeriodEnd.toISOString())
    state = await overview(failing.headers)
    expect(state.plan.code).toBe('demo')
    expect(await emailsTo(failing.admin.id, 'subscription_ended')).toHaveLength(1)
  })

  it('changes plan mid-period: an upgrade pays the difference for the days left and its limits apply at once', async () => {
    const { company, headers } = await newCompany()
    await subscribe(headers, 'professional', 'month')
    const row = (await liveRow(company.id))!
    // Half the period is gone.
    const span = row.currentPeriodEnd.getTime() - row.currentPeriodStart.getTime()
    await ctx.app.db
      .update(subscriptions)
      .set({
        currentPeriodStart: new Date(Date.now() - span / 2),
        currentPeriodEnd: new Date(Date.now() + span / 2),
      })
      .where(eq(subscriptions.id, row.id))

    const same = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/subscription/changePlan',
      headers,
      payload: { plan: 'professional', interval: 'month' },
    })
    expect(same.body.code).toBe('plan_unchanged')

    const changed = await request<{ data: SubscriptionOverview }>(ctx, {
      method: 'POST',
      url: '/api/subscription/changePlan',
      headers,
      payload: { plan: 'enterprise', interval: 'month' },
    })
    expect(changed.status).toBe(200)
    expect(changed.body.data.plan.code).toBe('enterprise')
    expect(changed.body.data.plan.limits.jobs).toBeNull()
    const proration = changed.body.data.invoices[0]!
    expect(proration.plan).toBe('enterprise')
    // (399 − 149) × ½ = 125 dollars, give or take the seconds the test took.
    expect(Math.abs(proration.amountCents - 12500)).toBeLessThan(10)
    expect(changed.body.data.subscription!.amountCents).toBe(39900)

    // Down to Starter: at once, no refund, no invoice.
    const down = await request<{ data: SubscriptionOverview }>(ctx, {
      method: 'POST',
      url: '/api/subscription/changePlan',
      headers,
      payload: { plan: 'starter', interval: 'month' },
    })
    expect(down.body.data.plan.code).toBe('starter')
    expect(down.body.data.invoices).toHaveLength(2)
    const [companyRow] = await ctx.app.db.select().from(companies).where(eq(companies.id, company.id))
    expect(companyRow!.subscriptionName).toBe('Starter')
    const stored = await ctx.app.db.select().from(invoices).where(eq(invoices.companyId, company.id))
    expect(stored).toHaveLength(2)
  })
})
