import { z } from 'zod'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { CommunicationStatus, JobSummary } from '@sentinela/shared/schemas/jobs'
import {
  ATTENTION_DAYS,
  ATTENTION_MAX,
  BEST_ROLES_MAX,
  NEW_JOBS_MAX,
  PROJECTS_PER_TALENT_MAX,
  type ActivityEvent,
  type ActivityPage,
  type AttentionItem,
  type ProfileSection,
  type Project,
  type ProjectList,
  type ProjectValues,
  type TalentDashboard,
} from '@sentinela/shared/schemas/portfolio'
import type { Database } from '../../db/client'
import type { TalentProjectRow } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { JobsService } from '../jobs/jobs.service'
import type { ProfileService } from '../profile/profile.service'
import type { ActivityPosition, ActivityRow, PortfolioRepository } from './portfolio.repository'

const iso = (value: Date | string) => new Date(value).toISOString()
const day = (value: Date | string | null) => (value === null ? null : String(value).slice(0, 10))

/** PostgreSQL's text of a timestamptz: what a cursor carries, so its microseconds are kept exactly. */
const CursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/),
  z.enum(['application', 'training_saved', 'training_started', 'training_completed', 'security', 'message']),
  z.number().int().min(1).max(2_147_483_647),
])

export function encodeCursor(row: Pick<ActivityRow, 'at_text' | 'source' | 'id'>) {
  return Buffer.from(JSON.stringify([row.at_text, row.source, row.id])).toString('base64url')
}

function decodeCursor(cursor: string): ActivityPosition {
  try {
    const [at, source, id] = CursorSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    return { at, source, id }
  } catch {
    throw new AppError(ErrorCode.ACTIVITY_CURSOR_INVALID)
  }
}

function toEvent(row: ActivityRow): ActivityEvent {
  return {
    id: `${row.source}:${row.id}`,
    type: row.type,
    occurredAt: iso(row.at),
    positionId: row.position_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    fromStatus: row.from_status,
    toStatus: row.to_status as ActivityEvent['toStatus'],
    byTalent: row.by_talent,
    trainingId: row.training_id,
    trainingTitle: row.training_title,
    excerpt: row.excerpt,
    securityEvent: row.security_event,
  }
}

/**
 * The talent's own space (#20, decision 016): projects with the NICE statements they show, the activity timeline,
 * and the dashboard. Everything here reads or writes the signed-in talent's own rows only.
 */
export class PortfolioService {
  constructor(
    private readonly db: Database,
    private readonly repository: PortfolioRepository,
    private readonly framework: FrameworkService,
    private readonly profiles: ProfileService,
    private readonly jobs: JobsService,
  ) {}

  // ——— Projects ———

  async listProjects(talentId: number, t: Translate): Promise<ProjectList> {
    const rows = await this.repository.listProjects(talentId)
    return { projects: await this.toProjects(rows, languageOfTranslator(t)), limit: PROJECTS_PER_TALENT_MAX }
  }

  /**
   * A talent's projects for another reader, under the same rules as the rest of their profile (ProfileService
   * getProfileFor: the talent, or a company they share with, applied to, or keep a public team profile with).
   */
  async listProjectsFor(viewer: SessionUser, talentId: number, t: Translate): Promise<Project[]> {
    await this.profiles.getProfileFor(viewer, talentId)
    return this.toProjects(await this.repository.listProjects(talentId), languageOfTranslator(t))
  }

  /** Adds a project; past PROJECTS_PER_TALENT_MAX it is refused and nothing is written. */
  async createProject(talentId: number, input: ProjectValues, t: Translate): Promise<Project> {
    const statementCodes = await this.validStatements(input.statementCodes)
    const row = await this.db.transaction(async (tx) => {
      await this.repository.lockTalent(tx, talentId)
      if ((await this.repository.countProjects(talentId, tx)) >= PROJECTS_PER_TALENT_MAX) {
        throw new AppError(ErrorCode.PROJECT_LIMIT, { params: { limit: PROJECTS_PER_TALENT_MAX } })
      }
      return this.repository.insertProject(tx, { talentId, ...input, statementCodes })
    })
    return (await this.toProjects([row], languageOfTranslator(t)))[0]!
  }

  async updateProject(talentId: number, id: number, input: ProjectValues, t: Translate): Promise<Project> {
    const statementCodes = await this.validStatements(input.statementCodes)
    const row = await this.repository.updateProject(talentId, id, { ...input, statementCodes })
    if (!row) throw new AppError(ErrorCode.PROJECT_NOT_FOUND)
    return (await this.toProjects([row], languageOfTranslator(t)))[0]!
  }

  async deleteProject(talentId: number, id: number) {
    if (!(await this.repository.deleteProject(talentId, id))) throw new AppError(ErrorCode.PROJECT_NOT_FOUND)
  }

