import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChangePlanSchema,
  CheckoutStartSchema,
  DemoCheckoutSchema,
  DemoPaymentResultSchema,
  DemoPaymentSchema,
  PaidPlanCodeSchema,
  PlanInputSchema,
  PlanSchema,
  SubscriptionOverviewSchema,
  TakeSubscriptionSchema,
} from '@sentinela/shared/schemas/billing'
import { dataEnvelope, ErrorResponseSchema, IdParams } from '@sentinela/shared/schemas/common'
import { recordAudit } from '../../lib/audit'
import { attachmentDisposition, PERSONAL_NO_STORE } from '../../lib/uploads'
import { signedInUser } from '../../plugins/access'

const tags = ['Subscriptions']
const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  402: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
}
/** The demo checkout's token: 24 random bytes, base64url. */
const TokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'invalid_format') })
/** A signed webhook body is small; anything larger is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024

/**
 * #16 Subscriptions and billing: plans, the company's subscription, checkout (Stripe or the demo provider), the signed
 * webhook, receipts, and the operator's plan editor. Only the main admin subscribes or changes the plan (§6).
 */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, plans } = app.services

  app.get(
    '/api/plans',
    {
      schema: {
        tags,
        summary: 'Every plan with its prices (USD cents) and limits, Demo first',
        response: { 200: dataEnvelope(z.array(PlanSchema)), ...errors },
      },
      config: { access: 'public' },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=60')
      return { data: await plans.list() }
    },
  )

  app.get(
    '/api/subscription',
    {
      schema: {
        tags,
        summary: "The company's plan in force, its subscription, usage against each limit and its invoices",
        response: { 200: dataEnvelope(SubscriptionOverviewSchema), ...errors },
      },
      config: { access: 'company' },
    },
    async (request) => ({ data: await billing.subscription.overview(signedInUser(request)) }),
  )

  app.post(
    '/api/companies/takeSubscription',
    {
      schema: {
        tags,
        summary: 'The billing form and the plan chosen: starts the checkout and says where to pay (main admin)',
        body: TakeSubscriptionSchema,
        response: { 200: dataEnvelope(CheckoutStartSchema), ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request) => ({ data: await billing.checkout.startCheckout(signedInUser(request), request.body, request) }),
  )

  app.post(
    '/api/subscription/changePlan',
    {
      schema: {
        tags,
        summary: 'Move the subscription to another plan or billing period now, prorated (main admin)',
        body: ChangePlanSchema,
        response: { 200: dataEnvelope(SubscriptionOverviewSchema), ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request) => ({ data: await billing.changes.changePlan(signedInUser(request), request.body, request) }),
  )

  for (const [url, cancel, summary] of [
    ['/api/subscription/cancel', true, 'End the subscription at the end of its period (main admin)'],
    ['/api/subscription/resume', false, 'Renew the subscription again after a cancellation was asked (main admin)'],
  ] as const) {
    app.post(
      url,
      {
        schema: { tags, summary, response: { 200: dataEnvelope(SubscriptionOverviewSchema), ...errors } },
        config: { access: 'company_main_admin' },
      },
      async (request) => ({ data: await billing.changes.setCancelAtPeriodEnd(signedInUser(request), cancel, request) }),
    )
  }

  app.get(
    '/api/subscription/invoices/:id/receipt',
    {
      schema: { tags, summary: "A paid invoice's receipt as a PDF", params: IdParams, produces: ['application/pdf'] },
      config: { access: 'company' },
    },
    async (request, reply) => {
      const { invoice, companyName, planName } = await billing.subscription.receipt(
        signedInUser(request),
        request.params.id,
      )
      const { renderReceiptPdf } = await import('./receipt-pdf')
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(`sentinela-${invoice.number}.pdf`))
        .header('Cache-Control', PERSONAL_NO_STORE)
        .send(renderReceiptPdf(invoice, companyName, planName, request.t, request.language))
    },
  )

  app.get(
    '/api/billing/demoCheckout/:token',
    {
      schema: {
        tags,
        summary: "The built-in demo provider's checkout: what is being bought (main admin)",
        params: TokenParams,
        response: { 200: dataEnvelope(DemoCheckoutSchema), ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request) => ({ data: await billing.checkout.demoCheckout(signedInUser(request), request.params.token) }),
  )

  app.post(
    '/api/billing/demoCheckout/:token/pay',
    {
      schema: {
        tags,
        summary: "Pay on the demo provider's checkout with one of Stripe's test cards (main admin)",
        params: TokenParams,
        body: DemoPaymentSchema,
        response: { 200: dataEnvelope(DemoPaymentResultSchema), ...errors },
      },
      config: { access: 'company_main_admin' },
    },
    async (request) => {
      const user = signedInUser(request)
      const result = await billing.checkout.payDemo(user, request.params.token, request.body)
      await recordAudit(app.db, request, 'subscription_paid', user.id, { provider: 'demo' })
      return { data: result }
    },
  )

  // Stripe signs the exact bytes it sends: this route reads its body raw, and nothing else shares that parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )
    scope.post(
      '/api/webhook/checkout',
      {
        schema: {
          tags,
          summary: "Stripe's (or the demo provider's) signed events: checkouts, invoices, subscription changes",
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: { 200: z.object({ received: z.literal(true) }), ...errors },
        },
        config: { access: 'public' },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.from('')
        const signature = request.headers['stripe-signature']
        await billing.webhook.receiveWebhook(body, typeof signature === 'string' ? signature : undefined)
        return { received: true as const }
      },
    )
  })

  app.get(
    '/api/operator/plans',
    {
      schema: {
        tags,
        summary: 'Every plan, to edit prices and limits',
        response: { 200: dataEnvelope(z.array(PlanSchema)), ...errors },
      },
      config: { access: 'operator' },
    },
    async () => ({ data: await plans.list() }),
  )

  app.put(
    '/api/operator/plans/:code',
    {
      schema: {
        tags,
        summary: "A paid plan's prices and limits: new subscriptions and renewals take them, paid periods keep theirs",
        params: z.object({ code: PaidPlanCodeSchema }),
        body: PlanInputSchema,
        response: { 200: dataEnvelope(PlanSchema), ...errors },
      },
      config: { access: 'operator' },
    },
    async (request) => {
      const plan = await plans.update(request.params.code, request.body)
      await recordAudit(app.db, request, 'plan_updated', signedInUser(request).id, { plan: plan.code })
      return { data: plan }
    },
  )
}
export default billingRoutes
