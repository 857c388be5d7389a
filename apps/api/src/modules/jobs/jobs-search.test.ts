import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import type { Job, JobSummary } from '@sentinela/shared/schemas/jobs'
import { companyTeamMembers, positions } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { DEFENSE, inDays, IR, JOBS_TEST_CONFIG, jobInput, jobsHelpers } from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, createJob, publishedJob, search } = jobsHelpers(ctx)

describe('search (POST /positions/fetch)', () => {
  it('finds open public jobs by full text and filters, with paging and the total', async () => {
    const { headers } = await company('professional')
    const word = `zephyr${Date.now().toString(36)}`
    const remote = await publishedJob(headers, { jobTitle: `Threat Hunter ${word}`, modality: 'remote', country: 'MX' })
    const onSite = await publishedJob(headers, {
      jobTitle: 'SOC Analyst',
      description: `Monitor alerts with the ${word} platform and escalate incidents around the clock.`,
      modality: 'on_site',
      country: 'MX',
      city: 'Monterrey',
      salaryMin: 30_000,
      salaryMax: 40_000,
    })
    await publishedJob(headers, { jobTitle: `Pentester ${word}`, country: 'BR', clearanceRequired: true })
    await createJob(headers, { jobTitle: `Draft ${word}` })

    const all = await search({ text: word.slice(0, 8) })
    expect(all.body.totalNumberOfRecords).toBe(3)
    // The title weighs more than the description.
    expect(all.body.data.map((job) => job.id).indexOf(remote.id)).toBeLessThan(
      all.body.data.map((job) => job.id).indexOf(onSite.id),
    )

    const filtered = await search({ text: word, country: 'MX', modality: ['on_site'] })
    expect(filtered.body.data.map((job) => job.id)).toEqual([onSite.id])
    // A country with several modalities, and either filter alone.
    expect((await search({ text: word, country: 'MX', modality: ['on_site', 'remote'] })).body.data).toHaveLength(2)
    expect((await search({ text: word, country: 'MX', modality: ['hybrid'] })).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word, modality: ['on_site'] })).body.totalNumberOfRecords).toBe(1)
    expect((await search({ text: word, country: 'MX' })).body.totalNumberOfRecords).toBe(2)
    expect((await search({ text: word, city: 'santi' })).body.totalNumberOfRecords).toBe(2)
    expect((await search({ text: word, city: 'MONTE' })).body.data.map((job) => job.id)).toEqual([onSite.id])
    expect((await search({ text: word, city: '%' })).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word, salaryFrom: 50_000 })).body.totalNumberOfRecords).toBe(2)
    expect((await search({ text: word, clearanceRequired: true })).body.data[0]?.country).toBe('BR')
    expect((await search({ text: word, workRoleCode: IR, datePosted: 'last_week' })).body.totalNumberOfRecords).toBe(3)
    expect((await search({ text: word, datePosted: 'last_quarter' })).body.totalNumberOfRecords).toBe(0)

    const page2 = await search({ text: word, limit: 2, page: 2, sort: 'newest' })
    expect(page2.body.data).toHaveLength(1)
    expect(page2.body.totalNumberOfRecords).toBe(3)
    // Ranked by relevance, the count comes with the page; a page past the last still tells it.
    const ranked = await search({ text: word, limit: 2, page: 2 })
    expect(ranked.body).toMatchObject({ totalNumberOfRecords: 3, totalIsCapped: false })
    expect(ranked.body.data).toHaveLength(1)
    const pastTheEnd = await search({ text: word, limit: 2, page: 4 })
    expect(pastTheEnd.body).toMatchObject({ data: [], totalNumberOfRecords: 3, totalIsCapped: false })
  })

  it('finds a job by its roles as saved now: an edit that changes them is seen by the next search', async () => {
    const { headers } = await company()
    const word = `quasar${Date.now().toString(36)}`
    const job = await publishedJob(headers, { jobTitle: `Responder ${word}` })
    const ids = async (workRoleCode: string) =>
      (await search({ text: word, workRoleCode })).body.data.map((found) => found.id)
    expect(await ids(IR)).toEqual([job.id])
    expect(await ids(DEFENSE)).toEqual([])

    const edited = await request<{ data: Job }>(ctx, {
      method: 'PUT',
      url: '/api/positions',
      headers,
      payload: {
        ...jobInput({ jobTitle: `Responder ${word}`, roles: [{ workRoleCode: DEFENSE, minimumPercentage: 20 }] }),
        id: job.id,
        // Publishing counted as a change.
        version: job.version + 1,
      },
    })
    expect(edited.status).toBe(200)
    expect(await ids(DEFENSE)).toEqual([job.id])
    expect(await ids(IR)).toEqual([])
  })

  it('refuses one-character text (§5) and answers an empty page for no match', async () => {
    const short = await search({ text: 'a' })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toMatchObject({ path: 'text', code: 'search_too_short' })
    const none = await search({ text: 'qqqxxqqq-nothing' })
    expect(none.body).toEqual({ data: [], totalNumberOfRecords: 0, totalIsCapped: false })
  })

  it('counts exactly up to SEARCH_COUNT_LIMIT matches, then says there are more', async () => {
    const owner = await company('professional')
    const word = `nimbus${Date.now().toString(36)}`
    const job = await publishedJob(owner.headers, { jobTitle: `Analyst ${word}` })
    const [template] = await ctx.app.db.select().from(positions).where(eq(positions.id, job.id))
    const { id: _id, searchVector: _vector, ...copy } = template!
    const many = async (count: number) => ctx.app.db.insert(positions).values(Array.from({ length: count }, () => copy))

    await many(SEARCH_COUNT_LIMIT - 1)
    const exact = await search({ text: word })
    expect(exact.body).toMatchObject({ totalNumberOfRecords: SEARCH_COUNT_LIMIT, totalIsCapped: false })
    await many(1)
    const capped = await search({ text: word, limit: 5, page: 3 })
    expect(capped.body).toMatchObject({ totalNumberOfRecords: SEARCH_COUNT_LIMIT, totalIsCapped: true })
    expect(capped.body.data).toHaveLength(5)
  })

  it('hides expired jobs and shows private jobs only to the company and its active team', async () => {
    const owner = await company('professional')
    const word = `quasar${Date.now().toString(36)}`
    const privateJob = await publishedJob(owner.headers, { jobTitle: `Internal ${word}`, privacy: 'private' })
    const expired = await publishedJob(owner.headers, { jobTitle: `Expired ${word}` })
    await ctx.app.db
      .update(positions)
      .set({ expirationDate: inDays(-2) })
      .where(eq(positions.id, expired.id))

    const outsider = await talent()
    const member = await talent()
    const pending = await talent()
    await ctx.app.db.insert(companyTeamMembers).values([
      { companyId: owner.company.id, talentId: member.user.id, status: 'active' },
      { companyId: owner.company.id, talentId: pending.user.id, status: 'pending' },
    ])
    const otherCompany = await company()

    expect((await search({ text: word }, outsider.headers)).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word }, pending.headers)).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word }, otherCompany.headers)).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word })).body.totalNumberOfRecords).toBe(0)
    expect((await search({ text: word }, member.headers)).body.data.map((job) => job.id)).toEqual([privateJob.id])
    expect((await search({ text: word }, owner.headers)).body.data.map((job) => job.id)).toEqual([privateJob.id])

    expect(
      (await request(ctx, { method: 'GET', url: `/api/positions/${privateJob.id}`, headers: outsider.headers })).status,
    ).toBe(404)
    expect(
      (await request(ctx, { method: 'GET', url: `/api/positions/${privateJob.id}`, headers: member.headers })).status,
    ).toBe(200)
    const expiredRead = await request<{ data: Job }>(ctx, {
      method: 'GET',
      url: `/api/positions/${expired.id}`,
      headers: owner.headers,
    })
    expect(expiredRead.body.data.expired).toBe(true)
    expect((await request(ctx, { method: 'GET', url: `/api/positions/${expired.id}` })).status).toBe(404)
  })

  it('lists the newest public jobs on /marketplace/items/Position with the count on request', async () => {
    const { headers } = await company('professional')
    const job = await publishedJob(headers, { jobTitle: 'Newest public job' })
    const { body } = await request<{ data: JobSummary[]; meta: { total_count: number } }>(ctx, {
      method: 'GET',
      url: '/api/marketplace/items/Position?page=1&limit=5&meta=total_count',
    })
    expect(body.data[0]?.id).toBe(job.id)
    expect(body.meta.total_count).toBeGreaterThanOrEqual(1)
  })
})
