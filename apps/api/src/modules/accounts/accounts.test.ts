import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { auditEvents, companies, users } from '../../db/schema/index'
import { bearer, createCompany, createTalent, signIn, TEST_PASSWORD } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { startSmtpServer, tokenFrom } from '../../../test/smtp'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => smtp.close())
const ctx = useTestApp(() => ({ SMTP_URL: smtp.url, RUN_WORKERS: 'true', APP_URL: 'http://app.example.com' }))

const NEW_PASSWORD = 'Brand-New-Pass-42!'
let counter = 0
const freshEmail = (prefix = 'person') => `${prefix}.${Date.now()}.${++counter}@example.com`

function talentForm(overrides: Record<string, unknown> = {}) {
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

const post = <T = unknown>(url: string, payload: object, headers: Record<string, string> = {}) =>
  request<T>(ctx, { method: 'POST', url: `/api${url}`, payload, headers })

async function auditOf(userId: number) {
  const rows = await ctx.app.db.select().from(auditEvents).where(eq(auditEvents.userId, userId))
  return rows.map((row) => row.event)
}

describe('POST /api/users (talent sign-up)', () => {
  it('creates a pending account and e-mails an activation link in the chosen language', async () => {
    const form = talentForm({ language: 'es' })
    const { status, body } = await post('/users', form)
    expect(status).toBe(201)
    expect(body).toEqual({ data: { email: form.email } })
    const email = await smtp.waitFor(form.email)
    expect(email.subject).toBe('Activa tu cuenta de Sentinela')
    expect(email.language).toBe('es')
    expect(email.text).toContain('http://app.example.com/account/confirm_account/?token=')
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, form.email))
    expect(user).toMatchObject({ status: 'pending', role: 'talent', phone: '+525512345678', language: 'es' })
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('refuses weak passwords, a mismatched confirmation, a bad phone and unaccepted terms, per field', async () => {
    const form = talentForm({ password: 'short', confirmPassword: 'other', phone: '123', acceptTerms: false })
    const { status, body } = await post<{ errors: { path: string; code: string }[] }>('/users', form, {
      'accept-language': 'pt',
    })
    expect(status).toBe(400)
    expect(body.errors.map((error) => [error.path, error.code])).toEqual(
      expect.arrayContaining([
        ['password', 'password_weak'],
        ['acceptTerms', 'terms_required'],
      ]),
    )
    const count = await ctx.app.db.select().from(users).where(eq(users.email, form.email))
    expect(count).toHaveLength(0)
  })

  it('checks phone and confirmation once the fields are well formed', async () => {
    const { body } = await post<{ errors: { path: string; code: string; message: string }[] }>(
      '/users',
      talentForm({ confirmPassword: 'Strong-Password-2', phone: '+52 55 12' }),
    )
    expect(body.errors).toEqual([
      { path: 'phone', code: 'invalid_phone', message: 'Enter a valid phone number.' },
      { path: 'confirmPassword', code: 'passwords_do_not_match', message: 'The passwords do not match.' },
    ])
  })

  it('rejects temporary e-mail addresses (§5)', async () => {
    const { status, body } = await post<{ errors: unknown[] }>(
      '/users',
      talentForm({ email: 'someone@mailinator.com' }),
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'email', code: 'disposable_email', message: 'Temporary e-mail addresses are not accepted.' },
    ])
  })

  it('answers an existing e-mail with the §8 texts, by kind of account, and creates nothing', async () => {
    const talent = await createTalent(ctx.app.db)
    const taken = await post<{ code: string; message: string }>(
      '/users',
      talentForm({ email: talent.email.toUpperCase() }),
    )
    expect(taken.status).toBe(409)
    expect(taken.body).toMatchObject({
      code: 'email_already_registered',
      message: 'There already exists an account registered with this email address.',
    })
    const { admin } = await createCompany(ctx.app.db)
    const company = await post<{ code: string; message: string }>('/users', talentForm({ email: admin.email }), {
      'accept-language': 'es',
    })
    expect(company.status).toBe(409)
    expect(company.body).toMatchObject({
      code: 'email_belongs_to_company',
      message: 'Ya existe un usuario vinculado a una empresa con la misma dirección de correo electrónico.',
    })
  })
})

