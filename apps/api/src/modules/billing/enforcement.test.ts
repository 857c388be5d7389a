import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { Job, JobInput, PublishRoom, RecommendedTalent } from '@sentinela/shared/schemas/jobs'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import {
  applications,
  companyTeamMembers,
  positions,
  talentContacts,
  talentProfiles,
  talentRoleFits,
  users,
} from '../../db/schema/index'
import {
  bearer,
  createCompany,
  createCompanyUser,
  createSessionToken,
  createTalent,
  givePlan,
  inDays,
  jobInput,
  TEST_PASSWORD,
} from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

/**
 * #16: what each plan allows, enforced by the server from the plan in force (PRODUCT.md "Plans"). Every company here
 * is on Demo unless given a plan; a refusal is a translated 403 whose code names the feature, with its details.
 */
const ctx = useTestApp({ DEMO_JOB_POST_LIMIT: '2', CONTACT_RATE_LIMIT_PER_HOUR: '1000' })

type Headers = Record<string, string>
type ErrorBody = { code: string; message: string; details?: Record<string, string> }
type Page = { data: TalentCard[]; totalNumberOfRecords: number; preview: boolean }

const IR = 'PD-WRL-003'
const DEFENSE = 'PD-WRL-001'
const PLANS: PlanCode[] = ['demo', 'starter', 'professional', 'enterprise']

