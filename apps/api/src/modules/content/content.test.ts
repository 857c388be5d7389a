import { describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { XMLParser } from 'fast-xml-parser'
import * as OTPAuth from 'otpauth'
import sharp from 'sharp'
import type { OperatorPost, Post, WebinarList } from '@sentinela/shared/schemas/content'
import { zonedTime } from '@sentinela/shared/time-zones'
import { auditEvents, emails, posts, users, webinarRegistrations } from '../../db/schema/index'
import { createQueue } from '../../lib/queue'
import { rowsOf } from '../../lib/sql'
import { bearer, createCompany, createOperator, createSessionToken, createTalent } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'
import { calendarFile, escapeIcsText, foldLine } from './ics'
import { WEBINAR_REMINDER_QUEUE } from './content.service'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

const inHours = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString()

async function operator() {
  const user = await createOperator(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function talent() {
  const user = await createTalent(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const blogPost = (changes: Record<string, unknown> = {}) => ({
  title: 'Five labs to practise incident response',
  body: 'Start with **log analysis**, then move to memory forensics.',
  language: 'en',
  tagIds: [3],
  reference: 'https://www.example.com/labs',
  author: 'Sentinela editorial team',
  status: 'published',
  ...changes,
})

const webinar = (changes: Record<string, unknown> = {}) => ({
  title: 'Threat hunting with open data',
  body: 'A live session on **hunting** with public telemetry.',
  language: 'en',
  tagIds: [6],
  author: 'Sentinela Sessions',
  status: 'published',
  speaker: 'Marina Quispe',
  startsAt: inHours(72),
  durationMinutes: 60,
  joinUrl: 'https://meet.example.com/session',
  ...changes,
})

const save = (headers: Headers, payload: unknown, language = 'en') =>
  request<{ data: OperatorPost } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/operator/posts',
    headers: { ...headers, 'accept-language': language },
    payload: payload as Record<string, unknown>,
  })

const publicPosts = async (query = '') =>
  (
    await request<{ data: Post[]; totalNumberOfRecords: number }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/items/Posts${query}`,
    })
  ).body

describe('the operator (PRODUCT.md "The platform operator")', () => {
  it('the command-line creation makes a pending operator and e-mails a set-password link; two-step comes first', async () => {
    const email = `new.operator.${Date.now()}@example.com`
    await ctx.app.services.operator.create({ ip: '127.0.0.1', headers: {} }, email)
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ role: 'operator', status: 'pending', passwordHash: null })
    const [mail] = await ctx.app.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.template, 'operator_invitation')))
    const token = /\/auth\/reset\/\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1]
    expect(token).toBeTruthy()
    const audit = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user!.id), eq(auditEvents.event, 'operator_created')))
    expect(audit).toHaveLength(1)

    // Following the link sets the password and activates the account (the reset flow).
    const password = 'Operator-Pass-2026!'
    const reset = await request(ctx, {
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password, confirmPassword: password },
    })
    expect(reset.status).toBe(200)
    const signIn = await request<{ data: { token: string; role: string } }>(ctx, {
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email, password },
    })
    expect(signIn.body.data.role).toBe('operator')
    const headers = bearer(signIn.body.data.token)
    const account = await request<{ data: { account: { role: string; twoStepEnabled: boolean } } }>(ctx, {
      method: 'GET',
      url: '/api/operator/account',
      headers,
    })
    expect(account.body.data.account).toMatchObject({ role: 'operator', twoStepEnabled: false })

    // Without two-step sign-in the operator can do nothing in the back office, and is told why.
    const refused = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: '/api/operator/posts',
      headers: { ...headers, 'accept-language': 'es' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('two_step_required')
    expect(refused.body.message).toMatch(/dos pasos/)

    const setup = await request<{ data: { secret: string } }>(ctx, {
      method: 'POST',
      url: '/api/users/twoStep/setup',
      headers,
    })
    const code = new OTPAuth.TOTP({ secret: setup.body.data.secret, digits: 6, period: 30 }).generate()
    const enabled = await request(ctx, { method: 'POST', url: '/api/users/twoStep/enable', headers, payload: { code } })
    expect(enabled.status).toBe(200)
    const allowed = await request(ctx, { method: 'GET', url: '/api/operator/posts', headers })
    expect(allowed.status).toBe(200)

    // A second account for the same address is refused.
    await expect(ctx.app.services.operator.create({ ip: '127.0.0.1', headers: {} }, email)).rejects.toMatchObject({
      code: 'email_already_registered',
    })
  })

  it('talents and companies are refused on operator routes; the operator is refused on talent and company routes', async () => {
    const { headers: talentHeaders } = await talent()
    const { admin } = await createCompany(ctx.app.db)
    const companyHeaders = bearer(await createSessionToken(ctx.app.db, admin.id))
    for (const headers of [talentHeaders, companyHeaders]) {
      expect((await request(ctx, { method: 'GET', url: '/api/operator/posts', headers })).status).toBe(403)
      expect((await save(headers, blogPost())).status).toBe(403)
    }
    const { headers } = await operator()
    expect((await request(ctx, { method: 'GET', url: '/api/profile', headers })).status).toBe(403)
    const created = await save(headers, webinar())
    const attend = await request(ctx, { method: 'POST', url: `/api/webinars/${created.body.data.id}/attend`, headers })
    expect(attend.status).toBe(403)
  })

  it('every operator write is in the audit log', async () => {
    const { user, headers } = await operator()
    const created = await save(headers, blogPost())
    const id = created.body.data.id
    await request(ctx, {
      method: 'PUT',
      url: `/api/operator/posts/${id}`,
      headers,
      payload: blogPost({ title: 'New' }),
    })
    await request(ctx, { method: 'DELETE', url: `/api/operator/posts/${id}`, headers })
    const events = await ctx.app.db
      .select({ event: auditEvents.event, details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.userId, user.id))
    expect(events.map((row) => row.event)).toEqual(['post_created', 'post_updated', 'post_deleted'])
    expect(events.every((row) => row.details.postId === id)).toBe(true)
  })
})

describe('posts (§3, §7 Posts and the blog rule)', () => {
  it('a blog post needs a reference (translated); a webinar (tag 6) needs none but needs speaker and time', async () => {
    const { headers } = await operator()
    const before = (await publicPosts()).totalNumberOfRecords
    const missing = await save(headers, blogPost({ reference: null }), 'pt')
    expect(missing.status).toBe(400)
    expect(missing.body.code).toBe('post_reference_required')
    expect(missing.body.message).toMatch(/referência/)
    expect(missing.body.errors[0]?.path).toBe('reference')
    expect((await save(headers, blogPost({ reference: '' }))).body.code).toBe('post_reference_required')
    expect((await publicPosts()).totalNumberOfRecords).toBe(before)

    const session = await save(headers, webinar({ reference: null }))
    expect(session.status).toBe(201)
    expect(session.body.data.isWebinar).toBe(true)
    const noSpeaker = await save(headers, webinar({ speaker: null, startsAt: null }))
    expect(noSpeaker.status).toBe(400)
    expect(noSpeaker.body.code).toBe('webinar_details_required')
    expect(noSpeaker.body.errors.map((issue) => issue.path)).toEqual(['speaker', 'startsAt'])
  })

  it('drafts are invisible to the public: not listed, no page, not in the feed', async () => {
    const { headers } = await operator()
    const title = `Draft ${Date.now()}`
    const draft = await save(headers, blogPost({ title, status: 'draft' }))
    expect(draft.status).toBe(201)
    expect((await publicPosts(`?filter=${encodeURIComponent(title)}`)).totalNumberOfRecords).toBe(0)
    expect((await request(ctx, { method: 'GET', url: `/api/posts/${draft.body.data.id}` })).status).toBe(404)
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.body).not.toContain(title)
    // The operator sees it, and publishing makes it public.
    const list = await request<{ data: OperatorPost[] }>(ctx, { method: 'GET', url: '/api/operator/posts', headers })
    expect(list.body.data.some((post) => post.title === title && post.status === 'draft')).toBe(true)
    await request(ctx, {
      method: 'PUT',
      url: `/api/operator/posts/${draft.body.data.id}`,
      headers,
      payload: blogPost({ title, status: 'published' }),
    })
    expect((await publicPosts(`?filter=${encodeURIComponent(title)}`)).totalNumberOfRecords).toBe(1)
    expect((await request(ctx, { method: 'GET', url: `/api/posts/${draft.body.data.id}` })).status).toBe(200)
  })

  it('renders Markdown safely: a script payload and raw HTML never come through', async () => {
    const { headers } = await operator()
    const body = [
      '# Safe',
      '<script>alert("x")</script>',
      '<img src=x onerror="alert(1)">',
      '[click](javascript:alert(1)) and [source](https://www.example.com)',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('\n\n')
    const created = await save(headers, blogPost({ body }))
    const { body: page } = await request<{ data: Post }>(ctx, {
      method: 'GET',
      url: `/api/posts/${created.body.data.id}`,
    })
    const html = page.data.bodyHtml
    expect(html).toContain('<h1>Safe</h1>')
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/<img[^>]*onerror/i)
    expect(html).not.toMatch(/<iframe/i)
    expect(html).not.toContain('javascript:')
    expect(html).toContain('&lt;script&gt;')
    expect(html).toContain('href="https://www.example.com"')
  })

  it('§7 Posts: filter on a field, sort, and the "Sentinela Sessions" tag filters to webinars', async () => {
    const { headers } = await operator()
    const stamp = Date.now()
    await save(headers, blogPost({ title: `Alpha ${stamp}`, language: 'es', publishedAt: inHours(-5) }))
    await save(headers, blogPost({ title: `Beta ${stamp}`, language: 'pt', publishedAt: inHours(-2) }))
    const newest = await publicPosts(`?filter=${stamp}&field=title&sort=newest`)
    expect(newest.data.map((post) => post.title)).toEqual([`Beta ${stamp}`, `Alpha ${stamp}`])
    const oldest = await publicPosts(`?filter=${stamp}&sort=oldest`)
    expect(oldest.data.map((post) => post.title)).toEqual([`Alpha ${stamp}`, `Beta ${stamp}`])
    const sessions = await publicPosts('?filter=Sentinela%20Sessions&field=tag&limit=50')
    expect(sessions.data.length).toBeGreaterThan(0)
    expect(sessions.data.every((post) => post.tagIds.includes(6) && post.isWebinar)).toBe(true)
    expect((await publicPosts('?filter=6&field=tag&limit=50')).totalNumberOfRecords).toBe(sessions.totalNumberOfRecords)
    const spanish = await publicPosts('?filter=es&field=language&limit=50')
    expect(spanish.data.every((post) => post.language === 'es')).toBe(true)
    const bad = await request<ErrorBody>(ctx, { method: 'GET', url: '/api/marketplace/items/Posts?sort=random' })
    expect(bad.status).toBe(400)
  })

  it('a cover is re-encoded (a fresh 1200×630 JPEG) and served for the published post', async () => {
    const { headers } = await operator()
    const created = await save(headers, blogPost())
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#1c7ed6' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer()
    const upload = multipart('cover.png', png, 'image/png')
    const response = await request<{ data: OperatorPost }>(ctx, {
      method: 'POST',
      url: `/api/operator/posts/${created.body.data.id}/cover`,
      headers: { ...headers, ...upload.headers },
      payload: upload.payload,
    })
    expect(response.status).toBe(200)
    const cover = await ctx.app.inject({ method: 'GET', url: response.body.data.coverUrl! })
    expect(cover.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(cover.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1200, 630, undefined])
    const text = multipart('cover.png', Buffer.from('not an image'), 'image/png')
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/operator/posts/${created.body.data.id}/cover`,
      headers: { ...headers, ...text.headers },
      payload: text.payload,
    })
    expect(refused.body.code).toBe('image_type_invalid')
  })

  it('the feed is RSS 2.0 with its text escaped', async () => {
    const { headers } = await operator()
    const title = `Q&A <live> "ask us" ${Date.now()}`
    await save(headers, blogPost({ title }))
    const feed = await ctx.app.inject({ method: 'GET', url: '/feed.xml' })
    expect(feed.headers['content-type']).toContain('application/rss+xml')
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(feed.body) as {
      rss: { '@_version': string; channel: { item: { title: string; link: string }[] } }
    }
    expect(parsed.rss['@_version']).toBe('2.0')
    const item = parsed.rss.channel.item.find((entry) => String(entry.title).startsWith('Q&A'))
    expect(item?.title).toBe(title)
    expect(item?.link).toMatch(/\/blog\/\d+$/)
  })
})

