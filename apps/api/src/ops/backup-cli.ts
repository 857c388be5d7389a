import { parseArgs } from 'node:util'
import { parseConfig } from '../config'
import { BackupError, resolveFromCaller } from './backup-format'
import { backupConfigured, defaultBackupPath } from './backup'

const USAGE = `Usage: npm run backup [-- --out <file.tar.gz>]

Writes one .tar.gz with the database (DATABASE_URL, else the embedded one under DATA_DIR/db), every uploaded file
(S3_BUCKET, else DATA_DIR/uploads) and a manifest. Default: DATA_DIR/backups/sentinela-<UTC time>.tar.gz.
On the embedded database, stop the server first. See docs/operations.md "Backup and restore".`

// `npm run backup`: backup.ts does the work; this parses the command line and reports.
let args
try {
  args = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`)
  process.exit(2)
}
if (args.help) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
try {
  const config = parseConfig(process.env)
  const dataDir = resolveFromCaller(config.DATA_DIR)
  const out = args.out ? resolveFromCaller(args.out) : defaultBackupPath(dataDir)
  const { path, manifest, bytes } = await backupConfigured(config, dataDir, out)
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0)
  process.stdout.write(
    `Backup written to ${path} (${(bytes / 1024 / 1024).toFixed(1)} MB): ${manifest.database.kind} database at ` +
      `migration ${manifest.database.migration.tag}, ${manifest.database.tables.length} tables, ${rows} rows, ` +
      `${manifest.uploads.files.length} uploaded files.` +
      '\n',
  )
} catch (error) {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error)
  process.exitCode = 1
}
