import { describe, expect, it, vi } from 'vitest'
import { redactUrl } from '../../src/lib/log-redaction'
import { bearer, createCompany, createSessionToken, createTalent, TEST_PASSWORD } from '../factories'
import { request } from '../helper'
import { browserSession, browserSignIn, type ErrorBody, useLoggedTestApp } from './support'

/** OWASP ASVS 5.0.0, V16 Security Logging and Error Handling, level 2 (docs/security.md). */
const ctx = useLoggedTestApp({
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '3',
  // An "Improve description" model that is down: the built-in rules must answer instead.
  AI_BASE_URL: 'http://127.0.0.1:9/v1',
  AI_TIMEOUT_MS: '1000',
})

let address = 0
const nextAddress = () => `198.51.100.${++address}`

const securityEvents = () => ctx.logs.lines().filter((line) => line.msg === 'security event')

async function auditOf(token: string) {
  const { body } = await request<{ data: { event: string; ip: string; userAgent: string; createdAt: string }[] }>(ctx, {
    method: 'GET',
    url: '/api/users/securityEvents',
    headers: bearer(token),
  })
  return body.data
}

describe('V16.2 General logging', () => {
  it('V16.2.1 records when, where, who and what: audit events with time, address, agent, user; log lines with request id', async () => {
    const talent = await createTalent(ctx.app.db)
    const from = nextAddress()
    await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: from,
      headers: { 'user-agent': 'ASVS-Agent/1.0' },
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    const [signIn] = await auditOf(await createSessionToken(ctx.app.db, talent.id))
    expect(signIn).toMatchObject({ event: 'sign_in', ip: from, userAgent: 'ASVS-Agent/1.0' })
    expect(Date.now() - Date.parse(signIn!.createdAt)).toBeLessThan(60_000)
    const completed = ctx.logs.lines().find((line) => line.msg === 'request completed')
    expect(completed).toMatchObject({ reqId: expect.any(String), time: expect.any(Number), level: 30 })
  })

  it('V16.2.2 stamps events in UTC', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(token) })
    const [event] = await auditOf(await createSessionToken(ctx.app.db, talent.id))
    expect(event!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/)
    // pino writes epoch milliseconds, which carry no zone to misread.
    for (const line of ctx.logs.lines()) expect(Math.abs(Number(line.time) - Date.now())).toBeLessThan(3_600_000)
  })

  it('V16.2.4 writes logs as JSON lines a log processor reads as they are', async () => {
    ctx.logs.clear()
    await ctx.app.inject({ method: 'GET', url: '/api/master-data' })
    const raw = ctx.logs.raw().trim().split('\n')
    expect(raw.length).toBeGreaterThanOrEqual(2)
    for (const line of raw) expect(() => JSON.parse(line)).not.toThrow()
  })

  it('V16.2.5 keeps credentials and tokens out of the logs', async () => {
    ctx.logs.clear()
    const talent = await createTalent(ctx.app.db)
    const signedIn = await browserSignIn(ctx, talent.email)
    await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: signedIn.headers() })
    await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: signedIn.bearer })
    const emailed = 'A'.repeat(20) + 'secret-link-token' + 'B'.repeat(6)
    await ctx.app.inject({ method: 'POST', url: `/api/users/confirm/${emailed}`, remoteAddress: nextAddress() })
    await ctx.app.inject({ method: 'GET', url: `/api/ExternalAuthentication?code=${emailed}&state=${emailed}` })
    const raw = ctx.logs.raw()
    for (const secret of [TEST_PASSWORD, signedIn.token, signedIn.csrfToken, emailed]) expect(raw).not.toContain(secret)
    expect(raw).toContain('/api/users/confirm/[redacted]')
    expect(redactUrl('/auth/reset/?token=abc&lang=es')).toBe('/auth/reset/?token=[redacted]&lang=es')
  })
})

