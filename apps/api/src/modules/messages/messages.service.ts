import type { Language } from '@sentinela/shared/i18n/languages'
import {
  THREAD_MESSAGES_MAX,
  type Connection,
  type Message,
  type MessageKind,
  type MessagePreferences,
  type Thread,
  type ThreadSummary,
} from '@sentinela/shared/schemas/messages'
import type { Database, Executor } from '../../db/client'
import { AppError, ErrorCode } from '../../lib/app-error'
import { translatorFor } from '../../lib/i18n'
import type { SessionUser } from '../../plugins/access'
import type { PlansService } from '../billing/plans.service'
import { LOGO_URL_PREFIX } from '../companies/companies.service'
import type { EmailService } from '../email/email.service'
import {
  MessagesRepository,
  type MessageRow,
  type Side,
  type ThreadListRow,
  type ThreadRow,
} from './messages.repository'

const iso = (value: Date | string) => new Date(value).toISOString()
const logoUrlOf = (key: string | null) => (key ? LOGO_URL_PREFIX + key.replace('logos/', '') : null)
/** Threads a company's list shows at once. */
const COMPANY_THREADS_MAX = 100
/** The talent's connections screen links to a thread by this query parameter. */
export const TALENT_THREAD_PATH = '/talent/profile/connections'
export const COMPANY_THREAD_PATH = '/company/account/messages'

/** Where a message in a thread comes from, as the jobs module and replies write it. */
export interface ThreadMessageInput {
  companyId: number
  talentId: number
  senderId: number
  senderName: string
  kind: MessageKind
  positionId: number | null
  body: string
}

function sideOf(user: SessionUser): Side {
  if (user.role === 'talent') return 'talent'
  if (user.role === 'company' && user.companyId !== null) return 'company'
  throw new AppError(ErrorCode.NOT_FOUND)
}

/**
 * Writing into threads, inside the caller's transaction: contacts and applications (jobs module) and replies. One
 * thread per company and talent; a blocked company cannot write (decision 017).
 */
export class ThreadWriter {
  constructor(private readonly threads: MessagesRepository) {}

  /** Refuses a company the talent blocked, before anything is counted or sent. */
  async assertCompanyMayWrite(executor: Executor, companyId: number, talentId: number) {
    const thread = await this.threads.findThreadByPair(companyId, talentId, executor)
    if (thread?.blocked) throw new AppError(ErrorCode.MESSAGES_BLOCKED_BY_TALENT)
  }

  /** Refuses a talent writing to a company they blocked: they unblock first. */
  async assertTalentMayWrite(executor: Executor, companyId: number, talentId: number) {
    const thread = await this.threads.findThreadByPair(companyId, talentId, executor)
    if (thread?.blocked) throw new AppError(ErrorCode.MESSAGES_COMPANY_BLOCKED)
  }

  /** Adds the message to the pair's thread, making the thread on first use. */
  async record(executor: Executor, input: ThreadMessageInput) {
    const thread = await this.threads.upsertThread(executor, input.companyId, input.talentId, input.positionId)
    const fromTalent = input.senderId === input.talentId
    // Checked again here, in the writing transaction, should the talent block the company meanwhile.
    if (thread.blocked && !fromTalent) throw new AppError(ErrorCode.MESSAGES_BLOCKED_BY_TALENT)
    return this.threads.addMessage(executor, {
      threadId: thread.id,
      senderId: input.senderId,
      senderName: input.senderName,
      fromTalent,
      kind: input.kind,
      positionId: input.positionId,
      body: input.body,
    })
  }
}

/** A ThreadWriter on its own repository, for the modules whose actions also write to the thread (jobs, #20). */
export function createThreadWriter(db: Database) {
  return new ThreadWriter(new MessagesRepository(db))
}

/**
 * #20 Connections and messages: a talent's connections, threads seen only by their two parties (the talent and any
 * user of the company), unread counts per side, replies with the plan's contact limit, e-mail notices by
 * preference, and the talent's block.
 * @see docs/decisions/017-messages.md
 */
export class MessagesService {
  readonly writer: ThreadWriter

  constructor(
    private readonly db: Database,
    private readonly threads: MessagesRepository,
    private readonly emails: EmailService,
    private readonly plans: PlansService,
  ) {
    this.writer = new ThreadWriter(threads)
  }

  /** GET /messages/unread: messages the caller's side has not read, over all its threads. */
  async unread(user: SessionUser): Promise<number> {
    const side = sideOf(user)
    return side === 'talent' ? this.threads.unreadForTalent(user.id) : this.threads.unreadForCompany(user.companyId!)
  }

