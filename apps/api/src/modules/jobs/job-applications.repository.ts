import { and, eq, inArray, sql } from 'drizzle-orm'
import { refreshApplicationFits } from '../../db/application-fit'
import type { Executor } from '../../db/client'
import { applications, applicationStatusEvents, positions, savedPositions, talentProfiles } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'
import { listColumns, visibleSql, type PositionListRow, type Visibility } from './jobs.repository'

/** Queries of a talent's saved jobs and of applications, with their status history and the §5 gates' data. */
export class JobApplicationsRepository {
  constructor(private readonly db: Executor) {}

  // Saved jobs

  /**
   * Saves a job for a talent, or keeps the first save's date when it is saved already, in one statement: a separate
   * read could find the row gone if an unsave of the same job ran in between.
   */
  async save(talentId: number, positionId: number) {
    const [row] = await this.db
      .insert(savedPositions)
      .values({ userId: talentId, positionId })
      .onConflictDoUpdate({
        target: [savedPositions.userId, savedPositions.positionId],
        set: { savedAt: sql`${savedPositions.savedAt}` },
      })
      .returning({ savedAt: savedPositions.savedAt })
    return row!.savedAt
  }

  async unsave(talentId: number, positionId: number) {
    await this.db
      .delete(savedPositions)
      .where(and(eq(savedPositions.userId, talentId), eq(savedPositions.positionId, positionId)))
  }

  /** The talent's saved jobs still visible to them, newest saved first. */
  async listSaved(talentId: number, visibility: Visibility) {
    const result = await this.db.execute(sql`select ${listColumns}, s.saved_at as "savedAt"
      from saved_positions s join positions p on p.id = s.position_id join companies c on c.id = p.company_id
      where s.user_id = ${talentId} and ${visibleSql(visibility)} order by s.saved_at desc`)
    return rowsOf<PositionListRow & { savedAt: Date | string }>(result)
  }

  /** The talent's saved and applied stamps for the given jobs. */
  async stampsFor(talentId: number, positionIds: number[]) {
    if (positionIds.length === 0) return { saved: new Map<number, Date>(), applied: new Map<number, Date>() }
    const [saved, applied] = await Promise.all([
      this.db
        .select({ positionId: savedPositions.positionId, savedAt: savedPositions.savedAt })
        .from(savedPositions)
        .where(and(eq(savedPositions.userId, talentId), inArray(savedPositions.positionId, positionIds))),
      this.db
        .select({ positionId: applications.positionId, appliedAt: applications.appliedAt })
        .from(applications)
        .where(and(eq(applications.talentId, talentId), inArray(applications.positionId, positionIds))),
    ])
    return {
      saved: new Map(saved.map((row) => [row.positionId, row.savedAt])),
      applied: new Map(
        applied.filter((row) => row.appliedAt !== null).map((row) => [row.positionId, row.appliedAt as Date]),
      ),
    }
  }

  // Applications

  /** A talent's application to a job; `lock` holds it for update (after `holdPosition`). */
  async findApplication(positionId: number, talentId: number, executor: Executor = this.db, lock = false) {
    const query = executor
      .select()
      .from(applications)
      .where(and(eq(applications.positionId, positionId), eq(applications.talentId, talentId)))
    const [row] = lock ? await query.for('update') : await query
    return row
  }

  /**
   * Before an application changes: its job held first (key share: it cannot be deleted meanwhile), then the
   * application locked (`findApplication` with `lock`). A job's deletion takes the same order (the job, then its applications by
   * cascade), so the two wait for each other instead of deadlocking. False when the job is gone.
   */
  async holdPosition(executor: Executor, positionId: number) {
    const [job] = await executor
      .select({ id: positions.id })
      .from(positions)
      .where(eq(positions.id, positionId))
      .for('key share')
    return job !== undefined
  }

  async findApplicationById(id: number, executor: Executor = this.db) {
    const [row] = await executor
      .select({ application: applications, companyId: positions.companyId, jobTitle: positions.jobTitle })
      .from(applications)
      .innerJoin(positions, eq(positions.id, applications.positionId))
      .where(eq(applications.id, id))
    return row
  }

  async insertApplication(executor: Executor, values: typeof applications.$inferInsert) {
    const [row] = await executor.insert(applications).values(values).onConflictDoNothing().returning()
    if (row) await refreshApplicationFits(executor, { applicationId: row.id })
    return row
  }

  async updateApplication(executor: Executor, id: number, values: Partial<typeof applications.$inferInsert>) {
    const [row] = await executor.update(applications).set(values).where(eq(applications.id, id)).returning()
    return row!
  }

  async addStatusEvent(executor: Executor, values: typeof applicationStatusEvents.$inferInsert) {
    await executor.insert(applicationStatusEvents).values(values)
  }

  /** The talent's applications (and company contacts about a job), newest first, with the job as lists show it. */
  async listTalentApplications(talentId: number) {
    const result = await this.db.execute(sql`select ${listColumns}, a.id as "applicationId", a.message,
        a.applied_at as "appliedAt", a.communication_status as "communicationStatus",
        a.status_changed_at as "statusChangedAt"
      from applications a join positions p on p.id = a.position_id join companies c on c.id = p.company_id
      where a.talent_id = ${talentId} order by coalesce(a.applied_at, a.created_at) desc, a.id desc`)
    return rowsOf<
      PositionListRow & {
        applicationId: number
        message: string | null
        appliedAt: Date | string | null
        communicationStatus: number
        statusChangedAt: Date | string
      }
    >(result)
  }

  async clearanceOf(talentId: number) {
    const [row] = await this.db
      .select({ hasClearance: talentProfiles.hasClearance, level: talentProfiles.clearanceLevel })
      .from(talentProfiles)
      .where(eq(talentProfiles.userId, talentId))
    return row ?? { hasClearance: false, level: null }
  }

  /** A talent is contactable by a company once they shared their profile, or applied to one of its jobs. */
  async hasAppliedToCompany(talentId: number, companyId: number) {
    const result = await this.db.execute(sql`select 1 from applications a join positions p on p.id = a.position_id
      where a.talent_id = ${talentId} and p.company_id = ${companyId} and a.applied_at is not null limit 1`)
    return rowsOf(result).length > 0
  }
}