describe('V16.3 Security events', () => {
  it('V16.3.1 logs every authentication operation, successful or not', async () => {
    const talent = await createTalent(ctx.app.db)
    ctx.logs.clear()
    const wrong = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: nextAddress(),
      payload: { email: talent.email, password: 'Wrong-Password-1!' },
    })
    expect(wrong.body.code).toBe('email_or_password_invalid')
    expect(securityEvents()).toContainEqual(expect.objectContaining({ event: 'sign_in_failed' }))
    const token = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(token) })
    const events = (await auditOf(await createSessionToken(ctx.app.db, talent.id))).map((event) => event.event)
    expect(events).toEqual(expect.arrayContaining(['sign_in_failed', 'sign_out']))
  })

  it('V16.3.2 logs refused authorization: who asked for what', async () => {
    const talent = await createTalent(ctx.app.db)
    ctx.logs.clear()
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/positions',
      headers: bearer(await createSessionToken(ctx.app.db, talent.id)),
      payload: {},
    })
    expect(refused.statusCode).toBe(403)
    expect(securityEvents()).toContainEqual(
      expect.objectContaining({ event: 'access_denied', userId: talent.id, route: '/api/positions', level: 40 }),
    )
  })

  it('V16.3.3 logs attempts to get past controls: forged CSRF, invalid input, too many attempts', async () => {
    const talent = await createTalent(ctx.app.db)
    const signedIn = await browserSession(ctx, talent.id)
    ctx.logs.clear()
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: signedIn.headers(false),
      payload: { language: 'es' },
    })
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/language',
      headers: signedIn.bearer,
      payload: { language: 'xx' },
    })
    const from = nextAddress()
    for (let i = 0; i <= ctx.app.config.SIGN_IN_RATE_LIMIT_PER_MINUTE; i++) {
      await ctx.app.inject({
        method: 'POST',
        url: '/api/password/recover',
        remoteAddress: from,
        payload: { email: 'x@example.com' },
      })
    }
    const events = securityEvents()
    expect(events).toContainEqual(expect.objectContaining({ event: 'csrf_rejected', userId: null }))
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'validation_failed', userId: talent.id, paths: ['language'] }),
    )
    expect(events).toContainEqual(expect.objectContaining({ event: 'rate_limited', ip: from }))
    // The refused value itself is not logged.
    expect(JSON.stringify(events)).not.toContain('"xx"')
  })

  it('V16.3.4 logs unexpected errors with their cause', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const failure = vi
      .spyOn(ctx.app.services.companies, 'getProfile')
      .mockRejectedValueOnce(new Error('connection reset by database'))
    ctx.logs.clear()
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/employees',
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
    })
    failure.mockRestore()
    expect(response.statusCode).toBe(500)
    const logged = ctx.logs.lines().find((line) => line.msg === 'unexpected error')
    expect(logged).toMatchObject({ level: 50, err: { message: 'connection reset by database' } })
  })
})

describe('V16.4 Log protection', () => {
  it('V16.4.1 encodes what it logs: line breaks in addresses or headers cannot forge a log line', async () => {
    ctx.logs.clear()
    const forged = '\n{"level":30,"msg":"forged entry"}\n'
    await ctx.app.inject({
      method: 'GET',
      url: `/api/nowhere?q=${encodeURIComponent(forged)}%0A%0D`,
      headers: { 'user-agent': 'x' },
    })
    await ctx.app.inject({ method: 'GET', url: `/api/nowhere/%0A{"msg":"forged entry"}` })
    const lines = ctx.logs.lines()
    expect(lines.length).toBeGreaterThan(0)
    expect(lines.filter((line) => line.msg === 'forged entry')).toEqual([])
  })
})

describe('V16.5 Error handling', () => {
  it('V16.5.1 answers unexpected errors with a generic message: no stack, query or cause', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const failure = vi
      .spyOn(ctx.app.services.companies, 'getProfile')
      .mockRejectedValueOnce(new Error('select * from users where password_hash = $1 failed at db.internal:5432'))
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: '/api/employees',
      headers: { ...bearer(await createSessionToken(ctx.app.db, admin.id)), 'accept-language': 'es' },
    })
    failure.mockRestore()
    expect(status).toBe(500)
    expect(body).toEqual({ statusCode: 500, code: 'internal_error', message: expect.any(String), errors: [] })
    expect(JSON.stringify(body)).not.toMatch(/select|password_hash|db\.internal|at .*\.ts/)
  })

  it('V16.5.2 keeps working when an outside service fails: "Improve description" falls back to built-in rules', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const { status, body } = await request<{ data: { description: string } }>(ctx, {
      method: 'POST',
      url: '/api/sentinelaAI/ImproveJobDescription',
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
      payload: { jobTitle: 'SOC Analyst', description: 'monitor alerts and triage incidents for our customers' },
    })
    expect(status).toBe(200)
    expect(body.data.description.length).toBeGreaterThan(0)
  })

  it('V16.5.3 fails closed: when sessions cannot be checked, nothing is served as if signed in', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await createSessionToken(ctx.app.db, talent.id)
    const failure = vi.spyOn(ctx.app.sessionStore, 'find').mockRejectedValueOnce(new Error('database down'))
    const response = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) })
    failure.mockRestore()
    expect(response.statusCode).toBe(500)
    expect(response.body).not.toContain(talent.email)
  })
})
