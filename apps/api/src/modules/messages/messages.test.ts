import { describe, expect, it } from 'vitest'
import { and, count, eq } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Job, JobInput } from '@sentinela/shared/schemas/jobs'
import {
  MESSAGE_BODY_MAX,
  MESSAGE_REPLY_RATE_LIMIT,
  THREAD_MESSAGES_MAX,
  type Connection,
  type Message,
  type Thread,
  type ThreadSummary,
} from '@sentinela/shared/schemas/messages'
import { companyTeamMembers, emails, messages, messageThreads, talentContacts } from '../../db/schema/index'
import {
  bearer,
  createCompany,
  createCompanyUser,
  createOperator,
  createSessionToken,
  createTalent,
  inDays,
} from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

type Headers = Record<string, string>
type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }

async function company(plan: PlanCode = 'professional') {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

async function colleague(companyId: number) {
  const user = await createCompanyUser(ctx.app.db, companyId)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, { dataSharingConsent: true, ...overrides })
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const jobInput = (changes: Partial<JobInput> = {}): JobInput => ({
  jobTitle: 'SOC Analyst',
  privacy: 'public',
  description: 'Monitor and triage alerts for our clients across the region.',
  requirements: 'Two years in a SOC.',
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: 'USD',
  employmentType: 0,
  country: 'CL',
  city: 'Santiago',
  modality: 'remote',
  expirationDate: inDays(30),
  roles: [],
  certifications: [],
  languages: [],
  ...changes,
})

async function publishedJob(headers: Headers, changes: Partial<JobInput> = {}) {
  const created = await request<{ data: Job }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: jobInput(changes),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await request(ctx, {
    method: 'POST',
    url: `/api/positions/${created.body.data.id}/status`,
    headers,
    payload: { status: 'published' },
  })
  expect(published.status).toBe(200)
  return created.body.data
}

const contact = (headers: Headers, talentId: number, message = 'Hello, we liked your profile.', positionId?: number) =>
  request<{ data: { done: true } } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/companies/contact/talent',
    headers,
    payload: { talentId, message, ...(positionId ? { positionId } : {}) },
  })

const unread = async (headers: Headers) => {
  const {
    status,
    body,
    headers: answer,
  } = await request<{ data: { unread: number } }>(ctx, {
    method: 'GET',
    url: '/api/messages/unread',
    headers,
  })
  expect(status).toBe(200)
  expect(answer['cache-control']).toBe('no-store')
  return body.data.unread
}

const connections = async (headers: Headers) =>
  (await request<{ data: Connection[] }>(ctx, { method: 'GET', url: '/api/messages/connections', headers })).body.data

const getThread = (headers: Headers, id: number, before?: number | string) =>
  request<{ data: Thread } & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/messages/threads/${id}`,
    headers,
    ...(before !== undefined ? { query: { before: String(before) } } : {}),
  })

const threadWith = async (headers: Headers, talentId: number) =>
  (
    await request<{ data: Thread | null }>(ctx, {
      method: 'GET',
      url: `/api/messages/company/talents/${talentId}`,
      headers,
    })
  ).body.data

const reply = (headers: Headers, id: number, body: string, language = 'en') =>
  request<{ data: Message } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/messages/threads/${id}/messages`,
    headers: { ...headers, 'accept-language': language },
    payload: { body },
  })

const markRead = (headers: Headers, id: number) =>
  request(ctx, { method: 'POST', url: `/api/messages/threads/${id}/read`, headers })

const block = (headers: Headers, companyId: number, blocked = true) =>
  request<{ data: { companyId: number; blocked: boolean } }>(ctx, {
    method: blocked ? 'POST' : 'DELETE',
    url: `/api/messages/companies/${companyId}/block`,
    headers,
  })

const emailsTo = (address: string, template = 'message_received') =>
  ctx.app.db
    .select()
    .from(emails)
    .where(and(eq(emails.to, address), eq(emails.template, template)))

/** A company's contact opens a thread: the talent's side of it. */
async function contactedPair() {
  const employer = await company()
  const candidate = await talent()
  expect((await contact(employer.headers, candidate.user.id)).status).toBe(200)
  const thread = (await threadWith(employer.headers, candidate.user.id))!
  return { employer, candidate, thread }
}

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

