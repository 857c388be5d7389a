import { describe, expect, it } from 'vitest'
import { bearer, createSessionToken, createTalent } from './factories'
import { request, useTestApp } from './helper'

const ctx = useTestApp({
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '3',
  RATE_LIMIT_PER_MINUTE: '1000',
  AI_NARRATION_RATE_LIMIT_PER_MINUTE: '2',
  RESUME_RATE_LIMIT_PER_MINUTE: '2',
})

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

  it('limits narrations (each one a paid model call) per client', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
    const narrate = () =>
      request<{ code: string }>(ctx, {
        method: 'POST',
        url: '/api/agents/careerCoach/narrate',
        headers,
        payload: { consent: false },
      })
    for (let i = 0; i < 2; i++) expect((await narrate()).body.code).toBe('ai_consent_required')
    const limited = await narrate()
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('rate_limited')
  })

  it('limits résumé files (each one built on the server) per client', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
    const build = () =>
      request<{ code: string }>(ctx, {
        method: 'POST',
        url: '/api/resume/json-resume',
        headers,
        payload: { template: 'ats', language: 'en', sections: ['summary'], summary: '' },
      })
    for (let i = 0; i < 2; i++) expect((await build()).status).toBe(200)
    const limited = await build()
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe('rate_limited')
  })

  it('leaves other routes alone', async () => {
    expect((await request(ctx, { method: 'GET', url: '/api/workforceframework/categories' })).status).toBe(200)
  })
})
