import type { FastifyBaseLogger } from 'fastify'
import type PgBoss from 'pg-boss'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { ChangeFeed } from '../../lib/change-feed'
import type { EmailService } from '../email/email.service'
import { BillingOutbox } from './billing-outbox'
import { BillingWebhookService } from './billing-webhook.service'
import { CheckoutService } from './checkout.service'
import type { PlansService } from './plans.service'
import { DemoProvider, StripeProvider, type BillingProvider } from './providers'
import {
  RenewalScheduler,
  BILLING_PERIOD_END_QUEUE,
  BILLING_REMINDER_QUEUE,
  type RenewalJob,
} from './renewal-scheduler'
import { RenewalsService } from './renewals.service'
import { SubscriptionChangesService } from './subscription-changes.service'
import { SubscriptionService } from './subscription.service'

/**
 * Subscriptions and billing (#16), put together: the payment provider (Stripe when STRIPE_SECRET_KEY is set, else the
 * built-in demo provider) and the services that share it, one job each — what a company sees of its subscription,
 * checkout, the main admin's changes, the provider's signed events, and the renewal jobs on the queue.
 */
export class BillingService {
  readonly provider: BillingProvider
  /** The secret webhooks are signed with (tests sign their events with it). */
  readonly signingSecret: string | undefined
  readonly subscription: SubscriptionService
  readonly checkout: CheckoutService
  readonly changes: SubscriptionChangesService
  readonly webhook: BillingWebhookService
  readonly renewals: RenewalsService
  private readonly scheduler: RenewalScheduler

  constructor(
    db: Database,
    config: Config,
    plans: PlansService,
    emails: EmailService,
    changes: ChangeFeed,
    log: FastifyBaseLogger,
  ) {
    const key = config.STRIPE_SECRET_KEY
    if (key) {
      this.provider = new StripeProvider({ ...config, STRIPE_SECRET_KEY: key })
      this.signingSecret = config.STRIPE_WEBHOOK_SECRET
    } else {
      const demo = new DemoProvider()
      this.provider = demo
      this.signingSecret = demo.webhookSecret
    }
    this.scheduler = new RenewalScheduler(db, config, log)
    const outbox = new BillingOutbox(emails, changes, this.scheduler)
    this.webhook = new BillingWebhookService(db, this.provider, this.signingSecret, plans, changes, outbox, log)
    this.subscription = new SubscriptionService(db, this.provider, plans)
    this.checkout = new CheckoutService(db, config, this.provider, plans, this.webhook)
    this.changes = new SubscriptionChangesService(db, this.provider, plans, this.webhook, this.subscription)
    this.renewals = new RenewalsService(db, plans, outbox, this.webhook)
  }

  /** With workers: reminders and the demo provider's renewals go through the queue; live subscriptions are scheduled. */
  async useQueue(queue: PgBoss) {
    await this.scheduler.useQueue(queue)
    await queue.work<RenewalJob>(BILLING_REMINDER_QUEUE, async (jobs) => {
      for (const job of jobs) await this.renewals.remindRenewal(job.data.subscriptionId, job.data.periodEnd)
    })
    await queue.work<RenewalJob>(BILLING_PERIOD_END_QUEUE, async (jobs) => {
      for (const job of jobs) await this.renewals.periodEnded(job.data.subscriptionId, job.data.periodEnd)
    })
    await this.scheduler.scheduleLive()
  }
}
