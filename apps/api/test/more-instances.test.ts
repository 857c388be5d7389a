import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomBytes } from 'node:crypto'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '@sentinela/shared/schemas/jobs'
import { buildApp, type App } from '../src/app'
import { parseConfig } from '../src/config'
import { openDatabase, type DatabaseHandle } from '../src/db/client'
import { S3Storage } from '../src/lib/s3-storage'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from './factories'
import { openTestDatabase } from './database'
import { multipart, request, useTestApp, type TestContext } from './helper'

/*
 * README "Running on more than one machine" (issue #13): rate-limit counters in Redis, uploads in S3-compatible
 * storage, and — on PostgreSQL — two server instances on one database seeing each other's sign-outs, limits, cache
 * invalidations and uploads. Redis runs on the development machines (127.0.0.1:6379); S3 is a fake server from npm.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const BUCKET = 'sentinela-test'

/** A fake S3 server (s3rver) on a free port with one bucket, files in a folder of its own. */
function useFakeS3() {
  const folder = mkdtempSync(join(tmpdir(), 'sentinela-s3-'))
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const settings = { endpoint: '' }
  beforeAll(async () => {
    const { port } = (await server.run()) as { port: number }
    settings.endpoint = `http://127.0.0.1:${port}`
  })
  afterAll(async () => {
    await server.close()
    rmSync(folder, { recursive: true, force: true })
  })
  return {
    settings,
    config: () => ({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: settings.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }),
  }
}

const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c4ed8' } })
    .png()
    .toBuffer()

async function uploadPhoto(context: TestContext, headers: Record<string, string>) {
  const upload = multipart('me.png', await png(), 'image/png')
  const { status, body } = await request<{ data: { photoUrl: string } }>(context, {
    method: 'POST',
    url: '/api/azurefile/uploadfile',
    headers: { ...headers, ...upload.headers },
    payload: upload.payload,
  })
  expect(status).toBe(200)
  return body.data.photoUrl
}

describe('uploads on S3-compatible storage', () => {
  const s3 = useFakeS3()
  const ctx = useTestApp(() => s3.config())

  it('stores a photo in the bucket, not on local disk, serves it back and removes it', async () => {
    const talent = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, talent.id))
    const url = await uploadPhoto(ctx, headers)
    const served = await ctx.app.inject({ method: 'GET', url, headers })
    expect(served.statusCode).toBe(200)
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512 })

    const key = `photos/${url.split('/').pop()}`
    const bucket = new S3Storage({ ...parseConfig({}), ...s3.config(), S3_FORCE_PATH_STYLE: true })
    expect(await bucket.read(key)).toBeDefined()
    expect(existsSync(join(ctx.app.config.DATA_DIR, 'uploads', key))).toBe(false)

    const removed = await request(ctx, {
      method: 'DELETE',
      url: '/api/azurefile/deletefile',
      headers,
      payload: { kind: 'photo' },
    })
    expect(removed.status).toBeLessThan(300)
    expect(await bucket.read(key)).toBeUndefined()
    expect((await ctx.app.inject({ method: 'GET', url, headers })).statusCode).toBe(404)
    await bucket.close()
  })
})

describe('rate limits counted in Redis', () => {
  const prefix = `sentinela-test-${randomBytes(4).toString('hex')}:`
  const settings = { REDIS_URL, REDIS_PREFIX: prefix, RATE_LIMIT_PER_MINUTE: '5' }
  const first = useTestApp(settings)
  const second = useTestApp(settings)

  it('one client is counted across instances: the sixth request in the minute is refused by either', async () => {
    const call = (context: TestContext) => request<{ code: string }>(context, { method: 'GET', url: '/api/webinars' })
    const statuses = []
    for (const context of [first, second, first, second, first]) statuses.push((await call(context)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200])
    const refused = await call(second)
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('rate_limited')
    expect((await call(first)).status).toBe(429)
  })
})

describe('Redis unreachable', () => {
  const ctx = useTestApp({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '5' })

  it('serves requests uncounted rather than failing them', async () => {
    for (let index = 0; index < 3; index++) {
      expect((await request(ctx, { method: 'GET', url: '/api/webinars' })).status).toBe(200)
    }
  })
})

