import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import { and, desc, eq, inArray } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type { Language } from '@sentinela/shared/i18n/languages'
import {
  BillingIntervalSchema,
  DEMO_CARDS,
  PlanCodeSchema,
  type BillingDetails,
  type BillingInterval,
  type ChangePlanInput,
  type DemoCheckout,
  type DemoPaymentInput,
  type Invoice,
  type PlanCode,
  type SubscriptionOverview,
} from '@sentinela/shared/schemas/billing'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/client'
import { checkouts, billingEvents, companies, invoices, subscriptions, users } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { ChangeFeed } from '../../lib/change-feed'
import type { SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import type { EmailTemplate } from '../email/email.templates'
import { demoEvent, demoId, demoInvoice, demoSubscription, type DemoSubscriptionState } from './demo-events'
import { invoiceNumber, periodEndFrom } from './periods'
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
import {
  DemoProvider,
  priceOf,
  signPayload,
  StripeProvider,
  verifyPayload,
  type BillingProvider,
  type SubscriptionRow,
} from './providers'

type Context = Pick<FastifyRequest, 'ip' | 'headers'>

export const BILLING_REMINDER_QUEUE = 'billing-renewal-reminder'
export const BILLING_PERIOD_END_QUEUE = 'billing-period-end'

/** A checkout page stays open this long. */
const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000
/** After a failed renewal the demo provider tries once more this much later, then ends the subscription. */
const DEMO_RETRY_MS = 3 * 24 * 60 * 60 * 1000
/** Invoices shown on the subscription screen. */
const INVOICES_SHOWN = 24
export const CHECKOUT_RETURN_PATH = '/company/account/subscriptions'

const iso = (value: Date) => value.toISOString()
const isLive = (status: string) => status === 'active' || status === 'past_due'

/** Stripe's subscription statuses, as Sentinela keeps them; null for a subscription not paid yet (incomplete). */
function statusOf(providerStatus: string): SubscriptionRow['status'] | null {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active'
  if (providerStatus === 'past_due' || providerStatus === 'unpaid') return 'past_due'
  if (providerStatus === 'canceled' || providerStatus === 'incomplete_expired') return 'canceled'
  return null
}

/** What the handled event changed, to finish once its transaction has committed. */
interface AfterCommit {
  companies: Set<number>
  emails: number[]
  schedule: Set<number>
}

/**
 * Subscriptions and billing (#16): checkout through Stripe or the built-in demo provider, the signed webhook that is
 * the only way a subscription's state changes, invoices with receipts, and the e-mails around renewals.
 *
 * Events are handled once each (their id is stored in the same transaction as what they change) and in any order:
 * a subscription keeps the time of the event it reflects, an older one changes nothing, and a cancelled one never
 * comes back. The company's row is locked while an event is handled, so two events about it never interleave.
 */
export class BillingService {
  readonly provider: BillingProvider
  private readonly webhookSecret: string | undefined
  private queue: PgBoss | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly plans: PlansService,
    private readonly emails: EmailService,
    private readonly changes: ChangeFeed,
    private readonly log: FastifyBaseLogger,
  ) {
    const key = config.STRIPE_SECRET_KEY
    if (key) {
      this.provider = new StripeProvider({ ...config, STRIPE_SECRET_KEY: key })
      this.webhookSecret = config.STRIPE_WEBHOOK_SECRET
    } else {
      const demo = new DemoProvider()
      this.provider = demo
      this.webhookSecret = demo.webhookSecret
    }
  }

  /** The secret webhooks are signed with (tests sign their events with it). */
  get signingSecret() {
    return this.webhookSecret
  }

  /** With workers: reminders and the demo provider's renewals go through the queue; live subscriptions are scheduled. */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(BILLING_REMINDER_QUEUE)
    await queue.createQueue(BILLING_PERIOD_END_QUEUE)
    await queue.work<{ subscriptionId: number; periodEnd: string }>(BILLING_REMINDER_QUEUE, async (jobs) => {
      for (const job of jobs) await this.remindRenewal(job.data.subscriptionId, job.data.periodEnd)
    })
    await queue.work<{ subscriptionId: number; periodEnd: string }>(BILLING_PERIOD_END_QUEUE, async (jobs) => {
      for (const job of jobs) await this.periodEnded(job.data.subscriptionId, job.data.periodEnd)
    })
    const live = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['active', 'past_due']))
    for (const { id } of live) await this.schedule(id)
  }

  // ——— Reading ———

  private companyOf(user: SessionUser) {
    if (user.role !== 'company' || !user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  /** GET /subscription: the plan in force, the live subscription, usage and the latest invoices. */
  async overview(user: SessionUser): Promise<SubscriptionOverview> {
    const companyId = this.companyOf(user)
    // Three round trips: the live subscription (whose limits are the ones in force), usage, invoices.
    const [live, usage, invoiceRows, catalogue] = await Promise.all([
      this.liveSubscription(this.db, companyId),
      this.plans.usage(companyId),
      this.db
        .select()
        .from(invoices)
        .where(eq(invoices.companyId, companyId))
        .orderBy(desc(invoices.createdAt), desc(invoices.id))
        .limit(INVOICES_SHOWN),
      this.plans.list(),
    ])
    const base = catalogue.find((plan) => plan.code === (live?.planCode ?? 'demo'))!
    return {
      plan: live ? { ...base, limits: live.limits } : base,
      subscription: live
        ? {
            id: live.id,
            plan: live.planCode as PlanCode,
            interval: live.interval,
            status: live.status,
            provider: live.provider,
            amountCents: live.amountCents,
            currency: 'USD',
            currentPeriodStart: iso(live.currentPeriodStart),
            currentPeriodEnd: iso(live.currentPeriodEnd),
            cancelAtPeriodEnd: live.cancelAtPeriodEnd,
            billing: live.billing,
          }
        : null,
      usage,
      invoices: invoiceRows.map((row) => this.toInvoice(row)),
      canManage: user.isMainAdmin,
      provider: this.provider.name,
    }
  }

  private toInvoice(row: typeof invoices.$inferSelect): Invoice {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      plan: row.planCode as PlanCode,
      interval: row.interval,
      amountCents: row.amountCents,
      currency: 'USD',
      periodStart: iso(row.periodStart),
      periodEnd: iso(row.periodEnd),
      createdAt: iso(row.createdAt),
    }
  }

  private async liveSubscription(executor: Executor, companyId: number, lock = false) {
    const query = executor
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.companyId, companyId), inArray(subscriptions.status, ['active', 'past_due'])))
      .limit(1)
    const [row] = lock ? await query.for('update') : await query
    return row
  }

  /** A paid invoice of the caller's company with what its receipt needs. */
  async receipt(user: SessionUser, invoiceId: number) {
    const companyId = this.companyOf(user)
    const [row] = await this.db
      .select({ invoice: invoices, companyName: companies.name })
      .from(invoices)
      .innerJoin(companies, eq(companies.id, invoices.companyId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId), eq(invoices.status, 'paid')))
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return {
      invoice: row.invoice,
      companyName: row.companyName,
      planName: PLAN_NAMES[row.invoice.planCode as PlanCode],
    }
  }

  // ——— Checkout ———

  /** POST companies/takeSubscription: stores the billing form and starts the provider's checkout. */
  async startCheckout(
    user: SessionUser,
    input: { plan: PlanCode; interval: BillingInterval; billing: BillingDetails },
    context: Context,
  ) {
    const companyId = this.companyOf(user)
    if (await this.liveSubscription(this.db, companyId)) throw new AppError(ErrorCode.SUBSCRIPTION_EXISTS)
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
    const companyId = this.companyOf(user)
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
    if (await this.liveSubscription(this.db, row.companyId)) throw new AppError(ErrorCode.SUBSCRIPTION_EXISTS)
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
      await this.deliverDemo(events)
    } catch (error) {
      // Not charged after all: the checkout can be paid again.
      await this.db.update(checkouts).set({ status: 'open' }).where(eq(checkouts.id, row.id))
      throw error
    }
    const returnUrl = `${CHECKOUT_RETURN_PATH}?checkout=success`
    return { status: 'paid' as const, returnUrl }
  }

  /** The demo provider's events go through the webhook's own code: signed, verified, handled. */
  private async deliverDemo(events: ProviderEvent[]) {
    for (const event of events) {
      const payload = JSON.stringify(event)
      await this.receiveWebhook(Buffer.from(payload), await signPayload(payload, this.webhookSecret!))
    }
  }

  // ——— Changes by the main admin ———

  private async mainAdminsLive(user: SessionUser) {
    const companyId = this.companyOf(user)
    const live = await this.liveSubscription(this.db, companyId)
    if (!live) throw new AppError(ErrorCode.SUBSCRIPTION_NOT_FOUND)
    return live
  }

  private demoState(live: SubscriptionRow): DemoSubscriptionState {
    return {
      id: live.providerSubscriptionId,
      companyId: live.companyId,
      plan: live.planCode as PlanCode,
      interval: live.interval,
      status: live.status,
      cancelAtPeriodEnd: live.cancelAtPeriodEnd,
      periodStart: live.currentPeriodStart,
      periodEnd: live.currentPeriodEnd,
      amountCents: live.amountCents,
      demoCard: live.demoCard,
    }
  }

  /**
   * POST /subscription/changePlan: from now on. The same period: an upgrade pays the difference for the days left, a
   * downgrade takes effect at once with no refund. Another period (monthly ↔ annual): a new period starts now, the
   * unused days of the old one credited.
   */
  async changePlan(user: SessionUser, input: ChangePlanInput, context: Context) {
    const live = await this.mainAdminsLive(user)
    if (live.planCode === input.plan && live.interval === input.interval) throw new AppError(ErrorCode.PLAN_UNCHANGED)
    const plan = await this.plans.get(input.plan)
    const price = priceOf(plan, input.interval)
    if (this.provider.name === 'stripe') {
      const updated = await this.provider.changePlan(live, plan, input.interval, price)
      if (updated) await this.applyNow(updated)
    } else {
      const now = new Date()
      const span = live.currentPeriodEnd.getTime() - live.currentPeriodStart.getTime()
      const left = Math.max(0, Math.min(1, (live.currentPeriodEnd.getTime() - now.getTime()) / (span || 1)))
      const sameInterval = live.interval === input.interval
      const charge = sameInterval
        ? Math.max(0, Math.round((price - live.amountCents) * left))
        : Math.max(0, price - Math.round(live.amountCents * left))
      const state: DemoSubscriptionState = {
        ...this.demoState(live),
        plan: plan.code,
        interval: input.interval,
        amountCents: price,
        cancelAtPeriodEnd: false,
        ...(sameInterval ? {} : { periodStart: now, periodEnd: periodEndFrom(now, input.interval) }),
      }
      const events = [demoEvent('customer.subscription.updated', demoSubscription(state))]
      if (charge > 0) {
        events.push(
          demoEvent(
            'invoice.paid',
            demoInvoice(state, {
              id: demoId('in'),
              amountCents: charge,
              paid: true,
              periodStart: sameInterval ? now : state.periodStart,
              periodEnd: state.periodEnd,
            }),
          ),
        )
      }
      await this.deliverDemo(events)
    }
    await recordAudit(this.db, context, 'subscription_plan_changed', user.id, {
      companyId: live.companyId,
      from: `${live.planCode}/${live.interval}`,
      to: `${plan.code}/${input.interval}`,
    })
    return this.overview(user)
  }

  /** POST /subscription/cancel and /resume: the subscription ends at its period's end, or renews again. */
  async setCancelAtPeriodEnd(user: SessionUser, cancel: boolean, context: Context) {
    const live = await this.mainAdminsLive(user)
    if (live.cancelAtPeriodEnd !== cancel) {
      if (this.provider.name === 'stripe') {
        const updated = await this.provider.setCancelAtPeriodEnd(live, cancel)
        if (updated) await this.applyNow(updated)
      } else {
        await this.deliverDemo([
          demoEvent(
            'customer.subscription.updated',
            demoSubscription({ ...this.demoState(live), cancelAtPeriodEnd: cancel }),
          ),
        ])
      }
      await recordAudit(this.db, context, cancel ? 'subscription_cancel_requested' : 'subscription_resumed', user.id, {
        companyId: live.companyId,
      })
    }
    return this.overview(user)
  }

  /** Stripe answered a change with the subscription: it is applied now; its webhook event later changes nothing. */
  private async applyNow(subscription: ProviderSubscription) {
    const after: AfterCommit = { companies: new Set(), emails: [], schedule: new Set() }
    await this.db.transaction(async (tx) => {
      await this.applySubscription(tx, subscription, new Date(), false, after)
    })
    await this.finish(after)
  }

  // ——— The webhook ———

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

  /** One event, once: its id is stored in the same transaction as what it changes. */
  async handleEvent(event: ProviderEvent): Promise<'handled' | 'duplicate'> {
    const occurredAt = new Date(event.created * 1000)
    const after: AfterCommit = { companies: new Set(), emails: [], schedule: new Set() }
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
    await this.finish(after)
    return outcome
  }

  private async finish(after: AfterCommit) {
    for (const id of after.companies) this.changes.apply({ kind: 'company', id })
    await this.emails.dispatch(after.emails)
    for (const id of after.schedule) await this.schedule(id)
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
        await this.notify(tx, existing.companyId, 'subscription_ended', { plan: plan.name }, after)
      else after.schedule.add(existing.id)
      return
    }

    const live = await this.liveSubscription(tx, meta.companyId)
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
      await this.notify(
        tx,
        meta.companyId,
        'subscription_payment_failed',
        { plan: PLAN_NAMES[meta.plan], amount: this.money(amountCents) },
        after,
      )
    }
  }

  private money(cents: number) {
    return `US$${(cents / 100).toFixed(2)}`
  }

  /** An e-mail to the company's main admin, in their language, sent once the change commits. */
  private async notify(
    tx: Executor,
    companyId: number,
    template: EmailTemplate,
    params: Record<string, string>,
    after: AfterCommit,
  ) {
    const [admin] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMainAdmin, true)))
      .limit(1)
    if (!admin) return
    after.emails.push(
      await this.emails.enqueue(tx, {
        userId: admin.id,
        to: admin.email,
        language: admin.language as Language,
        template,
        content: {
          firstName: admin.firstName ?? '',
          actionUrl: this.emails.link(CHECKOUT_RETURN_PATH),
          params,
        },
      }),
    )
  }

  // ——— Renewals ———

  /** Queues the renewal reminder and, for the demo provider, the period's end. Running twice queues nothing new. */
  private async schedule(subscriptionId: number) {
    const queue = this.queue
    if (!queue) return
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    if (!row || !isLive(row.status)) return
    const periodEnd = iso(row.currentPeriodEnd)
    const reminderAt = row.currentPeriodEnd.getTime() - this.config.BILLING_REMINDER_DAYS * 24 * 60 * 60 * 1000
    const data = { subscriptionId, periodEnd }
    try {
      if (!row.cancelAtPeriodEnd && row.remindedFor?.getTime() !== row.currentPeriodEnd.getTime()) {
        await queue.send(BILLING_REMINDER_QUEUE, data, {
          startAfter: new Date(Math.max(Date.now(), reminderAt)),
          singletonKey: `reminder-${subscriptionId}-${periodEnd}`,
          retryLimit: 5,
          retryBackoff: true,
        })
      }
      if (row.provider === 'demo') {
        const due =
          row.status === 'past_due' ? row.currentPeriodEnd.getTime() + DEMO_RETRY_MS : row.currentPeriodEnd.getTime()
        await queue.send(BILLING_PERIOD_END_QUEUE, data, {
          startAfter: new Date(Math.max(Date.now(), due)),
          singletonKey: `period-end-${subscriptionId}-${periodEnd}-${row.status}`,
          retryLimit: 5,
          retryBackoff: true,
        })
      }
    } catch (error) {
      this.log.warn({ err: error, subscriptionId }, 'could not queue billing work; the next start schedules it')
    }
  }

  /** The queue job before a renewal: one e-mail per period to the main admin, unless it ends instead. */
  async remindRenewal(subscriptionId: number, periodEnd: string) {
    const after: AfterCommit = { companies: new Set(), emails: [], schedule: new Set() }
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update')
      if (!row || row.status !== 'active' || row.cancelAtPeriodEnd) return
      if (iso(row.currentPeriodEnd) !== periodEnd || row.remindedFor?.getTime() === row.currentPeriodEnd.getTime())
        return
      await tx.update(subscriptions).set({ remindedFor: row.currentPeriodEnd }).where(eq(subscriptions.id, row.id))
      const plan = await this.plans.get(row.planCode as PlanCode, tx)
      await this.notify(
        tx,
        row.companyId,
        'subscription_renewal_reminder',
        {
          plan: plan.name,
          amount: this.money(priceOf(plan, row.interval)),
          date: row.currentPeriodEnd.toISOString().slice(0, 10),
        },
        after,
      )
    })
    await this.finish(after)
  }

  /**
   * The demo provider at a period's end, as Stripe would act: a subscription set to cancel ends; otherwise the card is
   * charged the plan's price as it is now — paid, a new period starts; declined, the subscription is past due and
   * tried once more DEMO_RETRY_MS later, then ends. Events carry fixed ids, so a job run twice does nothing twice.
   */
  async periodEnded(subscriptionId: number, periodEnd: string) {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    if (!row || row.provider !== 'demo' || !isLive(row.status) || iso(row.currentPeriodEnd) !== periodEnd) return
    const state = this.demoState(row)
    const key = `${row.providerSubscriptionId}_${row.currentPeriodEnd.getTime()}`
    if (row.cancelAtPeriodEnd || row.status === 'past_due') {
      await this.deliverDemo([
        demoEvent(
          'customer.subscription.deleted',
          demoSubscription({ ...state, status: 'canceled' }),
          `evt_demo_end_${key}`,
        ),
      ])
      return
    }
    const plan = await this.plans.get(state.plan)
    const price = priceOf(plan, state.interval)
    if (row.demoCard === 'failsLater') {
      await this.deliverDemo([
        demoEvent(
          'invoice.payment_failed',
          demoInvoice(state, {
            id: `in_demo_renew_${key}`,
            amountCents: price,
            paid: false,
            periodStart: row.currentPeriodEnd,
            periodEnd: periodEndFrom(row.currentPeriodEnd, state.interval),
          }),
          `evt_demo_failed_${key}`,
        ),
        demoEvent(
          'customer.subscription.updated',
          demoSubscription({ ...state, status: 'past_due' }),
          `evt_demo_past_due_${key}`,
        ),
      ])
      return
    }
    const next = {
      ...state,
      amountCents: price,
      periodStart: row.currentPeriodEnd,
      periodEnd: periodEndFrom(row.currentPeriodEnd, state.interval),
    }
    await this.deliverDemo([
      demoEvent(
        'invoice.paid',
        demoInvoice(next, {
          id: `in_demo_renew_${key}`,
          amountCents: price,
          paid: true,
          periodStart: next.periodStart,
          periodEnd: next.periodEnd,
        }),
        `evt_demo_paid_${key}`,
      ),
      demoEvent('customer.subscription.updated', demoSubscription(next), `evt_demo_renewed_${key}`),
    ])
  }
}
