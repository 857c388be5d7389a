import { describe, expect, it } from 'vitest'
import * as OTPAuth from 'otpauth'
import { bearer, createTalent, signIn, TEST_PASSWORD } from '../../../test/factories'
import { request } from '../../../test/helper'
import { useAccountsTestApp } from './accounts.test-helpers'

const { ctx, post } = useAccountsTestApp()

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
