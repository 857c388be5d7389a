import { sql } from 'drizzle-orm'
import type { Executor } from './client'

/** Which applications to bring up to date: one, one job's, one talent's, or every one (seeds, benchmarks). */
export type ApplicationFitScope = { applicationId: number } | { positionId: number } | { talentId: number } | 'all'

/**
 * Recomputes `applications.fit`, the pipeline's ranking key: the mean of the talent's stored fit over the job's
 * roles, a role without a stored fit counting 0, and 0 for a job without roles. Called in the same transaction as
 * whatever changed a talent's fits or a job's roles, so the ranking never reads a stale value.
 */
export async function refreshApplicationFits(executor: Executor, scope: ApplicationFitScope) {
  const where =
    scope === 'all'
      ? sql`true`
      : 'applicationId' in scope
        ? sql`a.id = ${scope.applicationId}`
        : 'positionId' in scope
          ? sql`a.position_id = ${scope.positionId}`
          : sql`a.talent_id = ${scope.talentId}`
  await executor.execute(sql`update applications a set fit = coalesce((
      select floor(coalesce(sum(f.percentage), 0)::numeric / nullif(count(*), 0))::int
      from position_roles pr
      left join talent_role_fits f on f.user_id = a.talent_id and f.work_role_code = pr.work_role_code
      where pr.position_id = a.position_id), 0)
    where ${where}`)
}
