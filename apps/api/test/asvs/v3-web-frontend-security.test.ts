import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { users } from '../../src/db/schema/index'
import { createTalent } from '../factories'
import { useTestApp } from '../helper'
import { browserSession, browserSignIn, cookiesOf } from './support'

/** OWASP ASVS 5.0.0, V3 Web Frontend Security, level 2 (docs/security.md). */
const dist = mkdtempSync(join(tmpdir(), 'sentinela-asvs-web-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sentinela</title><script src="/assets/app.js"></script>')
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)')

const ctx = useTestApp({ WEB_DIST_DIR: dist })

/** A page, an asset, API answers (data, error, 404) and a file: every kind of response the server gives. */
async function everyKindOfResponse(): Promise<[string, LightMyRequestResponse][]> {
  const urls = ['/', '/sign-in', '/assets/app.js', '/api/master-data', '/api/profile', '/api/nowhere', '/healthz']
  return Promise.all(urls.map(async (url) => [url, await ctx.app.inject({ method: 'GET', url })] as const))
}

function csp(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(
    String(response.headers['content-security-policy'])
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  )
}

describe('V3.2 Unintended content interpretation', () => {
  it('V3.2.1 answers API calls as JSON that no browser renders as a page, even when asked for HTML', async () => {
    for (const url of ['/api/nowhere/<script>alert(1)</script>', '/api/positions/fetch', '/api/profile']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })
      expect(response.headers['content-type'], url).toBe('application/json; charset=utf-8')
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
      expect(response.body, url).not.toContain('<script>')
    }
  })
})

describe('V3.3 Cookie setup', () => {
  describe('on a site served over https (APP_URL)', () => {
    const secure = useTestApp({ APP_URL: 'https://sentinela.example.com' })

    it('V3.3.1 sets cookies Secure, with the __Host- prefix, even behind a proxy that forwards plain http', async () => {
      const talent = await createTalent(secure.app.db)
      const { cookies } = await browserSignIn(secure, talent.email)
      expect(Object.keys(cookies).sort()).toEqual(['__Host-sentinela_csrf', '__Host-sentinela_session'])
      for (const { attributes } of Object.values(cookies)) expect(attributes).toMatch(/(^|; )Secure(;|$)/)
    })

    it('V3.3.3 uses the __Host- prefix: host-only (no Domain), Path=/', async () => {
      const talent = await createTalent(secure.app.db)
      const signedIn = await browserSignIn(secure, talent.email)
      for (const [name, { attributes }] of Object.entries(signedIn.cookies)) {
        expect(name).toMatch(/^__Host-/)
        expect(attributes).toContain('Path=/')
        expect(attributes).not.toMatch(/Domain=/i)
      }
      // The prefixed cookie is the one the server reads; its CSRF twin guards changes the same way.
      const save = await secure.app.inject({
        method: 'PUT',
        url: '/api/users/language',
        headers: signedIn.headers(),
        payload: { language: 'pt' },
      })
      expect(save.statusCode).toBe(200)
      const out = await secure.app.inject({
        method: 'POST',
        url: '/api/authentication/logout',
        headers: signedIn.headers(),
      })
      for (const { attributes } of Object.values(cookiesOf(out))) expect(attributes).toMatch(/Secure/)
    })
  })

  it('V3.3.2 sets SameSite=Lax on the session and CSRF cookies', async () => {
    const talent = await createTalent(ctx.app.db)
    const { cookies } = await browserSignIn(ctx, talent.email)
    expect(Object.keys(cookies).sort()).toEqual(['sentinela_csrf', 'sentinela_session'])
    for (const { attributes } of Object.values(cookies)) expect(attributes).toContain('SameSite=Lax')
  })

  it('V3.3.4 keeps the session cookie away from page scripts (HttpOnly); only the CSRF echo is readable', async () => {
    const talent = await createTalent(ctx.app.db)
    const { cookies } = await browserSignIn(ctx, talent.email)
    expect(cookies.sentinela_session!.attributes).toContain('HttpOnly')
    expect(cookies.sentinela_csrf!.attributes).not.toContain('HttpOnly')
  })
})

