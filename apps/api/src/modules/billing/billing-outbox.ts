import { and, eq } from 'drizzle-orm'
import type { Language } from '@sentinela/shared/i18n/languages'
import type { Executor } from '../../db/client'
import { users } from '../../db/schema/index'
import type { ChangeFeed } from '../../lib/change-feed'
import type { EmailService, QueuedEmail } from '../email/email.service'
import { CHECKOUT_RETURN_PATH } from './billing-common'
import type { RenewalScheduler } from './renewal-scheduler'

/** What a billing transaction changed, to finish once it has committed. */
export interface AfterCommit {
  companies: Set<number>
  emails: number[]
  schedule: Set<number>
}

export const money = (cents: number) => `US$${(cents / 100).toFixed(2)}`

/**
 * The work a billing change leaves for after its commit: the company's change announced to open pages, the e-mails to
 * its main admin sent, the subscription's renewal work queued. Nothing of it happens for a transaction rolled back.
 */
export class BillingOutbox {
  constructor(
    private readonly emails: EmailService,
    private readonly changes: ChangeFeed,
    private readonly scheduler: RenewalScheduler,
  ) {}

  /** An empty list, for one transaction. */
  start(): AfterCommit {
    return { companies: new Set(), emails: [], schedule: new Set() }
  }

  /** An e-mail to the company's main admin, in their language, sent once the change commits. */
  async notify(
    tx: Executor,
    companyId: number,
    template: QueuedEmail['template'],
    params: Record<string, string>,
    after: AfterCommit,
  ) {
    const [admin] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(and(eq(users.companyId, companyId), eq(users.isMainAdmin, true)))
      .limit(1)
    if (!admin) return
    after.emails.push(
      await this.emails.enqueue(tx, {
        userId: admin.id,
        to: admin.email,
        language: admin.language as Language,
        template,
        content: {
          firstName: admin.firstName ?? '',
          actionUrl: this.emails.link(CHECKOUT_RETURN_PATH),
          params,
        },
      }),
    )
  }

  /** Does what the committed transaction left: announcements, e-mails, renewal scheduling. */
  async finish(after: AfterCommit) {
    for (const id of after.companies) this.changes.apply({ kind: 'company', id })
    await this.emails.dispatch(after.emails)
    for (const id of after.schedule) await this.scheduler.schedule(id)
  }
}
