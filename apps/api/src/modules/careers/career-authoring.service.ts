import { and, eq, inArray, sql } from 'drizzle-orm'
import type { CareerLevel } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import { careerPaths, careerPathTrainings, trainings } from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import type { FrameworkService } from '../framework/framework.service'
import { companyOf, type CareerPathAccess } from './career-path-access'
import { recomputeCareerScores, recomputeCareerScoresForPath } from '../../db/career-scores'

export interface CareerBasics {
  name: string
  description: string
  securityLevel: string | null
  clearanceRequired: boolean
  polygraphRequired: boolean
  isPublic: boolean
  workRoleCodes: string[]
}

/**
 * Writing career paths (§4): a talent their own paths, a company's users their company's paths, nobody Sentinela's.
 * Every change recomputes the followers' percentages in the same transaction.
 */
export class CareerAuthoringService {
  constructor(
    private readonly db: Database,
    private readonly framework: FrameworkService,
    private readonly plans: PlansService,
    private readonly access: CareerPathAccess,
  ) {}
  /** POST /marketplace/createCareerPath: the caller's own path (talent) or their company's path. */
  async create(
    user: SessionUser,
    input: CareerBasics & { trainings: { trainingId: number; level: CareerLevel }[] },
  ): Promise<number> {
    // Paths belong to a talent or a company; no other kind of account owns one.
    if (user.role !== 'talent' && user.role !== 'company') throw new AppError(ErrorCode.FORBIDDEN)
    const owner = user.role
    // #16 train talent: a company's paths for its cyber team (a talent's own paths stay free).
    if (owner === 'company') await this.plans.assertFeature(companyOf(user), 'trainTalent')
    await this.framework.assertWorkRolesExist(input.workRoleCodes)
    const trainingIds = [...new Set(input.trainings.map((training) => training.trainingId))]
    await this.assertTrainingsExist(trainingIds, (index) => `trainings.${index}.trainingId`, input.trainings)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(careerPaths)
        .values({
          ...this.basics(input),
          owner,
          ownerTalentId: owner === 'talent' ? user.id : null,
          ownerCompanyId: owner === 'company' ? user.companyId : null,
          createdBy: user.id,
        })
        .returning({ id: careerPaths.id })
      const id = row!.id
      const levels = new Map(input.trainings.map((training) => [training.trainingId, training.level]))
      if (levels.size > 0) {
        await tx
          .insert(careerPathTrainings)
          .values([...levels].map(([trainingId, level]) => ({ careerPathId: id, trainingId, level })))
      }
      if (user.role === 'talent') await recomputeCareerScores(tx, user.id)
      return id
    })
  }

  /** POST /marketplace/updateCareerPath: name, description, flags and target roles (/career/BasicInformationCareer). */
  async update(user: SessionUser, careerId: number, input: CareerBasics) {
    await this.access.editablePath(user, careerId)
    await this.framework.assertWorkRolesExist(input.workRoleCodes)
    await this.db.transaction(async (tx) => {
      await tx.update(careerPaths).set(this.basics(input)).where(eq(careerPaths.id, careerId))
      await recomputeCareerScoresForPath(tx, careerId)
    })
  }

  /** POST /marketplace/deleteCareerPath: the path, its trainings, saves, recommendations and scores. */
  async remove(user: SessionUser, careerId: number) {
    await this.access.editablePath(user, careerId)
    await this.db.delete(careerPaths).where(eq(careerPaths.id, careerId))
  }

  /** POST /marketplace/EditTrainingLevelCareerPath: put a training at a level; §4 a null level removes it. */
  async editTrainingLevel(
    user: SessionUser,
    input: { careerId: number; trainingId: number; level: CareerLevel | null },
  ) {
    await this.access.editablePath(user, input.careerId)
    if (input.level !== null) await this.assertTrainingsExist([input.trainingId], () => 'trainingId')
    await this.db.transaction(async (tx) => {
      if (input.level === null) {
        const removed = await tx
          .delete(careerPathTrainings)
          .where(
            and(
              eq(careerPathTrainings.careerPathId, input.careerId),
              eq(careerPathTrainings.trainingId, input.trainingId),
            ),
          )
          .returning({ id: careerPathTrainings.trainingId })
        if (removed.length === 0) throw new AppError(ErrorCode.NOT_FOUND)
      } else {
        const count = await tx
          .select({ total: sql<number>`count(*)::int` })
          .from(careerPathTrainings)
          .where(eq(careerPathTrainings.careerPathId, input.careerId))
        if ((count[0]?.total ?? 0) >= 60) {
          throw new AppError(ErrorCode.VALIDATION_FAILED, {
            issues: [{ path: 'trainingId', code: 'too_many', params: {} }],
          })
        }
        await tx
          .insert(careerPathTrainings)
          .values({ careerPathId: input.careerId, trainingId: input.trainingId, level: input.level })
          .onConflictDoUpdate({
            target: [careerPathTrainings.careerPathId, careerPathTrainings.trainingId],
            set: { level: input.level, updatedAt: new Date() },
          })
      }
      await tx.update(careerPaths).set({ updatedAt: new Date() }).where(eq(careerPaths.id, input.careerId))
      await recomputeCareerScoresForPath(tx, input.careerId)
    })
  }

  private basics(input: CareerBasics) {
    return {
      name: input.name,
      description: input.description,
      securityLevel: input.securityLevel,
      clearanceRequired: input.clearanceRequired,
      polygraphRequired: input.polygraphRequired,
      isPublic: input.isPublic,
      workRoleCodes: [...new Set(input.workRoleCodes)],
    }
  }

  private async assertTrainingsExist(ids: number[], path: (index: number) => string, items?: { trainingId: number }[]) {
    if (ids.length === 0) return
    const found = new Set(
      (await this.db.select({ id: trainings.id }).from(trainings).where(inArray(trainings.id, ids))).map(
        (row) => row.id,
      ),
    )
    const list = items ?? ids.map((trainingId) => ({ trainingId }))
    const issues = list.flatMap((item, index) =>
      found.has(item.trainingId)
        ? []
        : [{ path: path(index), code: 'unknown_code', params: { code: String(item.trainingId) } }],
    )
    if (issues.length > 0) throw new AppError(ErrorCode.VALIDATION_FAILED, { issues })
  }
}