  /** Codes normalised and de-duplicated; each must name a statement of the framework (field issue otherwise). */
  private async validStatements(codes: string[]) {
    const normalized = [...new Set(codes.map((code) => code.trim().toUpperCase()))]
    const unknown = new Set(await this.framework.findUnknownStatements(normalized))
    if (unknown.size > 0) {
      throw new AppError(ErrorCode.VALIDATION_FAILED, {
        issues: codes
          .map((code, index) => ({ code: code.trim().toUpperCase(), index }))
          .filter(({ code }) => unknown.has(code))
          .map(({ code, index }) => ({ path: `statementCodes.${index}`, code: 'unknown_code', params: { code } })),
      })
    }
    return normalized
  }

  private async toProjects(rows: TalentProjectRow[], language: Language): Promise<Project[]> {
    const described = new Map(
      (
        await this.framework.describeStatements(
          rows.flatMap((row) => row.statementCodes),
          language,
        )
      ).map((statement) => [statement.code, statement]),
    )
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      link: row.link,
      kind: row.kind,
      startDate: day(row.startDate)!,
      endDate: day(row.endDate),
      // In the order the talent chose them; a statement the framework no longer has is left out.
      statements: row.statementCodes.flatMap((code) => {
        const statement = described.get(code)
        return statement ? [statement] : []
      }),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }))
  }

  // ——— Activity ———

  /** One page of the talent's timeline, newest first; `nextCursor` continues it. Reads only. */
  async activity(talentId: number, limit: number, cursor?: string): Promise<ActivityPage> {
    const from = cursor ? decodeCursor(cursor) : undefined
    const rows = await this.repository.listActivity(talentId, limit, from)
    const page = rows.slice(0, limit)
    const last = page[page.length - 1]
    return { data: page.map(toEvent), nextCursor: rows.length > limit && last ? encodeCursor(last) : null }
  }

  // ——— Dashboard ———

  /**
   * GET /talent/dashboard: completeness with the next step, best roles, new jobs for them and applications to look
   * at, read in parallel; nothing is written (no "last visit" stamp), so reading it twice answers the same.
   */
  async dashboard(talent: SessionUser, t: Translate): Promise<TalentDashboard> {
    const [{ profile }, fits, projectCount, attention] = await Promise.all([
      this.profiles.readTalent(talent.id),
      this.profiles.listFits(talent.id, t),
      this.repository.countProjects(talent.id),
      this.repository.listAttention(talent.id, ATTENTION_DAYS, ATTENTION_MAX),
    ])
    const done: Record<ProfileSection, boolean> = {
      basic_data: Boolean(profile.firstName && profile.lastName && profile.country && profile.currentJobTitle),
      photo: profile.photoUrl !== null,
      nice_roles: profile.nice.workRoleCodes.length > 0,
      nice_statements: profile.nice.statementCodes.length > 0,
      experience: profile.experiences.length > 0,
      education: profile.educations.length > 0,
      certifications: profile.certifications.length > 0,
      languages: profile.languages.length > 0,
      cv: profile.cv !== null,
      projects: projectCount > 0,
    }
    const sections = (Object.keys(done) as ProfileSection[]).map((section) => ({ section, done: done[section] }))
    const completed = sections.filter((entry) => entry.done).length
    const bestRoles = fits.filter((fit) => fit.percentage > 0).slice(0, BEST_ROLES_MAX)
    return {
      completeness: {
        percentage: Math.round((completed / sections.length) * 100),
        sections,
        nextStep: sections.find((entry) => !entry.done)?.section ?? null,
      },
      bestRoles,
      newJobs: await this.newJobs(
        talent,
        bestRoles.map((fit) => fit.workRoleCode),
        t,
      ),
      attention: attention.map((row): AttentionItem => ({
        applicationId: row.application_id,
        positionId: row.position_id,
        jobTitle: row.job_title,
        companyName: row.company_name,
        communicationStatus: row.communication_status as CommunicationStatus,
        statusChangedAt: iso(row.status_changed_at),
        reason: row.reason,
      })),
    }
  }

  /**
   * Jobs published in the last 7 days that ask for one of the talent's best roles, through the job search itself
   * (its visibility rules, and its cache for public jobs): one search per role, merged, newest first, without the
   * ones the talent already applied to.
   */
  private async newJobs(talent: SessionUser, workRoleCodes: string[], t: Translate): Promise<JobSummary[]> {
    const pages = await Promise.all(
      workRoleCodes.map((workRoleCode) =>
        this.jobs.search(
          talent,
          { workRoleCode, datePosted: 'last_week', sort: 'newest', page: 1, limit: NEW_JOBS_MAX },
          t,
        ),
      ),
    )
    const byId = new Map<number, JobSummary>()
    for (const job of pages.flatMap((page) => page.data)) if (!job.appliedAt) byId.set(job.id, job)
    return [...byId.values()]
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '') || b.id - a.id)
      .slice(0, NEW_JOBS_MAX)
  }
}
