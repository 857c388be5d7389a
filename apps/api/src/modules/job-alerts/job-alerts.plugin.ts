import fp from 'fastify-plugin'
import dataExportRoutes from '../data-export/data-export.routes'
import { DataExportRepository } from '../data-export/data-export.repository'
import { DataExportService } from '../data-export/data-export.service'
import jobAlertsRoutes from './job-alerts.routes'
import { JobAlertsRepository } from './job-alerts.repository'
import { JobAlertsService } from './job-alerts.service'
import { LinkSigner } from './link-signing'

declare module 'fastify' {
  interface FastifyInstance {
    /** Job alerts (#20): visible app-wide so the queue plugin can start their digest worker. */
    jobAlerts: JobAlertsService
    /** "Take my data" (#20): visible app-wide so the queue plugin can start its archive worker. */
    dataExport: DataExportService
  }
}

/**
 * Job alerts and the data export (issue #20, decision 018): builds both services, shares them with the queue plugin
 * (which starts their workers when RUN_WORKERS is on), and registers their routes.
 */
export default fp(
  async (app) => {
    const { jobs, storage } = app.services
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
    app.decorate(
      'dataExport',
      new DataExportService(app.db, app.config, new DataExportRepository(app.db), storage, app.emails, app.log),
    )
    await app.register(jobAlertsRoutes)
    await app.register(dataExportRoutes)
  },
  { name: 'job-alerts' },
)
