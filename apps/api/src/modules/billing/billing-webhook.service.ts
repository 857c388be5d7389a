import type { FastifyBaseLogger } from 'fastify'
import { and, desc, eq } from 'drizzle-orm'
import {
  BillingIntervalSchema,
  PlanCodeSchema,
  type BillingDetails,
  type PlanCode,
} from '@sentinela/shared/schemas/billing'
import type { Database, Executor } from '../../db/client'
import { billingEvents, checkouts, companies, invoices, subscriptions } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import { findLiveSubscription } from './billing-common'
import { money, type AfterCommit, type BillingOutbox } from './billing-outbox'
import { invoiceNumber } from './periods'
import { PLAN_NAMES, type PlansService } from './plans.service'
import {
  idOf,
  invoiceSubscription,
  periodOf,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderInvoice,
  type ProviderSubscription,
} from './provider-objects'
import { priceOf, signPayload, verifyPayload, type BillingProvider, type SubscriptionRow } from './providers'

/** Stripe's subscription statuses, as Sentinela keeps them; null for a subscription not paid yet (incomplete). */
function statusOf(providerStatus: string): SubscriptionRow['status'] | null {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active'
  if (providerStatus === 'past_due' || providerStatus === 'unpaid') return 'past_due'
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled'
  return null
}

/**
 * The provider's events (#16): the signed webhook is the only way a subscription's state changes, and the demo
 * provider's events go through it too. Stripe's answers to a change are applied the same way.
 *
 * Events are handled once each (their id is stored in the same transaction as what they change) and in any order:
 * a subscription keeps the time of the event it reflects, an older one changes nothing, and a cancelled one never
 * comes back. The company's row is locked while an event is handled, so two events about it never interleave.
 */
