import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { OperatorPost, WebinarList } from '@sentinela/shared/schemas/content'
import { zonedTime } from '@sentinela/shared/time-zones'
import { emails, posts, webinarRegistrations } from '../../db/schema/index'
import { createQueue } from '../../lib/queue'
import { rowsOf } from '../../lib/sql'
import { request, useTestApp } from '../../../test/helper'
import { calendarFile, escapeIcsText, foldLine } from './ics'
import { WEBINAR_REMINDER_QUEUE } from './content.service'
import { contentHelpers, inHours, webinar, type ErrorBody } from './content.test-helpers'

// Sentinela Sessions: times across time zones, the calendar file, registering, and the reminder queue.
const ctx = useTestApp()
const { operator, talent, save } = contentHelpers(ctx)

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