describe('POST /api/companies (company sign-up)', () => {
  it('creates the company and its main admin together', async () => {
    const email = freshEmail('ciso')
    const { status } = await post('/companies', {
      companyName: 'Andes Secure S.A.',
      firstName: 'Mateo',
      lastName: 'Rojas',
      jobTitle: 'CISO',
      email,
      password: 'Strong-Password-1',
      confirmPassword: 'Strong-Password-1',
      phone: '3001234567',
      phoneCountry: 'co',
      acceptTerms: true,
    })
    expect(status).toBe(201)
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ role: 'company', isMainAdmin: true, jobTitle: 'CISO', phone: '+573001234567' })
    expect(user!.companyId).toBeGreaterThan(0)
    // The registration's admin details start the company profile.
    const [company] = await ctx.app.db.select().from(companies).where(eq(companies.id, user!.companyId!))
    expect(company).toMatchObject({
      name: 'Andes Secure S.A.',
      adminFirstName: 'Mateo',
      adminLastName: 'Rojas',
      adminJobTitle: 'CISO',
      phone: '+573001234567',
      phoneCountry: 'CO',
    })
    await smtp.waitFor(email)
  })
})

describe('activation (POST /api/users/confirm/{token})', () => {
  it('activates once, starts a session and answers with token and role', async () => {
    const form = talentForm()
    await post('/users', form)
    const token = tokenFrom(await smtp.waitFor(form.email))

    const pending = await post<{ code: string }>('/authentication/login', {
      email: form.email,
      password: form.password,
    })
    expect(pending.status).toBe(403)
    expect(pending.body.code).toBe('account_not_activated')

    const activated = await request<{ data: { token: string; role: string } }>(ctx, {
      method: 'POST',
      url: `/api/users/confirm/${token}`,
    })
    expect(activated.status).toBe(200)
    expect(activated.body.data.role).toBe('talent')
    expect(String(activated.headers['set-cookie'])).toMatch(/sentinela_session=.*HttpOnly/)

    const profile = await request<{ data: { account: { email: string } } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers: bearer(activated.body.data.token),
    })
    expect(profile.body.data.account.email).toBe(form.email)

    const again = await request<{ code: string; message: string }>(ctx, {
      method: 'POST',
      url: `/api/users/confirm/${token}`,
    })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ code: 'token_invalid', message: 'Token invalid.' })
  })
})

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

describe('password recovery', () => {
  it('answers the same for unknown e-mails and sends nothing', async () => {
    const unknown = await post('/password/recover', { email: freshEmail('ghost') })
    expect(unknown).toMatchObject({ status: 202, body: { data: { done: true } } })
  })

  it('resets with the e-mailed link, ends other sessions, and the link works once', async () => {
    const talent = await createTalent(ctx.app.db, { language: 'es' })
    const oldSession = await signIn(ctx, talent.email)
    await post('/password/recover', { email: talent.email })
    const token = tokenFrom(await smtp.waitFor(talent.email, { subject: /Restablece/ }))

    const mismatch = await post<{ errors: { code: string }[] }>('/password/reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: 'Other-Password-1',
    })
    expect(mismatch.body.errors[0]!.code).toBe('passwords_do_not_match')

    expect(
      (await post('/password/reset', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status,
    ).toBe(200)
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(oldSession) })).status).toBe(401)
    const reused = await post<{ code: string }>('/password/reset', {
      token,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    expect(reused.body.code).toBe('token_invalid')
    expect(await auditOf(talent.id)).toEqual(expect.arrayContaining(['password_reset_requested', 'password_reset']))
  })

  it('the secondary e-mail recovers the main one (§3)', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const secondary = freshEmail('backup')
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/secondaryEmail',
      headers: bearer(token),
      payload: { secondaryEmail: secondary },
    })
    await post('/password/recover', { email: secondary })
    const email = await smtp.waitFor(secondary)
    expect(email.subject).toBe('Recover your Sentinela account')
    expect(email.text).toContain(talent.email)
    await post('/password/reset', { token: tokenFrom(email), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect((await post('/authentication/login', { email: talent.email, password: NEW_PASSWORD })).status).toBe(200)
  })
})

