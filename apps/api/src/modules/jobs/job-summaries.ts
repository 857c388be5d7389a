import type { JobSummary } from '@sentinela/shared/schemas/jobs'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { FrameworkService } from '../framework/framework.service'
import type { JobApplicationsRepository } from './job-applications.repository'
import type { JobsRepository, PositionListRow, PositionRow } from './jobs.repository'
import { iso, today, type Viewer } from './job-rules'

type Children = Awaited<ReturnType<JobsRepository['listChildren']>>

/** Jobs as lists show them, the same for every list: one job's row, and the rows summarized for the caller. */
export class JobSummaries {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly applications: JobApplicationsRepository,
    private readonly framework: FrameworkService,
  ) {}

  rowOf(position: PositionRow, companyName: string): PositionListRow {
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
  async summarize(
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
      viewer?.role === 'talent' ? this.applications.stampsFor(viewer.id, ids) : undefined,
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
