import fp from 'fastify-plugin'
import dataExportRoutes from './data-export.routes'
import { DataExportRepository } from './data-export.repository'
import { DataExportService } from './data-export.service'

declare module 'fastify' {
  interface FastifyInstance {
    /** "Take my data" (#20): visible app-wide so the queue plugin can start its archive worker. */
    dataExport: DataExportService
  }
}

/**
 * The data export (issue #20, decision 018): builds its service, shares it with the queue plugin (which starts its
 * worker when RUN_WORKERS is on), and registers its routes.
 */
export default fp(
  async (app) => {
    const { storage } = app.services
    app.decorate(
      'dataExport',
      new DataExportService(app.db, app.config, new DataExportRepository(app.db), storage, app.emails, app.log),
    )
    await app.register(dataExportRoutes)
  },
  { name: 'data-export' },
)
