import type { Language } from '@sentinela/shared/i18n/languages'
import type { Candidate, CandidatesQuery, RecommendedTalent } from '@sentinela/shared/schemas/jobs'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { groupBy } from '../../lib/collections'
import { translatorFor, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import type { ThreadWriter } from '../messages/messages.service'
import { photoUrlOf } from '../profile/profile.service'
import type { JobApplicationsRepository } from './job-applications.repository'
import type { JobCandidatesRepository } from './job-candidates.repository'
import { companyOf, iso } from './job-rules'
import type { JobSummaries } from './job-summaries'
import type { JobsRepository } from './jobs.repository'

/** Matches suggested per job (#16 recommended talent). */
const RECOMMENDED_TALENT_MAX = 10

/**
 * The company's candidate pipeline (§4): a job's candidates ranked by fit with their history, moving one to another
 * status with the talent told, and the talents it could invite next (#16 recommended talent).
 */
export class JobPipelineService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly talents: JobCandidatesRepository,
    private readonly emails: EmailService,
    private readonly plans: PlansService,
    /** #20: a status note is also a message in the company–talent thread. */
    private readonly threads: ThreadWriter,
    private readonly summaries: JobSummaries,
  ) {}

  /** GET positions/appliedPositions/{id}: one page of the job's candidates ranked by fit, each with their history. */
  async candidates(user: SessionUser, positionId: number, t: Translate, query: CandidatesQuery) {
    const { job, candidates, total } = await this.rankedCandidates(user, positionId, t, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    })
    return { job, candidates, totalNumberOfRecords: total }
  }

  /** The job as its company sees it, and the page asked for (or the one application) with roles and history. */
  private async rankedCandidates(
    user: SessionUser,
    positionId: number,
    t: Translate,
    page: { offset: number; limit: number },
    applicationId?: number,
  ) {
    const found = await this.jobs.findPosition(positionId)
    if (!found || found.position.companyId !== companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    const children = await this.jobs.listChildren([positionId])
    const [[job], ranked] = await Promise.all([
      this.summaries.summarize([this.summaries.rowOf(found.position, found.companyName)], user, t, children),
      this.talents.rankCandidates(positionId, page, applicationId),
    ])
    const roleCodes = children.roles.map((role) => role.workRoleCode)
    const [fits, history] = await Promise.all([
      this.talents.fitsFor(
        ranked.rows.map((row) => row.talentId),
        roleCodes,
      ),
      this.talents.historyFor(ranked.rows.map((row) => row.applicationId)),
    ])
    const fitOf = new Map(fits.map((fit) => [`${fit.talentId} ${fit.workRoleCode}`, fit.percentage]))
    const historyOf = groupBy(history, (event) => event.applicationId)
    const candidates: Candidate[] = ranked.rows.map((row) => ({
      applicationId: row.applicationId,
      talentId: row.talentId,
      firstName: row.firstName,
      lastName: row.lastName,
      photoUrl: photoUrlOf(row.talentId, row.photoKey),
      currentJobTitle: row.currentJobTitle,
      country: row.country,
      city: row.city,
      fit: row.fit,
      roles: children.roles.map((role) => ({
        workRoleCode: role.workRoleCode,
        minimumPercentage: role.minimumPercentage,
        percentage: fitOf.get(`${row.talentId} ${role.workRoleCode}`) ?? 0,
      })),
      hasClearance: row.hasClearance,
      message: row.message,
      appliedAt: iso(row.appliedAt),
      communicationStatus: row.communicationStatus,
      history: (historyOf.get(row.applicationId) ?? []).map((event) => ({
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        changedAt: event.createdAt.toISOString(),
        changedBy: event.changedByName,
      })),
    }))
    return { job: job!, candidates, total: ranked.total }
  }

  /**
   * POST /positions/UpdatedCommunicationStatusAppliedTalent: recorded with who and when; the talent is told, in words
   * written to them, with the company's message quoted when it wrote one.
   */
  async updateCommunicationStatus(
    user: SessionUser,
    applicationId: number,
    status: number,
    t: Translate,
    message: string | null = null,
  ) {
    const found = await this.applications.findApplicationById(applicationId)
    if (!found || found.companyId !== companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    const { application } = found
    // #20: a note to a talent who blocked the company is refused before anything changes.
    if (message && application.communicationStatus !== status) {
      await this.threads.assertCompanyMayWrite(this.db, found.companyId, application.talentId)
    }
    if (application.communicationStatus !== status) {
      const [changer, talent, company] = await Promise.all([
        this.jobs.findUser(user.id),
        this.jobs.findUser(application.talentId),
        this.jobs.findCompany(found.companyId),
      ])
      const emailIds: number[] = []
      await this.db.transaction(async (tx) => {
        const held = await this.applications.holdPosition(tx, application.positionId)
        const current =
          held && (await this.applications.findApplication(application.positionId, application.talentId, tx, true))
        if (!current) throw new AppError(ErrorCode.NOT_FOUND)
        // Another change to the same status landed first: nothing left to record or announce.
        if (current.communicationStatus === status) return
        await this.applications.updateApplication(tx, application.id, {
          communicationStatus: status,
          statusChangedAt: new Date(),
        })
        await this.applications.addStatusEvent(tx, {
          applicationId: application.id,
          fromStatus: current.communicationStatus,
          toStatus: status,
          changedBy: user.id,
          changedByName: `${changer!.firstName} ${changer!.lastName}`,
        })
        if (message) {
          await this.threads.record(tx, {
            companyId: found.companyId,
            talentId: application.talentId,
            senderId: user.id,
            senderName: `${changer!.firstName} ${changer!.lastName}`,
            kind: 'status_note',
            positionId: application.positionId,
            body: message,
          })
        }
        if (talent && talent.status === 'active' && talent.communicationPreferences.applicationUpdates) {
          const language = talent.language as Language
          const tt = translatorFor(language)
          emailIds.push(
            await this.emails.enqueue(tx, {
              userId: talent.id,
              to: talent.email,
              language,
              template: 'application_status_changed',
              content: {
                firstName: talent.firstName,
                actionUrl: this.emails.link('/talent/account/appliedJobs'),
                params: {
                  jobTitle: found.jobTitle,
                  companyName: company?.name ?? '',
                  status: tt(`options:communication_status_talent.${status}`),
                  note: message ? tt('emails:application_status_changed.note') : '',
                },
                ...(message ? { quote: message } : {}),
              },
            }),
          )
        }
      })
      await this.emails.dispatch(emailIds)
    }
    const { candidates } = await this.rankedCandidates(
      user,
      application.positionId,
      t,
      { offset: 0, limit: 1 },
      applicationId,
    )
    // The change is saved; the job (and with it the application) may have been deleted right after.
    if (!candidates[0]) throw new AppError(ErrorCode.NOT_FOUND)
    return candidates[0]
  }

  /**
   * GET /positions/{id}/recommendedTalent (#16, plans with recommended talent): up to ten talents a company may look at
   * (opted into top talent, or sharing their profile) with the best mean fit over the job's NICE roles, leaving out
   * those already in its pipeline.
   */
  async recommendedTalent(user: SessionUser, positionId: number): Promise<RecommendedTalent[]> {
    const companyId = companyOf(user)
    const found = await this.jobs.findPosition(positionId)
    if (!found || found.position.companyId !== companyId) throw new AppError(ErrorCode.NOT_FOUND)
    await this.plans.assertFeature(companyId, 'recommendedTalent')
    const roleCodes = (await this.jobs.listChildren([positionId])).roles.map((role) => role.workRoleCode)
    if (roleCodes.length === 0) return []
    const rows = await this.talents.recommendTalents(positionId, roleCodes, RECOMMENDED_TALENT_MAX)
    const fits = await this.talents.fitsFor(
      rows.map((row) => row.talentId),
      roleCodes,
    )
    const fitOf = new Map(fits.map((fit) => [`${fit.talentId} ${fit.workRoleCode}`, fit.percentage]))
    return rows.map((row) => ({
      talentId: row.talentId,
      firstName: row.firstName,
      lastName: row.lastName,
      // As on talent cards: the photo only of a talent who shares the profile.
      photoUrl: row.sharesProfile ? photoUrlOf(row.talentId, row.photoKey) : null,
      currentJobTitle: row.currentJobTitle,
      country: row.country,
      city: row.city,
      sharesProfile: row.sharesProfile,
      fit: row.fit,
      roles: roleCodes.map((workRoleCode) => ({
        workRoleCode,
        percentage: fitOf.get(`${row.talentId} ${workRoleCode}`) ?? 0,
      })),
    }))
  }
}
