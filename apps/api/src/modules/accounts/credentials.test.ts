import { describe, expect, it } from 'vitest'
import { bearer, createTalent, signIn, TEST_PASSWORD } from '../../../test/factories'
import { request } from '../../../test/helper'
import { tokenFrom } from '../../../test/smtp'
import { freshEmail, NEW_PASSWORD, useAccountsTestApp } from './accounts.test-helpers'

const { ctx, smtp, post, auditOf } = useAccountsTestApp()

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
})
