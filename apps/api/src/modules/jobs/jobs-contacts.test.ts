import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { TalentApplication } from '@sentinela/shared/schemas/jobs'
import { emails } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { JOBS_TEST_CONFIG, jobsHelpers, type ErrorBody, type Headers } from './jobs.test-helpers'

const ctx = useTestApp(JOBS_TEST_CONFIG)
const { company, talent, publishedJob, apply } = jobsHelpers(ctx)

describe('contacting between company and talent', () => {
  it('contacts a talent who shares their profile, in their language, entering them as contacted', async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [] })
    const hidden = await talent()
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/companies/contact/talent',
      headers: owner.headers,
      payload: { talentId: hidden.user.id, message: 'Hello' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('talent_not_contactable')

    const open = await talent({ dataSharingConsent: true, language: 'pt' })
    const sent = await request(ctx, {
      method: 'POST',
      url: '/api/companies/contact/talent',
      headers: owner.headers,
      payload: {
        talentId: open.user.id,
        positionId: job.id,
        message: 'Would you talk with us?\nWe liked your profile.',
      },
    })
    expect(sent.status).toBe(200)
    const [email] = await ctx.app.db.select().from(emails).where(eq(emails.to, open.user.email))
    expect(email).toMatchObject({ template: 'company_contacted_talent', language: 'pt', replyTo: owner.admin.email })
    expect(email!.text).toContain('> Would you talk with us?')
    expect(email!.html).toContain('Would you talk with us?')

    const pipeline = await request<{ data: TalentApplication[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/appliedPositions',
      headers: open.headers,
    })
    expect(pipeline.body.data[0]).toMatchObject({ communicationStatus: 0, appliedAt: null })
    // Applying afterwards joins the same pipeline entry.
    expect((await apply(open.headers, job.id)).body.data).toMatchObject({ communicationStatus: 1 })
  })

  it('lets a talent write to the company behind a job; the e-mail reaches its author', async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [] })
    const writer = await talent()
    const { status } = await request(ctx, {
      method: 'POST',
      url: `/api/positions/${job.id}/contact`,
      headers: writer.headers,
      payload: { message: 'Is the role open to candidates in Peru?' },
    })
    expect(status).toBe(200)
    const [email] = await ctx.app.db.select().from(emails).where(eq(emails.to, owner.admin.email))
    expect(email).toMatchObject({ template: 'talent_contacted_company', replyTo: writer.user.email })
    expect(email!.text).toContain('Is the role open to candidates in Peru?')
  })
})

describe('contact limits', () => {
  it('counts contact messages per sender: past CONTACT_RATE_LIMIT_PER_HOUR they wait, others still write', async () => {
    const owner = await company('professional')
    const job = await publishedJob(owner.headers, { roles: [] })
    const writer = await talent()
    const send = (headers: Headers) =>
      request(ctx, { method: 'POST', url: `/api/positions/${job.id}/contact`, headers, payload: { message: 'Hi' } })
    for (let index = 0; index < 3; index++) expect((await send(writer.headers)).status).toBe(200)
    expect((await send(writer.headers)).status).toBe(429)
    expect((await send((await talent()).headers)).status).toBe(200)
  })
})
