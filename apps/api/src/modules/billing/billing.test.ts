import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Plan, SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { companies, emails, invoices, subscriptions } from '../../db/schema/index'
import {
  bearer,
  createCompany,
  createCompanyUser,
  createOperator,
  createSessionToken,
  createTalent,
} from '../../../test/factories'
import { startFakeStripe } from '../../../test/fake-stripe'
import { request, useTestApp, type TestContext } from '../../../test/helper'
import { demoEvent, demoInvoice, demoSubscription, type DemoSubscriptionState } from './demo-events'
import { periodEndFrom } from './periods'
import { signPayload } from './providers'

type Headers = Record<string, string>
type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }

const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '3' })

const BILLING = {
  billingEmail: 'billing@example.com',
  customerName: 'Ana Gómez',
  phone: '+1 415 555 0100',
  address1: '1 Market Street',
  town: 'San Francisco',
  state: 'CA',
  postCode: '94105',
  country: 'US',
}
const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ana Gomez' }

async function newCompany(context: TestContext = ctx) {
  const { company, admin } = await createCompany(context.app.db)
  return { company, admin, headers: bearer(await createSessionToken(context.app.db, admin.id)) }
}

const takeSubscription = (headers: Headers, plan = 'professional', interval = 'month', billing: object = BILLING) =>
  request<{ data: { checkoutUrl: string } } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/companies/takeSubscription',
    headers,
    payload: { plan, interval, billing },
  })

