import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it, vi } from 'vitest'
import { INT4_MAX } from '@sentinela/shared/schemas/common'
import { isLoopbackHost, outboxIsServed, parseConfig, parseTrustProxy } from '../src/config'
import { users } from '../src/db/schema/index'
import { CV_MAX_BYTES, PHOTO_MAX_BYTES } from '../src/lib/uploads'
import { bearer, createCompany, createSessionToken, createTalent } from './factories'
import { multipart, request, useTestApp } from './helper'

/**
 * Issue #11: each defect found by probing the running app from outside, with the test that failed before its fix.
 * The schema-driven fuzz test (fuzz.test.ts) keeps the general rule: no 5xx, one error shape.
 */

interface ErrorBody {
  statusCode: number
  code: string
  message: string
  errors: unknown[]
}

function expectErrorShape(status: number, body: unknown, code?: string) {
  expect(body).toMatchObject({ statusCode: status, code: expect.any(String), message: expect.any(String) })
  expect(Array.isArray((body as ErrorBody).errors)).toBe(true)
  if (code) expect((body as ErrorBody).code).toBe(code)
}

describe('1. the development outbox answers only this machine, only in development', () => {
  const ctx = useTestApp({ DEV_OUTBOX: 'true' })

  it('binds to loopback by default and serves the outbox only there, without SMTP, outside production', () => {
    expect(parseConfig({}).HOST).toBe('127.0.0.1')
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true' }))).toBe(true)
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true', HOST: '0.0.0.0' }))).toBe(false)
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true', HOST: '192.0.2.10' }))).toBe(false)
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true', NODE_ENV: 'production' }))).toBe(false)
    expect(outboxIsServed(parseConfig({ DEV_OUTBOX: 'true', SMTP_URL: 'smtp://mail.example.com:587' }))).toBe(false)
    for (const host of ['127.0.0.1', 'localhost', '::1', '::ffff:127.0.0.1']) expect(isLoopbackHost(host)).toBe(true)
    for (const host of ['0.0.0.0', '10.0.0.1', '::', 'example.com', '127.0.0.1.nip.io', '::ffff:127.evil'])
      expect(isLoopbackHost(host)).toBe(false)
  })

  it('tells a request from another address that nothing is there, whatever X-Forwarded-For says', async () => {
    const key = ctx.app.config.DEV_OUTBOX_KEY!
    const local = await request(ctx, { method: 'GET', url: '/api/dev/outbox', headers: { 'x-outbox-key': key } })
    expect(local.status).toBe(200)

    const stranger = await request(ctx, {
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1', 'x-outbox-key': key },
    })
    expect(stranger.status).toBe(404)
    expectErrorShape(404, stranger.body, 'route_not_found')
  })

  describe('on a server bound beyond loopback', () => {
    const exposed = useTestApp({ DEV_OUTBOX: 'true', HOST: '0.0.0.0' })
    it('keeps the outbox off altogether', async () => {
      const { status, body } = await request(exposed, { method: 'GET', url: '/api/dev/outbox' })
      expect(status).toBe(404)
      expectErrorShape(404, body, 'route_not_found')
    })
  })
})

describe('2. X-Forwarded-For counts only behind a configured proxy', () => {
  const ctx = useTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' })

  it('reads TRUST_PROXY as Fastify takes it, off by default', () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false)
    expect(parseTrustProxy('true')).toBe(true)
    expect(parseTrustProxy('2')).toBe(2)
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16, ::1')).toEqual(['10.0.0.1', '192.168.0.0/16', '::1'])
    expect(parseTrustProxy('anything; drop table')).toBeUndefined()
    expect(() => parseConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/)
  })

  it('does not let a forged header escape the per-address sign-in limit', async () => {
    const attempt = (forwardedFor: string) =>
      request(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: 'someone@example.com', password: 'Whatever-Pass-1' },
      })
    for (let i = 0; i < 3; i++) expect((await attempt(`198.51.100.${i}`)).status).toBe(401)
    const limited = await attempt('198.51.100.200')
    expect(limited.status).toBe(429)
    expectErrorShape(429, limited.body, 'rate_limited')
  })

  it('records the socket address, not the header, on a session', async () => {
    const talent = await createTalent(ctx.app.db)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: '192.0.2.44',
      headers: { 'x-forwarded-for': '203.0.113.66' },
      payload: { email: talent.email, password: 'Sentinela-Test-2026!' },
    })
    expect(response.statusCode).toBe(200)
    const sessions = await ctx.app.db.query.sessions.findMany({ where: (s, { eq }) => eq(s.userId, talent.id) })
    expect(sessions.map((s) => s.ip)).toEqual(['192.0.2.44'])
  })

  describe('behind a trusted proxy', () => {
    const proxied = useTestApp({ TRUST_PROXY: '127.0.0.1', SIGN_IN_RATE_LIMIT_PER_MINUTE: '3' })
    it("takes the proxy's word for the client address", async () => {
      const attempt = (forwardedFor: string) =>
        request(proxied, {
          method: 'POST',
          url: '/api/authentication/login',
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { email: 'someone@example.com', password: 'Whatever-Pass-1' },
        })
      for (let i = 0; i < 5; i++) expect((await attempt(`198.51.100.${i}`)).status).toBe(401)
    })
  })
})

