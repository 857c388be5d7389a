import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type PgBoss from 'pg-boss'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import {
  JOB_ALERT_DIGEST_MAX_JOBS,
  JOB_ALERTS_MAX,
  type JobAlert,
  type JobAlertFilters,
  type JobAlertFrequency,
  type UnsubscribeInfo,
} from '@sentinela/shared/schemas/job-alerts'
import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import type { Language } from '@sentinela/shared/i18n/languages'
import { sql } from 'drizzle-orm'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { translatorFor } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import type { JobsService } from '../jobs/jobs.service'
import type { JobAlertRow, JobAlertsRepository } from './job-alerts.repository'
import type { LinkSigner } from './link-signing'
import { jobsSearchPath } from '@sentinela/shared/search/jobs-search-path'

export const JOB_ALERT_DIGEST_QUEUE = 'job-alert-digest'
/** What an unsubscribe token signs: a token made for anything else never unsubscribes. */
const UNSUBSCRIBE_PURPOSE = 'job-alert-unsubscribe'
/**
 * The next digest looks this far behind the start of the last one: a job whose publishing transaction was still
 * open while the last digest searched is not missed. The deliveries table keeps the overlap from sending twice.
 */
const OVERLAP_MS = 5 * 60_000
/** Jobs read per search page while collecting a digest; at most SEARCH_COUNT_LIMIT are looked at. */
const DIGEST_PAGE_SIZE = 100

type Talent = Pick<SessionUser, 'id'>

