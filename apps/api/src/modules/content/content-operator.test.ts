import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { auditEvents, emails, posts, users } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { blogPost, contentHelpers, webinar, type ErrorBody } from './content.test-helpers'

// The platform operator: the account made on the command line, what only it may do, its audit log; the demo's.
const ctx = useTestApp()
const { operator, talent, save } = contentHelpers(ctx)

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