describe('Answering in the app', () => {
  it('lets the talent answer and any user of the company read and answer, with unread counts per side', async () => {
    const { employer, candidate, thread } = await contactedPair()
    const answered = await reply(candidate.headers, thread.id, 'Thanks! Happy to talk.')
    expect(answered.status).toBe(201)
    expect(answered.body.data).toMatchObject({ body: 'Thanks! Happy to talk.', mine: true, fromTalent: true })
    // Writing means the writer's side has read the thread.
    expect(await unread(candidate.headers)).toBe(0)
    expect(await unread(employer.headers)).toBe(1)

    const other = await colleague(employer.company.id)
    expect(await unread(other.headers)).toBe(1)
    const seen = await getThread(other.headers, thread.id)
    expect(seen.status).toBe(200)
    expect(seen.body.data.messages.map((message) => message.mine)).toEqual([true, false])
    expect((await reply(other.headers, thread.id, 'Great, see you Monday.')).status).toBe(201)
    expect(await unread(employer.headers)).toBe(0)
    expect(await unread(candidate.headers)).toBe(1)

    const list = await request<{ data: ThreadSummary[] }>(ctx, {
      method: 'GET',
      url: '/api/messages/threads',
      headers: employer.headers,
    })
    expect(list.body.data).toMatchObject([
      { id: thread.id, talent: { id: candidate.user.id }, unread: 0, lastMessage: 'Great, see you Monday.' },
    ])
  })

  it('e-mails the other side in their language with a link to the thread, unless they turned it off', async () => {
    const employer = await company()
    const candidate = await talent({ language: 'es' })
    await contact(employer.headers, candidate.user.id)
    const thread = (await threadWith(employer.headers, candidate.user.id))!
    expect((await reply(employer.headers, thread.id, 'Any questions?')).status).toBe(201)
    const [toTalent] = await emailsTo(candidate.user.email)
    expect(toTalent!.language).toBe('es')
    expect(toTalent!.subject).toBe(`Nuevo mensaje de ${employer.admin.firstName} ${employer.admin.lastName}`)
    expect(toTalent!.text).toContain(`(${employer.company.name})`)
    expect(toTalent!.text).toContain('Any questions?')
    expect(toTalent!.text).toContain(`/talent/profile/connections?thread=${thread.id}`)

    // The talent's answer reaches the company users who wrote in the thread.
    expect((await reply(candidate.headers, thread.id, 'Sí, una.')).status).toBe(201)
    const [toCompany] = await emailsTo(employer.admin.email)
    expect(toCompany!.text).toContain(`/company/account/messages?thread=${thread.id}`)

    // Turned off: no more e-mails of new messages.
    const off = await request<{ data: { emailOnMessage: boolean } }>(ctx, {
      method: 'PUT',
      url: '/api/messages/preferences',
      headers: candidate.headers,
      payload: { emailOnMessage: false },
    })
    expect(off.body.data).toEqual({ emailOnMessage: false })
    expect((await reply(employer.headers, thread.id, 'Another one')).status).toBe(201)
    expect(await emailsTo(candidate.user.email)).toHaveLength(1)
  })

  it('keeps the e-mail preference per user, on by default, for talents and company users', async () => {
    const employer = await company()
    const candidate = await talent()
    for (const headers of [employer.headers, candidate.headers]) {
      const read = () =>
        request<{ data: { emailOnMessage: boolean } }>(ctx, {
          method: 'GET',
          url: '/api/messages/preferences',
          headers,
        })
      expect((await read()).body.data).toEqual({ emailOnMessage: true })
      await request(ctx, {
        method: 'PUT',
        url: '/api/messages/preferences',
        headers,
        payload: { emailOnMessage: false },
      })
      expect((await read()).body.data).toEqual({ emailOnMessage: false })
    }
    const bad = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/messages/preferences',
      headers: candidate.headers,
      payload: { emailOnMessage: 'yes' },
    })
    expect(bad.status).toBe(400)
  })

  it(`refuses an empty message and one over ${MESSAGE_BODY_MAX} characters, adding nothing`, async () => {
    const { candidate, thread } = await contactedPair()
    const tooLong = await reply(candidate.headers, thread.id, 'x'.repeat(MESSAGE_BODY_MAX + 1), 'pt')
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors).toMatchObject([{ path: 'body', code: 'too_long' }])
    const empty = await reply(candidate.headers, thread.id, '   ')
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toMatchObject([{ path: 'body', code: 'required' }])
    expect((await reply(candidate.headers, thread.id, 'x'.repeat(MESSAGE_BODY_MAX))).status).toBe(201)
    const [row] = await ctx.app.db.select({ value: count() }).from(messages).where(eq(messages.threadId, thread.id))
    expect(row!.value).toBe(2)
  })

  it(`waits after ${MESSAGE_REPLY_RATE_LIMIT} replies per user; others still write`, async () => {
    const { employer, candidate, thread } = await contactedPair()
    for (let index = 0; index < MESSAGE_REPLY_RATE_LIMIT; index++) {
      expect((await reply(candidate.headers, thread.id, `Message ${index}`)).status).toBe(201)
    }
    const refused = await reply(candidate.headers, thread.id, 'One more')
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe('rate_limited')
    expect((await reply(employer.headers, thread.id, 'We are still here')).status).toBe(201)
  })

  it("counts a company's message against the plan's contacts until the talent has written, not after", async () => {
    const { employer, candidate, thread } = await contactedPair()
    const contacts = async () =>
      (
        await ctx.app.db
          .select({ value: count() })
          .from(talentContacts)
          .where(eq(talentContacts.companyId, employer.company.id))
      )[0]!.value
    expect(await contacts()).toBe(1)
    await reply(employer.headers, thread.id, 'Following up')
    expect(await contacts()).toBe(2)
    await reply(candidate.headers, thread.id, 'Sorry for the delay')
    await reply(employer.headers, thread.id, 'No problem')
    expect(await contacts()).toBe(2)
  })

  it('lets a Demo company (no contacts) answer a talent who wrote to it', async () => {
    const demo = await company('demo')
    const candidate = await talent()
    const job = await publishedJob(demo.headers)
    await request(ctx, {
      method: 'POST',
      url: `/api/positions/${job.id}/contact`,
      headers: candidate.headers,
      payload: { message: 'Is this remote?' },
    })
    const thread = (await threadWith(demo.headers, candidate.user.id))!
    expect((await reply(demo.headers, thread.id, 'Yes, fully remote.')).status).toBe(201)
    // Writing first to a talent is contacting them: Demo allows none.
    const stranger = await talent()
    const refused = await contact(demo.headers, stranger.user.id)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('plan_contact_limit')
  })
})