describe('3, 4, 6. no 5xx from ids, lists or addresses, and every error in one shape', () => {
  const ctx = useTestApp()

  it('answers ids past the integer column with a validation error, in paths and bodies', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const talent = await createTalent(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const asTalent = bearer(await createSessionToken(ctx.app.db, talent.id))
    const tooBig = String(INT4_MAX + 1)

    const publicJob = await request(ctx, { method: 'GET', url: `/api/positions/${tooBig}` })
    expect(publicJob.status).toBe(400)
    expectErrorShape(400, publicJob.body, 'validation_failed')

    for (const [method, url, headers] of [
      ['GET', `/api/talent/${tooBig}`, company],
      ['GET', `/api/talent/${tooBig}/pdf`, company],
      ['DELETE', `/api/positions/${tooBig}`, company],
      ['GET', `/api/positions/${INT4_MAX}`, asTalent],
    ] as const) {
      const { status, body } = await request(ctx, { method, url, headers })
      expect(status, `${method} ${url}`).toBeLessThan(500)
      expectErrorShape(status, body)
    }

    const saved = await request(ctx, {
      method: 'POST',
      url: '/api/talent/savePosition',
      headers: asTalent,
      payload: { positionId: INT4_MAX + 1 },
    })
    expect(saved.status).toBe(400)
    expectErrorShape(400, saved.body, 'validation_failed')
  })

  it('answers an empty list of categories with no categories', async () => {
    const { status, body } = await request(ctx, {
      method: 'POST',
      url: '/api/workforceframework/competency/categories',
      payload: { categoryCodes: [] },
    })
    expect(status).toBe(200)
    expect(body).toEqual({ data: [] })
  })

  it("answers the router's and the body parser's own errors in the JSON shape, translated", async () => {
    const long = await request(ctx, {
      method: 'DELETE',
      url: `/api/positions/${'A'.repeat(150)}`,
      headers: { 'accept-language': 'es' },
    })
    expect(long.status).toBe(414)
    expectErrorShape(414, long.body, 'uri_too_long')
    expect((long.body as ErrorBody).message).toBe('La dirección es demasiado larga.')

    const badJson = await request(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    })
    expect(badJson.status).toBe(400)
    expectErrorShape(400, badJson.body, 'bad_request')

    const wrongType = await request(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      headers: { 'content-type': 'text/xml', 'accept-language': 'pt' },
      payload: '<text/>',
    })
    expect(wrongType.status).toBe(415)
    expectErrorShape(415, wrongType.body, 'unsupported_media_type')
    expect((wrongType.body as ErrorBody).message).toBe(
      'A solicitação foi enviada em um formato que este endereço não lê.',
    )

    const huge = await request(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(huge.status).toBe(413)
    expectErrorShape(413, huge.body, 'payload_too_large')

    const nowhere = await request(ctx, { method: 'PATCH', url: '/api/nowhere' })
    expect(nowhere.status).toBe(404)
    expectErrorShape(404, nowhere.body, 'route_not_found')

    const encoded = await request(ctx, { method: 'GET', url: '/api/positions/%E0%A4%A' })
    expect(encoded.status).toBeLessThan(500)
    expectErrorShape(encoded.status, encoded.body)
  })
})