export class BillingWebhookService {
  constructor(
    private readonly db: Database,
    private readonly provider: BillingProvider,
    private readonly webhookSecret: string | undefined,
    private readonly plans: PlansService,
    private readonly changes: ChangeFeed,
    private readonly outbox: BillingOutbox,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** POST /webhook/checkout: verifies the signature on the raw body, then handles the event once. */
  async receiveWebhook(payload: Buffer, signature: string | undefined) {
    const secret = this.webhookSecret
    let event: ProviderEvent
    try {
      if (!secret || !signature) throw new Error('unsigned')
      event = (await verifyPayload(payload, signature, secret)) as unknown as ProviderEvent
    } catch {
      throw new AppError(ErrorCode.WEBHOOK_SIGNATURE_INVALID)
    }
    return this.handleEvent(event)
  }

  /** The demo provider's events go through the webhook's own code: signed, verified, handled. */
  async deliverDemo(events: ProviderEvent[]) {
    for (const event of events) {
      const payload = JSON.stringify(event)
      await this.receiveWebhook(Buffer.from(payload), await signPayload(payload, this.webhookSecret!))
    }
  }

  /** Stripe answered a change with the subscription: it is applied now; its webhook event later changes nothing. */
  async applyNow(subscription: ProviderSubscription) {
    const after = this.outbox.start()
    await this.db.transaction(async (tx) => {
      await this.applySubscription(tx, subscription, new Date(), false, after)
    })
    await this.outbox.finish(after)
  }

  /** One event, once: its id is stored in the same transaction as what it changes. */
  async handleEvent(event: ProviderEvent): Promise<'handled' | 'duplicate'> {
    const occurredAt = new Date(event.created * 1000)
    const after = this.outbox.start()
    const outcome = await this.db.transaction(async (tx) => {
      const stored = await tx
        .insert(billingEvents)
        .values({ id: event.id, type: event.type, occurredAt })
        .onConflictDoNothing()
        .returning({ id: billingEvents.id })
      if (stored.length === 0) return 'duplicate' as const
      const object = event.data.object as unknown
      switch (event.type) {
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await this.applySubscription(
            tx,
            object as ProviderSubscription,
            occurredAt,
            event.type === 'customer.subscription.deleted',
            after,
          )
          break
        case 'invoice.paid':
        case 'invoice.payment_succeeded':
          await this.recordInvoice(tx, object as ProviderInvoice, 'paid', after)
          break
        case 'invoice.payment_failed':
          await this.recordInvoice(tx, object as ProviderInvoice, 'failed', after)
          break
        case 'checkout.session.completed':
          await tx
            .update(checkouts)
            .set({ status: 'completed' })
            .where(eq(checkouts.token, (object as ProviderCheckoutSession).id))
          break
        default:
          // Other events are acknowledged and kept as handled: nothing here depends on them.
          break
      }
      return 'handled' as const
    })
    await this.outbox.finish(after)
    return outcome
  }

  private metadataOf(metadata: ProviderSubscription['metadata']) {
    const companyId = Number(metadata?.companyId)
    const plan = PlanCodeSchema.safeParse(metadata?.plan)
    const interval = BillingIntervalSchema.safeParse(metadata?.interval)
    if (!Number.isInteger(companyId) || companyId < 1 || !plan.success || !interval.success) return null
    return { companyId, plan: plan.data, interval: interval.data }
  }

  /** The billing details of the company's latest checkout (the form the main admin filled in). */
  private async latestBilling(tx: Executor, companyId: number): Promise<BillingDetails> {
    const [row] = await tx
      .select({ billing: checkouts.billing })
      .from(checkouts)
      .where(eq(checkouts.companyId, companyId))
      .orderBy(desc(checkouts.createdAt), desc(checkouts.id))
      .limit(1)
    return (
      row?.billing ?? {
        billingEmail: '',
        customerName: '',
        phone: '',
        address1: '',
        town: '',
        state: '',
        postCode: '',
        country: '',
      }
    )
  }

  /** A subscription as the provider tells it, applied unless an event newer than this one was applied already. */
  private async applySubscription(
    tx: Executor,
    subscription: ProviderSubscription,
    occurredAt: Date,
    deleted: boolean,
    after: AfterCommit,
  ) {
    const meta = this.metadataOf(subscription.metadata)
    const period = periodOf(subscription)
    const status = deleted ? 'canceled' : statusOf(subscription.status)
    if (!meta || !period || !status) {
      this.log.warn({ subscription: subscription.id, status: subscription.status }, 'billing event ignored: incomplete')
      return
    }
    await this.plans.lockCompany(tx, meta.companyId)
    const [existing] = await tx
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.provider, this.provider.name), eq(subscriptions.providerSubscriptionId, subscription.id)),
      )
      .for('update')
    const plan = await this.plans.get(meta.plan, tx)
    const amountCents = subscription.items.data[0]?.price.unit_amount ?? priceOf(plan, meta.interval)
    const demoCard = subscription.metadata?.demoCard ?? null

    if (existing) {
      // A cancelled subscription never comes back; an older event than the one applied changes nothing.
      if (existing.status === 'canceled') return
      if (!deleted && occurredAt.getTime() < existing.stateAt.getTime()) return
      const planChanged = existing.planCode !== meta.plan || existing.interval !== meta.interval
      const renewed = existing.currentPeriodStart.getTime() !== period.start.getTime()
      await tx
        .update(subscriptions)
        .set({
          planCode: meta.plan,
          interval: meta.interval,
          status,
          // The limits bought stay for the period; a new plan or a new period takes the plan's as they are now.
          limits: planChanged || renewed ? plan.limits : existing.limits,
          amountCents,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          endedAt: status === 'canceled' ? new Date() : null,
          stateAt: occurredAt,
        })
        .where(eq(subscriptions.id, existing.id))
      await this.setCompanyPlan(tx, existing.companyId, status === 'canceled' ? 'demo' : meta.plan, after)
      if (status === 'canceled')
        await this.outbox.notify(tx, existing.companyId, 'subscription_ended', { plan: plan.name }, after)
      else after.schedule.add(existing.id)
      return
    }

    const live = await findLiveSubscription(tx, meta.companyId)
    if (live && status !== 'canceled') {
      this.log.warn({ companyId: meta.companyId, subscription: subscription.id }, 'a second live subscription ignored')
      return
    }
    const [inserted] = await tx
      .insert(subscriptions)
      .values({
        companyId: meta.companyId,
        provider: this.provider.name,
        providerSubscriptionId: subscription.id,
        providerCustomerId: idOf(subscription.customer),
        planCode: meta.plan,
        interval: meta.interval,
        status,
        limits: plan.limits,
        amountCents,
        currentPeriodStart: period.start,
        currentPeriodEnd: period.end,
        cancelAtPeriodEnd: subscription.cancel_at_period_end,
        endedAt: status === 'canceled' ? new Date() : null,
        billing: await this.latestBilling(tx, meta.companyId),
        demoCard,
        stateAt: occurredAt,
      })
      .returning({ id: subscriptions.id })
    // A cancellation heard before the creation is kept as a cancelled row, so the late creation changes nothing.
    if (status !== 'canceled' && inserted) {
      await this.setCompanyPlan(tx, meta.companyId, meta.plan, after)
      after.schedule.add(inserted.id)
    }
  }

  /** §4: the company keeps the name of its plan in force (the web app's "demo" rule reads it). */
  private async setCompanyPlan(tx: Executor, companyId: number, plan: PlanCode, after: AfterCommit) {
    await tx.update(companies).set({ subscriptionName: PLAN_NAMES[plan] }).where(eq(companies.id, companyId))
    await this.changes.announce(tx, { kind: 'company', id: companyId })
    after.companies.add(companyId)
  }

  /** An invoice as the provider reports it; a failed one that is later paid becomes paid, never the other way. */
  private async recordInvoice(tx: Executor, invoice: ProviderInvoice, status: 'paid' | 'failed', after: AfterCommit) {
    const { subscriptionId, metadata } = invoiceSubscription(invoice)
    let meta = this.metadataOf(metadata)
    let known: SubscriptionRow | undefined
    if (subscriptionId) {
      ;[known] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.provider, this.provider.name), eq(subscriptions.providerSubscriptionId, subscriptionId)),
        )
    }
    meta ??= known ? { companyId: known.companyId, plan: known.planCode as PlanCode, interval: known.interval } : null
    const amountCents = status === 'paid' ? invoice.amount_paid : invoice.amount_due
    if (!meta || amountCents <= 0) return
    await this.plans.lockCompany(tx, meta.companyId)
    const [existing] = await tx
      .select({ id: invoices.id, status: invoices.status })
      .from(invoices)
      .where(and(eq(invoices.provider, this.provider.name), eq(invoices.providerInvoiceId, invoice.id)))
    if (existing) {
      if (existing.status === 'failed' && status === 'paid') {
        await tx.update(invoices).set({ status: 'paid', amountCents }).where(eq(invoices.id, existing.id))
      }
      return
    }
    const line = invoice.lines.data[0]?.period
    const created = new Date(invoice.created * 1000)
    const [row] = await tx
      .insert(invoices)
      .values({
        companyId: meta.companyId,
        provider: this.provider.name,
        providerInvoiceId: invoice.id,
        providerSubscriptionId: subscriptionId,
        number: `pending-${invoice.id}`,
        status,
        planCode: meta.plan,
        interval: meta.interval,
        amountCents,
        periodStart: line ? new Date(line.start * 1000) : created,
        periodEnd: line ? new Date(line.end * 1000) : created,
        billing: known?.billing ?? (await this.latestBilling(tx, meta.companyId)),
      })
      .returning({ id: invoices.id, createdAt: invoices.createdAt })
    await tx
      .update(invoices)
      .set({ number: invoiceNumber(row!.createdAt, row!.id) })
      .where(eq(invoices.id, row!.id))
    if (status === 'failed') {
      await this.outbox.notify(
        tx,
        meta.companyId,
        'subscription_payment_failed',
        { plan: PLAN_NAMES[meta.plan], amount: money(amountCents) },
        after,
      )
    }
  }
}
