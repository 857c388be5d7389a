import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { Eligibility, JobSummary, TalentApplication } from '@sentinela/shared/schemas/jobs'
import { applications, savedPositions, talentProfiles } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { DEFENSE, IR, JOBS_TEST_CONFIG, jobInput, jobsHelpers, translations, type ErrorBody } from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, createJob, setStatus, publishedJob, holdStatements, expire, apply } = jobsHelpers(ctx)

describe('saving and applying (§4, §5)', () => {
  it('saves with a date stamp, lists, unsaves', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers)
    const reader = await talent()
    const saved = await request<{ data: { savedAt: string } }>(ctx, {
      method: 'POST',
      url: '/api/talent/savePosition',
      headers: reader.headers,
      payload: { positionId: job.id },
    })
    expect(saved.body.data.savedAt).toEqual(expect.any(String))
    const list = await request<{ data: JobSummary[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/favsPositions',
      headers: reader.headers,
    })
    expect(list.body.data).toMatchObject([{ id: job.id, savedAt: saved.body.data.savedAt }])
    await request(ctx, {
      method: 'POST',
      url: '/api/talent/savePosition',
      headers: reader.headers,
      payload: { positionId: job.id, saved: false },
    })
    expect(
      (
        await request<{ data: JobSummary[] }>(ctx, {
          method: 'GET',
          url: '/api/talent/favsPositions',
          headers: reader.headers,
        })
      ).body.data,
    ).toEqual([])
  })

  it('refuses a talent below a role minimum and shows the roles and statements missing', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers, {
      roles: [
        { workRoleCode: IR, minimumPercentage: 50 },
        { workRoleCode: DEFENSE, minimumPercentage: 0 },
      ],
    })
    const applicant = await talent()
    await holdStatements(applicant.headers, IR, 0.25)

    const { body } = await request<{ data: Eligibility }>(ctx, {
      method: 'GET',
      url: `/api/positions/${job.id}/eligibility`,
      headers: applicant.headers,
    })
    const ir = body.data.roles.find((role) => role.workRoleCode === IR)!
    expect(body.data.eligible).toBe(false)
    expect(ir).toMatchObject({ name: 'Incident Response', minimumPercentage: 50, met: false })
    expect(ir.percentage).toBeGreaterThanOrEqual(25)
    expect(ir.percentage).toBeLessThan(50)
    expect(ir.missing.length).toBeGreaterThan(0)
    expect(ir.missing[0]).toMatchObject({ code: expect.stringMatching(/^[TKS]\d+$/), description: expect.any(String) })
    expect(body.data.roles.find((role) => role.workRoleCode === DEFENSE)).toMatchObject({ met: true, missing: [] })

    const refused = await apply(applicant.headers, job.id, 'pt')
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('role_minimum_not_met')
    expect(refused.body.message).toContain('Seu perfil NIST NICE')
    expect(await ctx.app.db.select().from(applications).where(eq(applications.positionId, job.id))).toEqual([])
  })

  it("shows the missing statements in the talent's language, with NIST's English original", async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers, { roles: [{ workRoleCode: IR, minimumPercentage: 50 }] })
    const applicant = await talent()
    await holdStatements(applicant.headers, IR, 0.25)
    const english = new Map(
      (
        await ctx.app.services.framework.describeStatements(
          (await ctx.app.services.framework.getRoleStatements()).get(IR)!,
          'en',
        )
      ).map((statement) => [statement.code, statement.description]),
    )
    for (const language of ['es', 'pt'] as const) {
      const { status, body } = await request<{ data: Eligibility }>(ctx, {
        method: 'GET',
        url: `/api/positions/${job.id}/eligibility`,
        headers: { ...applicant.headers, 'accept-language': language },
      })
      expect(status).toBe(200)
      const missing = body.data.roles[0]!.missing
      expect(missing.length).toBeGreaterThan(0)
      for (const statement of missing) {
        expect(statement.description, statement.code).toBe(translations[language].get(statement.code))
        expect(statement.originalDescription, statement.code).toBe(english.get(statement.code))
      }
    }
  })

  it('accepts only applicants with clearance when the job requires it, at the level asked', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers, { roles: [], clearanceRequired: true, clearanceLevel: 1 })
    const without = await talent()
    const refused = await apply(without.headers, job.id)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('clearance_required')

    const low = await talent()
    await ctx.app.db.insert(talentProfiles).values({ userId: low.user.id, hasClearance: true, clearanceLevel: 0 })
    expect((await apply(low.headers, job.id)).body.code).toBe('clearance_required')

    const cleared = await talent()
    await ctx.app.db.insert(talentProfiles).values({ userId: cleared.user.id, hasClearance: true, clearanceLevel: 2 })
    expect((await apply(cleared.headers, job.id)).status).toBe(201)
  })

  it('applies once with a message; a second application is refused cleanly', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers)
    const applicant = await talent()
    await holdStatements(applicant.headers, IR, 0.5)
    const first = await apply(applicant.headers, job.id)
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({
      job: { id: job.id, appliedAt: expect.any(String) },
      message: 'I led incident response at a bank for three years.',
      communicationStatus: 1,
    })
    const again = await apply(applicant.headers, job.id)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('already_applied')

    const listed = await request<{ data: TalentApplication[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: applicant.headers,
    })
    expect(listed.body.data.map((application) => application.job.id)).toEqual([job.id])
  })

  it("refuses saving a draft, an expired, an unknown or another team's private job, and saves nothing", async () => {
    const { headers } = await company('professional')
    const reader = await talent()
    const save = (positionId: number) =>
      request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/talent/savePosition',
        headers: reader.headers,
        payload: { positionId },
      })
    const draft = await createJob(headers, { roles: [] })
    expect((await save(draft.id)).status).toBe(404)
    const hidden = await publishedJob(headers, { roles: [], privacy: 'private' })
    expect((await save(hidden.id)).status).toBe(404)
    expect((await save(2_000_000_000)).status).toBe(404)
    const expired = await publishedJob(headers, { roles: [] })
    await expire(expired.id)
    const refused = await save(expired.id)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('job_not_open')
    const list = await request<{ data: JobSummary[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/favsPositions',
      headers: reader.headers,
    })
    expect(list.body.data).toEqual([])
  })

  it('refuses applying to a draft or expired job', async () => {
    const { headers } = await company('professional')
    const draft = await createJob(headers, { roles: [] })
    const applicant = await talent()
    expect((await apply(applicant.headers, draft.id)).status).toBe(404)
    const expired = await publishedJob(headers, { roles: [] })
    await expire(expired.id)
    const refused = await apply(applicant.headers, expired.id)
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('job_not_open')
  })

  it('shows edits in the applied list, and deleting the job removes it from saved and applied lists', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers, { roles: [] })
    const applicant = await talent()
    await apply(applicant.headers, job.id)
    await request(ctx, {
      method: 'POST',
      url: '/api/talent/savePosition',
      headers: applicant.headers,
      payload: { positionId: job.id },
    })

    await request(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: { ...jobInput({ roles: [], jobTitle: 'Renamed role' }), id: job.id, version: 1 },
    })
    await setStatus(headers, job.id, 'draft')
    const listed = await request<{ data: TalentApplication[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: applicant.headers,
    })
    expect(listed.body.data[0]?.job).toMatchObject({ jobTitle: 'Renamed role', status: 'draft' })

    expect((await request(ctx, { method: 'DELETE', url: `/api/positions/${job.id}`, headers })).status).toBe(200)
    expect(
      (
        await request<{ data: unknown[] }>(ctx, {
          method: 'GET',
          url: '/api/talent/appliedPositions',
          headers: applicant.headers,
        })
      ).body.data,
    ).toEqual([])
    expect(await ctx.app.db.select().from(savedPositions).where(eq(savedPositions.positionId, job.id))).toEqual([])
  })
})
