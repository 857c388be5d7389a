import { describe, expect, it } from 'vitest'
import { request, useTestApp } from './helper'

const ctx = useTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '1000' })

describe('rate limiting', () => {
  it('limits sign-in attempts per client with a translated 429', async () => {
    const attempt = () =>
      request<{ code: string; message: string }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'someone@example.com', password: 'Whatever-Pass-1' },
        headers: { 'accept-language': 'pt' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt()).status).toBe(401)
    const limited = await attempt()
    expect(limited.status).toBe(429)
    expect(limited.body).toMatchObject({
      code: 'rate_limited',
      message: 'Muitas solicitações. Aguarde um momento e tente novamente.',
    })
  })

  it('leaves other routes alone', async () => {
    expect((await request(ctx, { method: 'GET', url: '/api/workforceframework/categories' })).status).toBe(200)
  })
})
