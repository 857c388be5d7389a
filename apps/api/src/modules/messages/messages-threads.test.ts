import { describe, expect, it } from 'vitest'
import { companyTeamMembers } from '../../db/schema/index'
import { bearer } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { messagesHelpers } from './messages.test-helpers'

// How threads come to be: a company's contact, an application and its status notes, a cyber team; the demo seed's.
const ctx = useTestApp()
const {
  company,
  talent,
  publishedJob,
  contact,
  unread,
  connections,
  getThread,
  threadWith,
  markRead,
  emailsTo,
  contactedPair,
} = messagesHelpers(ctx)

describe('GET /api/messages/unread', () => {
  it('answers { data: { unread } } for a talent and a company user, 0 before any message', async () => {
    const employer = await company()
    const candidate = await talent()
    expect(await unread(employer.headers)).toBe(0)
    expect(await unread(candidate.headers)).toBe(0)
  })
})

describe('Contacts and applications become threads', () => {
  it("turns a company's contact into a thread the talent sees in connections, unread until opened", async () => {
    const { employer, candidate, thread } = await contactedPair()
    expect(thread.messages).toMatchObject([{ kind: 'contact', body: 'Hello, we liked your profile.', mine: true }])
    // The e-mail of the contact is still sent, as before.
    expect(await emailsTo(candidate.user.email, 'company_contacted_talent')).toHaveLength(1)
    expect(await unread(candidate.headers)).toBe(1)
    expect(await unread(employer.headers)).toBe(0)

    const [connection] = await connections(candidate.headers)
    expect(connection).toMatchObject({
      company: { id: employer.company.id, name: employer.company.name },
      reasons: ['contacted'],
      thread: { id: thread.id, unread: 1, lastMessage: 'Hello, we liked your profile.' },
      blocked: false,
    })

    const opened = await getThread(candidate.headers, thread.id)
    expect(opened.status).toBe(200)
    expect(opened.headers['cache-control']).toBe('no-store')
    expect(opened.body.data.messages[0]).toMatchObject({ mine: false, fromTalent: false })
    expect((await markRead(candidate.headers, thread.id)).status).toBe(200)
    expect(await unread(candidate.headers)).toBe(0)
  })

  it('keeps one thread per company and talent, each message with the job it is about', async () => {
    const employer = await company()
    const candidate = await talent()
    const job = await publishedJob(employer.headers)
    await contact(employer.headers, candidate.user.id, 'First note')
    await contact(employer.headers, candidate.user.id, 'About our SOC role', job.id)
    const thread = (await threadWith(employer.headers, candidate.user.id))!
    expect(thread.messages.map((message) => [message.body, message.position?.jobTitle ?? null])).toEqual([
      ['First note', null],
      ['About our SOC role', 'SOC Analyst'],
    ])
  })

  it("adds the application's message, the status note and the talent's contact to the same thread", async () => {
    const employer = await company()
    const candidate = await talent()
    const job = await publishedJob(employer.headers)
    const applied = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/talent/apply',
      headers: candidate.headers,
      payload: { positionId: job.id, message: 'I would love to join your SOC.' },
    })
    expect(applied.status).toBe(201)
    const [application] = (
      await request<{ data: { candidates: { applicationId: number }[] } }>(ctx, {
        method: 'GET',
        url: `/api/positions/appliedPositions/${job.id}`,
        headers: employer.headers,
      })
    ).body.data.candidates
    const moved = await request(ctx, {
      method: 'POST',
      url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
      headers: employer.headers,
      payload: { applicationId: application!.applicationId, communicationStatus: 2, message: 'Let us talk on Monday.' },
    })
    expect(moved.status).toBe(200)
    const asked = await request(ctx, {
      method: 'POST',
      url: `/api/positions/${job.id}/contact`,
      headers: candidate.headers,
      payload: { message: 'Monday works for me.' },
    })
    expect(asked.status).toBe(200)
    // The e-mails of before are still sent.
    expect(await emailsTo(candidate.user.email, 'application_status_changed')).toHaveLength(1)
    expect(await emailsTo(employer.admin.email, 'talent_contacted_company')).toHaveLength(1)

    const thread = (await threadWith(employer.headers, candidate.user.id))!
    expect(thread.messages.map((message) => [message.kind, message.body, message.fromTalent])).toEqual([
      ['application', 'I would love to join your SOC.', true],
      ['status_note', 'Let us talk on Monday.', false],
      ['contact', 'Monday works for me.', true],
    ])
    expect(thread.messages.every((message) => message.position?.id === job.id)).toBe(true)
    const [connection] = await connections(candidate.headers)
    expect(connection!.reasons).toEqual(['applied'])
    expect(connection!.positions).toEqual([{ id: job.id, jobTitle: 'SOC Analyst' }])
  })

  it('lists a cyber-team company among connections even before any message', async () => {
    const employer = await company()
    const member = await talent()
    await ctx.app.db
      .insert(companyTeamMembers)
      .values({ companyId: employer.company.id, talentId: member.user.id, status: 'active' })
    expect(await connections(member.headers)).toMatchObject([
      { company: { id: employer.company.id }, reasons: ['team'], thread: null, blocked: false },
    ])
  })
})

describe('demo seed', () => {
  it('gives Lucía a conversation with Andes Secure, one message unread by her, and runs twice without change', async () => {
    const { seedDemo } = await import('../../../seed/demo')
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    await seedDemo(ctx.app.db, ctx.app.services.storage)
    const token = (
      await request<{ data: { token: string } }>(ctx, {
        method: 'POST',
        url: '/api/authentication/login',
        payload: { email: 'talent@example.com', password: 'Sentinela-Demo-2026!' },
      })
    ).body.data.token
    const headers = bearer(token)
    expect(await unread(headers)).toBe(1)
    const andes = (await connections(headers)).find((connection) => connection.company.name === 'Andes Secure')!
    expect(andes.reasons).toEqual(['team', 'applied'])
    expect(andes.thread).toMatchObject({ unread: 1 })
    const thread = await getThread(headers, andes.thread!.id)
    expect(thread.body.data.messages).toHaveLength(4)
    expect(thread.body.data.messages[0]).toMatchObject({ kind: 'application', mine: true })
  }, 120_000)
})
