import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { careerPercentage, type CareerScore } from '@sentinela/shared/schemas/careers'
import type { Executor } from './client'
import { talentCareerScores } from './schema/index'
import { rowsOf } from '../lib/sql'

interface ScoreInputRow {
  id: number
  total: number
  done: number
  fits: number[] | null
}

/**
 * Recomputes and stores a talent's percentage on every path they follow (saved, their own, recommended or assigned
 * by a company): PRODUCT.md "Learning", 60 % × share of the path's trainings completed + 40 % × mean stored fit to
 * the path's target work roles, rounded. Call it whenever a training is completed or the NICE profile (hence the
 * stored role fits) changes; it takes any executor, so it joins the caller's transaction. Three statements.
 */
export async function recomputeCareerScores(executor: Executor, talentId: number): Promise<CareerScore[]> {
  const result = await executor.execute(sql`
    with followed as (
      select career_path_id as id from talent_saved_careers where talent_id = ${talentId}
      union select id from career_paths where owner_talent_id = ${talentId}
      union select career_path_id from company_career_recommendations where talent_id = ${talentId}
    ),
    counts as (
      select f.id,
             count(cpt.training_id)::int as total,
             count(tp.training_id) filter (where tp.status = 'completed')::int as done
      from followed f
      left join career_path_trainings cpt on cpt.career_path_id = f.id
      left join training_progress tp on tp.user_id = ${talentId} and tp.training_id = cpt.training_id
      group by f.id
    )
    select c.id, c.total, c.done,
           (select array_agg(coalesce(trf.percentage, 0))
              from unnest(cp.work_role_codes) as role(code)
              left join talent_role_fits trf on trf.user_id = ${talentId} and trf.work_role_code = role.code) as fits
    from counts c join career_paths cp on cp.id = c.id
  `)
  const rows = rowsOf<ScoreInputRow>(result)
  const scores: CareerScore[] = rows.map((row) => {
    const total = Number(row.total)
    const done = Number(row.done)
    return {
      careerId: Number(row.id),
      ...careerPercentage(done, total, (row.fits ?? []).map(Number)),
      completedTrainings: done,
      totalTrainings: total,
    }
  })
  const ids = scores.map((score) => score.careerId)
  await executor
    .delete(talentCareerScores)
    .where(
      ids.length > 0
        ? and(eq(talentCareerScores.talentId, talentId), notInArray(talentCareerScores.careerPathId, ids))
        : eq(talentCareerScores.talentId, talentId),
    )
  if (scores.length > 0) {
    await executor
      .insert(talentCareerScores)
      .values(scores.map(({ careerId, ...score }) => ({ talentId, careerPathId: careerId, ...score })))
      .onConflictDoUpdate({
        target: [talentCareerScores.talentId, talentCareerScores.careerPathId],
        set: {
          percentage: sql`excluded.percentage`,
          trainingsPart: sql`excluded.trainings_part`,
          roleFitPart: sql`excluded.role_fit_part`,
          completedTrainings: sql`excluded.completed_trainings`,
          totalTrainings: sql`excluded.total_trainings`,
          updatedAt: sql`now()`,
        },
      })
  }
  return scores
}

/** After a path's trainings or target roles change: every talent following it is recomputed. */
export async function recomputeCareerScoresForPath(executor: Executor, careerPathId: number) {
  const result = await executor.execute(sql`
    select talent_id from talent_saved_careers where career_path_id = ${careerPathId}
    union select owner_talent_id from career_paths where id = ${careerPathId} and owner_talent_id is not null
    union select talent_id from company_career_recommendations where career_path_id = ${careerPathId}
  `)
  const rows = rowsOf<{ talent_id: number }>(result)
  for (const row of rows) await recomputeCareerScores(executor, Number(row.talent_id))
}

/** Stored scores of a talent on some paths, by path id. */
export async function storedCareerScores(executor: Executor, talentId: number, careerPathIds: number[]) {
  const scores = new Map<number, CareerScore>()
  if (careerPathIds.length === 0) return scores
  const rows = await executor
    .select()
    .from(talentCareerScores)
    .where(and(eq(talentCareerScores.talentId, talentId), inArray(talentCareerScores.careerPathId, careerPathIds)))
  for (const row of rows) scores.set(row.careerPathId, toScore(row))
  return scores
}

export function toScore(row: typeof talentCareerScores.$inferSelect): CareerScore {
  return {
    careerId: row.careerPathId,
    percentage: row.percentage,
    trainingsPart: row.trainingsPart,
    roleFitPart: row.roleFitPart,
    completedTrainings: row.completedTrainings,
    totalTrainings: row.totalTrainings,
  }
}
