import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@sentinela/shared/accounts/password'
import { externalIdentities, totpRecoveryCodes, users, userTokens } from '../../src/db/schema/index'
import { OidcService } from '../../src/modules/accounts/oidc.service'
import { hashPassword } from '../../src/lib/passwords'
import { generateToken, hashToken } from '../../src/lib/tokens'
import { createSessionToken, createTalent, TEST_PASSWORD } from '../factories'
import { request, useTestApp } from '../helper'
import { emailedToken, turnOnTwoStep, type ErrorBody } from './support'

/** OWASP ASVS 5.0.0, V6 Authentication, level 2 (docs/security.md). */
const ctx = useTestApp()

const signIn = (email: string, password: string, totpCode?: string) =>
  request<ErrorBody & { data: { token: string } }>(ctx, {
    method: 'POST',
    url: '/api/authentication/login',
    payload: { email, password, ...(totpCode ? { totpCode } : {}) },
  })

const registration = (email: string, password: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password,
  confirmPassword: password,
  phone: '+525512345678',
  acceptTerms: true,
})

describe('V6.2 Password security', () => {
  it('V6.2.1 requires passwords of at least 8 characters (12 here)', async () => {
    expect(PASSWORD_MIN_LENGTH).toBeGreaterThanOrEqual(8)
    const short = 'Sh0rt-Pass!'
    expect([...short]).toHaveLength(PASSWORD_MIN_LENGTH - 1)
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/users',
      payload: registration('short.password@example.com', short),
    })
    expect(status).toBe(400)
    expect(body.errors).toContainEqual(expect.objectContaining({ path: 'password', code: 'password_weak' }))
  })

  it('V6.2.2 lets users change their password', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await createSessionToken(ctx.app.db, talent.id)
    const next = 'A-Brand-New-Pass-2026'
    const changed = await request(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: TEST_PASSWORD, password: next, confirmPassword: next },
    })
    expect(changed.status).toBe(200)
    expect((await signIn(talent.email, next)).status).toBe(200)
  })

  it('V6.2.3 requires the current and the new password to change it', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = { authorization: `Bearer ${await createSessionToken(ctx.app.db, talent.id)}` }
    const next = 'A-Brand-New-Pass-2026'
    const missing = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers,
      payload: { password: next, confirmPassword: next },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.errors.map((issue) => issue.path)).toContain('currentPassword')
    const wrong = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers,
      payload: { currentPassword: 'Not-My-Password-1', password: next, confirmPassword: next },
    })
    expect(wrong.body.code).toBe('current_password_invalid')
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row!.passwordHash).toBe(talent.passwordHash)
  })

  it('V6.2.8 verifies the password exactly as typed: no truncation, no case change, no trimming', async () => {
    // 72 characters and one more: where bcrypt would silently stop reading.
    const password = `${'Correct-Horse-Battery-'.repeat(3)}Staple!`
    expect(password.length).toBeGreaterThan(72)
    const talent = await createTalent(ctx.app.db, { passwordHash: await hashPassword(password) })
    for (const variant of [password.slice(0, 72), password.toUpperCase(), `${password} `, ` ${password}`]) {
      expect((await signIn(talent.email, variant)).body.code, variant).toBe('email_or_password_invalid')
    }
    expect((await signIn(talent.email, password)).status).toBe(200)
  })

  it('V6.2.9 permits passwords of at least 64 characters', async () => {
    expect(PASSWORD_MAX_LENGTH).toBeGreaterThanOrEqual(64)
    const long = `Aa1!${'passphrase words go on '.repeat(5)}`.slice(0, 100)
    const { status, body } = await request(ctx, {
      method: 'POST',
      url: '/api/users',
      payload: registration('long.password@example.com', long),
    })
    expect(status, JSON.stringify(body)).toBe(201)
  })
})