describe('settings', () => {
  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const talent = await createTalent(ctx.app.db)
    const current = await signIn(ctx, talent.email)
    const other = await signIn(ctx, talent.email)
    const wrong = await request<{ code: string }>(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers: bearer(current),
      payload: { currentPassword: 'Not-The-Password-1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(wrong.body).toMatchObject({
      code: 'current_password_invalid',
      errors: [
        { path: 'currentPassword', code: 'current_password_invalid', message: 'The current password is not correct.' },
      ],
    })
    const changed = await request(ctx, {
      method: 'POST',
      url: '/api/users/reset/password',
      headers: bearer(current),
      payload: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    })
    expect(changed.status).toBe(200)
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(current) })).status).toBe(200)
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(other) })).status).toBe(401)
  })

  it('changes the e-mail only once the new address confirms it, telling the old one', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const newEmail = freshEmail('renamed')
    const mismatch = await request<{ errors: { path: string; code: string }[] }>(ctx, {
      method: 'POST',
      url: '/api/users/reset/email',
      headers: bearer(token),
      payload: { newEmail, confirmEmail: freshEmail('typo'), currentPassword: TEST_PASSWORD },
    })
    expect(mismatch.body.errors).toEqual([
      expect.objectContaining({ path: 'confirmEmail', code: 'emails_do_not_match' }),
    ])

    const asked = await request(ctx, {
      method: 'POST',
      url: '/api/users/reset/email',
      headers: bearer(token),
      payload: { newEmail, confirmEmail: newEmail, currentPassword: TEST_PASSWORD },
    })
    expect(asked.status).toBe(202)
    await smtp.waitFor(talent.email, { subject: /about to change/ })
    const confirmation = await smtp.waitFor(newEmail, { subject: /Confirm/ })
    expect(confirmation.text).toContain('http://app.example.com/change/?token=')
    expect((await post('/authentication/login', { email: newEmail, password: TEST_PASSWORD })).status).toBe(401)

    const confirmed = await post('/users/confirm/change/email', { token: tokenFrom(confirmation) })
    expect(confirmed).toMatchObject({ status: 200, body: { data: { email: newEmail } } })
    expect((await post('/authentication/login', { email: newEmail, password: TEST_PASSWORD })).status).toBe(200)
    expect(await auditOf(talent.id)).toEqual(expect.arrayContaining(['email_change_requested', 'email_changed']))
  })

  it('saves communication, privacy and language preferences', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    await request(ctx, {
      method: 'POST',
      url: '/api/users/CommunicationPreferences',
      headers: bearer(token),
      payload: { jobAlerts: false, applicationUpdates: true, trainingRecommendations: false, productNews: true },
    })
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/privacy',
      headers: bearer(token),
      payload: { dataSharingConsent: true, marketingConsent: false, topTalentOptIn: true },
    })
    await request(ctx, {
      method: 'PUT',
      url: '/api/users/language',
      headers: bearer(token),
      payload: { language: 'pt' },
    })
    const { body } = await request(ctx, { method: 'GET', url: '/api/users/Preferences', headers: bearer(token) })
    expect(body).toEqual({
      data: {
        language: 'pt',
        communication: {
          jobAlerts: false,
          applicationUpdates: true,
          trainingRecommendations: false,
          productNews: true,
        },
        privacy: { dataSharingConsent: true, marketingConsent: false, topTalentOptIn: true },
      },
    })
  })

  it('lists sign-in methods and connected accounts', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const { body } = await request(ctx, { method: 'GET', url: '/api/users/ConnectedAccounts', headers: bearer(token) })
    expect(body).toEqual({ data: { hasPassword: true, twoStepEnabled: false, accounts: [], availableProviders: [] } })
  })

  it('deletes the account only with its e-mail and password, removing personal data and sessions', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const refused = await request<{ code: string }>(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: 'Wrong-Password-1' },
    })
    expect(refused.body.code).toBe('deletion_not_confirmed')
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: TEST_PASSWORD },
    })
    expect(deleted.status).toBe(200)
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row).toMatchObject({ status: 'deleted', firstName: '', phone: null, passwordHash: null })
    expect(row!.email).not.toBe(talent.email)
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers: bearer(token) })).status).toBe(401)
    expect((await post('/authentication/login', { email: talent.email, password: TEST_PASSWORD })).status).toBe(401)
    await smtp.waitFor(talent.email, { subject: /deleted/ })
    expect(await auditOf(talent.id)).toContain('account_deleted')
  })

  it('lets an account without a password (provider sign-in only) confirm deletion with its e-mail', async () => {
    const talent = await createTalent(ctx.app.db, { passwordHash: null })
    const { createSessionToken } = await import('../../../test/factories')
    const token = await createSessionToken(ctx.app.db, talent.id)
    const deleted = await request(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: talent.email, password: '-' },
    })
    expect(deleted.status).toBe(200)
  })

  it('keeps a main admin with other admins from deleting the account', async () => {
    const { admin, company } = await createCompany(ctx.app.db)
    const { createCompanyUser } = await import('../../../test/factories')
    await createCompanyUser(ctx.app.db, company.id)
    const token = await signIn(ctx, admin.email)
    const { status, body } = await request<{ code: string }>(ctx, {
      method: 'DELETE',
      url: '/api/users/user',
      headers: bearer(token),
      payload: { email: admin.email, password: TEST_PASSWORD },
    })
    expect(status).toBe(409)
    expect(body.code).toBe('main_admin_has_admins')
  })
})

