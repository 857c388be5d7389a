import { and, eq, inArray, sql } from 'drizzle-orm'
import type { CareerGap, CareerGapRequest } from '@sentinela/shared/schemas/careers'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { Database } from '../../db/client'
import {
  positionRoles,
  positions,
  talentStatements,
  trainingProgress,
  trainings,
  trainingStatements,
} from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import { languageOfTranslator, type Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { FrameworkService } from '../framework/framework.service'
import type { CareerPathAccess } from './career-path-access'

/** Most trainings "close the gap" offers. */
const GAP_TRAININGS = 20

/** "Close the gap": what a talent misses for a role, a path or a job, and the trainings that cover it. */
export class CareerGapService {
  constructor(
    private readonly db: Database,
    private readonly framework: FrameworkService,
    private readonly access: CareerPathAccess,
  ) {}
  /**
   * POST /marketplace/careerGap ("close the gap"): the statements the talent misses for a role, a path's target roles
   * or the roles of a job whose minimum they do not meet, and the trainings covering them, ranked by missing
   * statements covered per hour, then by price. Trainings the talent completed are left out.
   */
  async gap(talent: SessionUser, request: CareerGapRequest, t: Translate): Promise<CareerGap> {
    const language = languageOfTranslator(t)
    const roleStatements = await this.framework.getRoleStatements()
    const held = new Set(
      (
        await this.db
          .select({ code: talentStatements.statementCode })
          .from(talentStatements)
          .where(eq(talentStatements.userId, talent.id))
      ).map((row) => row.code),
    )
    let workRoleCodes: string[]
    let name: string
    const source = request.source
    if (source.kind === 'role') {
      await this.framework.assertWorkRolesExist([source.workRoleCode], () => 'source.workRoleCode')
      workRoleCodes = [source.workRoleCode]
      name = (await this.framework.findWorkRole(language, source.workRoleCode))!.name
    } else if (source.kind === 'career') {
      const path = await this.access.visiblePath(talent, source.careerId)
      workRoleCodes = path.workRoleCodes
      name = path.name
    } else {
      const [job] = await this.db
        .select({ title: positions.jobTitle, status: positions.status })
        .from(positions)
        .where(eq(positions.id, source.jobId))
      if (!job || job.status !== 'published') throw new AppError(ErrorCode.NOT_FOUND)
      const roles = await this.db.select().from(positionRoles).where(eq(positionRoles.positionId, source.jobId))
      // Only the roles whose minimum the talent does not meet.
      workRoleCodes = roles
        .filter(
          (role) =>
            computeRoleFit(held, roleStatements.get(role.workRoleCode) ?? []).percentage < role.minimumPercentage,
        )
        .map((role) => role.workRoleCode)
      name = job.title
    }
    const missing = [
      ...new Set(workRoleCodes.flatMap((code) => (roleStatements.get(code) ?? []).filter((s) => !held.has(s)))),
    ]
    const described = await this.framework.describeStatements(missing, language)
    const trainingsFound =
      missing.length === 0
        ? []
        : await this.db
            .select({
              training: trainings,
              covers: sql<
                string[]
              >`array_agg(${trainingStatements.statementCode} order by ${trainingStatements.statementCode})`,
            })
            .from(trainingStatements)
            .innerJoin(trainings, eq(trainings.id, trainingStatements.trainingId))
            .where(
              and(
                inArray(trainingStatements.statementCode, missing),
                sql`not exists (select 1 from ${trainingProgress} tp where tp.user_id = ${talent.id} and tp.training_id = ${trainings.id} and tp.status = 'completed')`,
              ),
            )
            .groupBy(trainings.id)
    const ranked = trainingsFound
      .map(({ training, covers }) => {
        const hours = training.durationHours === null ? null : Number(training.durationHours)
        return {
          trainingId: training.id,
          title: training.title,
          provider: training.provider,
          url: training.url,
          price: Number(training.price),
          durationHours: hours,
          covers,
          coveredPerHour: Math.round((covers.length / Math.max(hours ?? 1, 1)) * 100) / 100,
        }
      })
      .sort((a, b) => b.coveredPerHour - a.coveredPerHour || a.price - b.price || a.trainingId - b.trainingId)
      .slice(0, GAP_TRAININGS)
    return {
      name,
      workRoleCodes,
      missingStatements: described.map((statement) => ({ code: statement.code, text: statement.description })),
      trainings: ranked,
    }
  }
}