describe('Only its two parties see a thread', () => {
  it('answers 404 to another talent and to users of other companies, 403 to the operator and 401 to anyone signed out', async () => {
    const { thread } = await contactedPair()
    const otherTalent = await talent()
    const otherCompany = await company()
    const operator = await createOperator(ctx.app.db)
    const operatorHeaders = bearer(await createSessionToken(ctx.app.db, operator.id))
    for (const headers of [otherTalent.headers, otherCompany.headers]) {
      const read = await getThread(headers, thread.id)
      expect(read.status).toBe(404)
      expect(read.body.code).toBe('not_found')
      expect((await reply(headers, thread.id, 'Hi')).status).toBe(404)
      expect((await markRead(headers, thread.id)).status).toBe(404)
    }
    expect(await threadWith(otherCompany.headers, thread.talent.id)).toBeNull()
    expect((await getThread(operatorHeaders, thread.id)).status).toBe(403)
    expect((await reply(operatorHeaders, thread.id, 'Hi')).status).toBe(403)
    expect((await getThread({}, thread.id)).status).toBe(401)
    expect((await reply({}, thread.id, 'Hi')).status).toBe(401)
    const [row] = await ctx.app.db.select({ value: count() }).from(messages).where(eq(messages.threadId, thread.id))
    expect(row!.value).toBe(1)
    // A thread id that does not exist reads the same as someone else's; an id out of range is a 400.
    expect((await getThread(otherTalent.headers, 2_000_000_000)).status).toBe(404)
    expect((await getThread(otherTalent.headers, 3_000_000_000)).status).toBe(400)
  })
})