  /** GET /messages/connections: the companies the talent is linked to, applied to, was contacted by or talks with. */
  async connections(talent: SessionUser): Promise<Connection[]> {
    const [rows, threads] = await Promise.all([
      this.threads.listConnections(talent.id),
      this.threads.listTalentThreads(talent.id),
    ])
    const threadOf = new Map(threads.map((thread) => [thread.company_id, thread]))
    const connections = rows.map((row): Connection => {
      const thread = threadOf.get(row.company_id)
      const hasMessages = thread !== undefined && thread.last_message !== null
      return {
        company: { id: row.company_id, name: row.company_name, logoUrl: logoUrlOf(row.company_logo_key) },
        reasons: [
          ...(row.in_team ? (['team'] as const) : []),
          ...(row.applied ? (['applied'] as const) : []),
          ...(row.contacted ? (['contacted'] as const) : []),
          ...(hasMessages && !row.in_team && !row.applied && !row.contacted ? (['messages'] as const) : []),
        ],
        positions: row.positions ?? [],
        thread: hasMessages
          ? {
              id: thread.id,
              unread: thread.unread,
              lastMessageAt: iso(thread.last_message_at),
              lastMessage: thread.last_message,
            }
          : null,
        blocked: thread?.blocked ?? false,
      }
    })
    // Conversations with news first, then the latest activity, then by name.
    return connections.sort(
      (a, b) =>
        (b.thread?.unread ?? 0) - (a.thread?.unread ?? 0) ||
        (b.thread?.lastMessageAt ?? '').localeCompare(a.thread?.lastMessageAt ?? '') ||
        a.company.name.localeCompare(b.company.name),
    )
  }

  /** GET /messages/threads: the company's conversations, latest first. */
  async companyThreads(user: SessionUser): Promise<ThreadSummary[]> {
    const rows = await this.threads.listCompanyThreads(
      sideOf(user) === 'company' ? user.companyId! : 0,
      COMPANY_THREADS_MAX,
    )
    return rows.map((row) => this.toSummary(row))
  }

  /**
   * GET /messages/threads/{id}: only its two parties see a thread; anyone else gets 404, as if there were none.
   * `before` (a message of the thread) asks for the page just older than it; a message of another thread is a 404
   * too. Reading writes nothing: the reader's side marks the thread read with POST …/read.
   */
  async thread(user: SessionUser, id: number, before?: number): Promise<Thread> {
    const thread = await this.partyThread(user, id)
    if (before !== undefined && !(await this.threads.findMessage(thread.id, before))) {
      throw new AppError(ErrorCode.NOT_FOUND)
    }
    return this.detail(user, thread, before)
  }

  /** GET /messages/company/talents/{id}: the company's thread with a talent, or null before the first message. */
  async threadWithTalent(user: SessionUser, talentId: number): Promise<Thread | null> {
    const thread = await this.threads.findThreadByPair(user.companyId ?? 0, talentId)
    if (!thread || sideOf(user) !== 'company') return null
    return this.detail(user, thread)
  }

  /** POST /messages/threads/{id}/read: the caller's side has read the thread up to now. */
  async markRead(user: SessionUser, id: number) {
    const thread = await this.partyThread(user, id)
    await this.threads.markRead(thread.id, sideOf(user))
  }

  /**
   * POST /messages/threads/{id}/messages: a reply. A blocked company cannot write, nor can the talent until they
   * unblock. A company writing to a talent who has never written in the thread is contacting them: the plan's
   * contact allowance counts it. The other side hears of it by e-mail unless they turned that off.
   */
  async send(user: SessionUser, id: number, body: string): Promise<Message> {
    const side = sideOf(user)
    const found = await this.partyThread(user, id)
    const sender = await this.threads.findUser(user.id)
    const senderName = `${sender!.firstName} ${sender!.lastName}`
    const emailIds: number[] = []
    const message = await this.db.transaction(async (tx) => {
      const thread = (await this.threads.lockThread(tx, found.id))!
      if (thread.blocked) {
        throw new AppError(
          side === 'talent' ? ErrorCode.MESSAGES_COMPANY_BLOCKED : ErrorCode.MESSAGES_BLOCKED_BY_TALENT,
        )
      }
      if (side === 'company' && !(await this.threads.hasTalentWritten(tx, thread.id))) {
        await this.plans.takeContact(tx, thread.companyId, thread.talentId, user.id)
      }
      const row = await this.threads.addMessage(tx, {
        threadId: thread.id,
        senderId: user.id,
        senderName,
        fromTalent: side === 'talent',
        kind: 'message',
        positionId: null,
        body,
      })
      emailIds.push(...(await this.notify(tx, thread, side, senderName, body)))
      return row
    })
    await this.emails.dispatch(emailIds)
    return {
      id: message.id,
      body: message.body,
      kind: message.kind,
      fromTalent: message.fromTalent,
      senderName: message.senderName,
      mine: true,
      position: null,
      createdAt: iso(message.createdAt),
    }
  }

