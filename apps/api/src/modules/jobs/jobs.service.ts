import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { dataEnvelope } from '@sentinela/shared/schemas/common'
import type { Language } from '@sentinela/shared/i18n/languages'
import type {
  Candidate,
  CandidatesQuery,
  CompanyJob,
  Eligibility,
  Job,
  JobSearch,
  JobStatus,
  JobSummary,
  JobValues,
  MinimumReach,
  MinimumReachQuery,
  PublishRoom,
  RecommendedTalent,
  TalentApplication,
} from '@sentinela/shared/schemas/jobs'
import { JobSchema, JobSearchPageSchema } from '@sentinela/shared/schemas/jobs'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import { groupBy } from '../../lib/collections'
import { languageOfTranslator, translatorFor, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { EmailService } from '../email/email.service'
import { MessagesRepository } from '../messages/messages.repository'
import { ThreadWriter } from '../messages/messages.service'
import type { FrameworkService } from '../framework/framework.service'
import type { ProfileRepository } from '../profile/profile.repository'
import { photoUrlOf } from '../profile/profile.service'
import type { JobsRepository, PositionListRow, PositionRow, Visibility } from './jobs.repository'
import { PublicJobCache } from './public-job-cache'
import { PublicSearchCache, type SearchPage } from './public-search-cache'

const JobEnvelopeSchema = dataEnvelope(JobSchema)

type Viewer = Pick<SessionUser, 'id' | 'role' | 'companyId'> | null
/** What the visibility and open rules read of a job. */
type PositionGate = Pick<PositionRow, 'privacy' | 'companyId' | 'status' | 'expirationDate'>
type Children = Awaited<ReturnType<JobsRepository['listChildren']>>
type PositionRoleRow = Awaited<ReturnType<JobsRepository['listRoles']>>[number]

/** A time as the API writes it; one already written so (a remembered page's) is kept as it is. */
const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string' && ISO_TIME.test(value)
      ? value
      : new Date(value).toISOString()
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
const DAY_MS = 86_400_000
let day = { value: '', until: 0 }
/** Today's date (UTC), worked out again when the day turns: the caches ask on every read. */
const today = () => {
  const now = Date.now()
  if (now >= day.until || now < day.until - DAY_MS) {
    day = { value: new Date(now).toISOString().slice(0, 10), until: now - (now % DAY_MS) + DAY_MS }
  }
  return day.value
}
/** The date `days` after today (UTC), as the expiration dates are kept. */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
/** Matches suggested per job (#16 recommended talent). */
const RECOMMENDED_TALENT_MAX = 10

/** The one rule of §4: a job is open while published and its expiration date has not passed. */
export function isOpen(position: Pick<PositionRow, 'status' | 'expirationDate'>) {
  return position.status === 'published' && position.expirationDate >= today()
}

/**
 * Jobs (§3 "Job position"): the company's stepper saves, Change Status with the demo limit, search for everyone
 * with private jobs kept to the company and its linked team, saving and applying with the §5 gates, and the
 * candidate pipeline with its history.
 */
export class JobsService {
  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly jobs: JobsRepository,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileRepository,
    private readonly emails: EmailService,
    private readonly changes: ChangeFeed,
    private readonly plans: PlansService,
  ) {
    changes.subscribe((heard) => {
      this.publicJobs.hear(heard)
      this.publicSearches.hear(heard)
      this.publicSearchBodies.hear(heard)
    })
  }

  /** #20: contacts, applications and status notes are also messages in the company–talent thread. */
  private get threads() {
    return new ThreadWriter(new MessagesRepository(this.db))
  }

  /** Public jobs as anonymous visitors read them, until they change (decision 008). */
  private readonly publicJobs = new PublicJobCache(today)
  private readonly publicSearches = new PublicSearchCache<SearchPage<PositionListRow, PositionRoleRow>>(today)
  /** The same searches' answers to anonymous visitors, as the JSON bodies sent, per language. */
  private readonly publicSearchBodies = new PublicSearchCache<string>(today)

  /** Inside a job's writing transaction: the job's remembered copies go, here and on other instances. */
  private async announceJobChange(tx: Executor, id: number) {
    await this.changes.announce(tx, { kind: 'job', id })
  }

  // Company: the stepper and Change Status

  async create(user: SessionUser, input: JobValues, t: Translate): Promise<Job> {
    const companyId = this.companyOf(user)
    await this.validateRoles(input.roles)
    const { roles, certifications, languages, ...fields } = input
    const id = await this.db.transaction(async (tx) => {
      const row = await this.jobs.insertPosition(tx, companyId, user.id, fields)
      await this.jobs.replaceRoles(tx, row.id, roles)
      await this.jobs.syncCertifications(tx, row.id, certifications)
      await this.jobs.syncLanguages(tx, row.id, languages)
      await this.jobs.refreshSearchDocument(tx, row.id)
      await this.announceJobChange(tx, row.id)
      return row.id
    })
    this.changes.apply({ kind: 'job', id })
    return this.get(user, id, t)
  }

  /** PUT /positions: the whole job (§4), refused with nothing lost when someone saved since `version`. */
  async update(user: SessionUser, input: JobValues & { id: number; version: number }, t: Translate): Promise<Job> {
    await this.validateRoles(input.roles)
    const { id, version, roles, certifications, languages, ...fields } = input
    await this.db.transaction(async (tx) => {
      const current = await this.ownedForUpdate(tx, user, id)
      if (current.version !== version) throw new AppError(ErrorCode.JOB_VERSION_CONFLICT)
      if (current.status === 'published') {
        this.assertNotPast(fields.expirationDate)
        // #16 job duration: a published job stays up at most the plan's days from now.
        fields.expirationDate = await this.cappedExpiration(tx, current.companyId, fields.expirationDate)
      }
      if (!(await this.jobs.updatePosition(tx, id, version, fields))) {
        throw new AppError(ErrorCode.JOB_VERSION_CONFLICT)
      }
      await this.jobs.replaceRoles(tx, id, roles)
      await this.jobs.syncCertifications(tx, id, certifications)
      await this.jobs.syncLanguages(tx, id, languages)
      await this.jobs.refreshSearchDocument(tx, id)
      await this.announceJobChange(tx, id)
    })
    this.changes.apply({ kind: 'job', id })
    return this.get(user, id, t)
  }

  /** §4: deleting a job removes it from the jobs, saved and applied lists (the rows cascade). */
  async remove(user: SessionUser, id: number) {
    await this.db.transaction(async (tx) => {
      await this.ownedForUpdate(tx, user, id)
      await this.jobs.deletePosition(tx, id)
      await this.announceJobChange(tx, id)
    })
    this.changes.apply({ kind: 'job', id })
  }

  /**
   * Change Status (§4). Publishing needs an expiration date ahead and room under the plan's published jobs at once
   * (#16; Demo's is DEMO_JOB_POST_LIMIT, §4); the expiration date is brought within the plan's job duration.
   */
  async changeStatus(user: SessionUser, id: number, status: JobStatus, t: Translate): Promise<Job> {
    await this.db.transaction(async (tx) => {
      const current = await this.ownedForUpdate(tx, user, id)
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
      await this.announceJobChange(tx, id)
    })
    this.changes.apply({ kind: 'job', id })
    return this.get(user, id, t)
  }

  /** How many active talents a role's minimum lets through, for the recruiter setting it (#12). */
  async minimumReach(query: MinimumReachQuery): Promise<MinimumReach> {
    await this.framework.assertWorkRolesExist([query.workRoleCode], () => 'workRoleCode')
    return { talents: await this.jobs.countTalentsAtMinimum(query.workRoleCode, query.minimum) }
  }

  /** The plan's published jobs at once (null: unlimited), the company's jobs counting against it, and job duration. */
  async publishRoom(user: SessionUser): Promise<PublishRoom> {
    const companyId = this.companyOf(user)
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

  /** The expiration date a published job may have under the company's plan: its own, or the plan's latest if earlier. */
  private async cappedExpiration(tx: Executor, companyId: number, expirationDate: string) {
    const plan = await this.plans.inForce(companyId, tx)
    const latest = daysFromToday(plan.limits.jobDurationDays)
    return expirationDate > latest ? latest : expirationDate
  }

  // Reading and searching

  /** GET /positions/{id}: a published, unexpired job for anyone allowed to see it; any state for its company. */
  async get(viewer: Viewer, id: number, t: Translate): Promise<Job> {
    return this.read(viewer, id, t)
  }

  /**
   * GET /positions/{id} for an anonymous visitor (crawlers, shared links), as the JSON body to send: made once per
   * job and language and kept until the job changes (decision 008).
   */
  async getPublicBody(id: number, t: Translate): Promise<string> {
    const language = languageOfTranslator(t)
    const cached = this.publicJobs.read(id, language)
    if (cached) return cached
    const readAt = this.publicJobs.version
    const job = await this.read(null, id, t)
    // Made as the route's response schema makes it: only its fields leave.
    const body = JSON.stringify(JobEnvelopeSchema.parse({ data: job }))
    this.publicJobs.remember(id, language, body, job.companyId, readAt)
    return body
  }

  private async read(viewer: Viewer, id: number, t: Translate): Promise<Job> {
    const found = await this.jobs.findPosition(id)
    if (!found) throw new AppError(ErrorCode.NOT_FOUND)
    const { position, companyName } = found
    const owned = viewer?.role === 'company' && viewer.companyId === position.companyId
    if (!owned) {
      // Who may see a private job is looked up only for a private job.
      const visibility = position.privacy === 'public' ? { companyIds: [] } : await this.jobs.visibilityFor(viewer)
      if (!this.isVisible(position, visibility)) throw new AppError(ErrorCode.NOT_FOUND)
    }
    const children = await this.jobs.listChildren([id])
    const [summary] = await this.summaries([this.listRowOf(position, companyName)], viewer, t, children)
    let applicantCount: number | null = null
    let communicationStatus: number | null = null
    if (owned) {
      const counts = await this.jobs.countCandidatesByStatus([id])
      applicantCount = counts.reduce((sum, row) => sum + row.count, 0)
    } else if (viewer?.role === 'talent') {
      communicationStatus = (await this.jobs.findApplication(id, viewer.id))?.communicationStatus ?? null
    }
    return {
      ...summary!,
      version: position.version,
      department: position.department,
      description: position.description,
      requirements: position.requirements,
      duration: position.duration,
      durationUnit: position.durationUnit,
      industry: position.industry,
      // Named here, in the reader's language, so a job page needs no catalog of every industry (issue #13).
      industryName: position.industry ? t(`master-data:industry.${position.industry}`) : null,
      educationLevel: position.educationLevel,
      openToTravel: position.openToTravel,
      nationality: position.nationality,
      clearanceLevel: position.clearanceLevel,
      certifications: children.certifications.map(({ id: itemId, name }) => ({ id: itemId, name })),
      languages: children.languages.map(({ id: itemId, language, level }) => ({ id: itemId, language, level })),
      createdAt: position.createdAt.toISOString(),
      updatedAt: position.updatedAt.toISOString(),
      ownedByCaller: owned,
      applicantCount,
      communicationStatus,
    }
  }

  /** `count: false` skips the total (0 then), for callers that read only the page (the AI search's later steps). */
  async search(viewer: Viewer, search: JobSearch, t: Translate, { count = true }: { count?: boolean } = {}) {
    if (search.workRoleCode) await this.framework.assertWorkRolesExist([search.workRoleCode], () => 'workRoleCode')
    const visibility = await this.jobs.visibilityFor(viewer)
    const { rows, total, totalIsCapped, roles } =
      visibility.companyIds.length === 0
        ? await this.publicSearch(search, count)
        : await this.searchPage(search, visibility, count)
    return { data: await this.summaries(rows, viewer, t, { roles }), totalNumberOfRecords: total, totalIsCapped }
  }

  /**
   * POST /positions/fetch for an anonymous visitor, as the JSON body to send: made once per search and language and
   * remembered as the page of rows is (decision 008), so a popular search costs neither its rows' summaries nor their
   * serialization again.
   */
  async searchPublicBody(search: JobSearch, t: Translate): Promise<string> {
    const key = `${languageOfTranslator(t)}:${PublicSearchCache.keyOf(search)}`
    // Made as the route's response schema makes it: only its fields leave.
    return this.publicSearchBodies.readThrough(key, async () =>
      JSON.stringify(JobSearchPageSchema.parse(await this.search(null, search, t))),
    )
  }

  /** A search with only public jobs in sight, remembered until a job or company changes (decision 008). */
  private async publicSearch(search: JobSearch, count: boolean) {
    const key = PublicSearchCache.keyOf(search)
    const load = () => this.searchPage(search, { companyIds: [] }, count)
    if (count) return this.publicSearches.readThrough(key, load)
    // Only whole answers are remembered: a page without its total would answer a later search that wants it.
    return this.publicSearches.read(key) ?? load()
  }

  private async searchPage(search: JobSearch, visibility: Visibility, count = true) {
    const found = await this.jobs.search(search, visibility, { count })
    // Times written once as the API sends them: a remembered page is summarized on every request.
    const rows = found.rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) }))
    return { ...found, rows, roles: await this.jobs.listRoles(rows.map((row) => row.id)) }
  }

  async latestPublic(viewer: Viewer, page: number, limit: number, t: Translate) {
    const { rows, total } = await this.jobs.listLatestPublic(page, limit)
    return { data: await this.summaries(rows, viewer, t), total }
  }

  /** POST /positions/company and appliedTalentPositions: the company's jobs with candidates per status. */
  async companyJobs(
    user: SessionUser,
    filter: { status?: JobStatus | undefined; text?: string | undefined; page: number; limit: number },
    t: Translate,
    onlyWithCandidates = false,
  ) {
    const { rows, total } = await this.jobs.listCompanyJobs(this.companyOf(user), filter, onlyWithCandidates)
    const [summaries, counts] = await Promise.all([
      this.summaries(rows, user, t),
      this.jobs.countCandidatesByStatus(rows.map((row) => row.id)),
    ])
    const data: CompanyJob[] = summaries.map((summary) => {
      const countsByStatus: Record<string, number> = { '0': 0, '1': 0, '2': 0, '3': 0, '4': 0 }
      for (const row of counts) if (row.positionId === summary.id) countsByStatus[String(row.status)] = row.count
      return {
        ...summary,
        countsByStatus,
        applicantCount: Object.values(countsByStatus).reduce((sum, count) => sum + count, 0),
      }
    })
    return { data, totalNumberOfRecords: total }
  }

  // Talent: saving and applying

  async setSaved(talent: SessionUser, positionId: number, saved: boolean) {
    if (!saved) {
      await this.jobs.unsave(talent.id, positionId)
      return { positionId, savedAt: null }
    }
    // Only the fields the rules read: a save needs none of the job's text.
    this.asOpen(await this.asVisible(talent, await this.jobs.findPositionGate(positionId)))
    return { positionId, savedAt: (await this.jobs.save(talent.id, positionId)).toISOString() }
  }

  async listSaved(talent: SessionUser, t: Translate) {
    const rows = await this.jobs.listSaved(talent.id, await this.jobs.visibilityFor(talent))
    return this.summaries(rows, talent, t)
  }

  /** The §5 gates for one talent and job: clearance, and each role's minimum with the statements that are missing. */
  async eligibility(talent: SessionUser, positionId: number, t: Translate): Promise<Eligibility> {
    return this.eligibilityFor(talent, await this.visiblePosition(talent, positionId), t)
  }

  /** The gates for a job already loaded and checked as visible to the talent. */
  private async eligibilityFor(talent: SessionUser, position: PositionRow, t: Translate): Promise<Eligibility> {
    const positionId = position.id
    const language = languageOfTranslator(t)
    const [children, clearance, nice, application, roleStatements, workRoles] = await Promise.all([
      this.jobs.listChildren([positionId]),
      this.jobs.clearanceOf(talent.id),
      this.profiles.getNiceSelection(talent.id),
      this.jobs.findApplication(positionId, talent.id),
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
    const position = await this.visibleOpenPosition(talent, positionId)
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
      if (!(await this.jobs.holdPosition(tx, position.id))) throw new AppError(ErrorCode.NOT_FOUND)
      const contacted = await this.jobs.findApplication(position.id, talent.id, tx, true)
      if (contacted) {
        // The company wrote first (status 0): the talent's application joins that pipeline entry.
        if (contacted.appliedAt) throw new AppError(ErrorCode.ALREADY_APPLIED)
        await this.jobs.updateApplication(tx, contacted.id, {
          message,
          appliedAt: now,
          communicationStatus: 1,
          statusChangedAt: now,
        })
        await this.jobs.addStatusEvent(tx, {
          applicationId: contacted.id,
          fromStatus: contacted.communicationStatus,
          toStatus: 1,
          changedBy: talent.id,
          changedByName,
        })
        await this.threads.record(tx, applicationMessage)
        return
      }
      const row = await this.jobs.insertApplication(tx, {
        positionId: position.id,
        talentId: talent.id,
        message,
        appliedAt: now,
        communicationStatus: 1,
        statusChangedAt: now,
      })
      // A concurrent second click lost the race on the unique index: refused cleanly, never a 500.
      if (!row) throw new AppError(ErrorCode.ALREADY_APPLIED)
      await this.jobs.addStatusEvent(tx, {
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
    const rows = await this.jobs.listTalentApplications(talent.id)
    const summaries = await this.summaries(rows, talent, t)
    return rows.map((row, index) => ({
      id: row.applicationId,
      job: summaries[index]!,
      message: row.message,
      appliedAt: iso(row.appliedAt),
      communicationStatus: row.communicationStatus,
      statusChangedAt: iso(row.statusChangedAt)!,
    }))
  }

  // Company: the candidate pipeline

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
    if (!found || found.position.companyId !== this.companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    const children = await this.jobs.listChildren([positionId])
    const [[job], ranked] = await Promise.all([
      this.summaries([this.listRowOf(found.position, found.companyName)], user, t, children),
      this.jobs.rankCandidates(positionId, page, applicationId),
    ])
    const roleCodes = children.roles.map((role) => role.workRoleCode)
    const [fits, history] = await Promise.all([
      this.jobs.fitsFor(
        ranked.rows.map((row) => row.talentId),
        roleCodes,
      ),
      this.jobs.historyFor(ranked.rows.map((row) => row.applicationId)),
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
    const found = await this.jobs.findApplicationById(applicationId)
    if (!found || found.companyId !== this.companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
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
        const held = await this.jobs.holdPosition(tx, application.positionId)
        const current =
          held && (await this.jobs.findApplication(application.positionId, application.talentId, tx, true))
        if (!current) throw new AppError(ErrorCode.NOT_FOUND)
        // Another change to the same status landed first: nothing left to record or announce.
        if (current.communicationStatus === status) return
        await this.jobs.updateApplication(tx, application.id, {
          communicationStatus: status,
          statusChangedAt: new Date(),
        })
        await this.jobs.addStatusEvent(tx, {
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
    const companyId = this.companyOf(user)
    const found = await this.jobs.findPosition(positionId)
    if (!found || found.position.companyId !== companyId) throw new AppError(ErrorCode.NOT_FOUND)
    await this.plans.assertFeature(companyId, 'recommendedTalent')
    const roleCodes = (await this.jobs.listChildren([positionId])).roles.map((role) => role.workRoleCode)
    if (roleCodes.length === 0) return []
    const rows = await this.jobs.recommendTalents(positionId, roleCodes, RECOMMENDED_TALENT_MAX)
    const fits = await this.jobs.fitsFor(
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

  /**
   * POST /companies/contact/talent: e-mailed to the talent in their language, replies going to the sender. About a
   * job, the talent enters its pipeline as "contacted by company" (status 0) unless already in it.
   */
  async contactTalent(user: SessionUser, input: { talentId: number; positionId?: number | null; message: string }) {
    const companyId = this.companyOf(user)
    const talent = await this.jobs.findUser(input.talentId)
    if (!talent || talent.role !== 'talent' || talent.status !== 'active') throw new AppError(ErrorCode.NOT_FOUND)
    const visible = talent.dataSharingConsent || talent.topTalentOptIn
    const applied = !talent.dataSharingConsent && (await this.jobs.hasAppliedToCompany(talent.id, companyId))
    if (!visible && !applied) throw new AppError(ErrorCode.TALENT_NOT_CONTACTABLE)
    // Known only from top talent (not sharing, not a candidate): the plan must include top talent (#16).
    if (!talent.dataSharingConsent && !applied) await this.plans.assertFeature(companyId, 'topTalent')
    let jobTitle: string | null = null
    if (input.positionId) {
      const found = await this.jobs.findPosition(input.positionId)
      if (!found || found.position.companyId !== companyId) throw new AppError(ErrorCode.NOT_FOUND)
      jobTitle = found.position.jobTitle
    }
    const [sender, company] = await Promise.all([this.jobs.findUser(user.id), this.jobs.findCompany(companyId)])
    const language = talent.language as Language
    const tt = translatorFor(language)
    const emailIds: number[] = []
    // #20: a company the talent blocked cannot contact them; nothing is counted.
    await this.threads.assertCompanyMayWrite(this.db, companyId, talent.id)
    await this.db.transaction(async (tx) => {
      // The job, when there is one, is held so that its deletion cannot cross the message that names it.
      if (input.positionId && !(await this.jobs.holdPosition(tx, input.positionId))) {
        throw new AppError(ErrorCode.NOT_FOUND)
      }
      // #16 contacts per month: counted here, refused past the plan's allowance (two at once cannot both pass).
      await this.plans.takeContact(tx, companyId, talent.id, user.id)
      await this.threads.record(tx, {
        companyId,
        talentId: talent.id,
        senderId: user.id,
        senderName: `${sender!.firstName} ${sender!.lastName}`,
        kind: 'contact',
        positionId: input.positionId ?? null,
        body: input.message,
      })
      if (input.positionId && !(await this.jobs.findApplication(input.positionId, talent.id, tx))) {
        const now = new Date()
        const row = await this.jobs.insertApplication(tx, {
          positionId: input.positionId,
          talentId: talent.id,
          contactedAt: now,
          communicationStatus: 0,
          statusChangedAt: now,
        })
        if (row) {
          await this.jobs.addStatusEvent(tx, {
            applicationId: row.id,
            fromStatus: null,
            toStatus: 0,
            changedBy: user.id,
            changedByName: `${sender!.firstName} ${sender!.lastName}`,
          })
        }
      }
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: talent.id,
          to: talent.email,
          language,
          template: 'company_contacted_talent',
          replyTo: sender!.email,
          content: {
            firstName: talent.firstName,
            quote: input.message,
            ...(input.positionId ? { actionUrl: this.emails.link(`/jobs/${input.positionId}`) } : {}),
            params: {
              senderName: `${sender!.firstName} ${sender!.lastName}`,
              companyName: company?.name ?? '',
              about: jobTitle ? tt('emails:company_contacted_talent.about', { jobTitle }) : '',
            },
          },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }

  /** POST /positions/{id}/contact: a talent writes to the job's author, or the main admin when they are gone. */
  async contactCompany(talent: SessionUser, positionId: number, message: string) {
    const position = await this.visiblePosition(talent, positionId)
    const author = position.createdBy ? await this.jobs.findUser(position.createdBy) : undefined
    const recipient =
      author && author.status === 'active' && author.companyId === position.companyId
        ? author
        : await this.jobs.findMainAdmin(position.companyId)
    if (!recipient) throw new AppError(ErrorCode.NOT_FOUND)
    const [sender, company] = await Promise.all([
      this.jobs.findUser(talent.id),
      this.jobs.findCompany(position.companyId),
    ])
    await this.threads.assertTalentMayWrite(this.db, position.companyId, talent.id)
    const emailIds: number[] = []
    await this.db.transaction(async (tx) => {
      if (!(await this.jobs.holdPosition(tx, positionId))) throw new AppError(ErrorCode.NOT_FOUND)
      // #20: the message also opens (or joins) the conversation with the company.
      await this.threads.record(tx, {
        companyId: position.companyId,
        talentId: talent.id,
        senderId: talent.id,
        senderName: `${sender!.firstName} ${sender!.lastName}`,
        kind: 'contact',
        positionId,
        body: message,
      })
      emailIds.push(
        await this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language: recipient.language as Language,
          template: 'talent_contacted_company',
          replyTo: sender!.email,
          content: {
            firstName: recipient.firstName,
            quote: message,
            actionUrl: this.emails.link(`/jobs/${positionId}`),
            params: {
              talentName: `${sender!.firstName} ${sender!.lastName}`,
              companyName: company?.name ?? '',
              jobTitle: position.jobTitle,
            },
          },
        }),
      )
    })
    await this.emails.dispatch(emailIds)
  }

  /** A public, open job for the page's schema.org JobPosting data; undefined for anything else. */
  async publicPosting(id: number) {
    const found = await this.jobs.findPosition(id)
    if (!found || found.position.privacy !== 'public' || !isOpen(found.position)) return undefined
    return found
  }

  // Helpers

  private companyOf(user: SessionUser) {
    if (user.role !== 'company' || !user.companyId) throw new AppError(ErrorCode.FORBIDDEN)
    return user.companyId
  }

  /** The caller's company's job, locked for the transaction; another company's job does not exist for them. */
  private async ownedForUpdate(tx: Executor, user: SessionUser, id: number) {
    const row = await this.jobs.lockPosition(tx, id)
    if (!row || row.companyId !== this.companyOf(user)) throw new AppError(ErrorCode.NOT_FOUND)
    return row
  }

  private assertNotPast(expirationDate: string) {
    if (expirationDate < today()) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: [{ path: 'expirationDate', code: 'date_in_past', params: {} }],
      })
    }
  }

  private async validateRoles(roles: JobValues['roles']) {
    await this.framework.assertWorkRolesExist(
      roles.map((role) => role.workRoleCode),
      (index) => `roles.${index}.workRoleCode`,
    )
  }

  private isVisible(position: PositionRow, visibility: Visibility) {
    return isOpen(position) && (position.privacy === 'public' || visibility.companyIds.includes(position.companyId))
  }

  private async visiblePosition(viewer: SessionUser, positionId: number) {
    const found = await this.jobs.findPosition(positionId)
    return this.asVisible(viewer, found?.position)
  }

  /** The job as a talent may know it: published, and public or their team's; else not found. */
  private async asVisible<Position extends PositionGate>(viewer: SessionUser, position: Position | undefined) {
    if (!position) throw new AppError(ErrorCode.NOT_FOUND)
    const mayKnow =
      position.privacy === 'public' || (await this.jobs.visibilityFor(viewer)).companyIds.includes(position.companyId)
    if (!mayKnow || position.status !== 'published') throw new AppError(ErrorCode.NOT_FOUND)
    return position
  }

  private async visibleOpenPosition(viewer: SessionUser, positionId: number) {
    return this.asOpen(await this.visiblePosition(viewer, positionId))
  }

  /** The job, if it is open to saves and applications now; else refused as not open. */
  private asOpen<Position extends PositionGate>(position: Position) {
    if (!isOpen(position)) throw new AppError(ErrorCode.JOB_NOT_OPEN)
    return position
  }

  private listRowOf(position: PositionRow, companyName: string): PositionListRow {
    return {
      id: position.id,
      jobTitle: position.jobTitle,
      companyId: position.companyId,
      companyName,
      privacy: position.privacy,
      status: position.status,
      expired: position.status === 'published' && position.expirationDate < today(),
      country: position.country,
      city: position.city,
      modality: position.modality,
      employmentType: position.employmentType,
      salaryMin: position.salaryMin,
      salaryMax: position.salaryMax,
      salaryCurrency: position.salaryCurrency,
      clearanceRequired: position.clearanceRequired,
      expirationDate: position.expirationDate,
      publishedAt: position.publishedAt,
      excerpt: position.description.slice(0, 240),
    }
  }

  /** List rows as the API answers them: roles named in the caller's language, a talent's saved/applied stamps. */
  private async summaries(
    rows: PositionListRow[],
    viewer: Viewer,
    t: Translate,
    children?: Pick<Children, 'roles'>,
  ): Promise<JobSummary[]> {
    const ids = rows.map((row) => row.id)
    // Lists show the roles alone: certifications and languages are read only for a whole job (children).
    const [roles, workRoles, stamps] = await Promise.all([
      children?.roles ?? this.jobs.listRoles(ids),
      this.framework.listWorkRoles(languageOfTranslator(t)),
      viewer?.role === 'talent' ? this.jobs.stampsFor(viewer.id, ids) : undefined,
    ])
    const byCode = new Map(workRoles.map((role) => [role.code, role]))
    return rows.map((row) => ({
      id: row.id,
      jobTitle: row.jobTitle,
      companyId: row.companyId,
      companyName: row.companyName,
      privacy: row.privacy,
      status: row.status,
      expired: row.expired,
      country: row.country,
      city: row.city,
      modality: row.modality,
      employmentType: row.employmentType,
      salaryMin: row.salaryMin,
      salaryMax: row.salaryMax,
      salaryCurrency: row.salaryCurrency,
      clearanceRequired: row.clearanceRequired,
      expirationDate: row.expirationDate,
      publishedAt: iso(row.publishedAt),
      excerpt: row.excerpt,
      roles: roles
        .filter((role) => role.positionId === row.id)
        .map((role) => ({
          workRoleCode: role.workRoleCode,
          name: byCode.get(role.workRoleCode)?.name ?? role.workRoleCode,
          categoryCode: byCode.get(role.workRoleCode)?.categoryCode ?? '',
          minimumPercentage: role.minimumPercentage,
        })),
      savedAt: iso(stamps?.saved.get(row.id)),
      appliedAt: iso(stamps?.applied.get(row.id)),
    }))
  }
}
