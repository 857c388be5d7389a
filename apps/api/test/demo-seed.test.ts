import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, seedDemo } from '../seed/demo'
import { request, useTestApp } from './helper'

const ctx = useTestApp()

describe('demo seed', () => {
  it('creates the README demo accounts, who can sign in, and is idempotent', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    for (const [email, role] of [
      ['talent@example.com', 'talent'],
      ['company@example.com', 'company'],
      ['recruiter@example.com', 'company'],
      ['pampa@example.com', 'company'],
    ] as const) {
      const { status, body } = await request<{ data: { role: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email, password: DEMO_PASSWORD },
      })
      expect(status, email).toBe(200)
      expect(body.data.role).toBe(role)
    }
    const token = (
      await request<{ data: { token: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'talent@example.com', password: DEMO_PASSWORD },
      })
    ).body.data.token
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(fits.body.data[0]).toMatchObject({ workRoleCode: 'PD-WRL-001' })
    expect(fits.body.data[0]!.percentage).toBeGreaterThan(50)
  })

  it('seeds open jobs to search, a demo company at its limit, and pipelines with history', async () => {
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const login = async (email: string) =>
      (
        await request<{ data: { token: string } }>(ctx, {
          method: 'POST',
          url: '/api/authentication/login',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).body.data.token
    const search = await request<{ data: { jobTitle: string }[]; totalNumberOfRecords: number }>(ctx, {
      method: 'POST',
      url: '/api/positions/fetch',
      payload: { text: 'incident' },
    })
    expect(search.body.data.map((job) => job.jobTitle)).toContain('Incident Response Analyst')

    const company = { authorization: `Bearer ${await login('company@example.com')}` }
    const jobs = await request<{ data: { id: number; jobTitle: string; status: string; applicantCount: number }[] }>(
      ctx,
      { method: 'POST', url: '/api/positions/company', headers: company, payload: {} },
    )
    expect(jobs.body.data.filter((job) => job.status === 'published')).toHaveLength(3)
    const draft = jobs.body.data.find((job) => job.status === 'draft')!
    const limited = await request<{ code: string }>(ctx, {
      method: 'POST',
      url: `/api/positions/${draft.id}/status`,
      headers: company,
      payload: { status: 'published' },
    })
    expect(limited.body.code).toBe('job_post_limit_reached')

    const ir = jobs.body.data.find((job) => job.jobTitle === 'Incident Response Analyst')!
    const pipeline = await request<{ data: { candidates: { firstName: string; history: unknown[] }[] } }>(ctx, {
      method: 'GET',
      url: `/api/positions/appliedPositions/${ir.id}`,
      headers: company,
    })
    expect(pipeline.body.data.candidates.map((candidate) => candidate.firstName)).toEqual(['Lucía', 'Emily'])
    expect(pipeline.body.data.candidates[0]!.history).toHaveLength(2)

    const talent = { authorization: `Bearer ${await login('talent@example.com')}` }
    const applied = await request<{ data: { communicationStatus: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: talent,
    })
    expect(applied.body.data.map((application) => application.communicationStatus).sort()).toEqual([0, 2])
  })
})
