import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { careerPercentage, type CareerScore } from '@sentinela/shared/schemas/careers'
import type { Database } from '../../db/client'
import {
  careerPaths,
  careerPathTrainings,
  talentRoleFits,
  talentSavedCareers,
  trainingProgress,
} from '../../db/schema/index'
import { AppError, ErrorCode } from '../../lib/app-error'
import type { Translate } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import { iso, type CareerPathAccess } from './career-path-access'
import { recomputeCareerScores, storedCareerScores } from '../../db/career-scores'

/** A talent's own career paths: the ones saved, and the talent's percentage on a path (PRODUCT.md "Learning"). */
export class CareerProgressService {
  constructor(
    private readonly db: Database,
    private readonly access: CareerPathAccess,
  ) {}
  /** POST /marketplace/careerscore: the calling talent's percentage on a path, stored or computed now. */
  async score(talent: SessionUser, careerId: number): Promise<CareerScore> {
    await this.access.visiblePath(talent, careerId)
    const stored = (await storedCareerScores(this.db, talent.id, [careerId])).get(careerId)
    // A path not followed yet: computed now, stored once the talent saves it.
    return stored ?? this.scoreUnsaved(talent.id, careerId)
  }

  /** POST /talent/saveCareer (§4: a saved career is a date stamp). */
  async save(talent: SessionUser, careerId: number) {
    await this.access.visiblePath(talent, careerId)
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(talentSavedCareers)
        .values({ talentId: talent.id, careerPathId: careerId })
        .onConflictDoUpdate({
          target: [talentSavedCareers.talentId, talentSavedCareers.careerPathId],
          set: { updatedAt: new Date() },
        })
        .returning({ savedAt: talentSavedCareers.savedAt })
      await recomputeCareerScores(tx, talent.id)
      return iso(row!.savedAt)
    })
  }

  /** POST /talent/DeleteCareer: unsaves a path (the path itself stays). */
  async unsave(talent: SessionUser, careerId: number) {
    await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(talentSavedCareers)
        .where(and(eq(talentSavedCareers.talentId, talent.id), eq(talentSavedCareers.careerPathId, careerId)))
        .returning({ id: talentSavedCareers.careerPathId })
      if (removed.length === 0) throw new AppError(ErrorCode.CAREER_PATH_NOT_FOUND)
      await recomputeCareerScores(tx, talent.id)
    })
  }

  /** GET /talent/favsCareer: saved paths and the talent's own, newest first (talent myCareers). */
  async favourites(talent: SessionUser, t: Translate) {
    const rows = await this.db
      .select({ path: careerPaths })
      .from(careerPaths)
      .leftJoin(
        talentSavedCareers,
        and(eq(talentSavedCareers.careerPathId, careerPaths.id), eq(talentSavedCareers.talentId, talent.id)),
      )
      .where(
        and(
          sql`(${talentSavedCareers.talentId} is not null or ${careerPaths.ownerTalentId} = ${talent.id})`,
          this.access.visibleTo(talent),
        ),
      )
      .orderBy(desc(sql`coalesce(${talentSavedCareers.savedAt}, ${careerPaths.createdAt})`), careerPaths.id)
    return this.access.summaries(
      talent,
      rows.map((row) => row.path),
      t,
    )
  }

  /** A path not followed: its percentage computed for this talent without storing it. */
  private async scoreUnsaved(talentId: number, careerId: number): Promise<CareerScore> {
    const [path] = await this.db.select().from(careerPaths).where(eq(careerPaths.id, careerId))
    const [counts] = await this.db
      .select({
        total: sql<number>`count(*)::int`,
        done: sql<number>`count(*) filter (where ${trainingProgress.status} = 'completed')::int`,
      })
      .from(careerPathTrainings)
      .leftJoin(
        trainingProgress,
        and(eq(trainingProgress.trainingId, careerPathTrainings.trainingId), eq(trainingProgress.userId, talentId)),
      )
      .where(eq(careerPathTrainings.careerPathId, careerId))
    const codes = path!.workRoleCodes
    const stored =
      codes.length === 0
        ? []
        : await this.db
            .select({ code: talentRoleFits.workRoleCode, percentage: talentRoleFits.percentage })
            .from(talentRoleFits)
            .where(and(eq(talentRoleFits.userId, talentId), inArray(talentRoleFits.workRoleCode, codes)))
    const fitOf = new Map(stored.map((row) => [row.code, row.percentage]))
    const total = counts?.total ?? 0
    const done = counts?.done ?? 0
    return {
      careerId,
      ...careerPercentage(
        done,
        total,
        codes.map((code) => fitOf.get(code) ?? 0),
      ),
      completedTrainings: done,
      totalTrainings: total,
    }
  }
}