describe('5. uploads above the limit are refused whole; broken multipart is the client’s error', () => {
  const ctx = useTestApp()

  async function talentHeaders() {
    const talent = await createTalent(ctx.app.db)
    return { talent, headers: bearer(await createSessionToken(ctx.app.db, talent.id)) }
  }

  it('refuses a CV over 10 MB with 413, in the caller’s language, and stores nothing', async () => {
    const { talent, headers } = await talentHeaders()
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CV_MAX_BYTES + 1024, 0x20)])
    const upload = multipart('cv.pdf', pdf, 'application/pdf')
    const { status, body } = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...upload.headers, 'accept-language': 'es' },
      payload: upload.payload,
    })
    expect(status).toBe(413)
    expectErrorShape(413, body, 'file_too_large')
    expect((body as ErrorBody).message).toMatch(/demasiado grande/)
    const profile = await request<{ data: { profile: { cv: unknown } } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers,
    })
    expect(profile.body.data.profile.cv).toBeNull()
    expect(talent.id).toBeGreaterThan(0)
  })

  it('refuses a photo over 5 MB, even one the client calls small', async () => {
    const { headers } = await talentHeaders()
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(PHOTO_MAX_BYTES + 10, 1)])
    const upload = multipart('me.jpg', jpeg, 'image/jpeg')
    const { status, body } = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...headers, ...upload.headers, 'content-length': String(upload.payload.length) },
      payload: upload.payload,
    })
    expect(status).toBe(413)
    expectErrorShape(413, body, 'file_too_large')
  })

  it('answers multipart without a boundary with 400 and a non-multipart body with 415', async () => {
    const { headers } = await talentHeaders()
    const noBoundary = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    })
    expect(noBoundary.status).toBe(400)
    expectErrorShape(400, noBoundary.body)

    const json = await request(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers,
      payload: { file: 'not a file' },
    })
    expect(json.status).toBe(415)
    expectErrorShape(415, json.body, 'unsupported_media_type')
  })
})

describe('8, 9. personal answers are never cached, and photos follow the profile’s rules', () => {
  const ctx = useTestApp()

  it('marks personal responses no-store', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
    for (const url of ['/api/profile', '/api/users/Preferences', '/api/talent/favsPositions']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['cache-control'], url).toBe('no-store')
    }
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: talent.email, password: 'Sentinela-Test-2026!' },
    })
    expect(login.headers['cache-control']).toBe('no-store')
  })

  it('serves a photo to the talent and to companies the talent shares with; to anyone else it does not exist', async () => {
    const talent = await createTalent(ctx.app.db, { dataSharingConsent: false })
    const own = bearer(await createSessionToken(ctx.app.db, talent.id))
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } })
      .png()
      .toBuffer()
    const upload = multipart('me.png', png, 'image/png')
    const uploaded = await request<{ data: { photoUrl: string } }>(ctx, {
      method: 'POST',
      url: '/api/azurefile/uploadfile',
      headers: { ...own, ...upload.headers },
      payload: upload.payload,
    })
    const url = uploaded.body.data.photoUrl
    expect(url).toMatch(new RegExp(`^/api/files/photos/${talent.id}/`))

    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const otherTalent = bearer(await createSessionToken(ctx.app.db, (await createTalent(ctx.app.db)).id))

    const served = await ctx.app.inject({ method: 'GET', url, headers: own })
    expect(served.statusCode).toBe(200)
    expect(served.headers['cache-control']).toContain('no-store')
    expect((await ctx.app.inject({ method: 'GET', url, headers: company })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url, headers: otherTalent })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    // Someone else's id in front of the file name gets nothing either.
    const elsewhere = url.replace(`/photos/${talent.id}/`, `/photos/${admin.id}/`)
    expect((await ctx.app.inject({ method: 'GET', url: elsewhere, headers: company })).statusCode).toBe(404)

    await ctx.app.db.update(users).set({ dataSharingConsent: true }).where(eq(users.id, talent.id))
    expect((await ctx.app.inject({ method: 'GET', url, headers: company })).statusCode).toBe(200)
  })
})

describe('10. the rate limiter refuses before the session is looked up', () => {
  const ctx = useTestApp({ RATE_LIMIT_PER_MINUTE: '3' })

  it('answers 429 without touching the session store', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
    const lookups = vi.spyOn(ctx.app.sessionStore, 'find')
    for (let i = 0; i < 3; i++) {
      expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers })).statusCode).toBe(200)
    }
    expect(lookups).toHaveBeenCalledTimes(3)
    const refused = await request(ctx, { method: 'GET', url: '/api/profile', headers })
    expect(refused.status).toBe(429)
    expectErrorShape(429, refused.body, 'rate_limited')
    expect(lookups).toHaveBeenCalledTimes(3)
  })
})
