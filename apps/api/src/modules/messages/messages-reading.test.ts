import { describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { THREAD_MESSAGES_MAX, type Thread } from '@sentinela/shared/schemas/messages'
import { messages, messageThreads } from '../../db/schema/index'
import { bearer, createOperator, createSessionToken } from '../../../test/factories'
import { useTestApp } from '../../../test/helper'
import { messagesHelpers } from './messages.test-helpers'

// Reading a thread: only its two parties may, and older messages come in pages.
const ctx = useTestApp()
const { company, talent, unread, getThread, threadWith, reply, markRead, contactedPair } = messagesHelpers(ctx)

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
