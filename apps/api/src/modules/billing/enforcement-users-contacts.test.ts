import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { talentContacts, users } from '../../db/schema/index'
import { createCompanyUser, TEST_PASSWORD } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { ENFORCEMENT_SETTINGS, enforcementHelpers, expectRefusal, type Headers } from './enforcement.test-helpers'

/** #16: the plan's platform users and talent contacts a month, never passed by requests sent at once. */

const ctx = useTestApp(ENFORCEMENT_SETTINGS)
const { company, call, talent } = enforcementHelpers(ctx)

describe('platform users (POST /employees)', () => {
  const addUser = (headers: Headers, suffix: string) =>
    call<{ data: { id: number } }>(headers, 'POST', '/api/employees', {
      firstName: 'Ada',
      lastName: 'Admin',
      jobTitle: 'Analyst',
      email: `plan.user.${suffix}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    })

  it('Demo: 2 users with the main admin; the 3rd is refused', async () => {
    const { headers } = await company('demo')
    expect((await addUser(headers, 'second')).status).toBe(201)
    const third = await addUser(headers, 'third')
    expectRefusal(third, 'plan_users_limit', { feature: 'platformUsers', plan: 'demo' })
    expect(third.body.message).toContain('Demo')
  })

  it('Starter 5, Professional 15, Enterprise unlimited; removed users free their place', async () => {
    for (const [plan, limit] of [
      ['starter', 5],
      ['professional', 15],
    ] as const) {
      const owner = await company(plan)
      // The main admin and limit − 2 more: one place left.
      for (let index = 0; index < limit - 2; index++) await createCompanyUser(ctx.app.db, owner.company.id)
      expect((await addUser(owner.headers, `${plan}-last`)).status).toBe(201)
      expectRefusal(await addUser(owner.headers, `${plan}-over`), 'plan_users_limit', {
        feature: 'platformUsers',
        plan,
      })
    }
    const enterprise = await company('enterprise')
    for (let index = 0; index < 20; index++) await createCompanyUser(ctx.app.db, enterprise.company.id)
    expect((await addUser(enterprise.headers, 'many')).status).toBe(201)

    const demo = await company('demo')
    const added = await addUser(demo.headers, 'removable')
    expect((await addUser(demo.headers, 'blocked')).status).toBe(403)
    await call(demo.headers, 'GET', '/api/employees')
    const removed = await request(ctx, {
      method: 'DELETE',
      url: `/api/employees/${added.body.data.id}`,
      headers: demo.headers,
    })
    expect(removed.status).toBe(200)
    expect((await addUser(demo.headers, 'after-removal')).status).toBe(201)
  })

  it('two users added at once never pass the limit', async () => {
    const owner = await company('demo')
    const answers = await Promise.all([addUser(owner.headers, 'race-a'), addUser(owner.headers, 'race-b')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 403])
    const members = await ctx.app.db.select().from(users).where(eq(users.companyId, owner.company.id))
    expect(members).toHaveLength(2)
  })
})

describe('contacting talents (POST /companies/contact/talent)', () => {
  const contact = (headers: Headers, talentId: number) =>
    call(headers, 'POST', '/api/companies/contact/talent', { talentId, message: 'Would you talk to us?' })

  async function usedContacts(companyId: number, count: number, createdAt = new Date()) {
    const someone = await talent({ dataSharingConsent: true })
    await ctx.app.db
      .insert(talentContacts)
      .values(Array.from({ length: count }, () => ({ companyId, talentId: someone.id, createdAt })))
  }

  it('Demo: none; Starter: the 26th of the month is refused; last month’s do not count', async () => {
    const reader = await talent({ dataSharingConsent: true })
    const demo = await company('demo')
    expectRefusal(await contact(demo.headers, reader.id), 'plan_contact_limit', {
      feature: 'contactsPerMonth',
      plan: 'demo',
    })

    const starter = await company('starter')
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 86_400_000)
    await usedContacts(starter.company.id, 30, lastMonth)
    await usedContacts(starter.company.id, 24)
    expect((await contact(starter.headers, reader.id)).status).toBe(200)
    const refused = await contact(starter.headers, reader.id)
    expectRefusal(refused, 'plan_contact_limit', { feature: 'contactsPerMonth', plan: 'starter' })
    expect(refused.body.message).toContain('25')
  })

  it('Professional: 200 a month; Enterprise: unlimited', async () => {
    const reader = await talent({ dataSharingConsent: true })
    const professional = await company('professional')
    await usedContacts(professional.company.id, 199)
    expect((await contact(professional.headers, reader.id)).status).toBe(200)
    expect((await contact(professional.headers, reader.id)).status).toBe(403)
    const enterprise = await company('enterprise')
    await usedContacts(enterprise.company.id, 1000)
    expect((await contact(enterprise.headers, reader.id)).status).toBe(200)
  })

  it('messages sent at once cannot pass the month’s allowance', async () => {
    const reader = await talent({ dataSharingConsent: true })
    const starter = await company('starter')
    await usedContacts(starter.company.id, 23)
    const answers = await Promise.all(Array.from({ length: 5 }, () => contact(starter.headers, reader.id)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 403, 403, 403])
    const counted = await ctx.app.db
      .select()
      .from(talentContacts)
      .where(eq(talentContacts.companyId, starter.company.id))
    expect(counted).toHaveLength(25)
  })
})