describe('V6.3 General authentication security', () => {
  it('V6.3.1 blocks password guessing: 5 failures in a row lock the account and e-mail its owner', async () => {
    const talent = await createTalent(ctx.app.db)
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(talent.email, `Wrong-Guess-${attempt}!`)).body.code).toBe('email_or_password_invalid')
    }
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row!.lockedAt).not.toBeNull()
    // The right password no longer gets in; only the e-mailed reset link unlocks.
    expect((await signIn(talent.email, TEST_PASSWORD)).body.code).toBe('account_blocked')
    expect(await emailedToken(ctx.app.db, talent.email, 'account_locked')).toMatch(/^[\w-]{43}$/)
  })

  it('V6.3.2 ships no default accounts: the migrated database has no built-in or demo user', async () => {
    expect(ctx.app.config.SEED_DEMO).toBe(false)
    const rows = await ctx.app.db.select({ email: users.email }).from(users)
    const builtIn = rows.filter(({ email }) =>
      /^(admin|administrator|root|sa|test|demo|talent|company|recruiter)@|@sentinela\./i.test(email),
    )
    expect(builtIn).toEqual([])
    // The demo seed's main accounts (README) are not there unless SEED_DEMO asked for them.
    const demo = await ctx.app.db.select().from(users).where(eq(users.email, 'company@example.com'))
    expect(demo).toEqual([])
  })
})

describe('V6.4 Authentication factor lifecycle and recovery', () => {
  it('V6.4.1 makes activation links random, single-use and short-lived', async () => {
    const email = 'activate.me@example.com'
    const registered = await request(ctx, {
      method: 'POST',
      url: '/api/users',
      payload: registration(email, TEST_PASSWORD),
    })
    expect(registered.status).toBe(201)
    const token = await emailedToken(ctx.app.db, email, 'activation')
    expect(token).toMatch(/^[\w-]{43}$/)
    const [stored] = await ctx.app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)))
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(48 * 3600_000)
    expect((await request(ctx, { method: 'POST', url: `/api/users/confirm/${token}` })).status).toBe(200)
    const again = await request<ErrorBody>(ctx, { method: 'POST', url: `/api/users/confirm/${token}` })
    expect(again.body.code).toBe('token_invalid')

    const pending = await createTalent(ctx.app.db, { status: 'pending', activatedAt: null })
    const expired = generateToken()
    await ctx.app.db.insert(userTokens).values({
      userId: pending.id,
      purpose: 'activation',
      tokenHash: hashToken(expired),
      expiresAt: new Date(Date.now() - 1000),
    })
    const late = await request<ErrorBody>(ctx, { method: 'POST', url: `/api/users/confirm/${expired}` })
    expect(late.body.code).toBe('token_invalid')
  })

  it('V6.4.2 has no password hints or secret questions', async () => {
    const openapi = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })
    expect(openapi.statusCode).toBe(200)
    expect(openapi.body).toContain('"/api/authentication/login"')
    expect(openapi.body).not.toMatch(/hint|secret_?question|security_?question/i)
  })

  it('V6.4.3 resets a forgotten password without bypassing two-step sign-in', async () => {
    const talent = await createTalent(ctx.app.db)
    await turnOnTwoStep(ctx, await createSessionToken(ctx.app.db, talent.id))
    await request(ctx, { method: 'POST', url: '/api/password/recover', payload: { email: talent.email } })
    const token = await emailedToken(ctx.app.db, talent.email, 'password_reset')
    const next = 'Recovered-Pass-2026!'
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: next, confirmPassword: next },
    })
    expect(reset.statusCode).toBe(200)
    // The reset signs nobody in, and the new password alone is not enough.
    expect(reset.headers['set-cookie']).toBeUndefined()
    expect((await signIn(talent.email, next)).body.code).toBe('totp_required')
  })
})