describe('two-step sign-in', () => {
  it('turns on with a code, then asks for one at sign-in; a recovery code works once', async () => {
    const talent = await createTalent(ctx.app.db)
    const token = await signIn(ctx, talent.email)
    const setup = await request<{ data: { secret: string; qrCodeDataUrl: string; otpauthUri: string } }>(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/setup',
      headers: bearer(token),
    })
    expect(setup.body.data.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/)
    expect(setup.body.data.otpauthUri).toContain('issuer=Sentinela')
    const totp = new OTPAuth.TOTP({ secret: setup.body.data.secret, digits: 6, period: 30, algorithm: 'SHA1' })

    const wrong = await request(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/enable',
      headers: bearer(token),
      payload: { code: '000000' === totp.generate() ? '111111' : '000000' },
    })
    expect(wrong.status).toBe(401)
    const enablingCode = totp.generate()
    const enabled = await request<{ data: { recoveryCodes: string[] } }>(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/enable',
      headers: bearer(token),
      payload: { code: enablingCode },
    })
    expect(enabled.body.data.recoveryCodes).toHaveLength(10)

    const withoutCode = await post<{ code: string }>('/authentication/login', {
      email: talent.email,
      password: TEST_PASSWORD,
    })
    expect(withoutCode.body.code).toBe('totp_required')
    // A code works once (ASVS V6.5.1): the one that turned it on is spent; the next time step's code signs in.
    const enablingCodeAgain = await post<{ code: string }>('/authentication/login', {
      email: talent.email,
      password: TEST_PASSWORD,
      totpCode: enablingCode,
    })
    expect(enablingCodeAgain.body.code).toBe('totp_invalid')
    const withCode = await post('/authentication/login', {
      email: talent.email,
      password: TEST_PASSWORD,
      totpCode: totp.generate({ timestamp: Date.now() + 30_000 }),
    })
    expect(withCode.status).toBe(200)

    const recovery = enabled.body.data.recoveryCodes[0]!
    const first = await post('/authentication/login', {
      email: talent.email,
      password: TEST_PASSWORD,
      totpCode: recovery.toUpperCase(),
    })
    expect(first.status).toBe(200)
    const second = await post<{ code: string }>('/authentication/login', {
      email: talent.email,
      password: TEST_PASSWORD,
      totpCode: recovery,
    })
    expect(second.body.code).toBe('totp_invalid')
  })
})
