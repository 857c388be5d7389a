import type { PlanCode } from '@sentinela/shared/schemas/billing'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { companies, positions, users } from '../../src/db/schema/index'
import { bearer, createCompany, createSessionToken, createTalent, TEST_PASSWORD } from '../factories'
import { request, useTestApp } from '../helper'
import { createJob, jobInput, type ErrorBody } from './support'

/** OWASP ASVS 5.0.0, V2 Validation and Business Logic, level 2 (docs/security.md). */
const ctx = useTestApp({ SIGN_IN_RATE_LIMIT_PER_MINUTE: '3', CONTACT_RATE_LIMIT_PER_HOUR: '2' })

/** Each test signs in from its own address, so the per-address sign-in limit counts only its own attempts. */
let address = 0
const nextAddress = () => `192.0.2.${++address}`

/** A company on a plan (#16), Demo unless told. */
async function companyHeaders(plan: PlanCode = 'demo') {
  const { company, admin } = await createCompany(ctx.app.db, { plan })
  return { company, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

describe('V2.2 Input validation', () => {
  it('V2.2.1 validates input positively: allowed fields, codes, types, lengths and formats only', async () => {
    const { headers } = await companyHeaders()
    const invalid: [Record<string, unknown>, string][] = [
      [{ ...jobInput(), isAdmin: true }, ''],
      [{ ...jobInput(), modality: 'underwater' }, 'modality'],
      [{ ...jobInput(), employmentType: 99 }, 'employmentType'],
      [{ ...jobInput(), salaryMin: '60000' }, 'salaryMin'],
      [{ ...jobInput(), jobTitle: 'x'.repeat(1000) }, 'jobTitle'],
      [{ ...jobInput(), country: 'Narnia' }, 'country'],
      [
        { ...jobInput(), roles: [{ workRoleCode: "PD-WRL-003' OR 1=1", minimumPercentage: 10 }] },
        'roles.0.workRoleCode',
      ],
    ]
    for (const [payload, path] of invalid) {
      const { status, body } = await request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/positions',
        headers,
        payload,
      })
      expect(status, path).toBe(400)
      expect(body.code).toBe('validation_failed')
      if (path)
        expect(
          body.errors.map((issue) => issue.path),
          path,
        ).toContain(path)
    }
    const saved = await ctx.app.db.select().from(positions)
    expect(saved).toEqual([])
  })

  it('V2.2.2 enforces validation on the server, for callers that skip the web app', async () => {
    const email = 'no.client@example.com'
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/users',
      remoteAddress: nextAddress(),
      payload: {
        firstName: ' ',
        lastName: 'Doe',
        email,
        password: 'password',
        confirmPassword: 'password',
        phone: '12',
        acceptTerms: false,
      },
    })
    expect(status).toBe(400)
    expect(body.errors.map((issue) => issue.path).sort()).toEqual(['acceptTerms', 'firstName', 'password'].sort())
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([])
  })

  it('V2.2.3 checks that related fields make sense together: salary range, expiry ahead, roles within categories', async () => {
    const { headers } = await companyHeaders()
    const range = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput({ salaryMin: 90_000, salaryMax: 60_000 }),
    })
    expect(range.status).toBe(400)
    expect(range.body.errors.map((issue) => issue.path)).toContain('salaryMax')
    // A draft may carry any date; publishing it asks for an expiration date still ahead.
    const created = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers,
      payload: jobInput({ expirationDate: '2020-01-01' }),
    })
    const published = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/positions/${created.body.data.id}/status`,
      headers,
      payload: { status: 'published' },
    })
    expect(published.status).toBe(400)
    const talent = await createTalent(ctx.app.db)
    const nice = await request<ErrorBody>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers: bearer(await createSessionToken(ctx.app.db, talent.id)),
      payload: {
        version: 0,
        categoryCodes: ['OG'],
        workRoleCodes: ['PD-WRL-003'],
        statementCodes: (await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!.slice(0, 1),
      },
    })
    expect(nice.status).toBe(400)
    expect(nice.body.errors).toContainEqual(expect.objectContaining({ code: 'role_outside_categories' }))
  })
})

describe('V2.3 Business logic security', () => {
  it('V2.3.1 runs flows in order: no sign-in before activation, no applying to a draft, no e-mail change without its link', async () => {
    const pending = await createTalent(ctx.app.db, { status: 'pending', activatedAt: null })
    const early = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/authentication/login',
      remoteAddress: nextAddress(),
      payload: { email: pending.email, password: TEST_PASSWORD },
    })
    expect(early.body.code).toBe('account_not_activated')

    const { headers } = await companyHeaders()
    const draftId = await createJob(ctx, headers)
    const talent = await createTalent(ctx.app.db)
    const applied = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/talent/apply',
      headers: bearer(await createSessionToken(ctx.app.db, talent.id)),
      payload: { positionId: draftId, message: 'Skipping ahead' },
    })
    expect(applied.status).toBe(404)

    const confirmed = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/users/confirm/change/email',
      remoteAddress: nextAddress(),
      payload: { token: 'a'.repeat(43) },
    })
    expect(confirmed.body.code).toBe('token_invalid')
  })

  it('V2.3.2 applies the documented limits: plan job posts, contact messages per month and per hour', async () => {
    const { headers } = await companyHeaders('demo')
    const limit = ctx.app.config.DEMO_JOB_POST_LIMIT
    for (let i = 0; i < limit; i++) await createJob(ctx, headers, true)
    const extra = await createJob(ctx, headers)
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: `/api/positions/${extra}/status`,
      headers,
      payload: { status: 'published' },
    })
    expect(refused.body.code).toBe('job_post_limit_reached')

    const talent = await createTalent(ctx.app.db, { dataSharingConsent: true })
    const contactAs = (from: Record<string, string>) =>
      request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/companies/contact/talent',
        headers: from,
        payload: { talentId: talent.id, message: 'We would like to talk to you about a role.' },
      })
    // Demo includes no contacts a month (PRODUCT.md "Plans").
    expect((await contactAs(headers)).body.code).toBe('plan_contact_limit')
    const starter = await companyHeaders('starter')
    const contact = () => contactAs(starter.headers)
    for (let i = 0; i < ctx.app.config.CONTACT_RATE_LIMIT_PER_HOUR; i++)
      expect((await contact()).status).toBeLessThan(300)
    const third = await contact()
    expect(third.status).toBe(429)
  })

  it('V2.3.3 runs each operation in one transaction: a failure halfway leaves nothing behind', async () => {
    const failure = vi.spyOn(ctx.app.emails, 'enqueue').mockRejectedValueOnce(new Error('mail store unavailable'))
    const email = 'half.done@example.com'
    const { status } = await request(ctx, {
      method: 'POST',
      url: '/api/companies',
      remoteAddress: nextAddress(),
      payload: {
        companyName: 'Halfway Security',
        firstName: 'Hal',
        lastName: 'Way',
        jobTitle: 'CISO',
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        phone: '+525512345678',
        acceptTerms: true,
      },
    })
    failure.mockRestore()
    expect(status).toBe(500)
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([])
    expect(await ctx.app.db.select().from(companies).where(eq(companies.name, 'Halfway Security'))).toEqual([])
  })

  it('V2.3.4 locks the limited resource: two jobs published at once never pass the demo limit', async () => {
    const { company, headers } = await companyHeaders('demo')
    const limit = ctx.app.config.DEMO_JOB_POST_LIMIT
    for (let i = 0; i < limit - 1; i++) await createJob(ctx, headers, true)
    const [a, b] = [await createJob(ctx, headers), await createJob(ctx, headers)]
    const answers = await Promise.all(
      [a, b].map((id) =>
        request(ctx, { method: 'POST', url: `/api/positions/${id}/status`, headers, payload: { status: 'published' } }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403])
    const published = await ctx.app.db
      .select()
      .from(positions)
      .where(and(eq(positions.companyId, company.id), eq(positions.status, 'published')))
    expect(published).toHaveLength(limit)
  })
})

describe('V2.4 Anti-automation', () => {
  it('V2.4.1 limits calls per client: sign-in, sign-up and recovery attempts per address per minute', async () => {
    const from = nextAddress()
    const attempt = () =>
      request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/password/recover',
        remoteAddress: from,
        payload: { email: 'someone@example.com' },
      })
    for (let i = 0; i < ctx.app.config.SIGN_IN_RATE_LIMIT_PER_MINUTE; i++) expect((await attempt()).status).toBe(202)
    const limited = await attempt()
    expect([limited.status, limited.body.code]).toEqual([429, 'rate_limited'])
    // Another address is not held back by this one.
    const other = await request(ctx, {
      method: 'POST',
      url: '/api/password/recover',
      remoteAddress: nextAddress(),
      payload: { email: 'someone@example.com' },
    })
    expect(other.status).toBe(202)
  })
})
