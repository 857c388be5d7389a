import type { Job, JobStatus, PublishRoom } from '@sentinela/shared/schemas/jobs'
import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { JobAccess } from './job-access'
import type { JobReadingService } from './job-reading.service'
import { companyOf, today } from './job-rules'
import type { JobsRepository } from './jobs.repository'

/** The date `days` after today (UTC), as the expiration dates are kept. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Publishing under the company's plan (§4, #16): Change Status within the plan's published jobs at once, the room
 * left, and a published job's expiration date kept ahead and within the plan's job duration.
 */
export class JobPublishingService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly plans: PlansService,
    private readonly changes: ChangeFeed,
    private readonly access: JobAccess,
    private readonly reading: JobReadingService,
  ) {}

  /**
   * Change Status (§4). Publishing needs an expiration date ahead and room under the plan's published jobs at once
   * (#16; Demo's is DEMO_JOB_POST_LIMIT, §4); the expiration date is brought within the plan's job duration.
   */
  async changeStatus(user: SessionUser, id: number, status: JobStatus, t: Translate): Promise<Job> {
    await this.db.transaction(async (tx) => {
      const current = await this.access.ownedForUpdate(tx, user, id)
      if (current.status === status) return
      let expirationDate: string | undefined
      if (status === 'published') {
        this.assertNotPast(current.expirationDate)
        // Locked first: two jobs published at once count the room one after the other (ASVS V2.3.4).
        await this.jobs.findCompanyForUpdate(current.companyId, tx)
        const plan = await this.plans.inForce(current.companyId, tx)
        const limit = plan.limits.jobs
        if (limit !== null && (await this.jobs.countOpenPublished(tx, current.companyId)) >= limit) {
          throw this.plans.refusal(ErrorCode.JOB_POST_LIMIT_REACHED, plan, 'jobs', limit)
        }
        const latest = daysFromToday(plan.limits.jobDurationDays)
        if (current.expirationDate > latest) expirationDate = latest
      }
      await this.jobs.setStatus(tx, id, status, expirationDate)
      await this.changes.announce(tx, { kind: 'job', id })
    })
    this.changes.apply({ kind: 'job', id })
    return this.reading.get(user, id, t)
  }

  /** The plan's published jobs at once (null: unlimited), the company's jobs counting against it, and job duration. */
  async publishRoom(user: SessionUser): Promise<PublishRoom> {
    const companyId = companyOf(user)
    const [plan, published] = await Promise.all([
      this.plans.inForce(companyId),
      this.jobs.countOpenPublished(this.db, companyId),
    ])
    return {
      limit: plan.limits.jobs,
      published,
      planCode: plan.code,
      planName: plan.name,
      jobDurationDays: plan.limits.jobDurationDays,
    }
  }

  /**
   * The expiration date a published job is saved with: refused when past; else its own, or the plan's latest if
   * earlier (#16 job duration: a published job stays up at most the plan's days from now).
   */
  async publishedExpiration(tx: Executor, companyId: number, expirationDate: string) {
    this.assertNotPast(expirationDate)
    const plan = await this.plans.inForce(companyId, tx)
    const latest = daysFromToday(plan.limits.jobDurationDays)
    return expirationDate > latest ? latest : expirationDate
  }

  private assertNotPast(expirationDate: string) {
    if (expirationDate < today()) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: [{ path: 'expirationDate', code: 'date_in_past', params: {} }],
      })
    }
  }
}
