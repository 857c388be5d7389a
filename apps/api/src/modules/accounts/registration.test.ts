import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { companies, users } from '../../db/schema/index'
import { bearer, createCompany, createTalent } from '../../../test/factories'
import { request } from '../../../test/helper'
import { tokenFrom } from '../../../test/smtp'
import { freshEmail, talentForm, useAccountsTestApp } from './accounts.test-helpers'

const { ctx, smtp, post } = useAccountsTestApp()

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
