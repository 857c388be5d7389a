import { describe, expect, it } from 'vitest'
import { createTalent } from '../factories'
import { useTestApp } from '../helper'
import { browserSession, browserSignIn, cookiesOf } from './support'

/** OWASP ASVS 5.0.0, V14 Data Protection, level 2 (docs/security.md). */
const ctx = useTestApp()

describe('V14.2 General data protection', () => {
  it('V14.2.1 takes secrets in bodies and headers, never in query strings', async () => {
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>
    }
    const queryParameters = Object.values(openapi.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => parameter.name)
    const secret = /^(code|state)$|token|password|secret|session|api_?key/i
    expect(queryParameters.filter((name) => secret.test(name))).toEqual([])
    // Password reset and e-mail change take their token in the body.
    expect(openapi.paths['/api/password/reset']?.post?.parameters ?? []).toEqual([])
  })

  it('V14.2.2 keeps personal answers out of shared caches', async () => {
    const talent = await createTalent(ctx.app.db)
    const { bearer, response } = await browserSignIn(ctx, talent.email)
    expect(response.headers['cache-control']).toBe('no-store')
    for (const url of ['/api/profile', '/api/users/Preferences', '/api/users/securityEvents']) {
      const answer = await ctx.app.inject({ method: 'GET', url, headers: bearer })
      expect(answer.headers['cache-control'], url).toMatch(/no-store/)
      expect(answer.headers['cache-control'], url).not.toMatch(/public/)
    }
  })

  it('V14.2.3 sends no data to third parties: every policy source is the site itself', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/master-data' })
    const policy = String(response.headers['content-security-policy'])
    expect(policy).toContain("connect-src 'self'")
    expect(policy).not.toMatch(/https?:|\*/)
  })
})

describe('V14.3 Client-side data protection', () => {
  it('V14.3.1 clears the session from the browser on sign-out', async () => {
    const talent = await createTalent(ctx.app.db)
    const signedIn = await browserSignIn(ctx, talent.email)
    const out = await ctx.app.inject({ method: 'POST', url: '/api/authentication/logout', headers: signedIn.headers() })
    const cleared = cookiesOf(out)
    for (const name of Object.values(ctx.app.sessionCookies)) {
      expect(cleared[name]?.value, name).toBe('')
      expect(cleared[name]?.attributes, name).toMatch(/Expires=Thu, 01 Jan 1970/)
    }
  })

  it('V14.3.2 tells browsers not to keep personal answers (Cache-Control: no-store)', async () => {
    const talent = await createTalent(ctx.app.db)
    const { bearer } = await browserSession(ctx, talent.id)
    for (const url of ['/api/profile', '/api/talent/favsPositions', '/api/users/ConnectedAccounts']) {
      const answer = await ctx.app.inject({ method: 'GET', url, headers: bearer })
      expect(answer.statusCode, url).toBe(200)
      expect(answer.headers['cache-control'], url).toBe('no-store')
    }
  })

  it('V14.3.3 puts nothing sensitive in browser storage: two cookies, the session one unreadable by scripts', async () => {
    const talent = await createTalent(ctx.app.db)
    const { cookies } = await browserSignIn(ctx, talent.email)
    expect(Object.keys(cookies).sort()).toEqual(Object.values(ctx.app.sessionCookies).sort())
    expect(cookies[ctx.app.sessionCookies.session]!.attributes).toContain('HttpOnly')
    // The readable one holds only the CSRF echo: a random value, nothing about the person.
    expect(cookies[ctx.app.sessionCookies.csrf]!.value).toMatch(/^[\w-]{43}$/)
  })
})
