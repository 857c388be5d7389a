import { eq } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Database } from '../../db/client'
import { subscriptions } from '../../db/schema/index'
import { iso, isLive } from './billing-common'
import { money, type BillingOutbox } from './billing-outbox'
import type { BillingWebhookService } from './billing-webhook.service'
import { demoEvent, demoInvoice, demoStateOf, demoSubscription } from './demo-events'
import { periodEndFrom } from './periods'
import type { PlansService } from './plans.service'
import { priceOf } from './providers'

/** The queue's billing jobs (#16): the reminder before a renewal, and the demo provider's period ends. */
export class RenewalsService {
  constructor(
    private readonly db: Database,
    private readonly plans: PlansService,
    private readonly outbox: BillingOutbox,
    private readonly webhook: BillingWebhookService,
  ) {}

  /** The queue job before a renewal: one e-mail per period to the main admin, unless it ends instead. */
  async remindRenewal(subscriptionId: number, periodEnd: string) {
    const after = this.outbox.start()
    await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update')
      if (!row || row.status !== 'active' || row.cancelAtPeriodEnd) return
      if (iso(row.currentPeriodEnd) !== periodEnd || row.remindedFor?.getTime() === row.currentPeriodEnd.getTime())
        return
      await tx.update(subscriptions).set({ remindedFor: row.currentPeriodEnd }).where(eq(subscriptions.id, row.id))
      const plan = await this.plans.get(row.planCode as PlanCode, tx)
      await this.outbox.notify(
        tx,
        row.companyId,
        'subscription_renewal_reminder',
        {
          plan: plan.name,
          amount: money(priceOf(plan, row.interval)),
          date: row.currentPeriodEnd.toISOString().slice(0, 10),
        },
        after,
      )
    })
    await this.outbox.finish(after)
  }

  /**
   * The demo provider at a period's end, as Stripe would act: a subscription set to cancel ends; otherwise the card is
   * charged the plan's price as it is now — paid, a new period starts; declined, the subscription is past due and
   * tried once more DEMO_RETRY_MS later, then ends. Events carry fixed ids, so a job run twice does nothing twice.
   */
  async periodEnded(subscriptionId: number, periodEnd: string) {
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    if (!row || row.provider !== 'demo' || !isLive(row.status) || iso(row.currentPeriodEnd) !== periodEnd) return
    const state = demoStateOf(row)
    const key = `${row.providerSubscriptionId}_${row.currentPeriodEnd.getTime()}`
    if (row.cancelAtPeriodEnd || row.status === 'past_due') {
      await this.webhook.deliverDemo([
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
      await this.webhook.deliverDemo([
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
    await this.webhook.deliverDemo([
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
