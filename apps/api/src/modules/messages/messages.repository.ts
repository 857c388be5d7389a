import { and, desc, eq, sql } from 'drizzle-orm'
import type { MessageKind } from '@sentinela/shared/schemas/messages'
import type { Database, Executor } from '../../db/client'
import { companies, messagePreferences, messages, messageThreads, users } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'

export type ThreadRow = typeof messageThreads.$inferSelect
export type Side = 'talent' | 'company'

/** A thread with the names both sides show and the reader's unread count. */
export interface ThreadListRow {
  id: number
  company_id: number
  company_name: string
  company_logo_key: string | null
  talent_id: number
  talent_first_name: string
  talent_last_name: string
  blocked: boolean
  last_message_at: Date | string
  unread: number
  last_message: string | null
}

export interface MessageRow {
  id: number
  body: string
  kind: MessageKind
  from_talent: boolean
  sender_name: string
  position_id: number | null
  job_title: string | null
  created_at: Date | string
}

export interface ConnectionRow {
  company_id: number
  company_name: string
  company_logo_key: string | null
  in_team: boolean
  applied: boolean
  contacted: boolean
  positions: { id: number; jobTitle: string }[] | null
}

/**
 * Messages the reader's side has not read: written by the other side after this side's read mark. A side's own
 * messages move its mark, so they never count.
 */
const unreadOf = (side: Side) =>
  side === 'talent'
    ? sql`(select count(*)::int from messages m where m.thread_id = t.id and not m.from_talent
        and m.created_at > coalesce(t.talent_read_at, '-infinity'::timestamptz))`
    : sql`(select count(*)::int from messages m where m.thread_id = t.id and m.from_talent
        and m.created_at > coalesce(t.company_read_at, '-infinity'::timestamptz))`

const listColumns = (side: Side) => sql`t.id, t.company_id, c.name as company_name, c.logo_key as company_logo_key,
  t.talent_id, u.first_name as talent_first_name, u.last_name as talent_last_name, t.blocked, t.last_message_at,
  ${unreadOf(side)} as unread,
  (select m.body from messages m where m.thread_id = t.id order by m.created_at desc, m.id desc limit 1) as last_message`

/** Threads, messages, read marks, blocks and the e-mail preference (#20, decision 017). */
export class MessagesRepository {
  constructor(private readonly db: Database) {}

  async findThread(id: number, executor: Executor = this.db): Promise<ThreadRow | undefined> {
    const [row] = await executor.select().from(messageThreads).where(eq(messageThreads.id, id))
    return row
  }

  async findThreadByPair(companyId: number, talentId: number, executor: Executor = this.db) {
    const [row] = await executor
      .select()
      .from(messageThreads)
      .where(and(eq(messageThreads.companyId, companyId), eq(messageThreads.talentId, talentId)))
    return row
  }

  /** The pair's thread, made on first use; the unique index makes two first messages at once share one thread. */
  async upsertThread(executor: Executor, companyId: number, talentId: number, positionId: number | null) {
    await executor
      .insert(messageThreads)
      .values({ companyId, talentId, positionId })
      .onConflictDoNothing({ target: [messageThreads.companyId, messageThreads.talentId] })
    return (await this.findThreadByPair(companyId, talentId, executor))!
  }

  /** Locks the thread row for a write, so a block and a message cannot cross. */
  async lockThread(executor: Executor, id: number): Promise<ThreadRow | undefined> {
    const [row] = await executor.select().from(messageThreads).where(eq(messageThreads.id, id)).for('update')
    return row
  }

  /** Adds a message; the thread moves to the top and the writer's side has read everything up to it. */
  async addMessage(
    executor: Executor,
    values: {
      threadId: number
      senderId: number
      senderName: string
      fromTalent: boolean
      kind: MessageKind
      positionId: number | null
      body: string
    },
  ) {
    const [row] = await executor.insert(messages).values(values).returning()
    const at = row!.createdAt
    await executor
      .update(messageThreads)
      .set(values.fromTalent ? { lastMessageAt: at, talentReadAt: at } : { lastMessageAt: at, companyReadAt: at })
      .where(eq(messageThreads.id, values.threadId))
    return row!
  }

