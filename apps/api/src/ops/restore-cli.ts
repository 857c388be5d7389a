import { parseArgs } from 'node:util'
import { parseConfig } from '../config'
import { BackupError, resolveFromCaller } from './backup-format'
import { restoreConfigured } from './restore'

const USAGE = `Usage: npm run restore -- <archive.tar.gz> [--force]

Restores a backup of npm run backup into the database (DATABASE_URL, else the embedded one under DATA_DIR/db) and the
uploads (S3_BUCKET, else DATA_DIR/uploads) this configuration uses. Both must be empty: --force replaces what is there.
Stop the server first. See docs/operations.md "Backup and restore".`

// `npm run restore`: restore.ts does the work; this parses the command line and reports.
let parsed
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  })
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`)
  process.exit(2)
}
if (parsed.values.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const [archive, ...extra] = parsed.positionals
if (!archive || extra.length > 0) {
  console.error(USAGE)
  process.exit(2)
}
try {
  const config = parseConfig(process.env)
  const dataDir = resolveFromCaller(config.DATA_DIR)
  const manifest = await restoreConfigured(config, dataDir, resolveFromCaller(archive), parsed.values.force ?? false)
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
  process.stdout.write(
    `Restored ${archive} (written ${manifest.createdAt} by Sentinela ${manifest.appVersion}): ` +
      `${manifest.database.tables.length} tables, ${rows} rows, ${manifest.uploads.files.length} uploaded files ` +
      `into ${config.DATABASE_URL ? 'the PostgreSQL database' : `${dataDir}/db`}. Start the server as usual.` +
      '\n',
  )
} catch (error) {
  console.error(error instanceof BackupError ? `Restore failed: ${error.message}` : error)
  process.exitCode = 1
}
