import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, isLoopbackHost, outboxIsServed, parseConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'

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

const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` })
await migrateDatabase(database)
if (config.SEED_DEMO) {
  const { seedDemo } = await import('../seed/demo')
  const { LocalDiskStorage } = await import('./lib/storage')
  await seedDemo(database.db, new LocalDiskStorage(`${config.DATA_DIR}/uploads`))
}

const app = await buildApp({
  config,
  database,
  logger: {
    level: config.LOG_LEVEL,
    ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  },
})

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'closing after an error')
  await app.close()
  await database.close()
})

await app.listen({ host: config.HOST, port: config.PORT })
app.log.info(`Sentinela is ready on ${config.APP_URL} (${database.kind} database, listening on ${config.HOST})`)
if (!config.SMTP_URL) {
  if (outboxIsServed(config)) {
    app.log.info(
      `No SMTP_URL: e-mails stay in the local outbox, listed at ${config.APP_URL}/dev/outbox (this machine only)`,
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
