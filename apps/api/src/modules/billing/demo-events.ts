import { randomBytes } from 'node:crypto'
import type { BillingInterval, PlanCode } from '@sentinela/shared/schemas/billing'
import type { ProviderEvent, ProviderInvoice, ProviderMetadata, ProviderSubscription } from './provider-objects'
import type { SubscriptionRow } from './providers'

/** What the demo provider knows of a subscription: enough to tell it as Stripe would. */
export interface DemoSubscriptionState {
  id: string
  companyId: number
  plan: PlanCode
  interval: BillingInterval
  status: 'active' | 'past_due' | 'canceled'
  cancelAtPeriodEnd: boolean
  periodStart: Date
  periodEnd: Date
  amountCents: number
  demoCard: string | null
}

/** What the demo provider knows of a stored subscription, to tell what happens to it next. */
export function demoStateOf(row: SubscriptionRow): DemoSubscriptionState {
  return {
    id: row.providerSubscriptionId,
    companyId: row.companyId,
    plan: row.planCode as PlanCode,
    interval: row.interval,
    status: row.status,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    amountCents: row.amountCents,
    demoCard: row.demoCard,
  }
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000)
export const demoId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`

function metadataOf(state: DemoSubscriptionState): ProviderMetadata {
  return {
    companyId: String(state.companyId),
    plan: state.plan,
    interval: state.interval,
    ...(state.demoCard ? { demoCard: state.demoCard } : {}),
  }
}

export function demoSubscription(state: DemoSubscriptionState): ProviderSubscription {
  return {
    id: state.id,
    object: 'subscription',
    customer: `cus_demo_${state.companyId}`,
    status: state.status,
    cancel_at_period_end: state.cancelAtPeriodEnd,
    metadata: metadataOf(state),
    items: {
      data: [
        {
          id: `si_${state.id}`,
          current_period_start: seconds(state.periodStart),
          current_period_end: seconds(state.periodEnd),
          price: { unit_amount: state.amountCents, currency: 'usd', recurring: { interval: state.interval } },
        },
      ],
    },
  }
}

export function demoInvoice(
  state: DemoSubscriptionState,
  invoice: { id: string; amountCents: number; paid: boolean; periodStart: Date; periodEnd: Date },
): ProviderInvoice {
  return {
    id: invoice.id,
    object: 'invoice',
    status: invoice.paid ? 'paid' : 'open',
    amount_paid: invoice.paid ? invoice.amountCents : 0,
    amount_due: invoice.amountCents,
    currency: 'usd',
    customer: `cus_demo_${state.companyId}`,
    created: Math.floor(Date.now() / 1000),
    parent: { subscription_details: { subscription: state.id, metadata: metadataOf(state) } },
    lines: { data: [{ period: { start: seconds(invoice.periodStart), end: seconds(invoice.periodEnd) } }] },
  }
}

/** An event as Stripe sends it; `id` is given when a retried action must produce the very same event. */
export function demoEvent(type: string, object: { object: string }, id = demoId('evt')): ProviderEvent {
  return {
    id,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: object as unknown as ProviderEvent['data']['object'] },
  }
}
