import { describe, expect, it } from 'vitest'
import { request, useTestApp } from '../../../test/helper'
import { inDays, JOBS_TEST_CONFIG, jobsHelpers } from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, createJob, setStatus, publishedJob } = jobsHelpers(ctx)

describe('Change Status (§4) and the demo limit', () => {
  it('publishes and unpublishes; a draft is not visible to talents', async () => {
    const { headers } = await company()
    const job = await createJob(headers)
    const reader = await talent()
    expect(
      (await request(ctx, { method: 'GET', url: `/api/positions/${job.id}`, headers: reader.headers })).status,
    ).toBe(404)

    const published = await setStatus(headers, job.id, 'published')
    expect(published.body.data).toMatchObject({ status: 'published', publishedAt: expect.any(String), expired: false })
    expect(
      (await request(ctx, { method: 'GET', url: `/api/positions/${job.id}`, headers: reader.headers })).status,
    ).toBe(200)
    expect((await request(ctx, { method: 'GET', url: `/api/positions/${job.id}` })).status).toBe(200)

    const draft = await setStatus(headers, job.id, 'draft')
    expect(draft.body.data.status).toBe('draft')
    // The first publication date is kept: §9 date filters read it.
    expect(draft.body.data.publishedAt).toBe(published.body.data.publishedAt)
  })

  it('stops a demo company at DEMO_JOB_POST_LIMIT open published jobs, with the limit in the message', async () => {
    const { headers } = await company('demo')
    await publishedJob(headers)
    await publishedJob(headers)
    const third = await createJob(headers)
    const { status, body } = await setStatus(headers, third.id, 'published', 'es')
    expect(status).toBe(403)
    expect(body.code).toBe('job_post_limit_reached')
    expect(body.message).toContain('2 vacantes publicadas')
    expect(body.message).toContain('Demo')

    const paid = await company('professional')
    for (let index = 0; index < 3; index++) await publishedJob(paid.headers)
  })

  it("tells a company its plan's limit, how many published jobs count against it and the job duration", async () => {
    const demo = await company('demo')
    await publishedJob(demo.headers)
    await createJob(demo.headers)
    const room = await request<{ data: { limit: number | null; published: number } }>(ctx, {
      method: 'GET',
      url: '/api/positions/publish-room',
      headers: demo.headers,
    })
    expect(room.status).toBe(200)
    expect(room.body.data).toEqual({ limit: 2, published: 1, planCode: 'demo', planName: 'Demo', jobDurationDays: 30 })

    const paid = await company('professional')
    const paidRoom = await request<{ data: { limit: number | null } }>(ctx, {
      method: 'GET',
      url: '/api/positions/publish-room',
      headers: paid.headers,
    })
    expect(paidRoom.body.data).toEqual({
      limit: 50,
      published: 0,
      planCode: 'professional',
      planName: 'Professional',
      jobDurationDays: 90,
    })
    const enterprise = await company('enterprise')
    const unlimited = await request<{ data: { limit: number | null } }>(ctx, {
      method: 'GET',
      url: '/api/positions/publish-room',
      headers: enterprise.headers,
    })
    expect(unlimited.body.data).toMatchObject({ limit: null, planCode: 'enterprise', jobDurationDays: 180 })
  })

  it('refuses to publish a job whose expiration date has passed', async () => {
    const { headers } = await company()
    const job = await createJob(headers, { expirationDate: inDays(-1) })
    const { status, body } = await setStatus(headers, job.id, 'published')
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'expirationDate', code: 'date_in_past', message: 'The date cannot be in the past.' },
    ])
  })
})
