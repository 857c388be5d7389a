import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { parseConfig } from '../../src/config'
import { sessions, users } from '../../src/db/schema/index'
import { hashToken } from '../../src/lib/tokens'
import { bearer, createCompany, createCompanyUser, createSessionToken, createTalent, TEST_PASSWORD } from '../factories'
import { request, useTestApp } from '../helper'
import { browserSession, browserSignIn, cookiesOf, emailedToken, turnOnTwoStep } from './support'

/** OWASP ASVS 5.0.0, V7 Session Management, level 2 (docs/security.md). */
const ctx = useTestApp()
const DAY_MS = 86_400_000

const status = async (token: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/Preferences', headers: bearer(token) })).statusCode

async function sessionRow(token: string) {
  const [row] = await ctx.app.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
  return row!
}

describe('V7.2 Fundamental session management security', () => {
  it('V7.2.1 verifies session tokens on the server, never trusting client state', async () => {
    const talent = await createTalent(ctx.app.db)
    const { token } = await browserSignIn(ctx, talent.email)
    expect(await status(token)).toBe(200)
    // A token the server never issued, one altered by a character, and client-side claims all get nothing.
    expect(await status('A'.repeat(43))).toBe(401)
    expect(await status(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(401)
    const claims = await ctx.app.inject({
      method: 'GET',
      url: '/api/companies/company',
      headers: { cookie: 'sentinela.session={"role":"company"}; role=company', 'x-user-role': 'company' },
    })
    expect(claims.statusCode).toBe(401)
  })

  it('V7.2.2 uses dynamically generated reference tokens, not static API secrets', async () => {
    const talent = await createTalent(ctx.app.db)
    const first = await browserSignIn(ctx, talent.email)
    const second = await browserSignIn(ctx, talent.email)
    expect(first.token).not.toBe(second.token)
    expect(await status(first.token)).toBe(200)
    expect(await status(second.token)).toBe(200)
    // Each is a row of its own, so each can end alone.
    expect((await sessionRow(first.token)).id).not.toBe((await sessionRow(second.token)).id)
  })

  it('V7.2.3 makes reference tokens unique, from a CSPRNG, with at least 128 bits, stored only hashed', async () => {
    const talent = await createTalent(ctx.app.db)
    const tokens = await Promise.all(Array.from({ length: 3 }, () => browserSignIn(ctx, talent.email)))
    const values = tokens.map((signedIn) => signedIn.token)
    expect(new Set(values).size).toBe(values.length)
    for (const value of values) {
      // 32 random bytes in base64url: 256 bits.
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const row = await sessionRow(value)
      expect(row.tokenHash).toBe(hashToken(value))
      expect(JSON.stringify(row)).not.toContain(value)
    }
  })

  it('V7.2.4 issues a new session token on authentication and ends the one the request came with', async () => {
    const talent = await createTalent(ctx.app.db)
    const before = await browserSignIn(ctx, talent.email)
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: before.headers(),
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    expect(again.statusCode).toBe(200)
    const renewed = cookiesOf(again)[ctx.app.sessionCookies.session]!.value
    expect(renewed).not.toBe(before.token)
    expect(await status(renewed)).toBe(200)
    expect(await status(before.token)).toBe(401)
  })
})

describe('V7.3 Session timeout', () => {
  it('V7.3.1 ends a session left unused for SESSION_TTL_DAYS, and slides the limit with use', async () => {
    const talent = await createTalent(ctx.app.db)
    const idle = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * DAY_MS), expiresAt: new Date(Date.now() - DAY_MS) })
      .where(eq(sessions.tokenHash, hashToken(idle)))
    expect(await status(idle)).toBe(401)

    const used = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(sessions.tokenHash, hashToken(used)))
    expect(await status(used)).toBe(200)
    const slid = (await sessionRow(used)).expiresAt.getTime() - Date.now()
    expect(Math.abs(slid - ctx.app.config.SESSION_TTL_DAYS * DAY_MS)).toBeLessThan(60_000)
  })

  it('V7.3.2 ends a session SESSION_MAX_DAYS after sign-in however often it is used', async () => {
    expect(parseConfig({}).SESSION_MAX_DAYS).toBe(90)
    expect(() => parseConfig({ SESSION_MAX_DAYS: '0' })).toThrow(/SESSION_MAX_DAYS/)
    const talent = await createTalent(ctx.app.db)
    const old = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 91 * DAY_MS),
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + DAY_MS),
      })
      .where(eq(sessions.tokenHash, hashToken(old)))
    expect(await status(old)).toBe(401)
    const younger = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 89 * DAY_MS) })
      .where(eq(sessions.tokenHash, hashToken(younger)))
    expect(await status(younger)).toBe(200)
  })
})