async function company(plan: PlanCode = 'demo') {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

const call = <T = unknown>(headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  request<T & ErrorBody>(ctx, { method, url, headers, ...(payload ? { payload } : {}) })

/** A talent with a profile and stored fits (role code → percentage). */
async function talent(
  overrides: Parameters<typeof createTalent>[1] = {},
  profile: Partial<typeof talentProfiles.$inferInsert> = {},
  fits: Record<string, number> = {},
) {
  const user = await createTalent(ctx.app.db, overrides)
  await ctx.app.db.insert(talentProfiles).values({ userId: user.id, ...profile })
  const entries = Object.entries(fits)
  if (entries.length > 0) {
    await ctx.app.db
      .insert(talentRoleFits)
      .values(entries.map(([workRoleCode, percentage]) => ({ userId: user.id, workRoleCode, percentage })))
  }
  return user
}

async function createJob(headers: Headers, changes: Partial<JobInput> = {}) {
  const created = await call<{ data: Job }>(headers, 'POST', '/api/positions', jobInput(changes))
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.data
}

const publish = (headers: Headers, id: number, language = 'en') =>
  request<{ data: Job } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/positions/${id}/status`,
    headers: { ...headers, 'accept-language': language },
    payload: { status: 'published' },
  })

function expectRefusal(
  answer: { status: number; body: ErrorBody },
  code: string,
  details: { feature: string; plan: PlanCode },
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(403)
  expect(answer.body.code).toBe(code)
  expect(answer.body.details).toEqual(details)
}

describe('published jobs at once and job duration', () => {
  it('Demo: DEMO_JOB_POST_LIMIT published jobs (the demo rule of §4), refused in the reader’s language', async () => {
    const demo = await company('demo')
    for (let index = 0; index < 2; index++) {
      expect((await publish(demo.headers, (await createJob(demo.headers)).id)).status).toBe(200)
    }
    const refused = await publish(demo.headers, (await createJob(demo.headers)).id, 'es')
    expectRefusal(refused, 'job_post_limit_reached', { feature: 'jobs', plan: 'demo' })
    expect(refused.body.message).toBe(
      'Tu plan Demo permite 2 vacantes publicadas a la vez. Mejora tu plan, mantén esta vacante como borrador o ' +
        'devuelve una vacante publicada a borrador para publicar esta.',
    )
  })

  it('Starter: 10 at once; when the subscription ends the company is back on Demo, its jobs stay up', async () => {
    const starter = await company('starter')
    for (let index = 0; index < 10; index++) {
      expect((await publish(starter.headers, (await createJob(starter.headers)).id)).status).toBe(200)
    }
    const eleventh = await createJob(starter.headers)
    expectRefusal(await publish(starter.headers, eleventh.id), 'job_post_limit_reached', {
      feature: 'jobs',
      plan: 'starter',
    })
    await givePlan(ctx.app.db, starter.company.id, 'demo')
    const room = await call<{ data: PublishRoom }>(starter.headers, 'GET', '/api/positions/publish-room')
    expect(room.body.data).toEqual({ limit: 2, published: 10, planCode: 'demo', planName: 'Demo', jobDurationDays: 30 })
    expect((await publish(starter.headers, eleventh.id)).body.code).toBe('job_post_limit_reached')
  })

  it('publish-room says each plan’s limit (null: unlimited), its name and its job duration', async () => {
    const expected = {
      demo: [2, 30],
      starter: [10, 60],
      professional: [50, 90],
      enterprise: [null, 180],
    } as const
    for (const plan of PLANS) {
      const { headers } = await company(plan)
      const room = await call<{ data: PublishRoom }>(headers, 'GET', '/api/positions/publish-room')
      const [limit, days] = expected[plan]
      expect(room.body.data).toMatchObject({ limit, published: 0, planCode: plan, jobDurationDays: days })
    }
    // Enterprise has no limit: more than Professional’s would still publish (one past Demo's shows it here).
    const enterprise = await company('enterprise')
    for (let index = 0; index < 3; index++) {
      expect((await publish(enterprise.headers, (await createJob(enterprise.headers)).id)).status).toBe(200)
    }
  })

  it('caps the expiration date at publishing + the plan’s job duration, keeps an earlier one, and on edits', async () => {
    const days = { demo: 30, starter: 60, professional: 90, enterprise: 180 } as const
    for (const plan of PLANS) {
      const { headers } = await company(plan)
      const far = await createJob(headers, { expirationDate: inDays(400) })
      expect(far.expirationDate).toBe(inDays(400))
      const published = await publish(headers, far.id)
      expect(published.body.data.expirationDate, plan).toBe(inDays(days[plan]))
    }
    const { headers } = await company('starter')
    const near = await createJob(headers, { expirationDate: inDays(10) })
    expect((await publish(headers, near.id)).body.data.expirationDate).toBe(inDays(10))
    // A published job's date edited past the plan's duration is brought back to it; a draft keeps what it is given.
    const current = (await call<{ data: Job }>(headers, 'GET', `/api/positions/${near.id}`)).body.data
    const edited = await call<{ data: Job }>(headers, 'PUT', '/api/positions', {
      ...jobInput({ expirationDate: inDays(365) }),
      id: near.id,
      version: current.version,
    })
    expect(edited.status).toBe(200)
    expect(edited.body.data.expirationDate).toBe(inDays(60))
    const draft = await createJob(headers, { expirationDate: inDays(365) })
    const [row] = await ctx.app.db.select().from(positions).where(eq(positions.id, draft.id))
    expect(row!.expirationDate).toBe(inDays(365))
  })
})

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

describe('top talent', () => {
  it('without it (Demo): a preview by fit with nobody named; with it (Starter and up): the talents', async () => {
    const country = 'BO'
    const named = await talent(
      { topTalentOptIn: true, dataSharingConsent: true, firstName: 'Valentina', lastName: 'Quispe' },
      { country, city: 'La Paz', currentJobTitle: 'SOC lead', photoKey: 'photos/x.png' },
      { [IR]: 91, [DEFENSE]: 40 },
    )
    await talent({ topTalentOptIn: true, firstName: 'Rodrigo', lastName: 'Mamani' }, { country }, { [IR]: 70 })
    const payload = { workRoleCode: IR, country }

    const demo = await company('demo')
    const preview = await call<Page>(demo.headers, 'POST', '/api/positions/company/toptalent', payload)
    expect(preview.status).toBe(200)
    expect(preview.body.preview).toBe(true)
    expect(preview.body.data.map((card) => [card.talentId, card.fit?.percentage])).toEqual([
      [1, 91],
      [2, 70],
    ])
    const text = JSON.stringify(preview.body)
    for (const secret of [
      'Valentina',
      'Quispe',
      'Rodrigo',
      'Mamani',
      'La Paz',
      'SOC lead',
      'photos',
      String(named.id),
    ]) {
      expect(text).not.toContain(secret)
    }
    for (const card of preview.body.data) {
      expect(card).toMatchObject({ firstName: '', lastName: '', photoUrl: null, sharesProfile: false, topRoles: [] })
    }
    // Page 2 goes on counting: ranks, never ids.
    const second = await call<Page>(demo.headers, 'POST', '/api/positions/company/TopTalentFilter', {
      ...payload,
      page: 2,
      limit: 1,
    })
    expect(second.body.data.map((card) => card.talentId)).toEqual([2])

    for (const plan of ['starter', 'professional', 'enterprise'] as const) {
      const { headers } = await company(plan)
      const full = await call<Page>(headers, 'POST', '/api/positions/company/toptalent', payload)
      expect(full.body.preview).toBe(false)
      expect(full.body.data[0]).toMatchObject({ talentId: named.id, firstName: 'Valentina', lastName: 'Quispe' })
    }
  })

  it('explaining a top-talent-only talent’s fit (UpdateTopTalent) needs top talent; contacting one too', async () => {
    const onlyTop = await talent({ topTalentOptIn: true }, {}, { [IR]: 55 })
    const sharing = await talent({ dataSharingConsent: true }, {}, { [IR]: 35 })
    const demo = await company('demo')
    const explain = (headers: Headers, talentId: number) =>
      call(headers, 'PUT', '/api/positions/company/UpdateTopTalent', { talentId, workRoleCode: IR })
    expectRefusal(await explain(demo.headers, onlyTop.id), 'plan_top_talent_required', {
      feature: 'topTalent',
      plan: 'demo',
    })
    // A talent who shares the profile is in talent search on every plan.
    expect((await explain(demo.headers, sharing.id)).status).toBe(200)
    expectRefusal(
      await call(demo.headers, 'POST', '/api/companies/contact/talent', { talentId: onlyTop.id, message: 'Hello' }),
      'plan_top_talent_required',
      { feature: 'topTalent', plan: 'demo' },
    )
    // The PDF of a talent who does not share the profile is closed on every plan.
    const starter = await company('starter')
    expect((await explain(starter.headers, onlyTop.id)).status).toBe(200)
    expect((await call(starter.headers, 'GET', `/api/talent/${onlyTop.id}/pdf`)).status).toBe(404)
    expect((await call(demo.headers, 'GET', `/api/talent/${onlyTop.id}/pdf`)).status).toBe(404)
  })
})

describe('talent search filters', () => {
  it('hard skills (role, minimum fit, certification) from Starter; soft skills (personality) from Professional', async () => {
    const country = 'UY'
    const intj = await talent({ dataSharingConsent: true }, { country, personalityType: 'INTJ' }, { [IR]: 60 })
    await talent({ dataSharingConsent: true }, { country, personalityType: 'ESFP' }, { [IR]: 80 })
    const hard = [{ workRoleCode: IR }, { workRoleCode: IR, minFit: 50 }, { certification: 'GIAC' }, { minFit: 10 }]
    const soft = { personalityTypes: ['INTJ', 'INTP'] }
    const search = (headers: Headers, filters: object) =>
      call<Page>(headers, 'POST', '/api/marketplace/TalentSerch', { country, ...filters })

    const demo = await company('demo')
    expect((await search(demo.headers, {})).body.totalNumberOfRecords).toBe(2)
    for (const filters of hard) {
      expectRefusal(await search(demo.headers, filters), 'plan_hard_skill_required', {
        feature: 'hardSkillFilters',
        plan: 'demo',
      })
    }
    expectRefusal(await search(demo.headers, soft), 'plan_soft_skill_required', {
      feature: 'softSkillFilters',
      plan: 'demo',
    })
    // Top talent's minimum fit is a hard-skill filter too.
    expectRefusal(
      await call(demo.headers, 'POST', '/api/positions/company/TopTalentFilter', { workRoleCode: IR, minFit: 20 }),
      'plan_hard_skill_required',
      { feature: 'hardSkillFilters', plan: 'demo' },
    )

    const starter = await company('starter')
    expect((await search(starter.headers, { workRoleCode: IR, minFit: 50 })).body.totalNumberOfRecords).toBe(2)
    expect((await call(starter.headers, 'POST', '/api/talent/fetch', { country, certification: 'GIAC' })).status).toBe(
      200,
    )
    const refused = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/talent/fetch',
      headers: { ...starter.headers, 'accept-language': 'pt' },
      payload: { country, ...soft },
    })
    expectRefusal(refused, 'plan_soft_skill_required', { feature: 'softSkillFilters', plan: 'starter' })
    expect(refused.body.message).toBe(
      'Filtrar talentos por habilidades comportamentais faz parte dos planos Professional e Enterprise.',
    )

    for (const plan of ['professional', 'enterprise'] as const) {
      const { headers } = await company(plan)
      const found = await search(headers, { ...soft, workRoleCode: IR })
      expect(found.body.data.map((card) => card.talentId)).toEqual([intj.id])
    }
    const { headers } = await company('professional')
    const tooMany = await search(headers, { personalityTypes: ['XXXX'] })
    expect(tooMany.status).toBe(400)
  })
})

describe('recommended talent (GET /positions/{id}/recommendedTalent)', () => {
  it('Professional and Enterprise: the best fits not in the pipeline; Demo and Starter: refused', async () => {
    const best = await talent({ topTalentOptIn: true, firstName: 'Best' }, {}, { [IR]: 97, [DEFENSE]: 95 })
    const sharing = await talent({ dataSharingConsent: true }, {}, { [IR]: 96, [DEFENSE]: 94 })
    const applied = await talent({ dataSharingConsent: true }, {}, { [IR]: 99, [DEFENSE]: 99 })
    const hidden = await talent({}, {}, { [IR]: 98, [DEFENSE]: 98 })

    for (const plan of ['demo', 'starter'] as const) {
      const { headers } = await company(plan)
      const job = await createJob(headers, { roles: [{ workRoleCode: IR, minimumPercentage: 0 }] })
      expectRefusal(
        await call(headers, 'GET', `/api/positions/${job.id}/recommendedTalent`),
        'plan_recommended_talent_required',
        { feature: 'recommendedTalent', plan },
      )
    }

    for (const plan of ['professional', 'enterprise'] as const) {
      const owner = await company(plan)
      const job = await createJob(owner.headers, {
        roles: [
          { workRoleCode: IR, minimumPercentage: 0 },
          { workRoleCode: DEFENSE, minimumPercentage: 0 },
        ],
      })
      await ctx.app.db.insert(applications).values({ positionId: job.id, talentId: applied.id, communicationStatus: 0 })
      const answer = await call<{ data: RecommendedTalent[] }>(
        owner.headers,
        'GET',
        `/api/positions/${job.id}/recommendedTalent`,
      )
      expect(answer.status).toBe(200)
      const ids = answer.body.data.map((row) => row.talentId)
      expect(ids.length).toBeLessThanOrEqual(10)
      expect(ids).not.toContain(applied.id)
      expect(ids).not.toContain(hidden.id)
      expect(ids.indexOf(best.id)).toBeLessThan(ids.indexOf(sharing.id))
      expect(answer.body.data.find((row) => row.talentId === best.id)).toMatchObject({
        fit: 96,
        sharesProfile: false,
        photoUrl: null,
        roles: expect.arrayContaining([
          { workRoleCode: IR, percentage: 97 },
          { workRoleCode: DEFENSE, percentage: 95 },
        ]),
      })
      // Another company's job does not exist for this one.
      const other = await company(plan)
      expect((await call(other.headers, 'GET', `/api/positions/${job.id}/recommendedTalent`)).status).toBe(404)
    }
  })
})

describe('train talent and career development (company career paths, the team’s progress)', () => {
  const post = (headers: Headers, url: string, payload: object) => call(headers, 'POST', url, payload)
  const pathInput = { name: 'Blue team ladder', description: 'Our way up', workRoleCodes: ['DD-WRL-001'] }

  async function member(companyId: number) {
    const person = await talent()
    await ctx.app.db.insert(companyTeamMembers).values({
      companyId,
      talentId: person.id,
      status: 'active',
      publicProfile: true,
      acceptedAt: new Date(),
    })
    return person
  }

  it('Demo and Starter: no company paths, recommendations or progress; a talent’s own path stays free', async () => {
    for (const plan of ['demo', 'starter'] as const) {
      const owner = await company(plan)
      expectRefusal(
        await post(owner.headers, '/api/marketplace/createCareerPath', pathInput),
        'plan_train_talent_required',
        {
          feature: 'trainTalent',
          plan,
        },
      )
      expectRefusal(
        await post(owner.headers, '/api/companies/employeeScoreByCareer', {}),
        'plan_career_development_required',
        {
          feature: 'careerDevelopment',
          plan,
        },
      )
    }
    const person = await talent()
    const own = await post(
      bearer(await createSessionToken(ctx.app.db, person.id)),
      '/api/marketplace/createCareerPath',
      pathInput,
    )
    expect(own.status).toBe(201)
  })

  it('Professional: all of it; back on Demo, paths cannot be changed nor recommended, only withdrawn', async () => {
    const owner = await company('professional')
    const created = await post(owner.headers, '/api/marketplace/createCareerPath', pathInput)
    expect(created.status).toBe(201)
    const careerId = (created.body as unknown as { data: { careerId: number } }).data.careerId
    const person = await member(owner.company.id)
    const recommend = (recommendedDate: string | null) =>
      post(owner.headers, '/api/companies/recommendedCareer', {
        talentId: person.id,
        careerId,
        assignedToTalent: true,
        recommendedDate,
      })
    expect((await recommend(new Date().toISOString())).status).toBe(200)
    expect((await post(owner.headers, '/api/companies/employeeScoreByCareer', { careerId })).status).toBe(200)
    expect(
      (await post(owner.headers, '/api/marketplace/talentCareerscore', { careerId, talentId: person.id })).status,
    ).toBe(200)

    await givePlan(ctx.app.db, owner.company.id, 'demo')
    const gate = { feature: 'trainTalent', plan: 'demo' as const }
    expectRefusal(
      await post(owner.headers, '/api/marketplace/updateCareerPath', { careerId, ...pathInput, name: 'Renamed' }),
      'plan_train_talent_required',
      gate,
    )
    expectRefusal(
      await post(owner.headers, '/api/marketplace/deleteCareerPath', { careerId }),
      'plan_train_talent_required',
      gate,
    )
    expectRefusal(await recommend(new Date().toISOString()), 'plan_train_talent_required', gate)
    expectRefusal(
      await post(owner.headers, '/api/marketplace/talentCareerscore', { careerId, talentId: person.id }),
      'plan_career_development_required',
      { feature: 'careerDevelopment', plan: 'demo' },
    )
    // Reading the company's paths stays open, and a recommendation can be withdrawn on any plan.
    expect((await call(owner.headers, 'GET', `/api/marketplace/careers/${careerId}`)).status).toBe(200)
    expect((await recommend(null)).status).toBe(200)

    await givePlan(ctx.app.db, owner.company.id, 'enterprise')
    expect((await post(owner.headers, '/api/marketplace/deleteCareerPath', { careerId })).status).toBe(200)
  })
})
