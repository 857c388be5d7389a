import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { SECURITY_ACTIVITY_EVENTS, type ActivityType } from '@sentinela/shared/schemas/portfolio'
import type { Database, Executor } from '../../db/client'
import { talentProjects } from '../../db/schema/index'
import { rowsOf } from '../../lib/sql'

/** Where a page of the timeline starts: strictly before this event in (occurred_at, source, id) order. */
export interface ActivityPosition {
  /** PostgreSQL's own text of the timestamp, so microseconds survive the round trip. */
  at: string
  source: string
  id: number
}

export interface ActivityRow {
  at_text: string
  at: Date | string
  source: string
  id: number
  type: ActivityType
  position_id: number | null
  job_title: string | null
  company_name: string | null
  from_status: number | null
  to_status: number | null
  by_talent: boolean | null
  training_id: number | null
  training_title: string | null
  excerpt: string | null
  security_event: string | null
}

export interface AttentionRow {
  application_id: number
  position_id: number
  job_title: string
  company_name: string
  communication_status: number
  status_changed_at: Date | string
  reason: 'status_changed' | 'contacted'
}

/** How long a message excerpt on the timeline is. */
const EXCERPT_LENGTH = 140

/**
 * The timeline's sources, each a query of one talent's events with the same columns. Each is cut to the page size
 * after the cursor on its own (its index range), so a talent with years of sign-ins costs one page, not the history.
 */
function activitySources(talentId: number, hasMessages: boolean): { source: string; query: SQL }[] {
  const none = sql`null::int as training_id, null::text as training_title, null::text as excerpt,
    null::text as security_event`
  const noJob = sql`null::int as position_id, null::text as job_title, null::text as company_name,
    null::int as from_status, null::int as to_status, null::boolean as by_talent`
  const training = (source: string, type: ActivityType, from: SQL, at: SQL) => ({
    source,
    query: sql`select ${at} as at, ${source}::text as source, t.id as id, ${type}::text as type, ${noJob},
      t.id as training_id, t.title as training_title, null::text as excerpt, null::text as security_event
      from ${from} join trainings t on t.id = x.training_id where x.user_id = ${talentId}`,
  })
  const sources = [
    {
      // Every change of an application's status, the first one (applied, or contacted by the company) included.
      source: 'application',
      query: sql`select e.created_at as at, 'application'::text as source, e.id as id,
        'application_status'::text as type, p.id as position_id, p.job_title, c.name as company_name,
        e.from_status, e.to_status, (e.changed_by is not distinct from a.talent_id) as by_talent, ${none}
        from application_status_events e join applications a on a.id = e.application_id
        join positions p on p.id = a.position_id join companies c on c.id = p.company_id
        where a.talent_id = ${talentId}`,
    },
    training('training_saved', 'training_saved', sql`saved_trainings x`, sql`x.saved_at`),
    training('training_started', 'training_started', sql`training_progress x`, sql`x.started_at`),
    {
      source: 'training_completed',
      query: sql`select x.completed_at as at, 'training_completed'::text as source, t.id as id,
        'training_completed'::text as type, ${noJob}, t.id as training_id, t.title as training_title,
        null::text as excerpt, null::text as security_event
        from training_progress x join trainings t on t.id = x.training_id
        where x.user_id = ${talentId} and x.status = 'completed' and x.completed_at is not null`,
    },
    {
      source: 'security',
      query: sql`select ae.created_at as at, 'security'::text as source, ae.id as id, 'security'::text as type,
        ${noJob}, null::int as training_id, null::text as training_title, null::text as excerpt,
        ae.event as security_event
        from audit_events ae where ae.user_id = ${talentId}
        and ae.event in (${sql.join(
          SECURITY_ACTIVITY_EVENTS.map((event) => sql`${event}`),
          sql`, `,
        )})`,
    },
  ]
  if (hasMessages) {
    // Conversations with companies (#20 messages): written replies and company contacts; application and status
    // notes are already on the timeline as status changes.
    sources.push({
      source: 'message',
      query: sql`select m.created_at as at, 'message'::text as source, m.id as id,
        (case when m.from_talent then 'message_sent' else 'message_received' end)::text as type,
        m.position_id, p.job_title, c.name as company_name, null::int as from_status, null::int as to_status,
        null::boolean as by_talent, null::int as training_id, null::text as training_title,
        left(m.body, ${EXCERPT_LENGTH}) as excerpt, null::text as security_event
        from messages m join message_threads th on th.id = m.thread_id join companies c on c.id = th.company_id
        left join positions p on p.id = m.position_id
        where th.talent_id = ${talentId} and m.kind in ('message', 'contact')`,
    })
  }
  return sources
}

