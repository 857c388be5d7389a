import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { Eligibility, TalentApplication } from '@sentinela/shared/schemas/jobs'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { ThreadWriter } from '../messages/messages.service'
import type { NiceSelectionReader } from '../profile/profile.service'
import type { JobAccess } from './job-access'
import type { JobApplicationsRepository } from './job-applications.repository'
import { asOpen, iso, isOpen } from './job-rules'
import type { JobSummaries } from './job-summaries'
import type { JobsRepository, PositionRow } from './jobs.repository'

/**
 * The talent's side of a job (§4, §5): saving it, the §5 gates (clearance, each NICE role's minimum with the
 * statements missing), applying with those gates checked again, and their applications with the pipeline's status.
 */
export class JobApplicationsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly profiles: NiceSelectionReader,
    private readonly framework: FrameworkService,
    /** #20: an application's message is also a message in the company–talent thread. */
    private readonly threads: ThreadWriter,
    private readonly access: JobAccess,
    private readonly summaries: JobSummaries,
  ) {}

  async setSaved(talent: SessionUser, positionId: number, saved: boolean) {
    if (!saved) {
      await this.applications.unsave(talent.id, positionId)
      return { positionId, savedAt: null }
    }
    // Only the fields the rules read: a save needs none of the job's text.
    asOpen(await this.access.asVisible(talent, await this.jobs.findPositionGate(positionId)))
    return { positionId, savedAt: (await this.applications.save(talent.id, positionId)).toISOString() }
  }

  async listSaved(talent: SessionUser, t: Translate) {
    const rows = await this.applications.listSaved(talent.id, await this.jobs.visibilityFor(talent))
    return this.summaries.summarize(rows, talent, t)
  }

  /** The §5 gates for one talent and job: clearance, and each role's minimum with the statements that are missing. */
  async eligibility(talent: SessionUser, positionId: number, t: Translate): Promise<Eligibility> {
    return this.eligibilityFor(talent, await this.access.visiblePosition(talent, positionId), t)
  }

  /** The gates for a job already loaded and checked as visible to the talent. */
  private async eligibilityFor(talent: SessionUser, position: PositionRow, t: Translate): Promise<Eligibility> {
    const positionId = position.id
    const language = languageOfTranslator(t)
    const [children, clearance, nice, application, roleStatements, workRoles] = await Promise.all([
      this.jobs.listChildren([positionId]),
      this.applications.clearanceOf(talent.id),
      this.profiles.getNiceSelection(talent.id),
      this.applications.findApplication(positionId, talent.id),
      this.framework.getRoleStatements(),
      this.framework.listWorkRoles(language),
    ])
    const names = new Map(workRoles.map((role) => [role.code, role.name]))
    const fits = children.roles.map((role) => ({
      role,
      fit: computeRoleFit(nice.statementCodes, roleStatements.get(role.workRoleCode) ?? []),
    }))
    const missingCodes = fits.filter(({ role, fit }) => fit.percentage < role.minimumPercentage)
    // The gap in the talent's language, with NIST's English beside it (PRODUCT.md).
    const described = new Map(
      (
        await this.framework.describeStatements(
          missingCodes.flatMap(({ fit }) => fit.missingCodes),
          language,
        )
      ).map((statement) => [statement.code, statement]),
    )
    const levelMet =
      position.clearanceLevel === null || (clearance.level !== null && clearance.level >= position.clearanceLevel)
    const clearanceMet = !position.clearanceRequired || (clearance.hasClearance && levelMet)
    const roles = fits.map(({ role, fit }) => {
      const met = fit.percentage >= role.minimumPercentage
      return {
        workRoleCode: role.workRoleCode,
        name: names.get(role.workRoleCode) ?? role.workRoleCode,
        minimumPercentage: role.minimumPercentage,
        percentage: fit.percentage,
        met,
        missing: met ? [] : fit.missingCodes.map((code) => described.get(code)).filter((row) => row !== undefined),
      }
    })
    const alreadyApplied = Boolean(application?.appliedAt)
    return {
      eligible: isOpen(position) && clearanceMet && roles.every((role) => role.met) && !alreadyApplied,
      alreadyApplied,
      clearance: { required: position.clearanceRequired, held: clearance.hasClearance, met: clearanceMet },
      roles,
    }
  }

  /** POST /talent/apply: the gates of §5 are checked here, whatever the page showed. */
  async apply(talent: SessionUser, positionId: number, message: string, t: Translate) {
    const position = await this.access.visibleOpenPosition(talent, positionId)
    const eligibility = await this.eligibilityFor(talent, position, t)
    if (eligibility.alreadyApplied) throw new AppError(ErrorCode.ALREADY_APPLIED)
    if (!eligibility.clearance.met) throw new AppError(ErrorCode.CLEARANCE_REQUIRED)
    if (!eligibility.roles.every((role) => role.met)) throw new AppError(ErrorCode.ROLE_MINIMUM_NOT_MET)
    const user = await this.jobs.findUser(talent.id)
    const changedByName = `${user!.firstName} ${user!.lastName}`
    // #20: the application's message opens (or joins) the conversation with the company.
    const applicationMessage = {
      companyId: position.companyId,
      talentId: talent.id,
      senderId: talent.id,
      senderName: changedByName,
      kind: 'application' as const,
      positionId: position.id,
      body: message,
    }
    await this.db.transaction(async (tx) => {
      const now = new Date()
      if (!(await this.applications.holdPosition(tx, position.id))) throw new AppError(ErrorCode.NOT_FOUND)
      const contacted = await this.applications.findApplication(position.id, talent.id, tx, true)
      if (contacted) {
        // The company wrote first (status 0): the talent's application joins that pipeline entry.
        if (contacted.appliedAt) throw new AppError(ErrorCode.ALREADY_APPLIED)
        await this.applications.updateApplication(tx, contacted.id, {
          message,
          appliedAt: now,
          communicationStatus: 1,
          statusChangedAt: now,
        })
        await this.applications.addStatusEvent(tx, {
          applicationId: contacted.id,
          fromStatus: contacted.communicationStatus,
          toStatus: 1,
          changedBy: talent.id,
          changedByName,
        })
        await this.threads.record(tx, applicationMessage)
        return
      }
      const row = await this.applications.insertApplication(tx, {
        positionId: position.id,
        talentId: talent.id,
        message,
        appliedAt: now,
        communicationStatus: 1,
        statusChangedAt: now,
      })
      // A concurrent second click lost the race on the unique index: refused cleanly, never a 500.
      if (!row) throw new AppError(ErrorCode.ALREADY_APPLIED)
      await this.applications.addStatusEvent(tx, {
        applicationId: row.id,
        fromStatus: null,
        toStatus: 1,
        changedBy: talent.id,
        changedByName,
      })
      await this.threads.record(tx, applicationMessage)
    })
    return (await this.talentApplications(talent, t)).find((application) => application.job.id === positionId)!
  }

  async talentApplications(talent: SessionUser, t: Translate): Promise<TalentApplication[]> {
    const rows = await this.applications.listTalentApplications(talent.id)
    const summaries = await this.summaries.summarize(rows, talent, t)
    return rows.map((row, index) => ({
      id: row.applicationId,
      job: summaries[index]!,
      message: row.message,
      appliedAt: iso(row.appliedAt),
      communicationStatus: row.communicationStatus,
      statusChangedAt: iso(row.statusChangedAt)!,
    }))
  }
}