describe('Reading older messages', () => {
  /**
   * Adds `total` messages older than the thread's first, in one insert, alternating sides. They come in threes that
   * share one instant, so pages also break between messages written at the same time (ordered by id).
   */
  async function addOlderMessages(thread: Thread, total: number) {
    const start = new Date(thread.messages[0]!.createdAt).getTime() - 86_400_000
    await ctx.app.db.insert(messages).values(
      Array.from({ length: total }, (_, index) => ({
        threadId: thread.id,
        senderName: index % 2 ? thread.talent.firstName : 'Carla Company',
        fromTalent: index % 2 === 1,
        body: `Older message ${index + 1}`,
        createdAt: new Date(start + Math.floor(index / 3) * 1000),
      })),
    )
  }

  it(`pages through a thread of more than ${THREAD_MESSAGES_MAX} messages with before, oldest first, writing nothing`, async () => {
    const { employer, candidate, thread } = await contactedPair()
    const added = 2 * THREAD_MESSAGES_MAX + 49
    await addOlderMessages(thread, added)
    const threadRow = async () =>
      (await ctx.app.db.select().from(messageThreads).where(eq(messageThreads.id, thread.id)))[0]
    const before = {
      row: await threadRow(),
      talentUnread: await unread(candidate.headers),
      companyUnread: await unread(employer.headers),
    }

    const pages: Thread[] = []
    let page = await getThread(candidate.headers, thread.id)
    for (;;) {
      expect(page.status, JSON.stringify(page.body)).toBe(200)
      expect(page.headers['cache-control']).toBe('no-store')
      pages.push(page.body.data)
      if (!page.body.data.hasOlder) break
      page = await getThread(candidate.headers, thread.id, page.body.data.messages[0]!.id)
    }
    expect(pages.map((each) => [each.messages.length, each.hasOlder])).toEqual([
      [THREAD_MESSAGES_MAX, true],
      [THREAD_MESSAGES_MAX, true],
      [added + 1 - 2 * THREAD_MESSAGES_MAX, false],
    ])
    // Read back to front, the pages are the whole thread once, in order, the contact last.
    const bodies = [...pages].reverse().flatMap((each) => each.messages.map((message) => message.body))
    expect(bodies).toEqual([
      ...Array.from({ length: added }, (_, index) => `Older message ${index + 1}`),
      'Hello, we liked your profile.',
    ])
    // Each page is the same thread as its reader sees it.
    expect(pages[1]).toMatchObject({ id: thread.id, company: { id: employer.company.id }, unread: before.talentUnread })
    expect(pages[1]!.messages[0]).toMatchObject({ body: `Older message ${added + 2 - 2 * THREAD_MESSAGES_MAX}` })
    expect(pages[1]!.messages.filter((message) => message.mine).every((message) => message.fromTalent)).toBe(true)

    // The company's users page the same way.
    const fromCompany = await getThread(employer.headers, thread.id, pages[0]!.messages[0]!.id)
    expect(fromCompany.body.data.messages.map((message) => message.body)).toEqual(
      pages[1]!.messages.map((message) => message.body),
    )
    // Reading marks nothing read and changes nothing.
    expect(await threadRow()).toEqual(before.row)
    expect(await unread(candidate.headers)).toBe(before.talentUnread)
    expect(await unread(employer.headers)).toBe(before.companyUnread)
  })

  it('answers 404 to users of another company and for a message of another thread, as for a thread not theirs', async () => {
    const { thread } = await contactedPair()
    await addOlderMessages(thread, 3)
    const other = await contactedPair()
    const first = other.thread.messages[0]!
    const stranger = await company()
    const refused = await getThread(stranger.headers, thread.id, thread.messages[0]!.id)
    expect(refused.status).toBe(404)
    expect(refused.body.code).toBe('not_found')
    const elsewhere = await getThread(other.candidate.headers, other.thread.id, thread.messages[0]!.id)
    expect(elsewhere.status).toBe(404)
    expect(elsewhere.body.code).toBe('not_found')
    // The oldest message of a thread has nothing before it.
    const none = await getThread(other.candidate.headers, other.thread.id, first.id)
    expect(none.status).toBe(200)
    expect(none.body.data).toMatchObject({ messages: [], hasOlder: false })
  })

  it('refuses a before that is not a positive 32-bit integer with a translated 400', async () => {
    const { candidate, thread } = await contactedPair()
    const headers = { ...candidate.headers, 'accept-language': 'es' }
    const tooBig = await getThread(headers, thread.id, '2147483648')
    expect(tooBig.status).toBe(400)
    expect(tooBig.body).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: 'Por favor, revisa los campos en rojo.',
      errors: [{ path: 'before', code: 'too_big', message: 'Ingresa un valor de como máximo 2147483647.' }],
    })
    const cases = { abc: 'invalid_type', '1.5': 'invalid_type', '0': 'too_small', '-1': 'too_small' }
    for (const [before, code] of Object.entries(cases)) {
      const refused = await getThread(headers, thread.id, before)
      expect(refused.status, before).toBe(400)
      expect(refused.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'before', code }] })
    }
    // The largest id is valid, and a message that does not exist reads as another thread's.
    expect((await getThread(candidate.headers, thread.id, 2_147_483_647)).status).toBe(404)
  })
})

