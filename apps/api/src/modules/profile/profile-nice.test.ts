import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import { talentRoleFits } from '../../db/schema/index'
import { request, useTestApp } from '../../../test/helper'
import { profileHelpers, toInput } from './profile.test-helpers'

// The NICE section (categories, work roles, statements) and the fit per work role it gives.
const ctx = useTestApp()
const translations = readStatementTranslations()
const { signedInTalent, readProfile, putProfile } = profileHelpers(ctx)

describe('the NICE section and fit per work role', () => {
  async function roleStatements(roleCode: string, path: 'tasks' | 'knowledge' | 'skill', limit = 200) {
    const { body } = await request<{ data: { code: string }[] }>(ctx, {
      method: 'POST',
      url: `/api/workforceframework/categories/${path}`,
      payload: { workRoleCodes: [roleCode], limit },
    })
    return body.data.map((item) => item.code)
  }

  it('stores a fit for every work role that matches the shared formula, after every change', async () => {
    const { user, headers } = await signedInTalent()
    const tasks = await roleStatements('PD-WRL-001', 'tasks')
    const knowledge = await roleStatements('PD-WRL-001', 'knowledge')
    const roleMap = await ctx.app.services.framework.getRoleStatements()

    for (const held of [[...tasks.slice(0, 5), ...knowledge.slice(0, 10)], [...tasks, ...knowledge], [tasks[0]!]]) {
      const profile = await readProfile(headers)
      const saved = await putProfile(
        headers,
        toInput(profile, { nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-001'], statementCodes: held } }),
      )
      expect(saved.status).toBe(200)
      const stored = await ctx.app.db.select().from(talentRoleFits).where(eq(talentRoleFits.userId, user.id))
      expect(stored).toHaveLength(41)
      for (const fit of stored) {
        expect(fit.percentage, fit.workRoleCode).toBe(computeRoleFit(held, roleMap.get(fit.workRoleCode)!).percentage)
      }
    }
  })

  it('explains a role statement by statement and ranks roles best first', async () => {
    const { headers } = await signedInTalent()
    const tasks = await roleStatements('IN-WRL-001', 'tasks')
    const profile = await readProfile(headers)
    // §4: merged without duplicates.
    const saved = await putProfile(
      headers,
      toInput(profile, {
        nice: {
          categoryCodes: ['IN'],
          workRoleCodes: ['IN-WRL-001'],
          statementCodes: [...tasks, ...tasks.slice(0, 3)],
        },
      }),
    )
    expect(saved.status).toBe(200)
    expect(saved.body.data.nice.statementCodes).toEqual([...tasks].sort())
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers,
    })
    expect(fits.body.data).toHaveLength(41)
    // Every task of the role, nothing else: 40% (another role whose tasks all fall in the set may tie).
    expect(fits.body.data[0]!.percentage).toBe(40)
    expect(fits.body.data.find((fit) => fit.workRoleCode === 'IN-WRL-001')!.percentage).toBe(40)
    const percentages = fits.body.data.map((fit) => fit.percentage)
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages)

    const detail = await request<{
      data: {
        percentage: number
        held: { code: string }[]
        missing: { code: string; description: string; originalDescription: string }[]
      }
    }>(ctx, { method: 'GET', url: '/api/profile/fit/IN-WRL-001', headers })
    expect(detail.body.data.percentage).toBe(40)
    expect(detail.body.data.held.map((item) => item.code).sort()).toEqual([...tasks].sort())
    expect(detail.body.data.missing.every((item) => !item.code.startsWith('T') && item.description.length > 0)).toBe(
      true,
    )
    expect(detail.body.data.missing.every((item) => item.originalDescription === item.description)).toBe(true)

    // In Spanish and Portuguese: the project's texts, NIST's English one field away.
    for (const language of ['es', 'pt'] as const) {
      const translated = await request<{
        data: { held: { code: string; description: string; originalDescription: string }[] }
      }>(ctx, {
        method: 'GET',
        url: '/api/profile/fit/IN-WRL-001',
        headers: { ...headers, 'accept-language': language },
      })
      const englishHeld = new Map(
        (await ctx.app.services.framework.describeStatements(tasks, 'en')).map((item) => [item.code, item.description]),
      )
      expect(translated.body.data.held).toHaveLength(tasks.length)
      for (const item of translated.body.data.held) {
        expect(item.description, item.code).toBe(translations[language].get(item.code))
        expect(item.originalDescription, item.code).toBe(englishHeld.get(item.code))
      }
    }
  })

  it('applies the limits: 1–3 categories, 1–5 roles, roles of the chosen categories, statements of the chosen roles', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const tooMany = await putProfile(
      headers,
      toInput(profile, {
        nice: {
          categoryCodes: ['OG', 'DD', 'IO', 'PD'],
          workRoleCodes: ['OG-WRL-001', 'OG-WRL-002', 'OG-WRL-003', 'OG-WRL-004', 'OG-WRL-005', 'OG-WRL-006'],
          statementCodes: [],
        },
      }),
    )
    expect(tooMany.body.errors.map((error) => [error.path, error.code])).toEqual([
      ['nice.categoryCodes', 'too_many'],
      ['nice.workRoleCodes', 'too_many'],
      ['nice.statementCodes', 'too_few'],
    ])
    const outside = await putProfile(
      headers,
      toInput(profile, { nice: { categoryCodes: ['OG'], workRoleCodes: ['PD-WRL-001'], statementCodes: ['T0001'] } }),
    )
    expect(outside.body.errors.map((error) => error.code)).toEqual(
      expect.arrayContaining(['role_outside_categories', 'unknown_code']),
    )
    expect((await readProfile(headers)).version).toBe(0)
  })
})

describe('PUT /api/profile/nice', () => {
  it('saves the wizard section alone, with the version check and the limits', async () => {
    const { headers } = await signedInTalent()
    const profile = await readProfile(headers)
    const section = { categoryCodes: ['OG'], workRoleCodes: ['OG-WRL-001'], statementCodes: ['K0018'] }
    const saved = await request<{ data: Profile }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: profile.version, ...section },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ version: 1, nice: section })
    const stale = await request<{ code: string }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: 0, ...section },
    })
    expect(stale.body.code).toBe('profile_version_conflict')
    const empty = await request<{ errors: { path: string; code: string }[] }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: { version: 1, categoryCodes: [], workRoleCodes: [], statementCodes: [] },
    })
    expect(empty.body.errors.map((error) => error.code)).toEqual(['too_few', 'too_few', 'too_few'])
  })
})
