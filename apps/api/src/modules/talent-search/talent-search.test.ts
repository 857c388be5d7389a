import { describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { SEARCH_COUNT_LIMIT } from '@sentinela/shared/schemas/common'
import { ProfileInputSchema, type ProfileInput } from '@sentinela/shared/schemas/profile'
import type { TalentCard } from '@sentinela/shared/schemas/talent-search'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import { users } from '../../db/schema/index'
import { bearer, createCompany, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()
const IR = 'PD-WRL-003'
const word = `kestrel${Date.now().toString(36)}`

type Page = { data: TalentCard[]; totalNumberOfRecords: number; totalIsCapped: boolean }
type Statement = { code: string; description: string; originalDescription: string }
const translations = readStatementTranslations()
type ErrorBody = { code: string; errors: { path: string; code: string }[] }

/** A talent with a saved profile (through the service, as a save from the page would) and a share of a role. */
async function talent(
  flags: { dataSharingConsent?: boolean; topTalentOptIn?: boolean },
  profile: Partial<ProfileInput>,
  share = 0,
) {
  const user = await createTalent(ctx.app.db, flags)
  const statements = (await ctx.app.services.framework.getRoleStatements()).get(IR)!
  const statementCodes = ['T', 'K', 'S'].flatMap((prefix) => {
    const codes = statements.filter((code) => code.startsWith(prefix))
    return codes.slice(0, Math.ceil(codes.length * share))
  })
  await ctx.app.services.profiles.saveProfile(
    user.id,
    ProfileInputSchema.parse({
      version: 0,
      firstName: user.firstName,
      lastName: user.lastName,
      clearance: { hasClearance: false },
      experiences: [],
      educations: [],
      certifications: [],
      courses: [],
      languages: [],
      references: [],
      ...profile,
      ...(share > 0 ? { nice: { categoryCodes: ['PD'], workRoleCodes: [IR], statementCodes } } : {}),
    }),
  )
  return user
}

let companyHeaders: Record<string, string>
async function headers() {
  if (!companyHeaders) {
    // Hard-skill filters and top talent are in the plan (#16; the gates themselves: billing/enforcement.test.ts).
    const { admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    companyHeaders = bearer(await createSessionToken(ctx.app.db, admin.id))
  }
  return companyHeaders
}

const search = async (payload: Record<string, unknown>, url = '/api/marketplace/TalentSerch') =>
  request<Page & ErrorBody>(ctx, { method: 'POST', url, headers: await headers(), payload })

describe('talent search (POST /marketplace/TalentSerch, /talent/fetch)', () => {
  it('finds only talents who share their profile, by text, and forgets them when consent is withdrawn', async () => {
    const shared = await talent({ dataSharingConsent: true }, { currentJobTitle: `Threat ${word} hunter` })
    await talent({ dataSharingConsent: false }, { currentJobTitle: `Threat ${word} hunter` })
    const found = await search({ text: `${word.slice(0, 9)} hunt` })
    expect(found.body.data.map((card) => card.talentId)).toEqual([shared.id])
    expect(found.body.data[0]).not.toHaveProperty('email')
    expect((await search({ text: word }, '/api/talent/fetch')).body.totalNumberOfRecords).toBe(1)
    // A page past the last lists nobody and still tells how many there are.
    expect((await search({ text: word, page: 3 })).body).toMatchObject({ data: [], totalNumberOfRecords: 1 })

    await ctx.app.db.update(users).set({ dataSharingConsent: false }).where(eq(users.id, shared.id))
    expect(await search({ text: word })).toMatchObject({ status: 200, body: { data: [], totalNumberOfRecords: 0 } })
  })

  it('counts exactly the talents it lists, including one who shares but never saved a profile', async () => {
    const newcomer = await createTalent(ctx.app.db, { dataSharingConsent: true })
    await talent({ dataSharingConsent: true }, { currentJobTitle: 'Cloud security engineer', country: 'BR' })
    const everyone = await search({ limit: 100 })
    expect(everyone.status).toBe(200)
    expect(everyone.body.data.length).toBe(everyone.body.totalNumberOfRecords)
    expect(everyone.body.data.find((card) => card.talentId === newcomer.id)).toMatchObject({
      yearsOfExperience: 0,
      hasClearance: false,
      topRoles: [],
      fit: null,
    })
    const inBrazil = await search({ country: 'BR', limit: 100 })
    expect(inBrazil.body.data.length).toBe(inBrazil.body.totalNumberOfRecords)
    expect(inBrazil.body.data.map((card) => card.talentId)).not.toContain(newcomer.id)
  })

  it('counts exactly up to SEARCH_COUNT_LIMIT talents, then says there are more', async () => {
    const common = `osprey${Date.now().toString(36)}`
    const many = async (from: number, count: number) => {
      await ctx.app.db.execute(sql`with created as (
          insert into users (email, role, first_name, last_name, status, data_sharing_consent)
          select ${common}::text || '-' || g || '@example.com', 'talent', 'Talent', 'N' || g, 'active', true
          from generate_series(${from}::int, ${from + count - 1}::int) g returning id)
        insert into talent_profiles (user_id, search_text) select id, ${`Analyst ${common}`} from created`)
    }
    await many(1, SEARCH_COUNT_LIMIT)
    expect((await search({ text: common })).body).toMatchObject({
      totalNumberOfRecords: SEARCH_COUNT_LIMIT,
      totalIsCapped: false,
    })
    await many(SEARCH_COUNT_LIMIT + 1, 1)
    const capped = await search({ text: common, page: 2 })
    expect(capped.body).toMatchObject({ totalNumberOfRecords: SEARCH_COUNT_LIMIT, totalIsCapped: true })
    expect(capped.body.data).toHaveLength(12)
  })

  it('ranks by the fit for a role with a minimum, and applies every filter', async () => {
    const country = 'UY'
    const strong = await talent(
      { dataSharingConsent: true },
      {
        country,
        highestEducationLevel: 6,
        openToTravel: 3,
        seekingOpportunities: true,
        clearance: { hasClearance: true, level: 2 },
        experiences: [
          {
            id: 0,
            jobTitle: 'Responder',
            company: 'CERT',
            startDate: '2015-01-01',
            endDate: '2021-01-01',
            currentlyWorksHere: false,
          },
        ],
        certifications: [{ id: 0, name: 'GIAC GCIH', dateIssued: '2020-01-01', expires: false }],
        languages: [
          { id: 0, language: 'es', level: 'native_or_bilingual' },
          { id: 0, language: 'en', level: 'proficient' },
        ],
      },
      0.8,
    )
    const weak = await talent({ dataSharingConsent: true }, { country, highestEducationLevel: 4 }, 0.3)
    await talent({ dataSharingConsent: true }, { country }, 0.05)

    const ranked = await search({ country, workRoleCode: IR, minFit: 20 })
    expect(ranked.body.data.map((card) => card.talentId)).toEqual([strong.id, weak.id])
    expect(ranked.body.data[0]!.fit).toMatchObject({ workRoleCode: IR, name: 'Incident Response' })
    expect(ranked.body.data[0]!.fit!.percentage).toBeGreaterThan(ranked.body.data[1]!.fit!.percentage)
    expect(ranked.body.data[0]).toMatchObject({
      yearsOfExperience: 6,
      certifications: ['GIAC GCIH'],
    })
    expect(ranked.body.data[0]!.topRoles[0]).toMatchObject({ workRoleCode: IR })

    for (const filter of [
      { certification: 'gcih' },
      { languages: ['es', 'en'] },
      { educationLevel: 5 },
      { minYearsExperience: 5 },
      { hasClearance: true, clearanceLevel: 1 },
      { openToTravel: true },
      { seekingOpportunities: true },
    ]) {
      const { body } = await search({ country, ...filter })
      expect(
        body.data.map((card) => card.talentId),
        JSON.stringify(filter),
      ).toEqual([strong.id])
    }
  })

  it('refuses one-character text (§5) and unknown roles', async () => {
    const short = await search({ text: 'x' })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]).toMatchObject({ path: 'text', code: 'search_too_short' })
    const unknown = await search({ workRoleCode: 'PD-WRL-999' })
    expect(unknown.body.errors[0]).toMatchObject({ path: 'workRoleCode', code: 'unknown_code' })
  })
})

describe('top talent', () => {
  it('lists opted-in talents by fit for the role, filters them, and explains one fit on demand', async () => {
    const country = 'PY'
    const best = await talent({ topTalentOptIn: true }, { country, seekingOpportunities: true }, 0.7)
    const next = await talent({ topTalentOptIn: true }, { country }, 0.4)
    await talent({ topTalentOptIn: false, dataSharingConsent: true }, { country }, 0.9)

    const top = await request<Page>(ctx, {
      method: 'POST',
      url: '/api/positions/company/toptalent',
      headers: await headers(),
      payload: { workRoleCode: IR, country },
    })
    expect(top.body.data.map((card) => card.talentId)).toEqual([best.id, next.id])
    // Opted into top talent without sharing the profile: listed, the profile and its PDF stay closed.
    expect(top.body.data[0]!.sharesProfile).toBe(false)
    const closed = await request(ctx, { method: 'GET', url: `/api/talent/${best.id}/pdf`, headers: await headers() })
    expect(closed.status).toBe(404)

    const filtered = await request<Page>(ctx, {
      method: 'POST',
      url: '/api/positions/company/TopTalentFilter',
      headers: await headers(),
      payload: { workRoleCode: IR, country, seekingOpportunities: true, minFit: 10 },
    })
    expect(filtered.body.data.map((card) => card.talentId)).toEqual([best.id])

    const explained = await request<{ data: { percentage: number; missing: { code: string }[]; held: unknown[] } }>(
      ctx,
      {
        method: 'PUT',
        url: '/api/positions/company/UpdateTopTalent',
        headers: await headers(),
        payload: { talentId: next.id, workRoleCode: IR },
      },
    )
    expect(explained.body.data.percentage).toBe(top.body.data[1]!.fit!.percentage)
    expect(explained.body.data.missing.length).toBeGreaterThan(0)

    // The statements in the reader's language, with NIST's English original beside each.
    for (const language of ['es', 'pt'] as const) {
      const translated = await request<{ data: { held: Statement[]; missing: Statement[] } }>(ctx, {
        method: 'PUT',
        url: '/api/positions/company/UpdateTopTalent',
        headers: { ...(await headers()), 'accept-language': language },
        payload: { talentId: next.id, workRoleCode: IR },
      })
      const statements = [...translated.body.data.held, ...translated.body.data.missing]
      expect(statements.length).toBeGreaterThan(0)
      for (const statement of statements) {
        expect(statement.description, statement.code).toBe(translations[language].get(statement.code))
        expect(statement.originalDescription, statement.code).not.toBe(statement.description)
        expect(statement.originalDescription, statement.code).toMatch(/^[A-Z]/)
      }
    }

    const hidden = await talent({}, {}, 0.5)
    const refused = await request(ctx, {
      method: 'PUT',
      url: '/api/positions/company/UpdateTopTalent',
      headers: await headers(),
      payload: { talentId: hidden.id, workRoleCode: IR },
    })
    expect(refused.status).toBe(404)
  })
})