  async hasTalentWritten(executor: Executor, threadId: number): Promise<boolean> {
    const [row] = await executor
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.threadId, threadId), eq(messages.fromTalent, true)))
      .limit(1)
    return row !== undefined
  }

  async markRead(threadId: number, side: Side) {
    const now = new Date()
    await this.db
      .update(messageThreads)
      .set(side === 'talent' ? { talentReadAt: now } : { companyReadAt: now })
      .where(eq(messageThreads.id, threadId))
  }

  async setBlocked(executor: Executor, threadId: number, blocked: boolean) {
    await executor
      .update(messageThreads)
      .set({ blocked, blockedAt: blocked ? new Date() : null })
      .where(eq(messageThreads.id, threadId))
  }

  async findMessage(threadId: number, id: number): Promise<{ id: number } | undefined> {
    const [row] = await this.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.id, id), eq(messages.threadId, threadId)))
    return row
  }

  /**
   * The newest `limit` messages of a thread, or with `before` (a message of the thread) the `limit` just older than
   * it, in the thread's order (created_at, id); one more tells whether older ones exist. Oldest first.
   *
   * The cursor's created_at is compared inside SQL: a JavaScript Date keeps milliseconds, the column microseconds.
   * messages_thread_idx (thread_id, created_at) serves both: the row comparison becomes the index condition
   * `created_at <= cursor's`, and the id only orders messages written at the same instant.
   */
  async listMessages(threadId: number, limit: number, before?: number): Promise<MessageRow[]> {
    const older =
      before === undefined
        ? sql``
        : sql`and (m.created_at, m.id) < (select c.created_at, c.id from messages c where c.id = ${before})`
    const rows = rowsOf<MessageRow>(
      await this.db.execute(sql`select m.id, m.body, m.kind, m.from_talent, m.sender_name, m.position_id,
          p.job_title, m.created_at
        from messages m left join positions p on p.id = m.position_id
        where m.thread_id = ${threadId} ${older}
        order by m.created_at desc, m.id desc
        limit ${limit + 1}`),
    )
    return rows.reverse()
  }

  async listThreadRow(threadId: number, side: Side): Promise<ThreadListRow | undefined> {
    const [row] = rowsOf<ThreadListRow>(
      await this.db.execute(sql`select ${listColumns(side)}
        from message_threads t join companies c on c.id = t.company_id join users u on u.id = t.talent_id
        where t.id = ${threadId}`),
    )
    return row
  }

  /** A company's threads, newest activity first. */
  async listCompanyThreads(companyId: number, limit: number): Promise<ThreadListRow[]> {
    return rowsOf<ThreadListRow>(
      await this.db.execute(sql`select ${listColumns('company')}
        from message_threads t join companies c on c.id = t.company_id join users u on u.id = t.talent_id
        where t.company_id = ${companyId} and exists (select 1 from messages m where m.thread_id = t.id)
        order by t.last_message_at desc, t.id desc
        limit ${limit}`),
    )
  }

  /** A talent's threads by company. */
  async listTalentThreads(talentId: number): Promise<ThreadListRow[]> {
    return rowsOf<ThreadListRow>(
      await this.db.execute(sql`select ${listColumns('talent')}
        from message_threads t join companies c on c.id = t.company_id join users u on u.id = t.talent_id
        where t.talent_id = ${talentId}
        order by t.last_message_at desc, t.id desc`),
    )
  }

  /**
   * The companies a talent is connected to (#20 connections): a cyber-team link (pending or active), an application
   * or a company's contact about a job, a contact counted by the plan, or a thread.
   */
  async listConnections(talentId: number): Promise<ConnectionRow[]> {
    return rowsOf<ConnectionRow>(
      await this.db.execute(sql`with linked as (
          select tm.company_id, true as in_team, false as applied, false as contacted
            from company_team_members tm where tm.talent_id = ${talentId} and tm.status in ('pending', 'active')
          union all
          select p.company_id, false, a.applied_at is not null, a.contacted_at is not null
            from applications a join positions p on p.id = a.position_id where a.talent_id = ${talentId}
          union all
          select tc.company_id, false, false, true from talent_contacts tc where tc.talent_id = ${talentId}
          union all
          select t.company_id, false, false, false from message_threads t where t.talent_id = ${talentId}
        )
        select c.id as company_id, c.name as company_name, c.logo_key as company_logo_key,
          bool_or(l.in_team) as in_team, bool_or(l.applied) as applied, bool_or(l.contacted) as contacted,
          (select json_agg(json_build_object('id', p.id, 'jobTitle', p.job_title) order by a.created_at desc)
            from applications a join positions p on p.id = a.position_id
            where a.talent_id = ${talentId} and p.company_id = c.id) as positions
        from linked l join companies c on c.id = l.company_id
        group by c.id, c.name, c.logo_key
        order by c.name, c.id`),
    )
  }

  async unreadForTalent(talentId: number): Promise<number> {
    const [row] = rowsOf<{ unread: number }>(
      await this.db.execute(sql`select coalesce(sum(${unreadOf('talent')}), 0)::int as unread
        from message_threads t where t.talent_id = ${talentId}`),
    )
    return row?.unread ?? 0
  }

  async unreadForCompany(companyId: number): Promise<number> {
    const [row] = rowsOf<{ unread: number }>(
      await this.db.execute(sql`select coalesce(sum(${unreadOf('company')}), 0)::int as unread
        from message_threads t where t.company_id = ${companyId}`),
    )
    return row?.unread ?? 0
  }

  async findUser(id: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(users).where(eq(users.id, id))
    return row
  }

  async findCompany(id: number, executor: Executor = this.db) {
    const [row] = await executor.select().from(companies).where(eq(companies.id, id))
    return row
  }

  /**
   * Who hears of a talent's message: the company's active users who have written in the thread, or the main admin
   * when none has yet (a conversation the talent started).
   */
  async listCompanyRecipients(thread: ThreadRow, executor: Executor = this.db) {
    const writers = await executor
      .select()
      .from(users)
      .where(
        and(
          eq(users.companyId, thread.companyId),
          eq(users.status, 'active'),
          sql`${users.id} in (select m.sender_id from messages m where m.thread_id = ${thread.id} and not m.from_talent)`,
        ),
      )
      .orderBy(users.id)
    if (writers.length > 0) return writers
    return executor
      .select()
      .from(users)
      .where(and(eq(users.companyId, thread.companyId), eq(users.status, 'active'), eq(users.isMainAdmin, true)))
      .orderBy(desc(users.isMainAdmin), users.id)
      .limit(1)
  }

  /** Whether each user wants an e-mail per new message; no row means yes. */
  async emailOnMessage(userIds: number[], executor: Executor = this.db): Promise<Map<number, boolean>> {
    if (userIds.length === 0) return new Map()
    const rows = await executor
      .select()
      .from(messagePreferences)
      .where(sql`${messagePreferences.userId} in ${userIds}`)
    return new Map(rows.map((row) => [row.userId, row.emailOnMessage]))
  }

  async savePreference(userId: number, emailOnMessage: boolean) {
    await this.db
      .insert(messagePreferences)
      .values({ userId, emailOnMessage })
      .onConflictDoUpdate({ target: messagePreferences.userId, set: { emailOnMessage, updatedAt: new Date() } })
  }
}
