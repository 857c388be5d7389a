import { dataEnvelope } from '@sentinela/shared/schemas/common'
import type { CompanyJob, Job, JobSearch, JobStatus } from '@sentinela/shared/schemas/jobs'
import { JobSchema, JobSearchPageSchema } from '@sentinela/shared/schemas/jobs'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { ChangeFeed } from '../../lib/change-feed'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { JobAccess } from './job-access'
import type { JobApplicationsRepository } from './job-applications.repository'
import type { JobCandidatesRepository } from './job-candidates.repository'
import { companyOf, iso, isOpen, today, type Viewer } from './job-rules'
import type { JobSearchRepository } from './job-search.repository'
import type { JobSummaries } from './job-summaries'
import type { JobsRepository, PositionListRow, Visibility } from './jobs.repository'
import { PublicJobCache } from './public-job-cache'
import { PublicSearchCache, type SearchPage } from './public-search-cache'

const JobEnvelopeSchema = dataEnvelope(JobSchema)
type PositionRoleRow = Awaited<ReturnType<JobsRepository['listRoles']>>[number]

/**
 * Reading jobs: one job, the search for everyone with private jobs kept to the company and its linked team, the
 * newest public jobs and a company's own list; what anonymous visitors read is remembered until it changes
 * (decision 008).
 */
export class JobReadingService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly searches: JobSearchRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly talents: JobCandidatesRepository,
    private readonly framework: FrameworkService,
    private readonly access: JobAccess,
    private readonly summaries: JobSummaries,
    changes: ChangeFeed,
  ) {
    changes.subscribe((heard) => {
      this.publicJobs.hear(heard)
      this.publicSearches.hear(heard)
      this.publicSearchBodies.hear(heard)
    })
  }

  /** Public jobs as anonymous visitors read them, until they change (decision 008). */
  private readonly publicJobs = new PublicJobCache(today)
  private readonly publicSearches = new PublicSearchCache<SearchPage<PositionListRow, PositionRoleRow>>(today)
  /** The same searches' answers to anonymous visitors, as the JSON bodies sent, per language. */
  private readonly publicSearchBodies = new PublicSearchCache<string>(today)

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
      if (!this.access.isVisible(position, visibility)) throw new AppError(ErrorCode.NOT_FOUND)
    }
    const children = await this.jobs.listChildren([id])
    const [summary] = await this.summaries.summarize([this.summaries.rowOf(position, companyName)], viewer, t, children)
    let applicantCount: number | null = null
    let communicationStatus: number | null = null
    if (owned) {
      const counts = await this.talents.countCandidatesByStatus([id])
      applicantCount = counts.reduce((sum, row) => sum + row.count, 0)
    } else if (viewer?.role === 'talent') {
      communicationStatus = (await this.applications.findApplication(id, viewer.id))?.communicationStatus ?? null
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
    return {
      data: await this.summaries.summarize(rows, viewer, t, { roles }),
      totalNumberOfRecords: total,
      totalIsCapped,
    }
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
    const found = await this.searches.search(search, visibility, { count })
    // Times written once as the API sends them: a remembered page is summarized on every request.
    const rows = found.rows.map((row) => ({ ...row, publishedAt: iso(row.publishedAt) }))
    return { ...found, rows, roles: await this.jobs.listRoles(rows.map((row) => row.id)) }
  }

  async latestPublic(viewer: Viewer, page: number, limit: number, t: Translate) {
    const { rows, total } = await this.searches.listLatestPublic(page, limit)
    return { data: await this.summaries.summarize(rows, viewer, t), total }
  }

  /** POST /positions/company and appliedTalentPositions: the company's jobs with candidates per status. */
  async companyJobs(
    user: SessionUser,
    filter: { status?: JobStatus | undefined; text?: string | undefined; page: number; limit: number },
    t: Translate,
    onlyWithCandidates = false,
  ) {
    const { rows, total } = await this.searches.listCompanyJobs(companyOf(user), filter, onlyWithCandidates)
    const [summaries, counts] = await Promise.all([
      this.summaries.summarize(rows, user, t),
      this.talents.countCandidatesByStatus(rows.map((row) => row.id)),
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

  /** A public, open job for the page's schema.org JobPosting data; undefined for anything else. */
  async publicPosting(id: number) {
    const found = await this.jobs.findPosition(id)
    if (!found || found.position.privacy !== 'public' || !isOpen(found.position)) return undefined
    return found
  }
}
