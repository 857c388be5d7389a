import { parseConfig } from '../src/config'
import { openDatabase } from '../src/db/client'
import { migrateDatabase } from '../src/db/migrate'
import { LocalDiskStorage } from '../src/lib/storage'
import { seedDemo } from './demo'

// `npm run db:seed`: migrate, then seed the demo data into the configured database.
const config = parseConfig(process.env)
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` })
await migrateDatabase(handle)
await seedDemo(handle.db, new LocalDiskStorage(`${config.DATA_DIR}/uploads`))
await handle.close()
console.log('Demo data seeded.')
