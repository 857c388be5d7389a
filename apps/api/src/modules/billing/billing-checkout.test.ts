import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies } from '../../db/schema/index'
import { bearer, createCompanyUser, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { billingHelpers, CARD, type ErrorBody } from './billing.test-helpers'

const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '3' })
const { newCompany, takeSubscription, pay, overview, liveRow } = billingHelpers(ctx)

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