const pay = (headers: Headers, token: string, card: object = CARD) =>
  request<{ data: { status: string; returnUrl: string } } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/billing/demoCheckout/${token}/pay`,
    headers,
    payload: card,
  })

async function subscribe(headers: Headers, plan = 'professional', interval = 'month', cardNumber = CARD.cardNumber) {
  const started = await takeSubscription(headers, plan, interval)
  expect(started.status).toBe(200)
  const token = started.body.data.checkoutUrl.split('/').pop()!
  const paid = await pay(headers, token, { ...CARD, cardNumber })
  expect(paid.status, JSON.stringify(paid.body)).toBe(200)
}

const overview = async (headers: Headers) => {
  const { status, body } = await request<{ data: SubscriptionOverview }>(ctx, {
    method: 'GET',
    url: '/api/subscription',
    headers,
  })
  expect(status).toBe(200)
  return body.data
}

async function webhook(event: object, secret = ctx.app.services.billing.signingSecret!) {
  const payload = JSON.stringify(event)
  return request<ErrorBody & { received?: boolean }>(ctx, {
    method: 'POST',
    url: '/api/webhook/checkout',
    headers: { 'content-type': 'application/json', 'stripe-signature': await signPayload(payload, secret) },
    payload,
  })
}

const liveRow = async (companyId: number) =>
  (await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, companyId))).find(
    (row) => row.status !== 'canceled',
  )

const emailsTo = async (userId: number, template: string) =>
  ctx.app.db
    .select()
    .from(emails)
    .where(and(eq(emails.userId, userId), eq(emails.template, template)))

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

describe('checkout with the demo provider', () => {
  it('needs every billing field (§5), with translated messages, and changes nothing', async () => {
    const { company, headers } = await newCompany()
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/companies/takeSubscription',
      headers: { ...headers, 'accept-language': 'es' },
      payload: {
        plan: 'professional',
        interval: 'year',
        billing: {
          billingEmail: 'x',
          customerName: ' ',
          phone: '12',
          address1: '',
          town: '',
          state: '',
          postCode: '',
          country: 'US',
        },
      },
    })
    expect(status).toBe(400)
    expect(body.errors.map((issue) => issue.path).sort()).toEqual(
      [
        'billing.address1',
        'billing.billingEmail',
        'billing.customerName',
        'billing.phone',
        'billing.postCode',
        'billing.state',
        'billing.town',
      ].sort(),
    )
    expect(body.errors.find((issue) => issue.path === 'billing.town')!.message).toBe('Este campo es obligatorio.')
    expect((await overview(headers)).plan.code).toBe('demo')
    expect(await liveRow(company.id)).toBeUndefined()
  })

  it('is for the main admin only (§6): another admin, a talent and a stranger are refused', async () => {
    const { company } = await newCompany()
    const other = await createCompanyUser(ctx.app.db, company.id)
    const otherHeaders = bearer(await createSessionToken(ctx.app.db, other.id))
    expect((await takeSubscription(otherHeaders)).status).toBe(403)
    const talent = bearer(await createSessionToken(ctx.app.db, (await createTalent(ctx.app.db)).id))
    expect((await takeSubscription(talent)).status).toBe(403)
    expect((await takeSubscription({})).status).toBe(401)
    // The other admin still sees the plan.
    const seen = await overview(otherHeaders)
    expect(seen.plan.code).toBe('demo')
    expect(seen.canManage).toBe(false)
  })

  it('declines the declining card with nothing charged, then subscribes with a paying one', async () => {
    const { company, admin, headers } = await newCompany()
    const started = await takeSubscription(headers, 'professional', 'year')
    expect(started.status).toBe(200)
    expect(started.body.data.checkoutUrl).toMatch(/^\/billing\/checkout\/[\w-]{32}$/)
    const token = started.body.data.checkoutUrl.split('/').pop()!

    const shown = await request<{ data: { plan: string; amountCents: number; status: string } }>(ctx, {
      method: 'GET',
      url: `/api/billing/demoCheckout/${token}`,
      headers,
    })
    expect(shown.body.data).toMatchObject({ plan: 'professional', amountCents: 149000, status: 'open' })

    const declined = await pay(headers, token, { ...CARD, cardNumber: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect(declined.body.code).toBe('card_declined')
    expect((await overview(headers)).plan.code).toBe('demo')

    const badCard = await pay(headers, token, { cardNumber: '12', expiry: '13/30', cvc: 'x', nameOnCard: '' })
    expect(badCard.status).toBe(400)
    expect(badCard.body.errors.map((issue) => issue.path).sort()).toEqual(['cardNumber', 'cvc', 'expiry', 'nameOnCard'])
    const expired = await pay(headers, token, { ...CARD, expiry: '01/20' })
    expect(expired.status).toBe(400)
    expect(expired.body.errors[0]!.code).toBe('card_expired')

    const paid = await pay(headers, token)
    expect(paid.status).toBe(200)
    expect(paid.body.data.returnUrl).toBe('/company/account/subscriptions?checkout=success')

    const now = await overview(headers)
    expect(now.plan.code).toBe('professional')
    expect(now.plan.limits.recommendedTalent).toBe(true)
    expect(now.subscription).toMatchObject({
      plan: 'professional',
      interval: 'year',
      status: 'active',
      amountCents: 149000,
    })
    expect(now.subscription!.billing.customerName).toBe('Ana Gómez')
    expect(now.invoices).toHaveLength(1)
    expect(now.invoices[0]).toMatchObject({
      status: 'paid',
      amountCents: 149000,
      plan: 'professional',
      interval: 'year',
    })
    expect(now.invoices[0]!.number).toMatch(/^SEN-\d{4}-\d{6}$/)
    const [row] = await ctx.app.db.select().from(companies).where(eq(companies.id, company.id))
    expect(row!.subscriptionName).toBe('Professional')

    // The checkout is used; paying it again, or starting another, is refused.
    expect((await pay(headers, token)).status).toBe(404)
    expect((await takeSubscription(headers)).body.code).toBe('subscription_exists')

    // The receipt: a PDF for the company, not for another one.
    const receipt = await ctx.app.inject({
      method: 'GET',
      url: `/api/subscription/invoices/${now.invoices[0]!.id}/receipt`,
      headers,
    })
    expect(receipt.statusCode).toBe(200)
    expect(receipt.headers['content-type']).toBe('application/pdf')
    expect(receipt.headers['cache-control']).toContain('no-store')
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const stranger = await newCompany()
    const refused = await ctx.app.inject({
      method: 'GET',
      url: `/api/subscription/invoices/${now.invoices[0]!.id}/receipt`,
      headers: stranger.headers,
    })
    expect(refused.statusCode).toBe(404)
    // Another company cannot open this company's checkout either.
    expect((await pay(stranger.headers, token)).status).toBe(404)
    expect(admin.id).toBeGreaterThan(0)
  })
  it('charges once when the same checkout is paid twice at once', async () => {
    const { headers } = await newCompany()
    const started = await takeSubscription(headers, 'starter', 'month')
    const token = started.body.data.checkoutUrl.split('/').pop()!
    const answers = await Promise.all([pay(headers, token), pay(headers, token), pay(headers, token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404, 404])
    const now = await overview(headers)
    expect(now.plan.code).toBe('starter')
    expect(now.invoices).toHaveLength(1)
  })
})

describe('the webhook', () => {
  it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
    const { company } = await newCompany()
    const state: DemoSubscriptionState = {
      id: `sub_forged_${company.id}`,
      companyId: company.id,
      plan: 'enterprise',
      interval: 'year',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: new Date(),
      periodEnd: periodEndFrom(new Date(), 'year'),
      amountCents: 399000,
      demoCard: null,
    }
    const event = demoEvent('customer.subscription.created', demoSubscription(state))
    const forged = await webhook(event, 'whsec_not_the_secret')
    expect(forged.status).toBe(400)
    expect(forged.body.code).toBe('webhook_signature_invalid')
    const unsigned = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/webhook/checkout',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.code).toBe('webhook_signature_invalid')
    // A signed body changed after signing does not verify either.
    const payload = JSON.stringify(event)
    const tampered = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/webhook/checkout',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': await signPayload(payload, ctx.app.services.billing.signingSecret!),
      },
      payload: payload.replace('enterprise', 'starter'),
    })
    expect(tampered.status).toBe(400)
    expect(await liveRow(company.id)).toBeUndefined()
  })

  it('reads at most 512 KB: a larger body is refused in the error shape before any signature work', async () => {
    const big = JSON.stringify({ id: 'evt_big', type: 'invoice.paid', padding: 'x'.repeat(600 * 1024) })
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/webhook/checkout',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': await signPayload(big, ctx.app.services.billing.signingSecret!),
      },
      payload: big,
    })
    expect(status).toBe(413)
    expect(body.code).toBe('payload_too_large')
  })

  it('gives one final state from duplicate, replayed and out-of-order events', async () => {
    const { company, admin } = await newCompany()
    const start = new Date()
    const state: DemoSubscriptionState = {
      id: `sub_order_${company.id}`,
      companyId: company.id,
      plan: 'professional',
      interval: 'month',
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: start,
      periodEnd: periodEndFrom(start, 'month'),
      amountCents: 14900,
      demoCard: null,
    }
    const at = (seconds: number, event: ReturnType<typeof demoEvent>) => ({
      ...event,
      created: 1_900_000_000 + seconds,
    })
    const created = at(10, demoEvent('customer.subscription.created', demoSubscription(state)))
    const toStarter = at(
      20,
      demoEvent('customer.subscription.updated', demoSubscription({ ...state, plan: 'starter' })),
    )
    const cancelling = at(
      30,
      demoEvent('customer.subscription.updated', demoSubscription({ ...state, cancelAtPeriodEnd: true })),
    )
    const deleted = at(
      40,
      demoEvent('customer.subscription.deleted', demoSubscription({ ...state, status: 'canceled' })),
    )
    const lateCreated = at(5, demoEvent('customer.subscription.created', demoSubscription(state)))

    expect((await webhook(cancelling)).status).toBe(200)
    expect((await webhook(created)).status).toBe(200) // older than what is applied: changes nothing
    expect((await webhook(toStarter)).status).toBe(200) // older too
    let row = await liveRow(company.id)
    expect(row).toMatchObject({ planCode: 'professional', cancelAtPeriodEnd: true, status: 'active' })
    expect((await webhook(cancelling)).status).toBe(200) // a replay of the same event

    expect((await webhook(deleted)).status).toBe(200)
    expect((await webhook(deleted)).status).toBe(200) // duplicate
    expect((await webhook(lateCreated)).status).toBe(200) // a late "created" never undoes a "cancelled"
    expect((await webhook({ ...toStarter, id: 'evt_later_update', created: 1_900_000_100 })).status).toBe(200)
    row = await liveRow(company.id)
    expect(row).toBeUndefined()
    const rows = await ctx.app.db.select().from(subscriptions).where(eq(subscriptions.companyId, company.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.status).toBe('canceled')
    const [companyRow] = await ctx.app.db.select().from(companies).where(eq(companies.id, company.id))
    expect(companyRow!.subscriptionName).toBe('Demo')
    expect(await emailsTo(admin.id, 'subscription_ended')).toHaveLength(1)
  })

  it('records a failed payment (past due, the plan kept, the main admin e-mailed) and its later payment', async () => {
    const { company, admin, headers } = await newCompany()
    await subscribe(headers, 'starter', 'month')
    const row = (await liveRow(company.id))!
    const state: DemoSubscriptionState = {
      id: row.providerSubscriptionId,
      companyId: company.id,
      plan: 'starter',
      interval: 'month',
      status: 'past_due',
      cancelAtPeriodEnd: false,
      periodStart: row.currentPeriodStart,
      periodEnd: row.currentPeriodEnd,
      amountCents: 4900,
      demoCard: null,
    }
    const failedInvoice = demoInvoice(state, {
      id: `in_failed_${company.id}`,
      amountCents: 4900,
      paid: false,
      periodStart: row.currentPeriodEnd,
      periodEnd: periodEndFrom(row.currentPeriodEnd, 'month'),
    })
    expect((await webhook(demoEvent('invoice.payment_failed', failedInvoice))).status).toBe(200)
    expect((await webhook(demoEvent('customer.subscription.updated', demoSubscription(state)))).status).toBe(200)
    let now = await overview(headers)
    expect(now.plan.code).toBe('starter')
    expect(now.subscription!.status).toBe('past_due')
    expect(now.invoices.map((invoice) => invoice.status)).toEqual(['failed', 'paid'])
    const [mail] = await emailsTo(admin.id, 'subscription_payment_failed')
    expect(mail!.subject).toContain('Starter')
    // Retried and paid: the same invoice becomes paid; a late failure of it changes nothing.
    const paidInvoice = { ...failedInvoice, status: 'paid', amount_paid: 4900 }
    expect((await webhook(demoEvent('invoice.paid', paidInvoice))).status).toBe(200)
    expect((await webhook(demoEvent('invoice.payment_failed', failedInvoice))).status).toBe(200)
    now = await overview(headers)
    expect(now.invoices.map((invoice) => invoice.status)).toEqual(['paid', 'paid'])
    expect(await emailsTo(admin.id, 'subscription_payment_failed')).toHaveLength(1)
  })
})

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

  it('starts Stripe Checkout through the SDK and follows its signed events; cancelling goes through the SDK', async () => {
    const { company, headers } = await newCompany(stripeCtx)
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