/** A pg-boss job id made from what the job is (alert and due time): queuing the same digest twice inserts nothing. */
function jobIdOf(key: string) {
  const hex = createHash('sha256').update(key).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Job alerts, the talent's "campaigns" (PRODUCT.md "The talent's own space", decision 018): saved searches e-mailed as
 * daily or weekly digests of newly published matching jobs through the durable queue. A job goes out once per alert,
 * ever (job_alert_deliveries); a digest lists at most JOB_ALERT_DIGEST_MAX_JOBS; nothing new, no e-mail.
 */
export class JobAlertsService {
  private queue: PgBoss | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly repository: JobAlertsRepository,
    private readonly jobs: JobsService,
    private readonly emails: EmailService,
    private readonly signer: LinkSigner,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** With workers running: digests go through this queue; every active alert's next digest is queued (once). */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(JOB_ALERT_DIGEST_QUEUE)
    await queue.work<{ alertId: number; dueAt: string }>(JOB_ALERT_DIGEST_QUEUE, async (jobs) => {
      for (const job of jobs) await this.runDigest(job.data.alertId, job.data.dueAt)
    })
    for (const alert of await this.repository.listActive()) await this.schedule(alert.id, alert.nextRunAt)
  }

  /** When the digest after one at `from` is due: one "day" (JOB_ALERT_DAY_SECONDS) or seven. */
  private nextRunAfter(from: Date, frequency: JobAlertFrequency) {
    const days = frequency === 'weekly' ? 7 : 1
    return new Date(from.getTime() + days * this.config.JOB_ALERT_DAY_SECONDS * 1000)
  }

  /** Queues the alert's digest for its due time. The job's id is derived from both, so re-queuing adds nothing. */
  private async schedule(alertId: number, dueAt: Date) {
    if (!this.queue) return
    const key = `job-alert-${alertId}-${dueAt.toISOString()}`
    try {
      await this.queue.send(
        JOB_ALERT_DIGEST_QUEUE,
        { alertId, dueAt: dueAt.toISOString() },
        {
          id: jobIdOf(key),
          singletonKey: key,
          startAfter: new Date(Math.max(Date.now(), dueAt.getTime())),
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
        },
      )
    } catch (error) {
      // Not queued: the next start-up queues every active alert's digest again.
      this.log.warn({ err: error, alertId }, 'could not queue the job alert digest; the next start-up will')
    }
  }

  // ——— The talent's alerts ———

  async list(talent: Talent): Promise<JobAlert[]> {
    const rows = await this.repository.listByTalent(talent.id)
    return rows.map(({ alert, sentCount }) => this.toAlert(alert, sentCount))
  }

  /**
   * Saves a search as an alert. The filters already passed the job search schema; running the search once more checks
   * what only the database knows (the NICE work role exists), so the digest never meets a search it cannot run.
   */
  async create(
    talent: SessionUser,
    input: { name: string; frequency: JobAlertFrequency; filters: JobAlertFilters },
    language: Language,
  ) {
    await this.jobs.search(talent, { ...input.filters, sort: 'newest', page: 1, limit: 1 }, translatorFor(language))
    const now = new Date()
    const alert = await this.db.transaction(async (tx) => {
      // The talent's row is locked, so two saves at once cannot both pass the count.
      await tx.execute(sql`select id from users where id = ${talent.id} for update`)
      if ((await this.repository.countByTalent(talent.id, tx)) >= JOB_ALERTS_MAX) {
        throw new AppError(ErrorCode.JOB_ALERT_LIMIT, { params: { limit: JOB_ALERTS_MAX } })
      }
      return this.repository.create(tx, {
        talentId: talent.id,
        name: input.name,
        filters: input.filters,
        frequency: input.frequency,
        sinceAt: now,
        nextRunAt: this.nextRunAfter(now, input.frequency),
      })
    })
    await this.schedule(alert.id, alert.nextRunAt)
    return this.toAlert(alert, 0)
  }

  /** Renames, changes how often, pauses or resumes. Resuming starts from now: no backlog of the paused weeks. */
  async update(
    talent: Talent,
    id: number,
    input: {
      name?: string | undefined
      frequency?: JobAlertFrequency | undefined
      status?: 'active' | 'paused' | undefined
    },
  ) {
    const alert = await this.getOwned(talent, id)
    const now = new Date()
    const frequency = input.frequency ?? alert.frequency
    const resumed = input.status === 'active' && alert.status === 'paused'
    const reschedule = resumed || (input.frequency !== undefined && input.frequency !== alert.frequency)
    const updated = await this.repository.update(id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      frequency,
      ...(resumed ? { sinceAt: now } : {}),
      ...(reschedule ? { nextRunAt: this.nextRunAfter(now, frequency) } : {}),
    })
    if (!updated) throw new AppError(ErrorCode.NOT_FOUND)
    if (reschedule && updated.status === 'active') await this.schedule(updated.id, updated.nextRunAt)
    return this.toAlert(updated, await this.repository.countSent(id))
  }

  async delete(talent: Talent, id: number) {
    await this.getOwned(talent, id)
    await this.repository.delete(id)
  }

  private async getOwned(talent: Talent, id: number) {
    const alert = await this.repository.findOwned(id, talent.id)
    if (!alert) throw new AppError(ErrorCode.NOT_FOUND)
    return alert
  }

  private toAlert(row: JobAlertRow, sentCount: number): JobAlert {
    return {
      id: row.id,
      name: row.name,
      frequency: row.frequency,
      status: row.status,
      filters: row.filters,
      nextRunAt: row.nextRunAt.toISOString(),
      lastSentAt: row.lastSentAt?.toISOString() ?? null,
      sentCount,
      createdAt: row.createdAt.toISOString(),
    }
  }

  // ——— Unsubscribe (signed out) ———

  /** The signed token an e-mail's unsubscribe link carries. */
  unsubscribeToken(alertId: number) {
    return this.signer.sign(UNSUBSCRIBE_PURPOSE, alertId)
  }

  private async alertOfToken(token: string) {
    const id = await this.signer.verify(UNSUBSCRIBE_PURPOSE, token)
    const alert = id === undefined ? undefined : await this.repository.find(id)
    if (!alert) throw new AppError(ErrorCode.UNSUBSCRIBE_LINK_INVALID)
    return alert
  }

  /** GET: which alert the link names, for the confirmation page. */
  async unsubscribeInfo(token: string): Promise<UnsubscribeInfo> {
    const alert = await this.alertOfToken(token)
    return { name: alert.name, status: alert.status }
  }

  /** POST (the page's button, or a mail client's RFC 8058 one-click): the alert is paused; the talent may resume it. */
  async unsubscribe(token: string): Promise<UnsubscribeInfo> {
    const alert = await this.alertOfToken(token)
    if (alert.status !== 'paused') await this.repository.update(alert.id, { status: 'paused' })
    return { name: alert.name, status: 'paused' }
  }

  // ——— Digests ———

  /**
   * The newest jobs the talent may see that match the alert and were published after `since`, newest first, through
   * the job search itself (so every visibility rule holds), up to SEARCH_COUNT_LIMIT.
   */
  private async newJobs(alert: JobAlertRow, viewer: SessionUser, language: Language) {
    const t = translatorFor(language)
    const found: JobSummary[] = []
    for (let page = 1; page * DIGEST_PAGE_SIZE <= SEARCH_COUNT_LIMIT; page += 1) {
      const result = await this.jobs.search(
        viewer,
        { ...alert.filters, sort: 'newest', page, limit: DIGEST_PAGE_SIZE },
        t,
      )
      for (const job of result.data) {
        if (!job.publishedAt || new Date(job.publishedAt) <= alert.sinceAt) return found
        found.push(job)
      }
      if (result.data.length < DIGEST_PAGE_SIZE) break
    }
    return found
  }

  /**
   * The queue job: one digest for one alert, due at `dueAt`. Returns how many jobs the e-mail lists (0: no e-mail).
   * Runs as often as pg-boss delivers it (retries, a worker restarted mid-way): the alert's row is locked, a job for
   * an older due time does nothing, and a job already recorded for the alert is never listed again.
   */
  async runDigest(alertId: number, dueAt?: string): Promise<number> {
    const alert = await this.repository.find(alertId)
    if (!alert || alert.status !== 'active') return 0
    if (dueAt !== undefined && alert.nextRunAt.toISOString() !== dueAt) return 0
    const recipient = await this.repository.findRecipient(alert.talentId)
    if (!recipient || recipient.status !== 'active' || recipient.role !== 'talent') return 0
    const viewer: SessionUser = { id: recipient.id, role: 'talent', companyId: null, isMainAdmin: false }
    const startedAt = new Date()
    // The "Job alerts" e-mail preference in settings is the talent's master switch: off, digests list nothing (and
    // the alert moves on, so turning it back on brings no backlog).
    const wantsEmail = recipient.communicationPreferences.jobAlerts !== false
    const candidates = wantsEmail ? await this.newJobs(alert, viewer, recipient.language) : []
    // Made before the transaction: the signing key may be read from the database on first use.
    const token = await this.unsubscribeToken(alertId)

    const outcome = await this.db.transaction(async (tx) => {
      const locked = await this.repository.lock(alertId, tx)
      if (!locked || locked.status !== 'active' || locked.nextRunAt.getTime() !== alert.nextRunAt.getTime()) {
        return undefined
      }
      const sent = await this.repository.alreadySent(
        alertId,
        candidates.map((job) => job.id),
        tx,
      )
      const fresh = candidates.filter((job) => !sent.has(job.id))
      const listed = fresh.slice(0, JOB_ALERT_DIGEST_MAX_JOBS)
      const recorded = new Set(
        await this.repository.recordDeliveries(
          tx,
          alertId,
          listed.map((job) => job.id),
        ),
      )
      const jobs = listed.filter((job) => recorded.has(job.id))
      let emailId: number | undefined
      if (jobs.length > 0) {
        emailId = await this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language: recipient.language,
          template: 'job_alert_digest',
          content: {
            firstName: recipient.firstName,
            params: { alertName: alert.name, count: jobs.length },
            items: jobs.map((job) => ({
              title: job.jobTitle,
              detail: [job.companyName, [job.city, job.country].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
              url: this.emails.link(`/jobs/${job.id}`),
            })),
            moreCount: fresh.length - listed.length,
            actionUrl: new URL(jobsSearchPath(alert.filters), this.config.APP_URL).toString(),
            unsubscribeUrl: this.emails.link('/alerts/unsubscribe', { token }),
          },
          listUnsubscribe: this.emails.link(`/api/jobAlerts/unsubscribe/${encodeURIComponent(token)}`),
        })
        await this.repository.attachEmail(
          tx,
          alertId,
          jobs.map((job) => job.id),
          emailId,
        )
      }
      const nextRunAt = this.nextRunAfter(startedAt, alert.frequency)
      await this.repository.update(
        alertId,
        {
          // Never earlier than before: jobs published before the alert was saved are not "new".
          sinceAt: new Date(Math.max(alert.sinceAt.getTime(), startedAt.getTime() - OVERLAP_MS)),
          nextRunAt,
          ...(jobs.length > 0 ? { lastSentAt: startedAt } : {}),
        },
        tx,
      )
      return { count: jobs.length, emailId, nextRunAt }
    })
    if (!outcome) return 0
    if (outcome.emailId !== undefined) await this.emails.dispatch([outcome.emailId])
    await this.schedule(alertId, outcome.nextRunAt)
    return outcome.count
  }
}
