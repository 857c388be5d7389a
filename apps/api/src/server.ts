import closeWithGrace from 'close-with-grace'
import pino from 'pino'
import { ConfigError, isLoopbackHost, outboxIsServed, parseConfig, unsafeProductionSettings } from './config'
import { answerParentProcess } from './lib/process-stats'

let config
try {
  config = parseConfig(process.env)
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}

// A production start refuses settings that would lose e-mails, expose sessions or split instances, and names each one.
if (config.NODE_ENV === 'production') {
  const problems = unsafeProductionSettings(config, process.env)
  if (problems.length > 0 && !config.PRODUCTION_CHECKS) {
    for (const problem of problems) console.warn(`PRODUCTION_CHECKS=false, starting all the same: ${problem}`)
  } else if (problems.length > 0) {
    console.error(
      `Sentinela will not start in production with these settings:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    )
    console.error('See docs/operations.md, "Production settings".')
    process.exit(1)
  }
}

// Traces only with OTEL_EXPORTER_OTLP_ENDPOINT (no SDK loaded otherwise). The SDK starts before the app's modules are
// imported, so that it patches http and pg as they load (lib/tracing.ts).
const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT
const tracing = endpoint
  ? await (await import('./lib/tracing')).startTracing({ ...config, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })
  : undefined
const { buildApp } = await import('./app')
const { openDatabase } = await import('./db/client')
const { migrateDatabase } = await import('./db/migrate')

// The embedded database runs in a thread of its own: no query ever holds up the thread that serves HTTP (decision 007).
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db`, ownThread: true })
await migrateDatabase(database)
if (config.SEED_DEMO) {
  const { seedDemo } = await import('../seed/demo')
  const { LocalDiskStorage } = await import('./lib/storage')
  await seedDemo(database.db, new LocalDiskStorage(`${config.DATA_DIR}/uploads`))
}

// Log lines leave without blocking a request: written asynchronously to stdout (or formatted by pino-pretty in a
// thread of its own), and flushed when the server stops.
const logDestination = config.LOG_PRETTY ? undefined : pino.destination({ dest: 1, sync: false })
const app = await buildApp({
  config,
  database,
  logger: {
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { stream: logDestination }),
  },
})
process.on('exit', () => logDestination?.flushSync())

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error')
  await app.close()
  await database.close()
  // Spans still buffered leave for the collector.
  await tracing?.shutdown()
  logDestination?.flushSync()
})
// A parent process (the bench) may ask for event-loop delay and memory over its IPC channel; nobody else can.
if (process.send) answerParentProcess()

await app.listen({ host: config.HOST, port: config.PORT })
app.log.info(`Sentinela is ready on ${config.APP_URL} (${database.kind} database, listening on ${config.HOST})`)
if (!config.SMTP_URL) {
  if (outboxIsServed(config)) {
    app.log.info(
      `No SMTP_URL: e-mails stay in the local outbox. Open it on this machine at http://localhost:${config.PORT}/dev/outbox#key=${config.DEV_OUTBOX_KEY} (the key changes at every start)`,
    )
  } else {
    const why = !isLoopbackHost(config.HOST)
      ? `the server listens on ${config.HOST}, beyond this machine, and the outbox holds password-reset links`
      : config.DEV_OUTBOX
        ? 'NODE_ENV is production'
        : 'DEV_OUTBOX is off'
    app.log.warn(`No SMTP_URL: e-mails are not delivered (set SMTP_URL), and the development outbox stays off: ${why}`)
  }
}
