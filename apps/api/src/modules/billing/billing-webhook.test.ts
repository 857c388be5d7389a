import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies, subscriptions } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { billingHelpers, type ErrorBody } from './billing.test-helpers'
import { demoEvent, demoInvoice, demoSubscription, type DemoSubscriptionState } from './demo-events'
import { periodEndFrom } from './periods'
import { signPayload } from './providers'

const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '3' })
const { newCompany, subscribe, overview, webhook, liveRow, emailsTo } = billingHelpers(ctx)

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