describe('V6.5 General multi-factor authentication requirements', () => {
  it('V6.5.1 accepts each two-step code and each recovery code only once', async () => {
    const talent = await createTalent(ctx.app.db)
    const { totp, enablingCode, recoveryCodes } = await turnOnTwoStep(
      ctx,
      await createSessionToken(ctx.app.db, talent.id),
    )
    expect((await signIn(talent.email, TEST_PASSWORD, enablingCode)).body.code).toBe('totp_invalid')
    const next = totp.generate({ timestamp: Date.now() + 30_000 })
    expect((await signIn(talent.email, TEST_PASSWORD, next)).status).toBe(200)
    expect((await signIn(talent.email, TEST_PASSWORD, next)).body.code).toBe('totp_invalid')
    expect((await signIn(talent.email, TEST_PASSWORD, recoveryCodes[0])).status).toBe(200)
    expect((await signIn(talent.email, TEST_PASSWORD, recoveryCodes[0])).body.code).toBe('totp_invalid')
  })

  it('V6.5.2 gives recovery codes 120 bits, so a plain SHA-256 of each is all that is stored', async () => {
    const talent = await createTalent(ctx.app.db)
    const { recoveryCodes } = await turnOnTwoStep(ctx, await createSessionToken(ctx.app.db, talent.id))
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{6}(-[A-Z2-7]{6}){3}$/)
    const stored = await ctx.app.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, talent.id))
    expect(stored.map((row) => row.codeHash).sort()).toEqual(
      recoveryCodes.map((code) => hashToken(code.replaceAll('-', '').toLowerCase())).sort(),
    )
  })

  it('V6.5.3 draws two-step secrets and recovery codes from a CSPRNG: none repeat', async () => {
    const first = await turnOnTwoStep(ctx, await createSessionToken(ctx.app.db, (await createTalent(ctx.app.db)).id))
    const second = await turnOnTwoStep(ctx, await createSessionToken(ctx.app.db, (await createTalent(ctx.app.db)).id))
    expect(first.secret).not.toBe(second.secret)
    const codes = [...first.recoveryCodes, ...second.recoveryCodes]
    expect(new Set(codes).size).toBe(codes.length)
  })

  it('V6.5.4 gives codes at least 20 bits: 6-digit one-time codes, 120-bit recovery codes', async () => {
    const { secret, totp, recoveryCodes } = await turnOnTwoStep(
      ctx,
      await createSessionToken(ctx.app.db, (await createTalent(ctx.app.db)).id),
    )
    expect(totp.generate()).toMatch(/^\d{6}$/)
    // 160-bit TOTP secret (RFC 4226's recommendation), base32.
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(recoveryCodes[0]!.replaceAll('-', '')).toHaveLength(24)
  })

  it('V6.5.5 lets a one-time code live one 30-second step (one step of drift either side)', async () => {
    const talent = await createTalent(ctx.app.db)
    const { totp } = await turnOnTwoStep(ctx, await createSessionToken(ctx.app.db, talent.id))
    const stale = totp.generate({ timestamp: Date.now() - 65_000 })
    expect((await signIn(talent.email, TEST_PASSWORD, stale)).body.code).toBe('totp_invalid')
    const early = totp.generate({ timestamp: Date.now() + 65_000 })
    expect((await signIn(talent.email, TEST_PASSWORD, early)).body.code).toBe('totp_invalid')
  })
})

describe('V6.8 Authentication with an identity provider', () => {
  it('V6.8.1 keys provider identities by provider and subject, so one provider cannot speak for another', async () => {
    const oidc = new OidcService(ctx.app.db, ctx.app.config)
    const viaGoogle = await oidc.resolveUser(
      'google',
      {
        subject: 'same-subject',
        email: 'google.person@example.com',
        emailVerified: true,
        firstName: 'G',
        lastName: 'P',
      },
      'en',
    )
    const viaSso = await oidc.resolveUser(
      'sso',
      { subject: 'same-subject', email: 'sso.person@example.com', emailVerified: true, firstName: 'S', lastName: 'P' },
      'en',
    )
    expect(viaSso.id).not.toBe(viaGoogle.id)
    const linked = await ctx.app.db
      .select()
      .from(externalIdentities)
      .where(and(eq(externalIdentities.subject, 'same-subject')))
    expect(linked.map(({ provider, userId }) => [provider, userId]).sort()).toEqual(
      [
        ['google', viaGoogle.id],
        ['sso', viaSso.id],
      ].sort(),
    )
  })
})
