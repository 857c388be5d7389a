import { describe, expect, it } from 'vitest'
import { request, useTestApp } from '../../../test/helper'

describe('identity providers, not configured', () => {
  const ctx = useTestApp()

  it('lists no providers, so the web app shows no buttons', async () => {
    expect(await request(ctx, { method: 'GET', url: '/api/authentication/providers' })).toMatchObject({
      status: 200,
      body: { data: [] },
    })
  })

  it('refuses to start a flow with a translated 404', async () => {
    const { status, body } = await request(ctx, {
      method: 'POST',
      url: '/api/authentication/loginGoogle',
      headers: { 'accept-language': 'es' },
    })
    expect(status).toBe(404)
    expect(body).toMatchObject({
      code: 'provider_not_configured',
      message: 'Este método de inicio de sesión no está disponible.',
    })
  })

  it('sends a browser that returns without a started flow back to /sso with the error', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ExternalAuthentication?code=x&state=y' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('http://localhost:3000/sso?error=provider_sign_in_failed')
  })
})

describe('identity providers, configured', () => {
  const ctx = useTestApp({
    GOOGLE_CLIENT_ID: 'client',
    GOOGLE_CLIENT_SECRET: 'secret',
    SSO_ISSUER: 'http://127.0.0.1:9/',
    SSO_CLIENT_ID: 'client',
    SSO_CLIENT_SECRET: 'secret',
    SSO_NAME: 'Acme IdP',
  })

  it('lists both providers with their names', async () => {
    const { body } = await request(ctx, { method: 'GET', url: '/api/authentication/providers' })
    expect(body).toEqual({
      data: [
        { provider: 'google', name: 'Google' },
        { provider: 'sso', name: 'Acme IdP' },
      ],
    })
  })

  it('linking needs a signed-in user', async () => {
    const { status } = await request(ctx, { method: 'POST', url: '/api/authentication/sso', payload: { link: true } })
    expect(status).toBe(401)
  })
})
