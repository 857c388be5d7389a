import { desc, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { applications, applicationStatusEvents } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'

/**
 * Queries of talents as a job's candidates: the pipeline ranked by stored fit with its status history, the counts
 * per status, and the talents a role's minimum or a job's roles reach (talent_role_fits).
 */
export class JobCandidatesRepository {
  constructor(private readonly db: Executor) {}

  /**
   * One page of a job's candidates ranked by their stored fit (`applications.fit`, see refreshApplicationFits), then
   * by who applied first, with the number of candidates in all. The page is one range of the
   * `(position_id, fit desc, applied_at, id)` index; `applicationId` narrows it to one candidate.
   */
  async rankCandidates(positionId: number, page: { offset: number; limit: number }, applicationId?: number) {
    const only = applicationId === undefined ? sql`` : sql`and a.id = ${applicationId}`
    const [result, total] = await Promise.all([
      this.db.execute(sql`
        select a.id as "applicationId", a.talent_id as "talentId", u.first_name as "firstName",
          u.last_name as "lastName", tp.photo_key as "photoKey", tp.current_job_title as "currentJobTitle",
          tp.country, tp.city, coalesce(tp.has_clearance, false) as "hasClearance", a.message,
          a.applied_at as "appliedAt", a.communication_status as "communicationStatus", a.fit
        from applications a join users u on u.id = a.talent_id
          left join talent_profiles tp on tp.user_id = a.talent_id
        where a.position_id = ${positionId} and u.status = 'active' ${only}
        order by a.fit desc nulls last, a.applied_at asc nulls last, a.id asc
        limit ${page.limit} offset ${page.offset}`),
      // Counted by an anti-join against the few accounts not active (a partial index), not a join with every user.
      this.db.execute(sql`select count(*)::int as total from applications a
        where a.position_id = ${positionId} ${only}
          and not exists (select 1 from users u where u.id = a.talent_id and u.status <> 'active')`),
    ])
    return {
      rows: rowsOf<{
        applicationId: number
        talentId: number
        firstName: string
        lastName: string
        photoKey: string | null
        currentJobTitle: string | null
        country: string | null
        city: string | null
        hasClearance: boolean
        message: string | null
        appliedAt: Date | string | null
        communicationStatus: number
        fit: number
      }>(result),
      total: rowsOf<{ total: number }>(total)[0]?.total ?? 0,
    }
  }

  async countCandidatesByStatus(positionIds: number[]) {
    if (positionIds.length === 0) return []
    return this.db
      .select({
        positionId: applications.positionId,
        status: applications.communicationStatus,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(inArray(applications.positionId, positionIds))
      .groupBy(applications.positionId, applications.communicationStatus)
  }

  /**
   * Active talents whose stored fit for a role is at least `minimum`: a range scan on
   * talent_role_fits_role_percentage_idx, each talent checked by its primary key.
   */
  async countTalentsAtMinimum(workRoleCode: string, minimum: number) {
    const result = await this.db.execute(
      sql`select count(*)::int as total from talent_role_fits f join users u on u.id = f.user_id
        where f.work_role_code = ${workRoleCode} and f.percentage >= ${minimum}
        and u.role = 'talent' and u.status = 'active'`,
    )
    return rowsOf<{ total: number }>(result)[0]?.total ?? 0
  }

  /**
   * Talents a company may look at (opted into top talent, or sharing), by their mean stored fit over the roles (a role
   * without a fit counting 0), leaving out the job's pipeline. Read from talent_role_fits by role.
   */
  async recommendTalents(positionId: number, workRoleCodes: string[], limit: number) {
    const result = await this.db.execute(sql`
      select u.id as "talentId", u.first_name as "firstName", u.last_name as "lastName", tp.photo_key as "photoKey",
        tp.current_job_title as "currentJobTitle", tp.country, tp.city, u.data_sharing_consent as "sharesProfile",
        floor(sum(f.percentage)::numeric / ${workRoleCodes.length})::int as fit
      from talent_role_fits f
        join users u on u.id = f.user_id
        left join talent_profiles tp on tp.user_id = u.id
      where f.work_role_code in ${workRoleCodes} and f.percentage > 0
        and u.role = 'talent' and u.status = 'active' and (u.top_talent_opt_in or u.data_sharing_consent)
        and not exists (select 1 from applications a where a.position_id = ${positionId} and a.talent_id = u.id)
      group by u.id, tp.user_id
      order by fit desc, u.id
      limit ${limit}`)
    return rowsOf<{
      talentId: number
      firstName: string
      lastName: string
      photoKey: string | null
      currentJobTitle: string | null
      country: string | null
      city: string | null
      sharesProfile: boolean
      fit: number
    }>(result)
  }

  async fitsFor(talentIds: number[], workRoleCodes: string[]) {
    if (talentIds.length === 0 || workRoleCodes.length === 0) return []
    const result = await this.db.execute(sql`select user_id as "talentId", work_role_code as "workRoleCode", percentage
      from talent_role_fits where user_id in ${talentIds} and work_role_code in ${workRoleCodes}`)
    return rowsOf<{ talentId: number; workRoleCode: string; percentage: number }>(result)
  }

  async historyFor(applicationIds: number[]) {
    if (applicationIds.length === 0) return []
    return this.db
      .select()
      .from(applicationStatusEvents)
      .where(inArray(applicationStatusEvents.applicationId, applicationIds))
      .orderBy(desc(applicationStatusEvents.createdAt), desc(applicationStatusEvents.id))
  }
}
