import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm'
import type { JobAlertFilters, JobAlertFrequency, JobAlertStatus } from '@sentinela/shared/schemas/job-alerts'
import type { Database, Executor } from '../../db/client'
import { jobAlertDeliveries, jobAlerts, users } from '../../db/schema/index'

export type JobAlertRow = typeof jobAlerts.$inferSelect

/** Job alerts and the jobs each has e-mailed (decision 018). Queries only; the rules live in the service. */
export class JobAlertsRepository {
  constructor(private readonly db: Database) {}

  /** The talent's alerts, oldest first, each with how many jobs it has e-mailed. */
  async listByTalent(talentId: number) {
    return this.db
      .select({
        alert: jobAlerts,
        sentCount: sql<number>`(select count(*)::int from job_alert_deliveries d where d.alert_id = ${jobAlerts.id})`,
      })
      .from(jobAlerts)
      .where(eq(jobAlerts.talentId, talentId))
      .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id))
  }

  async countByTalent(talentId: number, executor: Executor = this.db) {
    const [row] = await executor.select({ total: count() }).from(jobAlerts).where(eq(jobAlerts.talentId, talentId))
    return row?.total ?? 0
  }

  async find(id: number, executor: Executor = this.db): Promise<JobAlertRow | undefined> {
    const [row] = await executor.select().from(jobAlerts).where(eq(jobAlerts.id, id))
    return row
  }

  async findOwned(id: number, talentId: number): Promise<JobAlertRow | undefined> {
    const [row] = await this.db
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, id), eq(jobAlerts.talentId, talentId)))
    return row
  }

  /** Locks the alert's row for the digest transaction, so two workers never build the same digest at once. */
  async lock(id: number, executor: Executor): Promise<JobAlertRow | undefined> {
    const [row] = await executor.select().from(jobAlerts).where(eq(jobAlerts.id, id)).for('update')
    return row
  }

  async create(
    executor: Executor,
    values: {
      talentId: number
      name: string
      filters: JobAlertFilters
      frequency: JobAlertFrequency
      sinceAt: Date
      nextRunAt: Date
    },
  ) {
    const [row] = await executor.insert(jobAlerts).values(values).returning()
    return row!
  }

  async update(
    id: number,
    values: Partial<{
      name: string
      frequency: JobAlertFrequency
      status: JobAlertStatus
      sinceAt: Date
      nextRunAt: Date
      lastSentAt: Date
    }>,
    executor: Executor = this.db,
  ) {
    const [row] = await executor.update(jobAlerts).set(values).where(eq(jobAlerts.id, id)).returning()
    return row
  }

  async delete(id: number) {
    await this.db.delete(jobAlerts).where(eq(jobAlerts.id, id))
  }

  async countSent(alertId: number) {
    const [row] = await this.db
      .select({ total: count() })
      .from(jobAlertDeliveries)
      .where(eq(jobAlertDeliveries.alertId, alertId))
    return row?.total ?? 0
  }

  /** Of these jobs, the ones this alert has already e-mailed. */
  async alreadySent(alertId: number, positionIds: number[], executor: Executor = this.db) {
    if (positionIds.length === 0) return new Set<number>()
    const rows = await executor
      .select({ positionId: jobAlertDeliveries.positionId })
      .from(jobAlertDeliveries)
      .where(and(eq(jobAlertDeliveries.alertId, alertId), inArray(jobAlertDeliveries.positionId, positionIds)))
    return new Set(rows.map((row) => row.positionId))
  }

  /**
   * Records that these jobs go out in this digest. The (alert, job) primary key refuses a job recorded before, so
   * the ids returned are only the ones never sent: what the e-mail may list.
   */
  async recordDeliveries(executor: Executor, alertId: number, positionIds: number[]) {
    if (positionIds.length === 0) return []
    const rows = await executor
      .insert(jobAlertDeliveries)
      .values(positionIds.map((positionId) => ({ alertId, positionId })))
      .onConflictDoNothing()
      .returning({ positionId: jobAlertDeliveries.positionId })
    return rows.map((row) => row.positionId)
  }

  async attachEmail(executor: Executor, alertId: number, positionIds: number[], emailId: number) {
    if (positionIds.length === 0) return
    await executor
      .update(jobAlertDeliveries)
      .set({ emailId })
      .where(and(eq(jobAlertDeliveries.alertId, alertId), inArray(jobAlertDeliveries.positionId, positionIds)))
  }

  /** Active alerts of active talents: the ones a worker schedules at start-up. */
  async listActive() {
    return this.db
      .select({ id: jobAlerts.id, nextRunAt: jobAlerts.nextRunAt })
      .from(jobAlerts)
      .innerJoin(users, eq(users.id, jobAlerts.talentId))
      .where(and(eq(jobAlerts.status, 'active'), eq(users.status, 'active')))
  }

  /** Active alerts whose digest is due by `at`. */
  async listDue(at: Date) {
    return this.db
      .select({ id: jobAlerts.id, nextRunAt: jobAlerts.nextRunAt })
      .from(jobAlerts)
      .where(and(eq(jobAlerts.status, 'active'), lte(jobAlerts.nextRunAt, at)))
  }

  async findRecipient(talentId: number, executor: Executor = this.db) {
    const [row] = await executor
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
        status: users.status,
        role: users.role,
        communicationPreferences: users.communicationPreferences,
      })
      .from(users)
      .where(eq(users.id, talentId))
    return row
  }
}
