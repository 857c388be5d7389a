import { and, eq, lt } from 'drizzle-orm'
import type { Transporter } from 'nodemailer'
import type PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Config } from '../../config'
import type { Database, Executor } from '../../db/client'
import type { EmailOutcome } from '../../lib/metrics'
import { emails } from '../../db/schema/index'
import { renderEmail, type EmailContent, type EmailTemplate } from './email.templates'

export const SEND_EMAIL_QUEUE = 'send-email'

export interface QueuedEmail {
  userId: number | null
  to: string
  language: Language
  template: EmailTemplate
  content: EmailContent
  replyTo?: string
  /** RFC 8058 one-click unsubscribe address: sent as List-Unsubscribe with List-Unsubscribe-Post. */
  listUnsubscribe?: string
}

/**
 * E-mail goes out through a durable outbox: the message is stored in the same transaction as the change it is
 * about, then a queue job sends it over SMTP (retried with back-off by pg-boss). Without SMTP_URL the message stays
 * in the local outbox: printed to the log and listed at /api/dev/outbox when DEV_OUTBOX is on.
 */
export class EmailService {
  /** The SMTP client, made on the first e-mail: a server without SMTP_URL never loads nodemailer. */
  private transport: Promise<Transporter> | undefined
  /** Told what became of each e-mail sent (metrics). */
  private observer: ((outcome: EmailOutcome) => void) | undefined

  constructor(
    private readonly db: Database,
    private readonly config: Config,
    private readonly log: FastifyBaseLogger,
    private queue: PgBoss | undefined = undefined,
  ) {}

  private smtp(): Promise<Transporter> | undefined {
    const url = this.config.SMTP_URL
    if (!url) return undefined
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url))
    return this.transport
  }

  useQueue(queue: PgBoss) {
    this.queue = queue
  }

  /** Calls the listener with what became of each e-mail `send` handles: sent, failed (to be retried) or outbox. */
  observe(listener: (outcome: EmailOutcome) => void) {
    this.observer = listener
  }

  /** An absolute link into the web app. */
  link(path: string, query: Record<string, string> = {}) {
    const url = new URL(path, this.config.APP_URL)
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
    return url.toString()
  }

  /** Stores a rendered e-mail inside the caller's transaction; call `dispatch` with the ids after it commits. */
  async enqueue(executor: Executor, email: QueuedEmail): Promise<number> {
    const rendered = renderEmail(email.language, email.template, email.content)
    const [row] = await executor
      .insert(emails)
      .values({
        userId: email.userId,
        to: email.to,
        template: email.template,
        language: email.language,
        replyTo: email.replyTo ?? null,
        listUnsubscribe: email.listUnsubscribe ?? null,
        ...rendered,
      })
      .returning({ id: emails.id })
    return row!.id
  }

  /** Hands committed e-mails to the queue. If that fails, the start-up sweep sends them later. */
  async dispatch(ids: number[]) {
    for (const id of ids) {
      try {
        if (this.queue) {
          await this.queue.send(SEND_EMAIL_QUEUE, { emailId: id }, { retryLimit: 5, retryDelay: 5, retryBackoff: true })
        }
      } catch (error) {
        this.log.warn({ err: error, emailId: id }, 'could not queue e-mail; the sweep will retry it')
      }
    }
  }

  /** The queue job: sends one stored e-mail, once. */
  async send(emailId: number) {
    const [email] = await this.db.select().from(emails).where(eq(emails.id, emailId))
    if (!email || email.status !== 'queued') return
    const transport = this.smtp()
    if (!transport) {
      await this.db.update(emails).set({ status: 'outbox' }).where(eq(emails.id, emailId))
      this.observer?.('outbox')
      this.log.info(
        { emailId, to: email.to, subject: email.subject },
        `e-mail kept in the local outbox:\n${email.text}`,
      )
      return
    }
    let delivered = false
    try {
      await (
        await transport
      ).sendMail({
        from: this.config.MAIL_FROM,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        headers: {
          'Content-Language': email.language,
          ...(email.listUnsubscribe
            ? {
                'List-Unsubscribe': `<${email.listUnsubscribe}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              }
            : {}),
        },
      })
      delivered = true
      this.observer?.('sent')
      await this.db.update(emails).set({ status: 'sent', sentAt: new Date() }).where(eq(emails.id, emailId))
    } catch (error) {
      if (!delivered) this.observer?.('failed')
      await this.db
        .update(emails)
        .set({ lastError: error instanceof Error ? error.message : String(error) })
        .where(eq(emails.id, emailId))
      throw error
    }
  }

  /** Queues e-mails left behind (stored, but never handed to the queue) more than a minute ago. */
  async sweep() {
    const stale = await this.db
      .select({ id: emails.id })
      .from(emails)
      .where(and(eq(emails.status, 'queued'), lt(emails.createdAt, new Date(Date.now() - 60_000))))
    await this.dispatch(stale.map((row) => row.id))
  }

  async listOutbox(limit = 50) {
    return this.db.query.emails.findMany({
      orderBy: (table, { desc }) => [desc(table.id)],
      limit,
      columns: {
        id: true,
        to: true,
        subject: true,
        text: true,
        html: true,
        language: true,
        status: true,
        createdAt: true,
      },
    })
  }
}
