import { describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { MESSAGE_BODY_MAX, MESSAGE_REPLY_RATE_LIMIT, type ThreadSummary } from '@sentinela/shared/schemas/messages'
import { messages, talentContacts } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { messagesHelpers, type ErrorBody } from './messages.test-helpers'

// Writing in a thread: answers, their e-mails and limits, and a talent's block that stops a company writing.
const ctx = useTestApp()
const {
  company,
  colleague,
  talent,
  publishedJob,
  contact,
  unread,
  connections,
  getThread,
  threadWith,
  reply,
  block,
  emailsTo,
  contactedPair,
} = messagesHelpers(ctx)

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
