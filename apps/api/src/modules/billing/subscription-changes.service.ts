import type { ChangePlanInput } from '@sentinela/shared/schemas/billing'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { SessionUser } from '../../plugins/access'
import { companyOf, findLiveSubscription, type Context } from './billing-common'
import type { BillingWebhookService } from './billing-webhook.service'
import {
  demoEvent,
  demoId,
  demoInvoice,
  demoStateOf,
  demoSubscription,
  type DemoSubscriptionState,
} from './demo-events'
import { periodEndFrom } from './periods'
import type { PlansService } from './plans.service'
import { priceOf, type BillingProvider } from './providers'
import type { SubscriptionService } from './subscription.service'

/**
 * What the main admin changes of a live subscription (#16, §6): its plan or period, and whether it ends at the
 * period's end. Stripe is asked and its answer applied; the demo provider tells the change through the webhook.
 */
export class SubscriptionChangesService {
  constructor(
    private readonly db: Database,
    private readonly provider: BillingProvider,
    private readonly plans: PlansService,
    private readonly webhook: BillingWebhookService,
    private readonly subscription: SubscriptionService,
  ) {}

  private async mainAdminsLive(user: SessionUser) {
    const companyId = companyOf(user)
    const live = await findLiveSubscription(this.db, companyId)
    if (!live) throw new AppError(ErrorCode.SUBSCRIPTION_NOT_FOUND)
    return live
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
      if (updated) await this.webhook.applyNow(updated)
    } else {
      const now = new Date()
      const span = live.currentPeriodEnd.getTime() - live.currentPeriodStart.getTime()
      const left = Math.max(0, Math.min(1, (live.currentPeriodEnd.getTime() - now.getTime()) / (span || 1)))
      const sameInterval = live.interval === input.interval
      const charge = sameInterval
        ? Math.max(0, Math.round((price - live.amountCents) * left))
        : Math.max(0, price - Math.round(live.amountCents * left))
      const state: DemoSubscriptionState = {
        ...demoStateOf(live),
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
      await this.webhook.deliverDemo(events)
    }
    await recordAudit(this.db, context, 'subscription_plan_changed', user.id, {
      companyId: live.companyId,
      from: `${live.planCode}/${live.interval}`,
      to: `${plan.code}/${input.interval}`,
    })
    return this.subscription.overview(user)
  }

  /** POST /subscription/cancel and /resume: the subscription ends at its period's end, or renews again. */
  async setCancelAtPeriodEnd(user: SessionUser, cancel: boolean, context: Context) {
    const live = await this.mainAdminsLive(user)
    if (live.cancelAtPeriodEnd !== cancel) {
      if (this.provider.name === 'stripe') {
        const updated = await this.provider.setCancelAtPeriodEnd(live, cancel)
        if (updated) await this.webhook.applyNow(updated)
      } else {
        await this.webhook.deliverDemo([
          demoEvent(
            'customer.subscription.updated',
            demoSubscription({ ...demoStateOf(live), cancelAtPeriodEnd: cancel }),
          ),
        ])
      }
      await recordAudit(this.db, context, cancel ? 'subscription_cancel_requested' : 'subscription_resumed', user.id, {
        companyId: live.companyId,
      })
    }
    return this.subscription.overview(user)
  }
}
