import { describe, expect, it } from 'vitest'
import { bearer, createCompany, createTalent, signIn, TEST_PASSWORD } from '../../../test/factories'
import { request } from '../../../test/helper'
import { tokenFrom } from '../../../test/smtp'
import { freshEmail, NEW_PASSWORD, useAccountsTestApp } from './accounts.test-helpers'

const { ctx, smtp, post, auditOf } = useAccountsTestApp()

describe('POST /api/authentication/login', () => {
  it('answers token, role and subscription; the session verifies through GET /companies/company', async () => {
    const { admin, company } = await createCompany(ctx.app.db, { subscriptionName: 'Demo' })
    const { status, body } = await post<{ data: { token: string; role: string; subscriptionName: string } }>(
      '/authentication/login',
      { email: admin.email, password: TEST_PASSWORD },
    )
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ role: 'company', subscriptionName: 'Demo', passwordExpiresInDays: null })
    const session = await request<{ data: { company: { id: number } } }>(ctx, {
      method: 'GET',
      url: '/api/companies/company',
      headers: bearer(body.data.token),
    })
    expect(session.body.data.company.id).toBe(company.id)
    const asTalent = await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(body.data.token) })
    expect(asTalent.status).toBe(403)
  })

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const talent = await createTalent(ctx.app.db)
    const wrong = await post('/authentication/login', { email: talent.email, password: 'Wrong-Password-1' })
    const unknown = await post('/authentication/login', { email: freshEmail('nobody'), password: 'Wrong-Password-1' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body).toMatchObject({ code: 'email_or_password_invalid', message: 'Email or password invalid.' })
  })

  it('blocks the account after 5 failures in a row; only a reset unblocks it', async () => {
    const talent = await createTalent(ctx.app.db, { language: 'pt' })
    for (let attempt = 1; attempt <= 4; attempt++) {
      const { body } = await post<{ code: string }>('/authentication/login', {
        email: talent.email,
        password: 'Wrong-1-pass!',
      })
      expect(body.code).toBe('email_or_password_invalid')
    }
    const fifth = await post<{ code: string }>('/authentication/login', {
      email: talent.email,
      password: 'Wrong-1-pass!',
    })
    // The lock is told to the owner by e-mail, not to whoever is guessing.
    expect(fifth.status).toBe(401)
    expect(fifth.body.code).toBe('email_or_password_invalid')
    const lockedEmail = await smtp.waitFor(talent.email, { subject: /bloqueada/ })
    expect(tokenFrom(lockedEmail)).toBeTruthy()
    const sixth = await post<{ code: string; message: string }>(
      '/authentication/login',
      { email: talent.email, password: TEST_PASSWORD },
      { 'accept-language': 'es' },
    )
    expect(sixth.status).toBe(423)
    expect(sixth.body.message).toBe('Tu cuenta está bloqueada tras demasiados intentos fallidos de inicio de sesión.')
    expect(await auditOf(talent.id)).toEqual(expect.arrayContaining(['sign_in_failed', 'account_locked']))

    await post('/password/reset', {
      token: tokenFrom(lockedEmail),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    const unblocked = await post('/authentication/login', { email: talent.email, password: NEW_PASSWORD })
    expect(unblocked.status).toBe(200)
  })

  it('a locked account, an unknown e-mail and a wrong password look the same until the right password', async () => {
    const talent = await createTalent(ctx.app.db)
    for (let attempt = 1; attempt <= 5; attempt++) {
      await post('/authentication/login', { email: talent.email, password: 'Wrong-1-pass!' })
    }
    const locked = await post('/authentication/login', { email: talent.email, password: 'Wrong-2-pass!' })
    const unknown = await post('/authentication/login', { email: freshEmail('nobody'), password: 'Wrong-2-pass!' })
    const other = await createTalent(ctx.app.db)
    const wrong = await post('/authentication/login', { email: other.email, password: 'Wrong-2-pass!' })
    for (const answer of [locked, unknown, wrong]) {
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(wrong.body)
    }
    expect((await post('/authentication/login', { email: talent.email, password: TEST_PASSWORD })).status).toBe(423)
  })

  it('a success resets the failure count', async () => {
    const talent = await createTalent(ctx.app.db)
    for (let attempt = 1; attempt <= 4; attempt++) {
      await post('/authentication/login', { email: talent.email, password: 'Wrong-1-pass!' })
    }
    await signIn(ctx, talent.email)
    const after = await post<{ code: string }>('/authentication/login', {
      email: talent.email,
      password: 'Wrong-1-pass!',
    })
    expect(after.body.code).toBe('email_or_password_invalid')
  })

  it('warns in the last 14 days and forces a change once the password expired', async () => {
    const day = 24 * 3600 * 1000
    const soon = await createTalent(ctx.app.db, { passwordChangedAt: new Date(Date.now() - 360 * day) })
    const warned = await post<{ data: { passwordExpiresInDays: number } }>('/authentication/login', {
      email: soon.email,
      password: TEST_PASSWORD,
    })
    expect(warned.body.data.passwordExpiresInDays).toBe(5)

    const old = await createTalent(ctx.app.db, { passwordChangedAt: new Date(Date.now() - 400 * day) })
    const expired = await post<{ code: string; details: { resetToken: string } }>('/authentication/login', {
      email: old.email,
      password: TEST_PASSWORD,
    })
    expect(expired.status).toBe(403)
    expect(expired.body.code).toBe('password_expired')
    const reset = await post('/password/reset', {
      token: expired.body.details.resetToken,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(reset.status).toBe(200)
    expect((await post('/authentication/login', { email: old.email, password: NEW_PASSWORD })).status).toBe(200)
  })

  it('signs out, ending the session', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const out = await request(ctx, { method: 'POST', url: '/api/authentication/logout', headers: bearer(token) })
    expect(out.status).toBe(204)
    const after = await request<{ code: string; message: string }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers: bearer(token),
    })
    expect(after.status).toBe(401)
    expect(after.body).toMatchObject({ code: 'not_authenticated', message: 'Not authenticated' })
  })
})

describe('cookie sessions and CSRF', () => {
  it('accepts the cookie for reads, and for changes only with the CSRF header', async () => {
    const talent = await createTalent(ctx.app.db)
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    const cookies = Object.fromEntries(login.cookies.map((cookie) => [cookie.name, cookie.value]))
    const csrfCookie = login.cookies.find((cookie) => cookie.name === 'sentinela_csrf')!
    expect(csrfCookie.httpOnly).toBeFalsy()
    expect(login.cookies.find((cookie) => cookie.name === 'sentinela_session')!.httpOnly).toBe(true)

    const read = await ctx.app.inject({ method: 'GET', url: '/api/profile', cookies })
    expect(read.statusCode).toBe(200)
    const payload = { jobAlerts: false, applicationUpdates: true, trainingRecommendations: true, productNews: true }
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/CommunicationPreferences',
      cookies,
      payload,
    })
    expect(forged.statusCode).toBe(403)
    expect(forged.json()).toMatchObject({ code: 'csrf_invalid' })
    const genuine = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/CommunicationPreferences',
      cookies,
      payload,
      headers: { 'x-csrf-token': cookies.sentinela_csrf! },
    })
    expect(genuine.statusCode).toBe(200)
  })
})