describe('V3.4 Browser security mechanism headers', () => {
  it('V3.4.1 sends Strict-Transport-Security for at least a year, with subdomains, on every response', async () => {
    for (const [url, response] of await everyKindOfResponse()) {
      const hsts = String(response.headers['strict-transport-security'])
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), url).toBeGreaterThanOrEqual(31_536_000)
      expect(hsts, url).toContain('includeSubDomains')
    }
  })

  it('V3.4.2 allows no cross-origin reads: no Access-Control-Allow-Origin for any origin, preflights refused', async () => {
    const talent = await createTalent(ctx.app.db)
    const { bearer } = await browserSession(ctx, talent.id)
    const read = await ctx.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { ...bearer, origin: 'https://evil.example' },
    })
    expect(read.headers['access-control-allow-origin']).toBeUndefined()
    expect(read.headers['access-control-allow-credentials']).toBeUndefined()
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/users/language',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    })
    expect(preflight.statusCode).toBe(404)
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })

  it("V3.4.3 sends a Content-Security-Policy with object-src 'none', base-uri 'none' and an allowlist for scripts", async () => {
    for (const [url, response] of await everyKindOfResponse()) {
      const policy = csp(response)
      expect(policy['object-src'], url).toBe("'none'")
      expect(policy['base-uri'], url).toBe("'none'")
      expect(policy['script-src'], url).toBe("'self'")
      expect(policy['default-src'], url).toBe("'self'")
    }
  })

  it('V3.4.4 sends X-Content-Type-Options: nosniff on every response', async () => {
    for (const [url, response] of await everyKindOfResponse()) {
      expect(response.headers['x-content-type-options'], url).toBe('nosniff')
    }
  })

  it('V3.4.5 sets a referrer policy so addresses do not leak to other sites', async () => {
    for (const [url, response] of await everyKindOfResponse()) {
      expect(response.headers['referrer-policy'], url).toBe('no-referrer')
    }
  })

  it("V3.4.6 forbids framing with frame-ancestors 'none' on every response", async () => {
    for (const [url, response] of await everyKindOfResponse()) {
      expect(csp(response)['frame-ancestors'], url).toBe("'none'")
    }
  })
})

describe('V3.5 Browser origin separation', () => {
  it('V3.5.1 refuses a cookie-authenticated change without the anti-forgery token, changing nothing', async () => {
    const talent = await createTalent(ctx.app.db)
    const signedIn = await browserSession(ctx, talent.id)
    const change = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'PUT', url: '/api/users/language', headers, payload: { language: 'es' } })
    const forged = [signedIn.headers(false), { ...signedIn.headers(false), 'x-csrf-token': 'guessed-token' }]
    for (const headers of forged) {
      const refused = await change(headers)
      expect(refused.statusCode).toBe(403)
      expect(refused.json()).toMatchObject({ code: 'csrf_invalid' })
    }
    // Another session's CSRF token does not fit this session either.
    const other = await browserSession(ctx, talent.id)
    expect((await change({ ...signedIn.headers(false), 'x-csrf-token': other.csrfToken })).statusCode).toBe(403)
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, talent.id))
    expect(row!.language).toBe(talent.language)
    expect((await change(signedIn.headers())).statusCode).toBe(200)
  })

  it('V3.5.3 changes state only through POST, PUT, PATCH or DELETE, never GET or HEAD', async () => {
    const readOnly = ctx.app.registeredRoutes.filter((route) => route.method === 'GET' || route.method === 'HEAD')
    expect(readOnly.filter((route) => route.schema?.body)).toEqual([])
    for (const url of [
      '/api/authentication/logout',
      '/api/users/user',
      '/api/password/reset',
      '/api/users/twoStep/disable',
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404)
    }
  })
})

describe('V3.7 Other browser security considerations', () => {
  it('V3.7.2 redirects only to its own address, whatever the request says', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/ExternalAuthentication?code=x&state=y&returnTo=https%3A%2F%2Fevil.example%2F&redirect_uri=https%3A%2F%2Fevil.example',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(response.statusCode).toBe(302)
    expect(new URL(String(response.headers.location)).origin).toBe(new URL(ctx.app.config.APP_URL).origin)
  })
})
