import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../db/client'
import { emails, users } from '../../db/schema/index'

const run = promisify(execFile)

describe('npm run operator:create -- <email>', () => {
  it('creates a pending operator on the configured database and e-mails the set-password link', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-operator-cli-'))
    try {
      const { stdout } = await run('npm', ['run', '-s', 'operator:create', '--', 'Cli.Operator@Example.com'], {
        cwd: join(import.meta.dirname, '../../../../..'),
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'silent' },
      })
      expect(stdout).toContain('Operator Cli.Operator@Example.com created')
      const handle = await openDatabase({ url: undefined, dataDir: `${dataDir}/db` })
      try {
        const [user] = await handle.db.select().from(users)
        expect(user).toMatchObject({ role: 'operator', status: 'pending', passwordHash: null, totpEnabledAt: null })
        const [mail] = await handle.db.select().from(emails).where(eq(emails.userId, user!.id))
        // Sent at once: with no SMTP server it is kept in the development outbox.
        expect(mail).toMatchObject({ template: 'operator_invitation', status: 'outbox' })
        expect(mail!.text).toMatch(/\/auth\/reset\/\?token=/)
      } finally {
        await handle.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000)
})
