import { randomBytes } from 'node:crypto'
import type Stripe from 'stripe'
import type { BillingInterval, Plan } from '@sentinela/shared/schemas/billing'
import type { Config } from '../../config'
import type { subscriptions } from '../../db/schema/index'
import type { ProviderSubscription } from './provider-objects'

export type SubscriptionRow = typeof subscriptions.$inferSelect

export interface CheckoutRequest {
  companyId: number
  plan: Plan
  interval: BillingInterval
  amountCents: number
  billingEmail: string
  customerName: string
  /** Where the payer's browser goes after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
}

/** Stripe's SDK, loaded when first needed rather than with the server (issue #13: idle memory). */
let sdk: Promise<typeof Stripe> | undefined
const loadStripe = () => (sdk ??= import('stripe').then((module) => module.default))

/** A payment provider as the billing service uses it: Stripe, or the built-in demo provider. */
export interface BillingProvider {
  readonly name: 'stripe' | 'demo'
  /** Starts a checkout: the token that names it and where the browser pays. */
  startCheckout(request: CheckoutRequest): Promise<{ token: string; url: string }>
  /** Moves a subscription to another plan or period now, prorated; the provider's answer, when it gives one. */
  changePlan(
    subscription: SubscriptionRow,
    plan: Plan,
    interval: BillingInterval,
    amountCents: number,
  ): Promise<ProviderSubscription | null>
  /** Cancels at the period's end (or takes that back). */
  setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean): Promise<ProviderSubscription | null>
}

export const priceOf = (plan: Plan, interval: BillingInterval) =>
  interval === 'year' ? plan.annualPriceCents : plan.monthlyPriceCents

/** Stripe, through its official SDK; STRIPE_API_URL points it at another host (tests run a local fake). */
export class StripeProvider implements BillingProvider {
  readonly name = 'stripe' as const
  private client: Promise<Stripe> | undefined

  constructor(private readonly config: Config & { STRIPE_SECRET_KEY: string }) {}

  /** The SDK's client, made on the first call. */
  private get stripe(): Promise<Stripe> {
    this.client ??= loadStripe().then((StripeSdk) => {
      const api = this.config.STRIPE_API_URL ? new URL(this.config.STRIPE_API_URL) : undefined
      return new StripeSdk(this.config.STRIPE_SECRET_KEY, {
        maxNetworkRetries: 2,
        timeout: 20_000,
        ...(api
          ? {
              host: api.hostname,
              port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
              protocol: api.protocol === 'https:' ? 'https' : 'http',
            }
          : {}),
      })
    })
    return this.client
  }

  private lineItem(plan: Plan, interval: BillingInterval, amountCents: number) {
    return {
      currency: 'usd',
      unit_amount: amountCents,
      recurring: { interval },
    }
  }

  async startCheckout(request: CheckoutRequest) {
    const stripe = await this.stripe
    const metadata = { companyId: String(request.companyId), plan: request.plan.code, interval: request.interval }
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: String(request.companyId),
      customer_email: request.billingEmail,
      line_items: [
        {
          quantity: 1,
          price_data: {
            ...this.lineItem(request.plan, request.interval, request.amountCents),
            product_data: { name: `Sentinela ${request.plan.name}` },
          },
        },
      ],
      metadata,
      subscription_data: { metadata },
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    })
    if (!session.url) throw new Error('Stripe gave the checkout session no URL')
    return { token: session.id, url: session.url }
  }

  async changePlan(subscription: SubscriptionRow, plan: Plan, interval: BillingInterval, amountCents: number) {
    const stripe = await this.stripe
    const current = await stripe.subscriptions.retrieve(subscription.providerSubscriptionId)
    const item = current.items.data[0]
    if (!item) throw new Error('The Stripe subscription has no item')
    const product = await stripe.products.create({ name: `Sentinela ${plan.name}` })
    const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
      items: [{ id: item.id, price_data: { ...this.lineItem(plan, interval, amountCents), product: product.id } }],
      proration_behavior: 'always_invoice',
      metadata: { companyId: String(subscription.companyId), plan: plan.code, interval },
    })
    return updated as unknown as ProviderSubscription
  }

  async setCancelAtPeriodEnd(subscription: SubscriptionRow, cancel: boolean) {
    const stripe = await this.stripe
    const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, {
      cancel_at_period_end: cancel,
    })
    return updated as unknown as ProviderSubscription
  }
}

/**
 * The built-in demo provider: a checkout page of this app that takes Stripe's test card numbers. What it does is told
 * as Stripe-shaped events, signed with a secret of this process and handled by the same webhook code as Stripe's
 * (the service wires `deliver`), so the whole flow runs on a machine with no network.
 */
export class DemoProvider implements BillingProvider {
  readonly name = 'demo' as const
  /** Signs the demo events; a random secret per process (they never leave it). */
  readonly webhookSecret = `whsec_demo_${randomBytes(24).toString('hex')}`

  async startCheckout() {
    const token = randomBytes(24).toString('base64url')
    return { token, url: `/billing/checkout/${token}` }
  }

  async changePlan() {
    return null
  }

  async setCancelAtPeriodEnd() {
    return null
  }
}

/** Signs a payload the way Stripe signs webhooks (its SDK's own helper). */
export async function signPayload(payload: string, secret: string) {
  return (await loadStripe()).webhooks.generateTestHeaderString({ payload, secret })
}

/** Checks a webhook's signature (Stripe's scheme, 5 minutes' tolerance) and gives back the event. */
export async function verifyPayload(payload: Buffer, signature: string, secret: string) {
  return (await loadStripe()).webhooks.constructEvent(payload, signature, secret)
}
