import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type PgBoss from 'pg-boss'
import {
  POST_TAGS,
  WEBINAR_TAG_ID,
  type OperatorPost,
  type Post,
  type PostInputSchema,
  type PostsQuerySchema,
  type Webinar,
  type WebinarList,
} from '@sentinela/shared/schemas/content'
import type { z } from 'zod'
import type { Database } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { recordAudit } from '../../lib/audit'
import type { FileStorage } from '../../lib/storage'
import { PHOTO_MAX_BYTES, detectImageType } from '../../lib/uploads'
import type { SessionUser } from '../../plugins/access'
import type { EmailService } from '../email/email.service'
import { normalizeCover } from './cover'
import type { ContentRepository, PostRow, PostValues } from './content.repository'
import { calendarFile } from './ics'
import { renderMarkdown, summarize } from './markdown'

export const WEBINAR_REMINDER_QUEUE = 'webinar-reminder'
/** The reminder goes out one day before the session starts. */
export const REMINDER_LEAD_MS = 24 * 3600 * 1000
const DEFAULT_DURATION_MINUTES = 60

type Context = Pick<FastifyRequest, 'ip' | 'headers'>
type PostInput = z.output<typeof PostInputSchema>
type PostsQuery = z.output<typeof PostsQuerySchema>

const isWebinar = (row: Pick<PostRow, 'tagIds'>) => row.tagIds.includes(WEBINAR_TAG_ID)

/**
 * Posts and webinars (PRODUCT.md "Content"): the operator writes them, the public reads what is published, talents
 * register for webinars and get a reminder e-mail one day before through the durable job queue.
 */
export class ContentService {
  private queue: PgBoss | undefined

