import { and, asc, desc, eq, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { posts, users, webinarRegistrations } from '../../db/schema/index'
import { escapeLike, rowsOf } from '../../lib/sql'

export type PostRow = typeof posts.$inferSelect
export type PostValues = Omit<typeof posts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>

/** Published, and its publish date reached: what the public may read. */
export const isPublic = () => and(eq(posts.status, 'published'), lte(posts.publishedAt, sql`now()`))

export class ContentRepository {
  constructor(private readonly db: Database) {}

  async find(id: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(posts).where(eq(posts.id, id))
    return row
  }

  async findPublic(id: number) {
    const [row] = await this.db
      .select()
      .from(posts)
      .where(and(eq(posts.id, id), isPublic()))
    return row
  }

  async insert(executor: Executor, values: PostValues) {
    const [row] = await executor.insert(posts).values(values).returning()
    return row!
  }

  async update(executor: Executor, id: number, values: Partial<PostValues>) {
    const [row] = await executor.update(posts).set(values).where(eq(posts.id, id)).returning()
    return row
  }

  async remove(executor: Executor, id: number) {
    const [row] = await executor.delete(posts).where(eq(posts.id, id)).returning()
    return row
  }

  /** §7 Posts: published posts, `filter` matched on `field`, a page in the asked order. */
  async listPublic(options: {
    matches: SQL | undefined
    sort: 'newest' | 'oldest' | 'title'
    limit: number
    offset: number
  }) {
    const where = and(isPublic(), options.matches)
    const order =
      options.sort === 'title'
        ? [asc(posts.title), desc(posts.id)]
        : options.sort === 'oldest'
          ? [asc(posts.publishedAt), asc(posts.id)]
          : [desc(posts.publishedAt), desc(posts.id)]
    const rows = await this.db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(options.limit)
      .offset(options.offset)
    const [{ total } = { total: 0 }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(posts)
      .where(where)
    return { rows, total }
  }

  titleMatches(text: string) {
    return ilike(posts.title, `%${escapeLike(text)}%`)
  }

  authorMatches(text: string) {
    return ilike(posts.author, `%${escapeLike(text)}%`)
  }

  languageIs(language: 'en' | 'es' | 'pt') {
    return eq(posts.language, language)
  }

  hasTag(tagId: number) {
    return sql`${tagId} = any(${posts.tagIds})`
  }

  /**
   * PRODUCT.md "Content": entry-level jobs are published, open, public jobs of employment type internship (5) or
   * apprenticeship (6), or asking no clearance and no NICE minimum above 30%. Newest first.
   */
  async entryLevelJobs(limit: number) {
    return rowsOf<{
      id: number
      jobTitle: string
      companyName: string
      country: string | null
      city: string | null
      employmentType: number
    }>(
      await this.db.execute(sql`select p.id, p.job_title as "jobTitle", c.name as "companyName", p.country, p.city,
          p.employment_type as "employmentType"
        from positions p join companies c on c.id = p.company_id
        where p.status = 'published' and p.expiration_date >= current_date and p.privacy = 'public'
          and (p.employment_type in (5, 6)
            or (not p.clearance_required
              and not exists (select 1 from position_roles r where r.position_id = p.id and r.minimum_percentage > 30)))
        order by p.id desc
        limit ${limit}`),
    )
  }

  /** Published webinars (tag 6) with a start time, soonest first. */
  async listPublicWebinars(webinarTagId: number) {
    return this.db
      .select()
      .from(posts)
      .where(and(isPublic(), this.hasTag(webinarTagId), isNotNull(posts.startsAt)))
      .orderBy(asc(posts.startsAt))
  }

  async listAll() {
    return this.db.select().from(posts).orderBy(desc(posts.updatedAt), desc(posts.id))
  }

  async registrationCounts(): Promise<Map<number, number>> {
    const rows = await this.db
      .select({ postId: webinarRegistrations.postId, count: sql<number>`count(*)::int` })
      .from(webinarRegistrations)
      .groupBy(webinarRegistrations.postId)
    return new Map(rows.map((row) => [row.postId, row.count]))
  }

  async registeredPostIds(userId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ postId: webinarRegistrations.postId })
      .from(webinarRegistrations)
      .where(eq(webinarRegistrations.userId, userId))
    return new Set(rows.map((row) => row.postId))
  }

  /** Inserts the registration unless it exists; true when this call made it. */
  async register(postId: number, userId: number) {
    const rows = await this.db
      .insert(webinarRegistrations)
      .values({ postId, userId })
      .onConflictDoNothing({ target: [webinarRegistrations.postId, webinarRegistrations.userId] })
      .returning({ id: webinarRegistrations.id })
    return rows.length > 0
  }

  /** Registrations still owed the reminder, locked for this transaction so two workers never both send one. */
  async lockUnremindedRegistrations(executor: Executor, postId: number) {
    return executor
      .select({
        id: webinarRegistrations.id,
        userId: users.id,
        email: users.email,
        firstName: users.firstName,
        language: users.language,
      })
      .from(webinarRegistrations)
      .innerJoin(users, eq(users.id, webinarRegistrations.userId))
      .where(
        and(
          eq(webinarRegistrations.postId, postId),
          isNull(webinarRegistrations.reminderSentAt),
          eq(users.status, 'active'),
        ),
      )
      .for('update', { of: webinarRegistrations, skipLocked: true })
  }

  async markReminded(executor: Executor, registrationId: number) {
    await executor
      .update(webinarRegistrations)
      .set({ reminderSentAt: new Date() })
      .where(eq(webinarRegistrations.id, registrationId))
  }

  /** Claims the right to queue this webinar's reminder: true for exactly one caller per start time. */
  async claimReminder(postId: number) {
    const rows = await this.db
      .update(posts)
      .set({ reminderQueuedAt: new Date() })
      .where(and(eq(posts.id, postId), isNull(posts.reminderQueuedAt)))
      .returning({ id: posts.id })
    return rows.length > 0
  }

  /** Published webinars still ahead whose reminder was never handed to the queue (no queue then, or a failure). */
  async webinarsAwaitingReminder(webinarTagId: number) {
    return this.db
      .select({ id: posts.id })
      .from(posts)
      .where(and(isPublic(), this.hasTag(webinarTagId), isNull(posts.reminderQueuedAt), sql`${posts.startsAt} > now()`))
  }
}
