import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { startFakeStripe } from '../../../test/fake-stripe'
import { request, useTestApp } from '../../../test/helper'
import { BILLING, billingHelpers } from './billing.test-helpers'
import { demoEvent, demoSubscription } from './demo-events'
import { periodEndFrom } from './periods'
import { signPayload } from './providers'

describe('with Stripe', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>
  const WEBHOOK_SECRET = 'whsec_test_sentinela'
  beforeAll(async () => {
    fake = await startFakeStripe()
  })
  afterAll(async () => {
    await fake.close()
  })
  const stripeCtx = useTestApp(() => ({
    STRIPE_SECRET_KEY: 'sk_test_sentinela',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
    APP_URL: 'https://sentinela.example.com',
  }))
  const { newCompany } = billingHelpers(stripeCtx)

  it('starts Stripe Checkout through the SDK and follows its signed events; cancelling goes through the SDK', async () => {
    const { company, headers } = await newCompany()
    const started = await request<{ data: { checkoutUrl: string } }>(stripeCtx, {
      method: 'POST',
      url: '/api/companies/takeSubscription',
      headers,
      payload: { plan: 'starter', interval: 'year', billing: BILLING },
    })
    expect(started.status).toBe(200)
    expect(started.body.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    const session = fake.calls.find((call) => call.path === '/v1/checkout/sessions')!
    expect(session.form).toMatchObject({
      mode: 'subscription',
      customer_email: 'billing@example.com',
      'line_items[0][price_data][unit_amount]': '49000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'subscription_data[metadata][plan]': 'starter',
      'subscription_data[metadata][companyId]': String(company.id),
      success_url: 'https://sentinela.example.com/company/account/subscriptions?checkout=success',
    })
    // The demo checkout does not exist when Stripe takes the payments.
    const token = 'a'.repeat(32)
    expect(
      (await request(stripeCtx, { method: 'GET', url: `/api/billing/demoCheckout/${token}`, headers })).status,
    ).toBe(404)

    const start = new Date()
    const subscription = demoSubscription({
      id: `sub_stripe_${company.id}`,
      companyId: company.id,
      plan: 'starter',
      interval: 'year',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: start,
      periodEnd: periodEndFrom(start, 'year'),
      amountCents: 49000,
      demoCard: null,
    })
    fake.addSubscription(subscription as unknown as Record<string, unknown> & { id: string })
    const payload = JSON.stringify(demoEvent('customer.subscription.created', subscription))
    const header = await signPayload(payload, WEBHOOK_SECRET)
    const delivered = await stripeCtx.app.inject({
      method: 'POST',
      url: '/api/webhook/checkout',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    })
    expect(delivered.statusCode).toBe(200)
    const current = await request<{ data: SubscriptionOverview }>(stripeCtx, {
      method: 'GET',
      url: '/api/subscription',
      headers,
    })
    expect(current.body.data).toMatchObject({ provider: 'stripe', plan: { code: 'starter' } })

    const cancelled = await request<{ data: SubscriptionOverview }>(stripeCtx, {
      method: 'POST',
      url: '/api/subscription/cancel',
      headers,
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.subscription!.cancelAtPeriodEnd).toBe(true)
    expect(fake.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: `/v1/subscriptions/sub_stripe_${company.id}`,
      form: { cancel_at_period_end: 'true' },
    })
  })
})
