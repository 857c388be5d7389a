import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { SEEDED_CAREER_PATHS } from '@sentinela/shared/careers/career-paths'
import type { Database } from '../client'
import { careerPaths, careerPathTrainings, trainings } from '../schema/index'
import { recomputeCareerScoresForPath } from '../career-scores'

/**
 * Sentinela's four paths (§3, PRODUCT.md owner 0), upserted by key after the training catalogue is loaded, so their
 * ids survive reloads. Trainings are resolved by the catalogue's stable key; a path's trainings are set to exactly
 * those of the data file. Returns the ids of paths whose trainings changed (their followers' scores are stale).
 */
export async function loadSeededCareerPaths(db: Database): Promise<number[]> {
  const keys = [...new Set(SEEDED_CAREER_PATHS.flatMap((path) => path.trainings.map((training) => training.key)))]
  const found = await db
    .select({ id: trainings.id, key: trainings.key })
    .from(trainings)
    .where(inArray(trainings.key, keys))
  const idOf = new Map(found.map((row) => [row.key, row.id]))
  const changed: number[] = []
  await db.transaction(async (tx) => {
    for (const path of SEEDED_CAREER_PATHS) {
      const values = {
        key: path.key,
        owner: 'system' as const,
        name: path.name,
        description: path.description,
        securityLevel: path.securityLevel,
        clearanceRequired: path.clearanceRequired,
        polygraphRequired: path.polygraphRequired,
        isPublic: true,
        workRoleCodes: path.workRoleCodes,
      }
      const [existing] = await tx.select({ id: careerPaths.id }).from(careerPaths).where(eq(careerPaths.key, path.key))
      const id = existing
        ? existing.id
        : (await tx.insert(careerPaths).values(values).returning({ id: careerPaths.id }))[0]!.id
      if (existing) await tx.update(careerPaths).set(values).where(eq(careerPaths.id, id))
      const wanted = path.trainings.flatMap((training) => {
        const trainingId = idOf.get(training.key)
        return trainingId ? [{ careerPathId: id, trainingId, level: training.level }] : []
      })
      const current = await tx.select().from(careerPathTrainings).where(eq(careerPathTrainings.careerPathId, id))
      const same =
        current.length === wanted.length &&
        wanted.every((w) => current.some((c) => c.trainingId === w.trainingId && c.level === w.level))
      if (same) continue
      changed.push(id)
      const wantedIds = wanted.map((w) => w.trainingId)
      await tx
        .delete(careerPathTrainings)
        .where(
          wantedIds.length > 0
            ? and(eq(careerPathTrainings.careerPathId, id), notInArray(careerPathTrainings.trainingId, wantedIds))
            : eq(careerPathTrainings.careerPathId, id),
        )
      if (wanted.length > 0) {
        await tx
          .insert(careerPathTrainings)
          .values(wanted)
          .onConflictDoUpdate({
            target: [careerPathTrainings.careerPathId, careerPathTrainings.trainingId],
            set: { level: sql`excluded.level` },
          })
      }
    }
  })
  // Followers of a path whose trainings changed get their stored percentage recomputed.
  for (const id of changed) await recomputeCareerScoresForPath(db, id)
  return changed
}
