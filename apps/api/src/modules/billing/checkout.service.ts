import { and, eq } from 'drizzle-orm'
import {
  DEMO_CARDS,
  type BillingDetails,
  type BillingInterval,
  type DemoCheckout,
  type DemoPaymentInput,
  type PlanCode,
} from '@sentinela/shared/schemas/billing'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { checkouts } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { SessionUser } from '../../plugins/access'
import { CHECKOUT_RETURN_PATH, companyOf, findLiveSubscription, type Context } from './billing-common'
import type { BillingWebhookService } from './billing-webhook.service'
import { demoEvent, demoId, demoInvoice, demoSubscription, type DemoSubscriptionState } from './demo-events'
import { periodEndFrom } from './periods'
import type { PlansService } from './plans.service'
import type { ProviderCheckoutSession } from './provider-objects'
import { priceOf, type BillingProvider } from './providers'

/** A checkout page stays open this long. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000

/**
 * Taking a subscription (#16): the billing form stored and the provider's checkout started; with the demo provider,
 * its checkout page and the payment, which the provider then tells through the webhook like Stripe would.
 */
export class CheckoutService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly provider: BillingProvider,
    private readonly plans: PlansService,
    private readonly webhook: BillingWebhookService,
  ) {}

  /** POST companies/takeSubscription: stores the billing form and starts the provider's checkout. */
  async startCheckout(
    user: SessionUser,
    input: { plan: PlanCode; interval: BillingInterval; billing: BillingDetails },
    context: Context,
  ) {
    const companyId = companyOf(user)
    if (await findLiveSubscription(this.db, companyId)) throw new AppError(ErrorCode.SUBSCRIPTION_EXISTS)
    const plan = await this.plans.get(input.plan)
    const amountCents = priceOf(plan, input.interval)
    const returnUrl = new URL(CHECKOUT_RETURN_PATH, this.config.APP_URL)
    returnUrl.searchParams.set('checkout', 'success')
    const cancelUrl = new URL('/subscriptions', this.config.APP_URL)
    const started = await this.provider.startCheckout({
      companyId,
      plan,
      interval: input.interval,
      amountCents,
      billingEmail: input.billing.billingEmail,
      customerName: input.billing.customerName,
      successUrl: returnUrl.toString(),
      cancelUrl: cancelUrl.toString(),
    })
    await this.db.transaction(async (tx) => {
      await tx.insert(checkouts).values({
        token: started.token,
        provider: this.provider.name,
        companyId,
        userId: user.id,
        planCode: plan.code,
        interval: input.interval,
        amountCents,
        billing: input.billing,
        expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
      })
      await recordAudit(tx, context, 'subscription_checkout_started', user.id, {
        companyId,
        plan: plan.code,
        interval: input.interval,
        provider: this.provider.name,
      })
    })
    return { checkoutUrl: started.url }
  }

  private async openDemoCheckout(user: SessionUser, token: string) {
    const companyId = companyOf(user)
    if (this.provider.name !== 'demo') throw new AppError(ErrorCode.CHECKOUT_NOT_FOUND)
    const [row] = await this.db
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.token, token), eq(checkouts.companyId, companyId), eq(checkouts.provider, 'demo')))
    if (!row || row.expiresAt.getTime() < Date.now()) throw new AppError(ErrorCode.CHECKOUT_NOT_FOUND)
    return row
  }

  /** GET /billing/demoCheckout/{token}: what the demo checkout page shows. */
  async demoCheckout(user: SessionUser, token: string): Promise<DemoCheckout> {
    const row = await this.openDemoCheckout(user, token)
    return {
      plan: row.planCode as DemoCheckout['plan'],
      interval: row.interval,
      amountCents: row.amountCents,
      currency: 'USD',
      customerName: row.billing.customerName,
      billingEmail: row.billing.billingEmail,
      status: row.status,
    }
  }

  /**
   * POST /billing/demoCheckout/{token}/pay: the demo provider takes the card as Stripe's test mode would and tells
   * what happened through signed events to the webhook: the subscription, the completed checkout, the paid invoice.
   */
  async payDemo(user: SessionUser, token: string, payment: DemoPaymentInput & { cardNumber: string }) {
    const row = await this.openDemoCheckout(user, token)
    if (row.status !== 'open') throw new AppError(ErrorCode.CHECKOUT_NOT_FOUND)
    const [month, year] = payment.expiry.split('/').map(Number) as [number, number]
    const now = new Date()
    if (2000 + year < now.getUTCFullYear() || (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: [{ path: 'expiry', code: 'card_expired', params: {} }],
      })
    }
    if (payment.cardNumber === DEMO_CARDS.declined) throw new AppError(ErrorCode.CARD_DECLINED)
    if (await findLiveSubscription(this.db, row.companyId)) throw new AppError(ErrorCode.SUBSCRIPTION_EXISTS)
    // The checkout is claimed first: of two payments sent at once, one is charged and the other finds it used.
    const claimed = await this.db
      .update(checkouts)
      .set({ status: 'completed' })
      .where(and(eq(checkouts.id, row.id), eq(checkouts.status, 'open')))
      .returning({ id: checkouts.id })
    if (claimed.length === 0) throw new AppError(ErrorCode.CHECKOUT_NOT_FOUND)

    const state: DemoSubscriptionState = {
      id: demoId('sub'),
      companyId: row.companyId,
      plan: row.planCode as PlanCode,
      interval: row.interval,
      status: 'active',
      cancelAtPeriodEnd: false,
      periodStart: now,
      periodEnd: periodEndFrom(now, row.interval),
      amountCents: row.amountCents,
      demoCard: payment.cardNumber === DEMO_CARDS.failsLater ? 'failsLater' : 'pays',
    }
    const session: ProviderCheckoutSession = {
      id: row.token,
      object: 'checkout.session',
      subscription: state.id,
      customer: `cus_demo_${row.companyId}`,
      metadata: { companyId: String(row.companyId), plan: state.plan, interval: state.interval },
    }
    const events = [
      demoEvent('customer.subscription.created', demoSubscription(state)),
      demoEvent('checkout.session.completed', session),
      demoEvent(
        'invoice.paid',
        demoInvoice(state, {
          id: demoId('in'),
          amountCents: state.amountCents,
          paid: true,
          periodStart: state.periodStart,
          periodEnd: state.periodEnd,
        }),
      ),
    ]
    try {
      await this.webhook.deliverDemo(events)
    } catch (error) {
      // Not charged after all: the checkout can be paid again.
      await this.db.update(checkouts).set({ status: 'open' }).where(eq(checkouts.id, row.id))
      throw error
    }
    const returnUrl = `${CHECKOUT_RETURN_PATH}?checkout=success`
    return { status: 'paid' as const, returnUrl }
  }
}
