import { eq, sql } from 'drizzle-orm'
import type { Database } from '../src/db/client'
import {
  careerPaths,
  careerPathTrainings,
  talentSavedCareers,
  trainingProgress,
  trainings,
  users,
} from '../src/db/schema/index'
import { recomputeCareerScores } from '../src/db/career-scores'
import { summarize, type Measurement, type MeasureOptions } from './measure'

/** Issue #14: recomputing one talent's stored path percentages stays under 10 ms. */
export const CAREER_RECOMPUTE_TARGET_MS = 10

/**
 * Times `recomputeCareerScores` for talents who follow every seeded path and one path of their own of 12 trainings,
 * with a third of the trainings completed: the work a training completion or a NICE profile save triggers.
 */
export async function measureCareerRecompute(db: Database, options: MeasureOptions): Promise<Measurement> {
  const talents = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'talent'))
    .orderBy(users.id)
    .limit(20)
  const catalogue = await db.select({ id: trainings.id }).from(trainings).orderBy(trainings.id).limit(12)
  const system = await db.select({ id: careerPaths.id }).from(careerPaths).where(eq(careerPaths.owner, 'system'))
  for (const [index, talent] of talents.entries()) {
    const [own] = await db
      .insert(careerPaths)
      .values({
        owner: 'talent',
        ownerTalentId: talent.id,
        name: `Bench path ${index}`,
        workRoleCodes: ['PD-WRL-003', 'PD-WRL-001'],
      })
      .returning({ id: careerPaths.id })
    if (catalogue.length > 0) {
      await db.insert(careerPathTrainings).values(
        catalogue.map((training, position) => ({
          careerPathId: own!.id,
          trainingId: training.id,
          level: position % 3,
        })),
      )
      await db
        .insert(trainingProgress)
        .values(
          catalogue
            .filter((_, position) => position % 3 === 0)
            .map((training) => ({
              userId: talent.id,
              trainingId: training.id,
              status: 'completed' as const,
              completedAt: new Date(),
            })),
        )
        .onConflictDoNothing()
    }
    if (system.length > 0) {
      await db
        .insert(talentSavedCareers)
        .values(system.map((path) => ({ talentId: talent.id, careerPathId: path.id })))
        .onConflictDoNothing()
    }
  }
  await db.execute(sql`analyze career_paths, career_path_trainings, talent_saved_careers, training_progress`)
  const call = (index: number) => recomputeCareerScores(db, talents[index % talents.length]!.id)
  for (let index = 0; index < options.warmup; index++) await call(index)
  const samples: number[] = []
  let paths = 0
  const deadline = performance.now() + options.maxSeconds * 1000
  for (let index = 0; index < options.runs && performance.now() <= deadline; index++) {
    const started = performance.now()
    paths += (await call(index)).length
    samples.push(performance.now() - started)
  }
  return summarize(
    'career_recompute',
    samples,
    { talents: talents.length, avg_paths_per_talent: Math.round(paths / Math.max(1, samples.length)) },
    CAREER_RECOMPUTE_TARGET_MS,
  )
}