describe('Blocking a company', () => {
  it('stops its contacts, replies and status notes, keeps the thread readable, and ends when unblocked', async () => {
    const employer = await company()
    const candidate = await talent()
    const job = await publishedJob(employer.headers)
    await contact(employer.headers, candidate.user.id, 'Interested in our role?', job.id)
    const thread = (await threadWith(employer.headers, candidate.user.id))!
    const blocked = await block(candidate.headers, employer.company.id)
    expect(blocked.body.data).toEqual({ companyId: employer.company.id, blocked: true })

    const contactsBefore = await ctx.app.db
      .select({ value: count() })
      .from(talentContacts)
      .where(eq(talentContacts.companyId, employer.company.id))
    const refusedContact = await contact({ ...employer.headers, 'accept-language': 'es' }, candidate.user.id)
    expect(refusedContact.status).toBe(403)
    expect(refusedContact.body).toMatchObject({
      code: 'messages_blocked_by_talent',
      message: 'Este talento no acepta mensajes de tu empresa.',
    })
    const refusedReply = await reply(employer.headers, thread.id, 'Please reconsider')
    expect(refusedReply.status).toBe(403)
    expect(refusedReply.body.code).toBe('messages_blocked_by_talent')
    const [application] = (
      await request<{ data: { candidates: { applicationId: number; communicationStatus: number }[] } }>(ctx, {
        method: 'GET',
        url: `/api/positions/appliedPositions/${job.id}`,
        headers: employer.headers,
      })
    ).body.data.candidates
    const note = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions/UpdatedCommunicationStatusAppliedTalent',
      headers: employer.headers,
      payload: { applicationId: application!.applicationId, communicationStatus: 2, message: 'Still here' },
    })
    expect(note.status).toBe(403)
    // Nothing changed: no contact counted, no message, the status as it was.
    const contactsAfter = await ctx.app.db
      .select({ value: count() })
      .from(talentContacts)
      .where(eq(talentContacts.companyId, employer.company.id))
    expect(contactsAfter).toEqual(contactsBefore)
    const stillThere = await getThread(candidate.headers, thread.id)
    expect(stillThere.status).toBe(200)
    expect(stillThere.body.data).toMatchObject({ blocked: true, canWrite: false })
    expect(stillThere.body.data.messages).toHaveLength(1)
    const [connection] = await connections(candidate.headers)
    expect(connection).toMatchObject({ blocked: true, thread: { id: thread.id } })

    // The talent unblocks before writing again.
    const talentWrites = await reply(candidate.headers, thread.id, 'Hello?')
    expect(talentWrites.status).toBe(409)
    expect(talentWrites.body.code).toBe('messages_company_blocked')

    expect((await block(candidate.headers, employer.company.id, false)).body.data.blocked).toBe(false)
    expect((await reply(employer.headers, thread.id, 'Thanks for unblocking us')).status).toBe(201)
  })

  it("can block a company before any message, and a talent's own contact to it is refused while blocked", async () => {
    const employer = await company()
    const candidate = await talent()
    const job = await publishedJob(employer.headers)
    expect((await block(candidate.headers, employer.company.id)).status).toBe(200)
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/positions/${job.id}/contact`,
      headers: candidate.headers,
      payload: { message: 'Hello' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('messages_company_blocked')
    expect((await contact(employer.headers, candidate.user.id)).status).toBe(403)
    expect((await block(candidate.headers, 2_000_000_000)).status).toBe(404)
    // Companies cannot block.
    expect((await block(employer.headers, employer.company.id)).status).toBe(403)
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
