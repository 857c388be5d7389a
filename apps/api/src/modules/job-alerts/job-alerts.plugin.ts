import fp from 'fastify-plugin'
import jobAlertsRoutes from './job-alerts.routes'
import { JobAlertsRepository } from './job-alerts.repository'
import { JobAlertsService } from './job-alerts.service'
import { LinkSigner } from './link-signing'

declare module 'fastify' {
  interface FastifyInstance {
    /** Job alerts (#20): visible app-wide so the queue plugin can start their digest worker. */
    jobAlerts: JobAlertsService
  }
}

/**
 * Job alerts (issue #20, decision 018): builds the service, shares it with the queue plugin (which starts its digest
 * worker when RUN_WORKERS is on), and registers its routes. The data export has its own plugin (data-export.plugin.ts).
 */
export default fp(
  async (app) => {
    const { jobs } = app.services
    app.decorate(
      'jobAlerts',
      new JobAlertsService(
        app.db,
        app.config,
        new JobAlertsRepository(app.db),
        jobs,
        app.emails,
        new LinkSigner(app.db, app.config),
        app.log,
      ),
    )
    await app.register(jobAlertsRoutes)
  },
  { name: 'job-alerts' },
)