describe('V7.4 Session termination', () => {
  it('V7.4.1 disallows any further use of a session once signed out, and clears its cookies', async () => {
    const talent = await createTalent(ctx.app.db)
    const signedIn = await browserSession(ctx, talent.id)
    const out = await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: signedIn.headers() })
    expect(out.statusCode).toBe(204)
    const cleared = cookiesOf(out)
    expect(cleared[ctx.app.sessionCookies.session]?.value).toBe('')
    expect(cleared[ctx.app.sessionCookies.session]?.attributes).toMatch(/Expires=Thu, 01 Jan 1970/)
    expect((await sessionRow(signedIn.token)).revokedAt).not.toBeNull()
    expect(await status(signedIn.token)).toBe(401)
    const withCookie = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: signedIn.headers() })
    expect(withCookie.statusCode).toBe(401)
  })

  it('V7.4.2 ends every session of an account that is deleted, or of an admin user the main admin removes', async () => {
    const talent = await createTalent(ctx.app.db)
    const [a, b] = [await createSessionToken(ctx.app.db, talent.id), await createSessionToken(ctx.app.db, talent.id)]
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(a),
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    expect(deleted.status).toBe(200)
    expect([await status(a), await status(b)]).toEqual([401, 401])

    const { company, admin } = await createCompany(ctx.app.db)
    const member = await createCompanyUser(ctx.app.db, company.id)
    const memberToken = await createSessionToken(ctx.app.db, member.id)
    expect(await status(memberToken)).toBe(200)
    const removed = await request(ctx, {
      method: 'DELETE',
      url: `/api/employees/${member.id}`,
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
    })
    expect(removed.status).toBe(200)
    expect(await status(memberToken)).toBe(401)
  })

  it('V7.4.3 ends the other sessions after a password change, a reset, or a two-step change', async () => {
    const talent = await createTalent(ctx.app.db)
    const current = await createSessionToken(ctx.app.db, talent.id)
    let other = await createSessionToken(ctx.app.db, talent.id)
    const changed = await request(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers: bearer(current),
      payload: {
        currentPassword: TEST_PASSWORD,
        password: 'Another-Pass-2026!',
        confirmPassword: 'Another-Pass-2026!',
      },
    })
    expect(changed.status).toBe(200)
    expect([await status(current), await status(other)]).toEqual([200, 401])

    other = await createSessionToken(ctx.app.db, talent.id)
    await turnOnTwoStep(ctx, current)
    expect([await status(current), await status(other)]).toEqual([200, 401])

    other = await createSessionToken(ctx.app.db, talent.id)
    const off = await request(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/disable',
      headers: bearer(current),
      payload: { password: 'Another-Pass-2026!' },
    })
    expect(off.status).toBe(200)
    expect([await status(current), await status(other)]).toEqual([200, 401])

    // A reset from the e-mailed link ends them all: whoever asked for it may not be the one signed in.
    await request(ctx, { method: 'POST', url: '/api/password/recover', payload: { email: talent.email } })
    const token = await emailedToken(ctx.app.db, talent.email, 'password_reset')
    const reset = await request(ctx, {
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: 'Third-Pass-2026!!', confirmPassword: 'Third-Pass-2026!!' },
    })
    expect(reset.status).toBe(200)
    expect(await status(current)).toBe(401)
  })
})

