import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { outboxIsServed, parseConfig } from '../../src/config'
import { useTestApp } from '../helper'

/** OWASP ASVS 5.0.0, V13 Configuration, level 2 (docs/security.md). */
const dist = mkdtempSync(join(tmpdir(), 'sentinela-asvs-config-'))
mkdirSync(join(dist, 'assets'))
mkdirSync(join(dist, '.git'))
mkdirSync(join(dist, '.well-known'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sentinela</title>')
writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)')
writeFileSync(join(dist, '.git', 'config'), '[remote "origin"]\n\turl = git@example.com:secret/repo.git\n')
writeFileSync(join(dist, '.env'), 'COOKIE_SECRET=do-not-serve-me')
writeFileSync(join(dist, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n')

const ctx = useTestApp({ WEB_DIST_DIR: dist })

describe('V13.2 Backend communication configuration', () => {
  it('V13.2.3 ships no default credentials: every secret is unset until the operator sets it', () => {
    const config = parseConfig({})
    for (const key of [
      'DATABASE_URL',
      'SMTP_URL',
      'COOKIE_SECRET',
      'AI_API_KEY',
      'GOOGLE_CLIENT_SECRET',
      'SSO_CLIENT_SECRET',
    ] as const) {
      expect(config[key], key).toBeUndefined()
    }
    // A cookie secret too short to be one is refused at start.
    expect(() => parseConfig({ COOKIE_SECRET: 'changeme' })).toThrow(/COOKIE_SECRET/)
  })
})

describe('V13.4 Unintended information leakage', () => {
  it('V13.4.1 never serves source control metadata or dot files left in the web folder', async () => {
    for (const url of ['/.git/config', '/.git/', '/.env', '/assets/../.git/config', '/%2Egit/config']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.body, url).not.toContain('secret/repo')
      expect(response.body, url).not.toContain('do-not-serve-me')
    }
    const securityTxt = await ctx.app.inject({ method: 'GET', url: '/.well-known/security.txt' })
    expect(securityTxt.body).toContain('Contact:')
  })

  it('V13.4.2 turns development helpers off in production: no e-mail outbox, no error details', async () => {
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production' }))).toBe(false)
    expect(ctx.app.config.DEV_OUTBOX).toBe(false)
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(outbox.statusCode).toBe(404)
  })

  it('V13.4.3 lists no directories', async () => {
    for (const url of ['/assets/', '/assets', '/api/', '/api/files/cvs/', '/api/files/photos/']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.body, url).not.toContain('app.js')
      expect(response.body, url).not.toMatch(/index of/i)
    }
  })

  it('V13.4.4 does not support TRACE', async () => {
    for (const url of ['/', '/api/master-data', '/healthz']) {
      const response = await ctx.app.inject({ method: 'TRACE' as 'GET', url, headers: { 'x-probe': 'echo-me' } })
      expect([404, 405], url).toContain(response.statusCode)
      expect(response.body, url).not.toContain('echo-me')
    }
  })

  it('V13.4.5 exposes only the documentation and health endpoints it means to, telling nothing else', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(docs.statusCode)
    for (const url of ['/healthz', '/readyz']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      // A status word, nothing about versions, hosts or the database.
      expect(Object.keys(response.json() as object), url).toEqual(['status'])
    }
    for (const url of ['/metrics', '/api/metrics', '/debug', '/api/debug', '/status', '/api/admin']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.body, url).not.toMatch(/uptime|heap|memory|version/i)
    }
  })
})