/** Projects, the activity timeline and the dashboard's own reads (issue #20, decision 016). */
export class PortfolioRepository {
  private messagesExist: Promise<boolean> | undefined

  constructor(private readonly db: Database) {}

  async listProjects(talentId: number) {
    return this.db
      .select()
      .from(talentProjects)
      .where(eq(talentProjects.talentId, talentId))
      .orderBy(sql`${talentProjects.endDate} desc nulls first`, desc(talentProjects.startDate), asc(talentProjects.id))
  }

  async findProject(talentId: number, id: number, executor: Executor = this.db) {
    const [row] = await executor
      .select()
      .from(talentProjects)
      .where(and(eq(talentProjects.id, id), eq(talentProjects.talentId, talentId)))
    return row
  }

  async countProjects(talentId: number, executor: Executor = this.db) {
    const [row] = await executor
      .select({ value: count() })
      .from(talentProjects)
      .where(eq(talentProjects.talentId, talentId))
    return row?.value ?? 0
  }

  /** Holds the talent's user row until the transaction ends, so two additions at once are counted one after the other. */
  async lockTalent(executor: Executor, talentId: number) {
    await executor.execute(sql`select id from users where id = ${talentId} for update`)
  }

  async insertProject(executor: Executor, values: typeof talentProjects.$inferInsert) {
    const [row] = await executor.insert(talentProjects).values(values).returning()
    return row!
  }

  async updateProject(talentId: number, id: number, values: Partial<typeof talentProjects.$inferInsert>) {
    const [row] = await this.db
      .update(talentProjects)
      .set(values)
      .where(and(eq(talentProjects.id, id), eq(talentProjects.talentId, talentId)))
      .returning()
    return row
  }

  async deleteProject(talentId: number, id: number) {
    const rows = await this.db
      .delete(talentProjects)
      .where(and(eq(talentProjects.id, id), eq(talentProjects.talentId, talentId)))
      .returning({ id: talentProjects.id })
    return rows.length > 0
  }

  /**
   * Whether the message tables are there (#20 connections and messages, built beside this feature): the timeline
   * shows messages when they are. Asked once per process.
   */
  private hasMessages() {
    this.messagesExist ??= this.db
      .execute(
        sql`select to_regclass('public.messages') is not null and to_regclass('public.message_threads') is not
        null as present`,
      )
      .then((result) => rowsOf<{ present: boolean }>(result)[0]?.present === true)
      .catch(() => {
        this.messagesExist = undefined
        return false
      })
    return this.messagesExist
  }

  /**
   * One page of the talent's timeline, newest first, after `from` when given: limit + 1 rows, so the caller knows
   * whether there is another page. Ties on the instant are broken by source and id, so no event is skipped or repeated.
   */
  async listActivity(talentId: number, limit: number, from?: ActivityPosition) {
    const after = from
      ? sql`where (b.at, b.source, b.id) < (${from.at}::timestamptz, ${from.source}::text, ${from.id}::int)`
      : sql``
    const branches = activitySources(talentId, await this.hasMessages()).map(
      ({ query }) => sql`(select * from (${query}) b ${after} order by b.at desc, b.source desc, b.id desc
        limit ${limit + 1})`,
    )
    const result = await this.db.execute(
      sql`select ev.*, ev.at::text as at_text from (${sql.join(
        branches,
        sql` union all `,
      )}) ev where ev.at is not null order by ev.at desc, ev.source desc, ev.id desc limit ${limit + 1}`,
    )
    return rowsOf<ActivityRow>(result)
  }

  /**
   * Applications the talent should look at: the company changed their status in the last `days` days (a change the
   * talent made, applying, does not count), or the company contacted them about a job they have not applied to.
   */
  async listAttention(talentId: number, days: number, limit: number) {
    const result = await this.db.execute(sql`select a.id as application_id, p.id as position_id, p.job_title,
        c.name as company_name, a.communication_status, a.status_changed_at,
        (case when a.communication_status = 0 and a.applied_at is null then 'contacted' else 'status_changed' end)
          as reason
      from applications a join positions p on p.id = a.position_id join companies c on c.id = p.company_id
      where a.talent_id = ${talentId}
        and a.status_changed_at >= now() - make_interval(days => ${days})
        and exists (select 1 from application_status_events e where e.application_id = a.id
          and e.created_at >= now() - make_interval(days => ${days})
          and e.changed_by is distinct from a.talent_id)
      order by a.status_changed_at desc, a.id desc limit ${limit}`)
    return rowsOf<AttentionRow>(result)
  }
}