describe('V7.5 Defenses against session abuse', () => {
  it('V7.5.1 asks for the password again before changing the e-mail, the password or two-step sign-in', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await createSessionToken(ctx.app.db, talent.id)
    const wrong = 'Not-The-Password-1!'
    const attempts = [
      [
        '/api/users/reset/email',
        { newEmail: 'new.address@example.com', confirmEmail: 'new.address@example.com', currentPassword: wrong },
      ],
      [
        '/api/users/reset/password',
        { currentPassword: wrong, password: 'Another-Pass-2026!', confirmPassword: 'Another-Pass-2026!' },
      ],
    ] as const
    for (const [url, payload] of attempts) {
      const refused = await request<{ code: string }>(ctx, { method: 'POST', url, headers: bearer(token), payload })
      expect(refused.body.code, url).toBe('current_password_invalid')
    }
    await turnOnTwoStep(ctx, token)
    const off = await request<{ code: string }>(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/disable',
      headers: bearer(token),
      payload: { password: wrong },
    })
    expect(off.body.code).toBe('current_password_invalid')
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row!.email).toBe(talent.email)
    expect(row!.passwordHash).toBe(talent.passwordHash)
    expect(row!.totpEnabledAt).not.toBeNull()
  })
})

describe('V7.5.2 Seeing and ending active sessions', () => {
  type Listed = { data: { id: number; current: boolean; ip: string | null; userAgent: string | null }[] }
  const list = (token: string) =>
    request<Listed>(ctx, { method: 'GET', url: '/api/users/sessions', headers: bearer(token) })

  it('lists the sessions in force with the current one marked, and ends another one at once', async () => {
    const talent = await createTalent(ctx.app.db)
    const phone = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1' },
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    const phoneToken = (phone.json() as { data: { token: string } }).data.token
    const laptop = await createSessionToken(ctx.app.db, talent.id)
    const ended = await createSessionToken(ctx.app.db, talent.id)
    await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: bearer(ended) })

    const { status: listed, headers, body } = await list(laptop)
    expect(listed).toBe(200)
    expect(headers['cache-control']).toBe('no-store')
    expect(body.data).toHaveLength(2)
    expect(body.data.filter((session) => session.current)).toHaveLength(1)
    const other = body.data.find((session) => !session.current)!
    expect(other.userAgent).toMatch(/iPhone/)
    expect(other.id).toBe((await sessionRow(phoneToken)).id)

    expect(await status(phoneToken)).toBe(200)
    const end = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${other.id}`,
      headers: bearer(laptop),
    })
    expect(end.statusCode).toBe(204)
    expect(await status(phoneToken)).toBe(401)
    expect(await status(laptop)).toBe(200)
    expect((await list(laptop)).body.data.map((session) => session.current)).toEqual([true])
    // Ending it again, or a session that is not there, is not found.
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${other.id}`,
      headers: bearer(laptop),
    })
    expect(again.statusCode).toBe(404)
  })

  it("never shows or ends another user's sessions", async () => {
    const ana = await createTalent(ctx.app.db)
    const ben = await createTalent(ctx.app.db)
    const anaToken = await createSessionToken(ctx.app.db, ana.id)
    const benToken = await createSessionToken(ctx.app.db, ben.id)
    const benSession = (await sessionRow(benToken)).id
    expect((await list(anaToken)).body.data.map((session) => session.id)).not.toContain(benSession)
    const attempt = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/sessions/${benSession}`,
      headers: bearer(anaToken),
    })
    expect(attempt.statusCode).toBe(404)
    expect(await status(benToken)).toBe(200)
  })

  it('ends every other session and keeps this one; both are in the security activity', async () => {
    const talent = await createTalent(ctx.app.db)
    const tokens = await Promise.all([1, 2, 3].map(() => createSessionToken(ctx.app.db, talent.id)))
    const [mine, ...others] = tokens as [string, ...string[]]
    const done = await ctx.app.inject({ method: 'POST', url: '/api/users/sessions/endOthers', headers: bearer(mine) })
    expect(done.statusCode).toBe(204)
    for (const token of others) expect(await status(token)).toBe(401)
    expect(await status(mine)).toBe(200)
    const events = await request<{ data: { event: string }[] }>(ctx, {
      method: 'GET',
      url: '/api/users/securityEvents',
      headers: bearer(mine),
    })
    expect(events.body.data.map((event) => event.event)).toContain('other_sessions_ended')
  })
})

describe('V7.6 Federated re-authentication', () => {
  it('V7.6.2 creates no session from a provider callback the user did not start', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ExternalAuthentication?code=forged&state=forged',
    })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toMatch(/\/sso\?error=provider_sign_in_failed$/)
    expect(cookiesOf(response)[ctx.app.sessionCookies.session]).toBeUndefined()
  })
})