  constructor(
    private readonly db: Database,
    private readonly repository: ContentRepository,
    private readonly storage: FileStorage,
    private readonly emails: EmailService,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** With workers running: reminders go through this queue; ones never queued (or queued before it) are queued now. */
  async useQueue(queue: PgBoss) {
    this.queue = queue
    await queue.createQueue(WEBINAR_REMINDER_QUEUE)
    await queue.work<{ postId: number; startsAt: string }>(WEBINAR_REMINDER_QUEUE, async (jobs) => {
      for (const job of jobs) await this.sendReminders(job.data.postId, job.data.startsAt)
    })
    for (const { id } of await this.repository.webinarsAwaitingReminder(WEBINAR_TAG_ID)) {
      await this.scheduleReminder(id)
    }
  }

  // ——— Public ———

  /** §7 `GET /marketplace/items/Posts`. */
  async listPosts(query: PostsQuery) {
    const { rows, total } = await this.repository.listPublic({
      matches: this.matches(query),
      sort: query.sort,
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    })
    return { data: rows.map((row) => this.toPost(row)), totalNumberOfRecords: total }
  }

  private matches({ filter, field }: PostsQuery) {
    if (!filter) return undefined
    switch (field) {
      case 'title':
        return this.repository.titleMatches(filter)
      case 'author':
        return this.repository.authorMatches(filter)
      case 'language':
        return filter === 'en' || filter === 'es' || filter === 'pt'
          ? this.repository.languageIs(filter)
          : this.repository.titleMatches('\u0000never')
      case 'tag': {
        // A tag by id ("6") or by its name ("Sentinela Sessions").
        const tag = POST_TAGS.find(
          (candidate) =>
            String(candidate.id) === filter ||
            candidate.key === filter ||
            ('name' in candidate && candidate.name.toLowerCase() === filter.toLowerCase()),
        )
        return this.repository.hasTag(tag ? tag.id : -1)
      }
    }
  }

  async getPost(id: number): Promise<Post> {
    const row = await this.repository.findPublic(id)
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    return this.toPost(row)
  }

  /** The latest published posts, for the RSS feed. */
  async feedItems(limit = 50) {
    const { rows } = await this.repository.listPublic({ matches: undefined, sort: 'newest', limit, offset: 0 })
    return rows.map((row) => this.toPost(row))
  }

  async readCover(id: number, name: string) {
    const row = await this.repository.findPublic(id)
    if (!row?.coverKey || row.coverKey !== `covers/${name}`) throw new AppError(ErrorCode.NOT_FOUND)
    const stream = await this.storage.read(row.coverKey)
    if (!stream) throw new AppError(ErrorCode.NOT_FOUND)
    return stream
  }

  /** Published sessions, upcoming (soonest first) and past (latest first), with the viewer's registrations. */
  async listWebinars(viewer: SessionUser | null): Promise<WebinarList> {
    const rows = await this.repository.listPublicWebinars(WEBINAR_TAG_ID)
    const registered =
      viewer?.role === 'talent' ? await this.repository.registeredPostIds(viewer.id) : new Set<number>()
    const now = Date.now()
    const webinars = rows.map((row) => this.toWebinar(row, registered.has(row.id)))
    return {
      upcoming: webinars.filter((webinar) => new Date(webinar.startsAt!).getTime() > now),
      past: webinars.filter((webinar) => new Date(webinar.startsAt!).getTime() <= now).reverse(),
    }
  }

  /** The beginner path's entry-level jobs (PRODUCT.md "Content"). */
  async entryLevelJobs() {
    return this.repository.entryLevelJobs(12)
  }

  /** POST /webinars/{id}/attend: once per talent, only before the session starts. */
  async attend(context: Context, talentId: number, postId: number) {
    const row = await this.repository.findPublic(postId)
    if (!row || !isWebinar(row) || !row.startsAt) throw new AppError(ErrorCode.NOT_FOUND)
    if (row.startsAt.getTime() <= Date.now()) throw new AppError(ErrorCode.WEBINAR_REGISTRATION_CLOSED)
    if (!(await this.repository.register(postId, talentId))) throw new AppError(ErrorCode.ALREADY_REGISTERED_WEBINAR)
    await recordAudit(this.db, context, 'webinar_registered', talentId, { postId })
    return this.toWebinar(row, true)
  }

  /** The session as an RFC 5545 calendar file. */
  async calendar(postId: number, pageUrl: string) {
    const row = await this.repository.findPublic(postId)
    if (!row || !isWebinar(row) || !row.startsAt) throw new AppError(ErrorCode.NOT_FOUND)
    const start = row.startsAt
    const end = new Date(start.getTime() + (row.durationMinutes ?? DEFAULT_DURATION_MINUTES) * 60_000)
    return calendarFile({
      uid: `webinar-${row.id}@sentinela`,
      start,
      end,
      summary: row.title,
      description: [row.speaker ? `${row.speaker}` : '', summarize(row.body, 400), pageUrl].filter(Boolean).join('\n'),
      url: pageUrl,
    })
  }

  // ——— Operator ———

  async listForOperator(): Promise<OperatorPost[]> {
    const [rows, counts] = await Promise.all([this.repository.listAll(), this.repository.registrationCounts()])
    return rows.map((row) => this.toOperatorPost(row, counts.get(row.id) ?? 0))
  }

  async getForOperator(id: number): Promise<OperatorPost> {
    const row = await this.repository.find(id)
    if (!row) throw new AppError(ErrorCode.NOT_FOUND)
    const counts = await this.repository.registrationCounts()
    return this.toOperatorPost(row, counts.get(id) ?? 0)
  }

  async create(context: Context, operator: SessionUser, input: PostInput) {
    const values = this.valuesOf(input, null)
    const row = await this.db.transaction(async (tx) => {
      const created = await this.repository.insert(tx, { ...values, createdBy: operator.id })
      await recordAudit(tx, context, 'post_created', operator.id, { postId: created.id, status: created.status })
      return created
    })
    await this.afterSave(row)
    return this.getForOperator(row.id)
  }

  async update(context: Context, operator: SessionUser, id: number, input: PostInput) {
    const existing = await this.repository.find(id)
    if (!existing) throw new AppError(ErrorCode.NOT_FOUND)
    const values = this.valuesOf(input, existing)
    const startsChanged = (existing.startsAt?.getTime() ?? null) !== (values.startsAt?.getTime() ?? null)
    const row = await this.db.transaction(async (tx) => {
      // A new start time needs a new reminder; the old job finds its time changed and sends nothing.
      const updated = await this.repository.update(tx, id, {
        ...values,
        ...(startsChanged ? { reminderQueuedAt: null, reminderSentAt: null } : {}),
      })
      await recordAudit(tx, context, 'post_updated', operator.id, { postId: id, status: values.status })
      return updated!
    })
    await this.afterSave(row)
    return this.getForOperator(id)
  }

  async remove(context: Context, operator: SessionUser, id: number) {
    const row = await this.db.transaction(async (tx) => {
      const removed = await this.repository.remove(tx, id)
      if (!removed) throw new AppError(ErrorCode.NOT_FOUND)
      await recordAudit(tx, context, 'post_deleted', operator.id, { postId: id, title: removed.title })
      return removed
    })
    if (row.coverKey) await this.storage.delete(row.coverKey)
  }

  async setCover(context: Context, operator: SessionUser, id: number, bytes: Buffer) {
    const existing = await this.repository.find(id)
    if (!existing) throw new AppError(ErrorCode.NOT_FOUND)
    if (bytes.length > PHOTO_MAX_BYTES) throw new AppError(ErrorCode.FILE_TOO_LARGE)
    if (!detectImageType(bytes)) throw new AppError(ErrorCode.IMAGE_TYPE_INVALID)
    let normalized: Buffer
    try {
      normalized = await normalizeCover(bytes)
    } catch (cause) {
      throw new AppError(ErrorCode.UPLOAD_FAILED, { cause })
    }
    const key = `covers/${randomUUID()}.jpg`
    await this.storage.put(key, normalized)
    await this.db.transaction(async (tx) => {
      await this.repository.update(tx, id, { coverKey: key })
      await recordAudit(tx, context, 'post_cover_set', operator.id, { postId: id })
    })
    if (existing.coverKey) await this.storage.delete(existing.coverKey)
    return this.getForOperator(id)
  }

  /**
   * §7 blog rule: tag 6 makes a webinar (speaker and start time needed); any other post needs a reference. Checked
   * before anything is written.
   */
  private valuesOf(input: PostInput, existing: PostRow | null): PostValues {
    const webinar = input.tagIds.includes(WEBINAR_TAG_ID)
    if (!webinar && !input.reference) {
      throw new AppError(ErrorCode.POST_REFERENCE_REQUIRED, {
        issues: [{ path: 'reference', code: 'post_reference_required', params: {} }],
      })
    }
    if (webinar && (!input.speaker || !input.startsAt)) {
      throw new AppError(ErrorCode.WEBINAR_DETAILS_REQUIRED, {
        issues: [
          ...(input.speaker ? [] : [{ path: 'speaker', code: 'required', params: {} }]),
          ...(input.startsAt ? [] : [{ path: 'startsAt', code: 'required', params: {} }]),
        ],
      })
    }
    const publishedAt =
      input.status === 'published'
        ? input.publishedAt
          ? new Date(input.publishedAt)
          : (existing?.publishedAt ?? new Date())
        : input.publishedAt
          ? new Date(input.publishedAt)
          : null
    return {
      title: input.title,
      body: input.body,
      language: input.language,
      tagIds: input.tagIds,
      reference: input.reference,
      author: input.author,
      status: input.status,
      publishedAt,
      speaker: webinar ? input.speaker : null,
      startsAt: webinar && input.startsAt ? new Date(input.startsAt) : null,
      durationMinutes: webinar ? (input.durationMinutes ?? DEFAULT_DURATION_MINUTES) : null,
      joinUrl: webinar ? input.joinUrl : null,
      recordingUrl: webinar ? input.recordingUrl : null,
    }
  }

  private async afterSave(row: PostRow) {
    if (row.status === 'published' && isWebinar(row) && row.startsAt && row.startsAt.getTime() > Date.now()) {
      await this.scheduleReminder(row.id)
    }
  }

  // ——— Reminders ———

  /**
   * Hands the webinar's reminder to the queue, to run one day before it starts. The `reminder_queued_at` flag is
   * claimed first, so however often this runs (saves, restarts, sweeps) one job is queued per start time.
   */
  async scheduleReminder(postId: number) {
    if (!this.queue) return false
    const row = await this.repository.find(postId)
    if (!row?.startsAt || row.status !== 'published' || !isWebinar(row)) return false
    if (!(await this.repository.claimReminder(postId))) return false
    const startAfter = new Date(Math.max(Date.now(), row.startsAt.getTime() - REMINDER_LEAD_MS))
    try {
      await this.queue.send(
        WEBINAR_REMINDER_QUEUE,
        { postId, startsAt: row.startsAt.toISOString() },
        {
          startAfter,
          singletonKey: `webinar-${postId}-${row.startsAt.toISOString()}`,
          retryLimit: 5,
          retryDelay: 30,
          retryBackoff: true,
        },
      )
      return true
    } catch (error) {
      // Not queued: release the claim so the next start-up sweep queues it.
      await this.repository.update(this.db, postId, { reminderQueuedAt: null })
      this.log.warn({ err: error, postId }, 'could not queue the webinar reminder; the sweep will retry it')
      return false
    }
  }

  /**
   * The queue job: one reminder e-mail per registered talent, each once. Registrations are marked in the same
   * transaction that stores their e-mails, so a job run again (retry, a worker restarted mid-way) skips who was
   * already reminded, and the stored e-mails are sent by the e-mail queue, once each.
   */
  async sendReminders(postId: number, startsAt: string) {
    const row = await this.repository.find(postId)
    // Moved, unpublished or deleted since the job was queued: nothing to remind of.
    if (!row?.startsAt || row.startsAt.toISOString() !== startsAt || row.status !== 'published') return 0
    const emailIds = await this.db.transaction(async (tx) => {
      const registrations = await this.repository.lockUnremindedRegistrations(tx, postId)
      const ids: number[] = []
      for (const registration of registrations) {
        ids.push(
          await this.emails.enqueue(tx, {
            userId: registration.userId,
            to: registration.email,
            language: registration.language,
            template: 'webinar_reminder',
            content: {
              firstName: registration.firstName,
              actionUrl: this.emails.link('/sentinelaSessions', { session: String(postId) }),
              params: { title: row.title, speaker: row.speaker ?? '', startsAt: row.startsAt!.toISOString() },
            },
          }),
        )
        await this.repository.markReminded(tx, registration.id)
      }
      await this.repository.update(tx, postId, { reminderSentAt: new Date() })
      return ids
    })
    await this.emails.dispatch(emailIds)
    return emailIds.length
  }

  // ——— Shapes ———

  private toPost(row: PostRow): Post {
    return {
      id: row.id,
      title: row.title,
      bodyHtml: renderMarkdown(row.body),
      summary: summarize(row.body),
      language: row.language,
      tagIds: row.tagIds,
      coverUrl: row.coverKey ? `/api/posts/${row.id}/cover/${row.coverKey.slice('covers/'.length)}` : null,
      reference: row.reference,
      author: row.author,
      publishedAt: row.publishedAt?.toISOString() ?? null,
      isWebinar: isWebinar(row),
      speaker: row.speaker,
      startsAt: row.startsAt?.toISOString() ?? null,
      durationMinutes: row.durationMinutes,
      recordingUrl: row.recordingUrl,
    }
  }

  private toWebinar(row: PostRow, registered: boolean): Webinar {
    return { ...this.toPost(row), registered, joinUrl: registered ? row.joinUrl : null }
  }

  private toOperatorPost(row: PostRow, registrations: number): OperatorPost {
    return {
      ...this.toPost(row),
      body: row.body,
      status: row.status,
      joinUrl: row.joinUrl,
      registrations,
      updatedAt: row.updatedAt.toISOString(),
    }
  }
}
