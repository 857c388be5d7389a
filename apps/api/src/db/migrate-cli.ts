import { parseConfig } from '../config'
import { openDatabase } from './client'
import { migrateDatabase } from './migrate'

// `npm run db:migrate`: the same step the server runs at start, on its own.
const config = parseConfig(process.env)
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` })
await migrateDatabase(handle)
await handle.close()
console.log('Database migrated.')
