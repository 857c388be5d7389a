import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { and, desc, eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, expect } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { buildApp } from '../../src/app'
import { parseConfig, type Config } from '../../src/config'
import type { Database } from '../../src/db/client'
import { emails, sessions } from '../../src/db/schema/index'
import { generateToken, hashToken } from '../../src/lib/tokens'
import { openTestDatabase } from '../database'
import { bearer, jobInput, TEST_PASSWORD } from '../factories'

export { jobInput }
import type { TestContext } from '../helper'

/** Shared steps of the ASVS suite (docs/security.md maps each requirement to its test). */

export interface ErrorBody {
  statusCode: number
  code: string
  message: string
  errors: { path: string; code: string; message: string }[]
}

/** A response's cookies by name: value and the raw attribute string. */
export function cookiesOf(response: LightMyRequestResponse): Record<string, { value: string; attributes: string }> {
  const header = response.headers['set-cookie']
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header]
  return Object.fromEntries(
    lines.map((line) => {
      const [pair = '', ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      return [pair.slice(0, at).trim(), { value: pair.slice(at + 1), attributes: attributes.join(';').trim() }]
    }),
  )
}

/** Signs in through the API as a browser does and answers the cookies, the CSRF token and the bearer token. */
export async function browserSignIn(context: TestContext, email: string, password = TEST_PASSWORD) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/authentication/login',
    payload: { email, password },
  })
  expect(response.statusCode, response.body).toBe(200)
  const cookies = cookiesOf(response)
  const { session, csrf } = context.app.sessionCookies
  const token = cookies[session]!.value
  const csrfToken = cookies[csrf]!.value
  return {
    response,
    token,
    csrfToken,
    cookies,
    /** The headers a browser page of this session sends: its cookies, and the CSRF echo when asked. */
    headers: (withCsrf = true) => ({
      cookie: `${session}=${token}; ${csrf}=${csrfToken}`,
      ...(withCsrf ? { 'x-csrf-token': csrfToken } : {}),
    }),
    bearer: bearer(token),
  }
}

/**
 * A browser session written straight to the database (no password hashing): for tests about what a session may do,
 * not about signing in. Same shape as browserSignIn's answer, without the response.
 */
export async function browserSession(context: TestContext, userId: number) {
  const token = generateToken()
  const csrfToken = generateToken()
  await context.app.db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    csrfTokenHash: hashToken(csrfToken),
    expiresAt: new Date(Date.now() + 3600_000),
  })
  const { session, csrf } = context.app.sessionCookies
  return {
    token,
    csrfToken,
    headers: (withCsrf = true) => ({
      cookie: `${session}=${token}; ${csrf}=${csrfToken}`,
      ...(withCsrf ? { 'x-csrf-token': csrfToken } : {}),
    }),
    bearer: bearer(token),
  }
}

/** The token of the newest e-mail with a link to a given address and template. */
export async function emailedToken(db: Database, to: string, template: string): Promise<string> {
  const [email] = await db
    .select()
    .from(emails)
    .where(and(eq(emails.to, to), eq(emails.template, template)))
    .orderBy(desc(emails.id))
    .limit(1)
  const token = email && /[?&]token=([\w-]+)/.exec(email.text)?.[1]
  if (!token) throw new Error(`No ${template} e-mail with a token to ${to}`)
  return token
}

/** Turns two-step sign-in on through the API; answers the TOTP generator and the recovery codes. */
export async function turnOnTwoStep(context: TestContext, token: string) {
  const setup = await context.app.inject({ method: 'POST', url: '/api/users/twoStep/setup', headers: bearer(token) })
  const { secret } = (setup.json() as { data: { secret: string } }).data
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })
  const enablingCode = totp.generate()
  const enabled = await context.app.inject({
    method: 'POST',
    url: '/api/users/twoStep/enable',
    headers: bearer(token),
    payload: { code: enablingCode },
  })
  expect(enabled.statusCode, enabled.body).toBe(200)
  const { recoveryCodes } = (enabled.json() as { data: { recoveryCodes: string[] } }).data
  return { secret, totp, enablingCode, recoveryCodes }
}

/** Creates a job through the API and answers its id. */
export async function createJob(context: TestContext, headers: Record<string, string>, publish = false) {
  const created = await context.app.inject({ method: 'POST', url: '/api/positions', headers, payload: jobInput() })
  expect(created.statusCode, created.body).toBe(201)
  const id = (created.json() as { data: { id: number } }).data.id
  if (publish) {
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/positions/${id}/status`,
      headers,
      payload: { status: 'published' },
    })
    expect(published.statusCode, published.body).toBe(200)
  }
  return id
}

/** Log lines an app wrote, parsed (pino JSON lines). */
export interface LogCapture {
  lines: () => Record<string, unknown>[]
  raw: () => string
  clear: () => void
}

/**
 * Like useTestApp, with the server's logger on (level info) writing into memory: for the logging requirements.
 */
export function useLoggedTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
): TestContext & { logs: LogCapture } {
  let buffer = ''
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      buffer += chunk.toString()
      callback()
    },
  })
  const logs: LogCapture = {
    raw: () => buffer,
    lines: () =>
      buffer
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      buffer = ''
    },
  }
  const context = { logs } as TestContext & { logs: LogCapture }
  const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-api-test-'))
  beforeAll(async () => {
    context.database = await openTestDatabase()
    const config = parseConfig({
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '100000',
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
      RUN_WORKERS: 'false',
      DATA_DIR: dataDir,
      ...overrides,
    })
    context.app = await buildApp({ config, database: context.database, logger: { level: 'info', stream } })
    await context.app.ready()
  })
  afterAll(async () => {
    await context.app?.close()
    await context.database?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return context
}
