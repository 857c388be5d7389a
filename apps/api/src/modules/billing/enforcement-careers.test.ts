import { describe, expect, it } from 'vitest'
import { companyTeamMembers } from '../../db/schema/index'
import { bearer, createSessionToken, givePlan } from '../../../test/factories'
import { useTestApp } from '../../../test/helper'
import { ENFORCEMENT_SETTINGS, enforcementHelpers, expectRefusal, type Headers } from './enforcement.test-helpers'

/** #16: train talent and career development, from Professional. */

const ctx = useTestApp(ENFORCEMENT_SETTINGS)
const { company, call, talent } = enforcementHelpers(ctx)

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