describe('webinars (Sentinela Sessions)', () => {
  it('times across a daylight-saving change: Pacific and Eastern move with the clocks (2026-03-08)', () => {
    // The Saturday before the change: PST (UTC−8) and EST (UTC−5).
    expect(zonedTime('2026-03-07T18:00:00Z', 'America/Los_Angeles')).toEqual({
      date: '2026-03-07',
      time: '10:00',
      zoneName: 'PST',
    })
    expect(zonedTime('2026-03-07T18:00:00Z', 'America/New_York')).toMatchObject({ time: '13:00', zoneName: 'EST' })
    // The Monday after: PDT (UTC−7) and EDT (UTC−4) — the same UTC time is an hour later on the wall clock.
    expect(zonedTime('2026-03-09T18:00:00Z', 'America/Los_Angeles')).toMatchObject({ time: '11:00', zoneName: 'PDT' })
    expect(zonedTime('2026-03-09T18:00:00Z', 'America/New_York')).toMatchObject({ time: '14:00', zoneName: 'EDT' })
    // And back in November: a session at 01:30 New York time on 2026-11-01 happens twice; UTC tells them apart.
    expect(zonedTime('2026-11-01T05:30:00Z', 'America/New_York')).toMatchObject({ time: '01:30', zoneName: 'EDT' })
    expect(zonedTime('2026-11-01T06:30:00Z', 'America/New_York')).toMatchObject({ time: '01:30', zoneName: 'EST' })
  })

  it('the calendar file follows RFC 5545: UTC times, escaped text, folded lines, CRLF', async () => {
    expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
    const long = `DESCRIPTION:${'ñ'.repeat(80)}`
    expect(
      foldLine(long)
        .split('\r\n ')
        .every((line) => Buffer.byteLength(line) <= 75),
    ).toBe(true)
    const ics = calendarFile({
      uid: 'webinar-1@sentinela',
      start: new Date('2026-03-09T18:00:00Z'),
      end: new Date('2026-03-09T19:00:00Z'),
      summary: 'Hunting; tools, tips',
      description: 'Line one\nLine two',
      url: 'https://sentinela.example.com/sentinelaSessions?session=1',
    })
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('DTSTART:20260309T180000Z\r\n')
    expect(ics).toContain('DTEND:20260309T190000Z\r\n')
    expect(ics).toContain('SUMMARY:Hunting\\; tools\\, tips\r\n')
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)

    const { headers } = await operator()
    const created = await save(headers, webinar({ startsAt: '2026-12-10T17:30:00Z', title: 'Cloud, IAM; and you' }))
    const file = await ctx.app.inject({ method: 'GET', url: `/api/webinars/${created.body.data.id}/calendar.ics` })
    expect(file.headers['content-type']).toContain('text/calendar')
    expect(file.headers['content-disposition']).toContain('.ics')
    expect(file.body).toContain('DTSTART:20261210T173000Z')
    expect(file.body).toContain('SUMMARY:Cloud\\, IAM\\; and you')
  })

  it('a talent registers once; upcoming and past are split; the operator sees the count', async () => {
    const { headers } = await operator()
    const upcoming = await save(headers, webinar({ title: `Upcoming ${Date.now()}` }))
    const past = await save(
      headers,
      webinar({ startsAt: inHours(-48), title: 'Past session', recordingUrl: 'https://video.example.com/rec' }),
    )
    const id = upcoming.body.data.id
    const member = await talent()
    const first = await request<{ data: { registered: boolean; joinUrl: string | null } }>(ctx, {
      method: 'POST',
      url: `/api/webinars/${id}/attend`,
      headers: member.headers,
    })
    expect(first.status).toBe(201)
    expect(first.body.data).toMatchObject({ registered: true, joinUrl: 'https://meet.example.com/session' })
    const again = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/webinars/${id}/attend`,
      headers: { ...member.headers, 'accept-language': 'es' },
    })
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('already_registered_webinar')
    expect(again.body.message).toMatch(/inscrito/)
    const closed = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/webinars/${past.body.data.id}/attend`,
      headers: member.headers,
    })
    expect(closed.body.code).toBe('webinar_registration_closed')
    const rows = await ctx.app.db.select().from(webinarRegistrations).where(eq(webinarRegistrations.postId, id))
    expect(rows).toHaveLength(1)

    const list = await request<{ data: WebinarList }>(ctx, {
      method: 'GET',
      url: '/api/webinars',
      headers: member.headers,
    })
    expect(list.body.data.upcoming.find((item) => item.id === id)?.registered).toBe(true)
    expect(list.body.data.past.find((item) => item.id === past.body.data.id)?.recordingUrl).toBe(
      'https://video.example.com/rec',
    )
    // The join link is for registered talents only.
    const anonymous = await request<{ data: WebinarList }>(ctx, { method: 'GET', url: '/api/webinars' })
    expect(anonymous.body.data.upcoming.find((item) => item.id === id)?.joinUrl).toBeNull()

    await request(ctx, { method: 'POST', url: `/api/webinars/${id}/attend`, headers: (await talent()).headers })
    const mine = await request<{ data: OperatorPost }>(ctx, {
      method: 'GET',
      url: `/api/operator/posts/${id}`,
      headers,
    })
    expect(mine.body.data.registrations).toBe(2)
  })

  it('the reminder is queued once and sent once, even when the worker restarts', async () => {
    const { headers } = await operator()
    const created = await save(headers, webinar({ title: `Reminder ${Date.now()}` }))
    const id = created.body.data.id
    const [a, b] = [await talent(), await talent()]
    for (const member of [a, b]) {
      await request(ctx, { method: 'POST', url: `/api/webinars/${id}/attend`, headers: member.headers })
    }
    const content = ctx.app.services.content
    const jobs = async () =>
      rowsOf<{ count: number }>(
        await ctx.app.db.execute(
          sql`select count(*)::int as count from pgboss.job where name = ${WEBINAR_REMINDER_QUEUE} and data->>'postId' = ${String(id)}`,
        ),
      )[0]!.count

    // The app ran without workers: nothing queued yet. A worker starting queues what is missing, once.
    const first = createQueue(ctx.database, undefined)
    await first.start()
    await content.useQueue(first)
    expect(await jobs()).toBe(1)
    expect(await content.scheduleReminder(id)).toBe(false)
    // Saving the webinar again (same time) queues nothing more.
    await request(ctx, {
      method: 'PUT',
      url: `/api/operator/posts/${id}`,
      headers,
      payload: { ...webinar(), startsAt: created.body.data.startsAt, title: 'Renamed' },
    })
    expect(await jobs()).toBe(1)
    await first.stop({ graceful: false, wait: true })

    // A restarted worker does not queue it again.
    const second = createQueue(ctx.database, undefined)
    await second.start()
    await content.useQueue(second)
    expect(await jobs()).toBe(1)

    // The job runs, and runs again (redelivered after a crash): each talent gets one e-mail.
    const [job] = rowsOf<{ data: { postId: number; startsAt: string } }>(
      await ctx.app.db.execute(
        sql`select data from pgboss.job where name = ${WEBINAR_REMINDER_QUEUE} and data->>'postId' = ${String(id)}`,
      ),
    )
    expect(new Date(job!.data.startsAt).toISOString()).toBe(created.body.data.startsAt)
    expect(await content.sendReminders(job!.data.postId, job!.data.startsAt)).toBe(2)
    expect(await content.sendReminders(job!.data.postId, job!.data.startsAt)).toBe(0)
    await second.stop({ graceful: false, wait: true })
    const sent = await ctx.app.db.select().from(emails).where(eq(emails.template, 'webinar_reminder'))
    const mine = sent.filter((mail) => mail.to === a.user.email || mail.to === b.user.email)
    expect(mine).toHaveLength(2)
    expect(mine[0]!.subject).toContain('Renamed')
    const [post] = await ctx.app.db.select().from(posts).where(eq(posts.id, id))
    expect(post!.reminderSentAt).not.toBeNull()

    // A job for an older start time (the session moved) sends nothing.
    expect(await content.sendReminders(id, '2020-01-01T00:00:00.000Z')).toBe(0)
  }, 60_000)
})

