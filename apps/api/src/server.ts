import closeWithGrace from 'close-with-grace'
import { buildApp } from './app'
import { ConfigError, parseConfig } from './config'
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
app.log.info(`Sentinela is ready on http://localhost:${config.PORT} (${database.kind} database)`)
