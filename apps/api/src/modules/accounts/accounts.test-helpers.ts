import { afterAll, beforeAll } from 'vitest'
import { eq } from 'drizzle-orm'
import { auditEvents } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { startSmtpServer } from '../../../test/smtp'

/** Shared set-up of the accounts API tests (not a test file itself: the API glob takes only *.test.ts). */

export const NEW_PASSWORD = 'Brand-New-Pass-42!'
let counter = 0
export const freshEmail = (prefix = 'person') => `${prefix}.${Date.now()}.${++counter}@example.com`

export function talentForm(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Lucía',
    lastName: 'Hernández',
    email: freshEmail('lucia'),
    password: 'Strong-Password-1',
    confirmPassword: 'Strong-Password-1',
    phone: '+52 55 1234 5678',
    acceptTerms: true,
    ...overrides,
  }
}

/**
 * A test file's app, sending through a local SMTP listener with the e-mail workers on, so tests read what arrived.
 * Call once at the top of the file: `const { ctx, smtp, post, auditOf } = useAccountsTestApp()`.
 */
export function useAccountsTestApp() {
  let server: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    server = await startSmtpServer()
  })
  afterAll(async () => server.close())
  const ctx = useTestApp(() => ({ SMTP_URL: server.url, RUN_WORKERS: 'true', APP_URL: 'http://app.example.com' }))

  const smtp = {
    /** The next e-mail to an address (see startSmtpServer). */
    waitFor: (...args: Parameters<typeof server.waitFor>) => server.waitFor(...args),
  }
  const post = <T = unknown>(url: string, payload: object, headers: Record<string, string> = {}) =>
    request<T>(ctx, { method: 'POST', url: `/api${url}`, payload, headers })

  async function auditOf(userId: number) {
    const rows = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.userId, userId))
    return rows.map((row) => row.event)
  }

  return { ctx, smtp, post, auditOf }
}