  /** POST/DELETE /messages/companies/{id}/block: the talent blocks or unblocks a company; the thread stays. */
  async setBlocked(talent: SessionUser, companyId: number, blocked: boolean) {
    const company = await this.threads.findCompany(companyId)
    if (!company) throw new AppError(ErrorCode.NOT_FOUND)
    await this.db.transaction(async (tx) => {
      const thread = await this.threads.upsertThread(tx, companyId, talent.id, null)
      await this.threads.lockThread(tx, thread.id)
      await this.threads.setBlocked(tx, thread.id, blocked)
    })
    return { companyId, blocked }
  }

  async preferences(user: SessionUser): Promise<MessagePreferences> {
    const found = await this.threads.emailOnMessage([user.id])
    return { emailOnMessage: found.get(user.id) ?? true }
  }

  async savePreferences(user: SessionUser, input: MessagePreferences): Promise<MessagePreferences> {
    await this.threads.savePreference(user.id, input.emailOnMessage)
    return input
  }

  /** The thread when the caller is one of its two parties; 404 otherwise. */
  private async partyThread(user: SessionUser, id: number): Promise<ThreadRow> {
    const thread = await this.threads.findThread(id)
    const side = sideOf(user)
    const isParty =
      thread !== undefined && (side === 'talent' ? thread.talentId === user.id : thread.companyId === user.companyId)
    if (!isParty) throw new AppError(ErrorCode.NOT_FOUND)
    return thread
  }

  private async detail(user: SessionUser, thread: ThreadRow, before?: number): Promise<Thread> {
    const side = sideOf(user)
    const [row, rows] = await Promise.all([
      this.threads.listThreadRow(thread.id, side),
      this.threads.listMessages(thread.id, THREAD_MESSAGES_MAX, before),
    ])
    const hasOlder = rows.length > THREAD_MESSAGES_MAX
    const shown = hasOlder ? rows.slice(1) : rows
    return {
      id: thread.id,
      company: { id: row!.company_id, name: row!.company_name, logoUrl: logoUrlOf(row!.company_logo_key) },
      talent: { id: row!.talent_id, firstName: row!.talent_first_name, lastName: row!.talent_last_name },
      blocked: thread.blocked,
      canWrite: !thread.blocked,
      unread: row!.unread,
      lastMessageAt: iso(thread.lastMessageAt),
      messages: shown.map((message) => this.toMessage(message, side)),
      hasOlder,
    }
  }

  private toMessage(row: MessageRow, side: Side): Message {
    return {
      id: row.id,
      body: row.body,
      kind: row.kind,
      fromTalent: row.from_talent,
      senderName: row.sender_name,
      mine: row.from_talent === (side === 'talent'),
      position: row.position_id !== null && row.job_title ? { id: row.position_id, jobTitle: row.job_title } : null,
      createdAt: iso(row.created_at),
    }
  }

  private toSummary(row: ThreadListRow): ThreadSummary {
    return {
      id: row.id,
      talent: { id: row.talent_id, firstName: row.talent_first_name, lastName: row.talent_last_name },
      company: { id: row.company_id, name: row.company_name },
      blocked: row.blocked,
      unread: row.unread,
      lastMessageAt: iso(row.last_message_at),
      lastMessage: row.last_message,
    }
  }

  /** E-mails the other side of a new message, in each reader's language, with a link to the thread. */
  private async notify(tx: Executor, thread: ThreadRow, side: Side, senderName: string, body: string) {
    const company = await this.threads.findCompany(thread.companyId, tx)
    const recipients =
      side === 'company'
        ? [await this.threads.findUser(thread.talentId, tx)].filter((user) => user?.status === 'active')
        : await this.threads.listCompanyRecipients(thread, tx)
    const wants = await this.threads.emailOnMessage(
      recipients.map((user) => user!.id),
      tx,
    )
    const ids: number[] = []
    for (const recipient of recipients) {
      if (!recipient || wants.get(recipient.id) === false) continue
      const path = side === 'company' ? TALENT_THREAD_PATH : COMPANY_THREAD_PATH
      const language = recipient.language as Language
      const companyName = company?.name ?? ''
      ids.push(
        await this.emails.enqueue(tx, {
          userId: recipient.id,
          to: recipient.email,
          language,
          template: 'message_received',
          content: {
            firstName: recipient.firstName,
            quote: body,
            actionUrl: this.emails.link(path, { thread: String(thread.id) }),
            params: {
              senderName,
              companyName,
              // To the talent, the company's name follows the writer's; a company knows its own name.
              about:
                side === 'company' ? translatorFor(language)('emails:message_received.about', { companyName }) : '',
            },
          },
        }),
      )
    }
    return ids
  }
}