describe('the beginner path (PRODUCT.md "Content")', () => {
  it('lists entry-level jobs: internships and apprenticeships, or no clearance and no NICE minimum above 30%', async () => {
    const { admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    const headers = bearer(await createSessionToken(ctx.app.db, admin.id))
    const { jobInput } = await import('../../../test/factories')
    const post = async (changes: Parameters<typeof jobInput>[0]) => {
      const created = await request<{ data: { id: number } }>(ctx, {
        method: 'POST',
        url: '/api/positions',
        headers,
        payload: jobInput(changes) as unknown as Record<string, unknown>,
      })
      const id = created.body.data.id
      await request(ctx, {
        method: 'POST',
        url: `/api/positions/${id}/status`,
        headers,
        payload: { status: 'published' },
      })
      return id
    }
    const base = jobInput()
    const role = base.roles![0]!
    const intern = await post({ employmentType: 5, roles: [{ ...role, minimumPercentage: 80 }] })
    const open = await post({
      employmentType: 0,
      clearanceRequired: false,
      roles: [{ ...role, minimumPercentage: 30 }],
    })
    const demanding = await post({ employmentType: 0, roles: [{ ...role, minimumPercentage: 60 }] })
    const ids = (
      await request<{ data: { id: number }[] }>(ctx, { method: 'GET', url: '/api/content/entryLevelJobs' })
    ).body.data.map((job) => job.id)
    expect(ids).toContain(intern)
    expect(ids).toContain(open)
    expect(ids).not.toContain(demanding)
  })
})

describe('the demo content seed', () => {
  it('adds the operator (two-step on, fixed secret), 8 blog posts and 6 webinars in en/es/pt, once', async () => {
    const { seedContent, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_TOTP_SECRET } = await import('../../../seed/content')
    const password = 'Sentinela-Demo-2026!'
    const operatorRow = await seedContent(ctx.app.db, password)
    await seedContent(ctx.app.db, password)
    const mine = await ctx.app.db.select().from(posts).where(eq(posts.createdBy, operatorRow.id))
    const sessions = mine.filter((post) => post.tagIds.includes(6))
    const blog = mine.filter((post) => !post.tagIds.includes(6) && post.status === 'published')
    expect(blog.length).toBeGreaterThanOrEqual(8)
    expect(blog.every((post) => post.reference)).toBe(true)
    expect(sessions).toHaveLength(6)
    expect(sessions.some((post) => post.startsAt! > new Date())).toBe(true)
    expect(sessions.some((post) => post.startsAt! < new Date() && post.recordingUrl)).toBe(true)
    expect(new Set(mine.map((post) => post.language))).toEqual(new Set(['en', 'es', 'pt']))
    // The README's account signs in with a code from the README's secret.
    const code = new OTPAuth.TOTP({ secret: DEMO_OPERATOR_TOTP_SECRET, digits: 6, period: 30 }).generate()
    const signIn = await request<{ data: { token: string; role: string } }>(ctx, {
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: DEMO_OPERATOR_EMAIL, password, totpCode: code },
    })
    expect(signIn.body.data.role).toBe('operator')
    const list = await request(ctx, {
      method: 'GET',
      url: '/api/operator/posts',
      headers: bearer(signIn.body.data.token),
    })
    expect(list.status).toBe(200)
  })
})
