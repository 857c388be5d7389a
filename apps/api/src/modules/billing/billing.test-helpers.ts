import { expect } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { SubscriptionOverview } from '@sentinela/shared/schemas/billing'
import { emails, subscriptions } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { request, type TestContext } from '../../../test/helper'
import { signPayload } from './providers'

/**
 * What the billing test files share: the billing form and a paying card, a company with its main admin signed in,
 * one call per step of a subscription, the webhook signed with the app's secret, and what the database holds. Each
 * test file builds its own app (`useTestApp`) and passes it here.
 */

export type Headers = Record<string, string>
export type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }

export const BILLING = {
  billingEmail: 'billing@example.com',
  customerName: 'Ana Gómez',
  phone: '+1 415 555 0100',
  address1: '1 Market Street',
  town: 'San Francisco',
  state: 'CA',
  postCode: '94105',
  country: 'US',
}
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123', nameOnCard: 'Ana Gomez' }

export function billingHelpers(ctx: TestContext) {
  async function newCompany() {
    const { company, admin } = await createCompany(ctx.app.db)
    return { company, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
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

  return { newCompany, takeSubscription, pay, subscribe, overview, webhook, liveRow, emailsTo }
}
