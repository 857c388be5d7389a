import fp from 'fastify-plugin'
import type { DatabaseHandle } from '../db/client'
import { scheduleEmbeddedMaintenance } from '../db/embedded-maintenance'
import { createQueue } from '../lib/queue'
import { EmailService, SEND_EMAIL_QUEUE } from '../modules/email/email.service'

declare module 'fastify' {
  interface FastifyInstance {
    emails: EmailService
  }
}

/**
 * Background work: the e-mail service, and (with RUN_WORKERS) the pg-boss queue and its workers, started when the
 * app is ready and stopped, waiting for running jobs, when it closes; on the embedded database, what autovacuum does on
 * a server (statistics and dead rows, db/embedded-maintenance.ts).
 */
export default fp(
  async (app, options: { database: DatabaseHandle }) => {
    const emails = new EmailService(app.db, app.config, app.log)
    emails.observe((outcome) => app.metrics.countEmail(outcome))
    app.decorate('emails', emails)
    if (!app.config.RUN_WORKERS) return

    const queue = createQueue(options.database, options.database.url)
    queue.on('error', (error) => app.log.error({ err: error }, 'job queue error'))
    // Every worker's jobs counted, timed and traced, whichever module registers it.
    app.metrics.instrumentQueue(queue)
    let stopMaintenance: (() => Promise<void>) | undefined
    app.addHook('onReady', async () => {
      await queue.start()
      await queue.createQueue(SEND_EMAIL_QUEUE)
      await queue.work<{ emailId: number }>(SEND_EMAIL_QUEUE, async (jobs) => {
        for (const job of jobs) await emails.send(job.data.emailId)
      })
      emails.useQueue(queue)
      await emails.sweep()
      // CV analysis (issue #17): its worker, and analyses left processing by a dead worker are queued again.
      await app.services.cvAnalysis.useQueue(queue)
      // Webinar reminders (content module): its worker, and reminders never queued are queued now.
      await app.services.content.useQueue(queue)
      // Subscriptions: renewal reminders and the demo provider's period ends.
      await app.services.billing.useQueue(queue)
      // Job alert digests and data archives (#20): their workers; alerts' next digests and lost archives queued.
      await app.jobAlerts.useQueue(queue)
      await app.dataExport.useQueue(queue)
      if (options.database.kind === 'pglite') stopMaintenance = scheduleEmbeddedMaintenance(app.db, app.log)
    })
    app.addHook('onClose', async () => {
      await stopMaintenance?.()
      app.services.cvAnalysis.stop()
      await queue.stop({ graceful: true, wait: true, timeout: 5_000 })
    })
  },
  { name: 'queue', dependencies: ['metrics'] },
)