/** Two server instances on one PostgreSQL database, one Redis and one bucket (only on PostgreSQL). */
describe.skipIf(!process.env.DATABASE_URL)('two server instances on one PostgreSQL database', () => {
  const s3 = useFakeS3()
  const instances: { app: App; database: DatabaseHandle }[] = []
  const dataDir = mkdtempSync(join(tmpdir(), 'sentinela-two-'))
  let a: TestContext
  let b: TestContext

  beforeAll(async () => {
    const database = await openTestDatabase()
    const second = await openDatabase({ url: database.url })
    const prefix = `sentinela-test-${randomBytes(4).toString('hex')}:`
    for (const [handle, folder] of [
      [database, 'a'],
      [second, 'b'],
    ] as const) {
      const config = parseConfig({
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '100000',
        SIGN_IN_RATE_LIMIT_PER_MINUTE: '4',
        RUN_WORKERS: 'false',
        DATABASE_URL: handle.url,
        DATA_DIR: join(dataDir, folder),
        REDIS_URL,
        REDIS_PREFIX: prefix,
        ...s3.config(),
      })
      const app = await buildApp({ config, database: handle })
      await app.ready()
      instances.push({ app, database: handle })
    }
    a = instances[0]!
    b = instances[1]!
  })
  afterAll(async () => {
    for (const { app } of instances.reverse()) await app.close()
    await instances[0]?.database.close()
    await instances[1]?.database.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('a sign-out on one instance ends the session on the other within a second', async () => {
    const talent = await createTalent(a.app.db)
    // A session made directly: the sign-in limit below counts every call of the sign-in route.
    const headers = bearer(await createSessionToken(a.app.db, talent.id))
    expect((await request(b, { method: 'GET', url: '/api/profile', headers })).status).toBe(200)
    expect((await request(a, { method: 'POST', url: '/api/authentication/logout', headers })).status).toBe(204)
    const onB = async () => (await request(b, { method: 'GET', url: '/api/profile', headers })).status
    await expect.poll(onB, { timeout: 1000, interval: 50 }).toBe(401)
  })

  it("a profile saved on one instance is seen by the other's next GET /profile (decision 019)", async () => {
    const talent = await createTalent(a.app.db)
    const headers = bearer(await createSessionToken(a.app.db, talent.id))
    type Read = { data: { profile: { version: number; courses: { name: string }[] } } }
    const read = async (context: TestContext) =>
      (await request<Read>(context, { method: 'GET', url: '/api/profile', headers })).body.data.profile
    const save = (context: TestContext, version: number, course: string) =>
      request(context, {
        method: 'PUT',
        url: '/api/profile',
        headers,
        payload: {
          version,
          firstName: talent.firstName,
          lastName: talent.lastName,
          experiences: [],
          educations: [],
          certifications: [],
          courses: [{ id: 0, name: course }],
          languages: [],
          references: [],
          clearance: { hasClearance: false },
        },
      })
    expect((await save(a, 0, 'Incident Handling')).status).toBe(200)
    // Both instances remember the lists at version 1.
    expect((await read(a)).courses).toMatchObject([{ name: 'Incident Handling' }])
    expect((await read(b)).courses).toMatchObject([{ name: 'Incident Handling' }])
    expect((await save(b, 1, 'Malware Analysis')).status).toBe(200)
    expect(await read(a)).toMatchObject({ version: 2, courses: [{ name: 'Malware Analysis' }] })
  })

  it('the sign-in limit counts attempts on both instances together', async () => {
    const talent = await createTalent(a.app.db)
    const attempt = (context: TestContext) =>
      request(context, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: talent.email, password: 'not the password' },
      })
    const statuses = []
    for (const context of [a, b, a, b, a]) statuses.push((await attempt(context)).status)
    expect(statuses.slice(0, 4)).not.toContain(429)
    expect(statuses[4]).toBe(429)
    expect((await attempt(b)).status).toBe(429)
  })

  it("a job changed on one instance is seen changed by the other's next anonymous request", async () => {
    const { admin } = await createCompany(a.app.db, { plan: 'enterprise' })
    const headers = bearer(await createSessionToken(a.app.db, admin.id))
    const created = await request<{ data: Job }>(a, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput(),
    })
    const id = created.body.data.id
    await request(a, { method: 'POST', url: `/api/positions/${id}/status`, headers, payload: { status: 'published' } })
    const read = () => request<{ data: Job }>(b, { method: 'GET', url: `/api/positions/${id}` })
    const before = (await read()).body.data
    expect((await read()).body.data.jobTitle).toBe(before.jobTitle)
    const edited = await request(a, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: { ...jobInput({ jobTitle: 'Detection Engineer' }), id, version: before.version },
    })
    expect(edited.status).toBe(200)
    await expect.poll(async () => (await read()).body.data.jobTitle, { timeout: 2000 }).toBe('Detection Engineer')
  })

  it('a photo uploaded through one instance is served by the other', async () => {
    const talent = await createTalent(a.app.db)
    const headers = bearer(await createSessionToken(a.app.db, talent.id))
    const url = await uploadPhoto(a, headers)
    const served = await b.app.inject({ method: 'GET', url, headers })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
  })
})
