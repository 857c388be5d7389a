import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helper'

const dist = mkdtempSync(join(tmpdir(), 'sentinela-web-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Sentinela</title>')
writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)')
writeFileSync(join(dist, 'favicon.svg'), '<svg/>')
// What the build's precompression writes beside a large text file.
const bundle = `export const words = ${JSON.stringify('sentinela '.repeat(2000))}`
writeFileSync(join(dist, 'assets', 'big-5678.js'), bundle)
writeFileSync(join(dist, 'assets', 'big-5678.js.br'), brotliCompressSync(bundle))
writeFileSync(join(dist, 'assets', 'big-5678.js.gz'), gzipSync(bundle))

const ctx = useTestApp({ WEB_DIST_DIR: dist, RATE_LIMIT_PER_MINUTE: '5' })

describe('serving the web app', () => {
  it('serves index.html at / and at any app path, never cached', async () => {
    for (const url of ['/', '/sign-in', '/talent/account/overview', '/nowhere']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toContain('<title>Sentinela</title>')
      expect(response.headers['cache-control'], url).toBe('no-cache')
    }
  })

  it('caches hashed assets for a year and serves other files', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toContain('immutable')
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200)
  })

  it('sends a hashed script without what an immutable file never needs, and with every security header', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' })
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    for (const header of ['etag', 'last-modified', 'accept-ranges', 'content-language']) {
      expect(script.headers[header], header).toBeUndefined()
    }
    // Policies only a page acts on are left out; the content policy is a page's, stricter.
    for (const header of ['x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(script.headers[header], header).toBeUndefined()
    }
    expect(script.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'none';form-action 'self';frame-ancestors 'none';object-src 'none';script-src 'self'",
    )
    expect(script.headers['x-content-type-options']).toBe('nosniff')
    expect(script.headers['referrer-policy']).toBe('no-referrer')
    expect(script.headers['strict-transport-security']).toContain('max-age=')
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin')
    // A page keeps them all, and no header of browsers long gone.
    const page = await ctx.app.inject({ method: 'GET', url: '/sign-in' })
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(page.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'")
    for (const header of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies']) {
      expect(page.headers[header], header).toBeUndefined()
    }
  })

  it('sends the precompressed copy the browser accepts, and compresses JSON made per request', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bundle)
    const gzip = await ctx.app.inject({
      method: 'GET',
      url: '/assets/big-5678.js',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundle)
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/big-5678.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(bundle)

    const roles = await ctx.app.inject({
      method: 'GET',
      url: '/api/workforceframework/categories',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(roles.statusCode).toBe(200)
    expect(roles.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(roles.rawPayload).toString())).toHaveProperty('data')
  })

  it('never rate-limits the files of the web app', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200)
    }
  })

  it('keeps API paths, missing assets and escapes as real 404s', async () => {
    for (const url of ['/api/unknown', '/assets/missing.js', '/..%2f..%2fetc/passwd']) {
      const response = await ctx.app.inject({ method: 'GET', url })
      expect(response.statusCode, url).toBe(404)
    }
  })
})
