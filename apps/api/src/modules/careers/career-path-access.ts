import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { CareerScore, CareerSummary } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import {
  careerPaths,
  careerPathTrainings,
  companyCareerRecommendations,
  companyTeamMembers,
  talentSavedCareers,
} from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { FrameworkService } from '../framework/framework.service'
import { storedCareerScores } from '../../db/career-scores'

export type PathRow = typeof careerPaths.$inferSelect

export const iso = (value: Date) => value.toISOString()

/** The caller's company; only a company's users act for a company. */
export function companyOf(user: SessionUser) {
  if (user.role !== 'company' || user.companyId === null) throw new AppError(ErrorCode.FORBIDDEN)
  return user.companyId
}

/**
 * Who sees and who edits a career path, and how a path looks to the one who sees it (careers.service.ts has the
 * rules in words). Every careers service asks this one, so the rules live in one place.
 */
export class CareerPathAccess {
  constructor(
    private readonly db: Database,
    private readonly framework: FrameworkService,
    private readonly plans: PlansService,
  ) {}

  /** The path, when the caller may see it; §8 "We have errors loading the selected career path." otherwise. */
  async visiblePath(user: SessionUser, careerId: number): Promise<PathRow> {
    const [path] = await this.db
      .select()
      .from(careerPaths)
      .where(and(eq(careerPaths.id, careerId), this.visibleTo(user)))
    if (!path) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
    return path
  }

  async editablePath(user: SessionUser, careerId: number) {
    const path = await this.visiblePath(user, careerId)
    if (!this.canEdit(user, path)) throw new AppError(ErrorCode.CAREER_PATH_READ_ONLY)
    // #16 train talent: editing or deleting a company's path needs a plan that includes it.
    if (path.owner === 'company') await this.plans.assertFeature(companyOf(user), 'trainTalent')
    return path
  }

  canEdit(user: SessionUser, path: PathRow) {
    if (path.owner === 'talent') return user.role === 'talent' && path.ownerTalentId === user.id
    if (path.owner === 'company') return user.role === 'company' && path.ownerCompanyId === user.companyId
    return false
  }

  visibleTo(user: SessionUser): SQL {
    if (user.role !== 'talent' && user.role !== 'company') return sql`${careerPaths.owner} = 'system'`
    if (user.role === 'company') {
      return sql`(${careerPaths.owner} = 'system' or ${careerPaths.isPublic} or ${careerPaths.ownerCompanyId} = ${user.companyId ?? 0})`
    }
    return sql`(${careerPaths.owner} = 'system' or ${careerPaths.isPublic} or ${careerPaths.ownerTalentId} = ${user.id}
      or ${careerPaths.ownerCompanyId} in (select ${companyTeamMembers.companyId} from ${companyTeamMembers}
        where ${companyTeamMembers.talentId} = ${user.id} and ${companyTeamMembers.status} = 'active')
      or ${careerPaths.id} in (select ${companyCareerRecommendations.careerPathId} from ${companyCareerRecommendations}
        where ${companyCareerRecommendations.talentId} = ${user.id}))`
  }

  /** The paths as the caller sees them: role names, training count, whether they may edit, save date and score. */
  async summaries(user: SessionUser, rows: PathRow[], t: Translate): Promise<CareerSummary[]> {
    if (rows.length === 0) return []
    const ids = rows.map((row) => row.id)
    const language = languageOfTranslator(t)
    const roles = new Map((await this.framework.listWorkRoles(language)).map((role) => [role.code, role.name]))
    const [counts, saved, scores] = await Promise.all([
      this.db
        .select({ id: careerPathTrainings.careerPathId, total: sql<number>`count(*)::int` })
        .from(careerPathTrainings)
        .where(inArray(careerPathTrainings.careerPathId, ids))
        .groupBy(careerPathTrainings.careerPathId),
      user.role === 'talent'
        ? this.db
            .select()
            .from(talentSavedCareers)
            .where(and(eq(talentSavedCareers.talentId, user.id), inArray(talentSavedCareers.careerPathId, ids)))
        : Promise.resolve([]),
      user.role === 'talent'
        ? storedCareerScores(this.db, user.id, ids)
        : Promise.resolve(new Map<number, CareerScore>()),
    ])
    return rows.map((row) => ({
      id: row.id,
      key: row.key,
      owner: row.owner,
      name: row.name,
      description: row.description,
      securityLevel: row.securityLevel,
      clearanceRequired: row.clearanceRequired,
      polygraphRequired: row.polygraphRequired,
      isPublic: row.isPublic,
      workRoles: row.workRoleCodes.map((code) => ({ code, name: roles.get(code) ?? code })),
      trainingCount: counts.find((count) => count.id === row.id)?.total ?? 0,
      canEdit: this.canEdit(user, row),
      savedAt: ((found) => (found ? iso(found.savedAt) : null))(saved.find((entry) => entry.careerPathId === row.id)),
      score: scores.get(row.id) ?? null,
    }))
  }
}
