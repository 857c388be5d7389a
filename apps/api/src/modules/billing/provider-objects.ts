/**
 * The parts of Stripe's objects the billing service reads, in the shapes Stripe's API versions have used (the period
 * moved from the subscription to its items in 2025; an invoice's subscription moved under `parent`). The demo provider
 * produces the same shapes, so one handler reads both.
 */

export interface ProviderMetadata {
  companyId?: string
  plan?: string
  interval?: string
  demoCard?: string
}

export interface ProviderSubscription {
  id: string
  object: 'subscription'
  customer: string | { id: string } | null
  status: string
  cancel_at_period_end: boolean
  metadata: ProviderMetadata | null
  current_period_start?: number
  current_period_end?: number
  items: {
    data: Array<{
      id: string
      current_period_start?: number
      current_period_end?: number
      price: { unit_amount: number | null; currency: string; recurring: { interval: string } | null }
    }>
  }
}

export interface ProviderInvoice {
  id: string
  object: 'invoice'
  status: string | null
  amount_paid: number
  amount_due: number
  currency: string
  customer: string | { id: string } | null
  created: number
  subscription?: string | { id: string } | null
  subscription_details?: { metadata: ProviderMetadata | null } | null
  parent?: {
    subscription_details?: { subscription: string | { id: string }; metadata: ProviderMetadata | null } | null
  } | null
  lines: { data: Array<{ period: { start: number; end: number } }> }
}

export interface ProviderCheckoutSession {
  id: string
  object: 'checkout.session'
  subscription: string | { id: string } | null
  customer: string | { id: string } | null
  metadata: ProviderMetadata | null
}

export interface ProviderEvent {
  id: string
  type: string
  created: number
  data: { object: { object?: string } & Record<string, unknown> }
}

export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id

/** The subscription's current period, wherever this API version keeps it. */
export function periodOf(subscription: ProviderSubscription) {
  const item = subscription.items.data[0]
  const start = item?.current_period_start ?? subscription.current_period_start
  const end = item?.current_period_end ?? subscription.current_period_end
  return start && end ? { start: new Date(start * 1000), end: new Date(end * 1000) } : null
}

export function invoiceSubscription(invoice: ProviderInvoice) {
  const details = invoice.parent?.subscription_details
  return {
    subscriptionId: idOf(details?.subscription ?? invoice.subscription ?? null),
    metadata: details?.metadata ?? invoice.subscription_details?.metadata ?? null,
  }
}
