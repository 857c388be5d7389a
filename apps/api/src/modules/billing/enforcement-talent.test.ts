import { describe, expect, it } from 'vitest'
import type { RecommendedTalent } from '@sentinela/shared/schemas/jobs'
import { applications } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import {
  DEFENSE,
  ENFORCEMENT_SETTINGS,
  enforcementHelpers,
  expectRefusal,
  IR,
  type ErrorBody,
  type Headers,
  type Page,
} from './enforcement.test-helpers'

/** #16: finding talent by plan — top talent, talent search filters, recommended talent. */

const ctx = useTestApp(ENFORCEMENT_SETTINGS)
const { company, call, talent, createJob } = enforcementHelpers(ctx)

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

// Last in the file on purpose: the preview must not leak the named talent's id, and with the talents made above it
// is no small number that the page's ranks, fits and role codes happen to contain (in a fresh database it is 1).
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
