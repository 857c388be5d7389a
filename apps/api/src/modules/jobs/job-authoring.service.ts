import type { Job, JobValues, MinimumReach, MinimumReachQuery } from '@sentinela/shared/schemas/jobs'
import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { JobAccess } from './job-access'
import type { JobCandidatesRepository } from './job-candidates.repository'
import type { JobPublishingService } from './job-publishing.service'
import type { JobReadingService } from './job-reading.service'
import { companyOf } from './job-rules'
import type { JobsRepository } from './jobs.repository'

/**
 * Writing a job (§3 "Job position"): the company's stepper saves the whole job with its NICE roles and their
 * minimums, certifications and languages, refused when someone saved since; deleting it; and how many talents a
 * role's minimum reaches (#12).
 */
export class JobAuthoringService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly talents: JobCandidatesRepository,
    private readonly framework: FrameworkService,
    private readonly changes: ChangeFeed,
    private readonly access: JobAccess,
    private readonly publishing: JobPublishingService,
    private readonly reading: JobReadingService,
  ) {}

  async create(user: SessionUser, input: JobValues, t: Translate): Promise<Job> {
    const companyId = companyOf(user)
    await this.validateRoles(input.roles)
    const { roles, certifications, languages, ...fields } = input
    const id = await this.db.transaction(async (tx) => {
      const row = await this.jobs.insertPosition(tx, companyId, user.id, fields)
      await this.saveChildren(tx, row.id, { roles, certifications, languages })
      return row.id
    })
    this.changes.apply({ kind: 'job', id })
    return this.reading.get(user, id, t)
  }

  /** PUT /positions: the whole job (§4), refused with nothing lost when someone saved since `version`. */
  async update(user: SessionUser, input: JobValues & { id: number; version: number }, t: Translate): Promise<Job> {
    await this.validateRoles(input.roles)
    const { id, version, roles, certifications, languages, ...fields } = input
    await this.db.transaction(async (tx) => {
      const current = await this.access.ownedForUpdate(tx, user, id)
      if (current.version !== version) throw new AppError(ErrorCode.JOB_VERSION_CONFLICT)
      if (current.status === 'published') {
        // Not in the past, and (#16 job duration) at most the plan's days from now.
        fields.expirationDate = await this.publishing.publishedExpiration(tx, current.companyId, fields.expirationDate)
      }
      if (!(await this.jobs.updatePosition(tx, id, version, fields))) {
        throw new AppError(ErrorCode.JOB_VERSION_CONFLICT)
      }
      await this.saveChildren(tx, id, { roles, certifications, languages })
    })
    this.changes.apply({ kind: 'job', id })
    return this.reading.get(user, id, t)
  }

  /** §4: deleting a job removes it from the jobs, saved and applied lists (the rows cascade). */
  async remove(user: SessionUser, id: number) {
    await this.db.transaction(async (tx) => {
      await this.access.ownedForUpdate(tx, user, id)
      await this.jobs.deletePosition(tx, id)
      await this.changes.announce(tx, { kind: 'job', id })
    })
    this.changes.apply({ kind: 'job', id })
  }

  /** How many active talents a role's minimum lets through, for the recruiter setting it (#12). */
  async minimumReach(query: MinimumReachQuery): Promise<MinimumReach> {
    await this.framework.assertWorkRolesExist([query.workRoleCode], () => 'workRoleCode')
    return { talents: await this.talents.countTalentsAtMinimum(query.workRoleCode, query.minimum) }
  }

  /**
   * Inside the job's writing transaction: its roles, certifications and languages as sent, its search document from
   * them, and its remembered copies dropped, here and on other instances.
   */
  private async saveChildren(
    tx: Executor,
    id: number,
    children: Pick<JobValues, 'roles' | 'certifications' | 'languages'>,
  ) {
    await this.jobs.replaceRoles(tx, id, children.roles)
    await this.jobs.syncCertifications(tx, id, children.certifications)
    await this.jobs.syncLanguages(tx, id, children.languages)
    await this.jobs.refreshSearchDocument(tx, id)
    await this.changes.announce(tx, { kind: 'job', id })
  }

  /** Every role named must be a work role of the framework; an unknown one is refused at its place in the list. */
  private async validateRoles(roles: JobValues['roles']) {
    await this.framework.assertWorkRolesExist(
      roles.map((role) => role.workRoleCode),
      (index) => `roles.${index}.workRoleCode`,
    )
  }
}
