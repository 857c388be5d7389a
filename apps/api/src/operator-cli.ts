import pino from 'pino'
import { parseConfig } from './config'
import { openDatabase } from './db/client'
import { migrateDatabase } from './db/migrate'
import { AppError } from './lib/app-error'
import { ChangeFeed } from './lib/change-feed'
import { AccountRecordsService } from './modules/accounts/account-records.service'
import { AccountsRepository } from './modules/accounts/accounts.repository'
import { EmailService } from './modules/email/email.service'
import { OperatorService } from './modules/operator/operator.service'
import { SessionStore } from './plugins/session'

/**
 * `npm run operator:create -- <email>`: the only way an operator account is made (PRODUCT.md). The set-password
 * e-mail goes out at once (over SMTP_URL, or into the development outbox).
 */
const email = process.argv[2]
if (!email) {
  console.error('Usage: npm run operator:create -- <email>')
  process.exit(2)
}
const config = parseConfig(process.env)
const log = pino({ level: 'warn' })
const handle = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` })
try {
  await migrateDatabase(handle)
  const changes = new ChangeFeed(undefined, () => {})
  const accounts = new AccountsRepository(handle.db, new SessionStore(handle.db, 1, 1), changes)
  const emails = new EmailService(handle.db, config, log)
  const service = new OperatorService(handle.db, new AccountRecordsService(accounts), emails)
  const { emailId } = await service.create({ ip: '127.0.0.1', headers: { 'user-agent': 'operator:create' } }, email)
  await emails.send(emailId)
  process.stdout.write(
    `Operator ${email} created. The set-password link was e-mailed (see the outbox without SMTP_URL).\n` +
      'At the first sign-in, two-step sign-in must be turned on before anything else.\n',
  )
} catch (error) {
  console.error(error instanceof AppError ? `Could not create the operator: ${error.code}` : error)
  process.exitCode = 1
} finally {
  await handle.close()
}
