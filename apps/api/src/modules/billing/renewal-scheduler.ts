import type { FastifyBaseLogger } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { subscriptions } from '../../db/schema/index'
import { iso, isLive } from './billing-common'

export const BILLING_REMINDER_QUEUE = 'billing-renewal-reminder'
export const BILLING_PERIOD_END_QUEUE = 'billing-period-end'

/** After a failed renewal the demo provider tries once more this much later, then ends the subscription. */
export const DEMO_RETRY_MS = 3 * 24 * 60 * 60 * 1000

/** The job payload of both billing queues: which subscription, and the period end the job was queued for. */
export interface RenewalJob {
  subscriptionId: number
  periodEnd: string
}

/**
 * Puts a live subscription's renewal work on the job queue: the reminder before its period ends and, for the demo
 * provider, the period's end itself. Without workers (no queue) nothing is queued.
 */
export class RenewalScheduler {
  private queue: PgBoss | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** From now on work is queued on `queue`; both billing queues are created. */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(BILLING_REMINDER_QUEUE)
    await queue.createQueue(BILLING_PERIOD_END_QUEUE)
  }

  /** Every live subscription scheduled, as at start-up (work lost with a stopped server is queued again). */
  async scheduleLive() {
    const live = await this.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(inArray(subscriptions.status, ['active', 'past_due']))
    for (const { id } of live) await this.schedule(id)
  }

  /** Queues the renewal reminder and, for the demo provider, the period's end. Running twice queues nothing new. */
  async schedule(subscriptionId: number) {
    const queue = this.queue
    if (!queue) return
    const [row] = await this.db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId))
    if (!row || !isLive(row.status)) return
    const periodEnd = iso(row.currentPeriodEnd)
    const reminderAt = row.currentPeriodEnd.getTime() - this.config.BILLING_REMINDER_DAYS * 24 * 60 * 60 * 1000
    const data: RenewalJob = { subscriptionId, periodEnd }
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
}
