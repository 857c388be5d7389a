import { describe, expect, it } from 'vitest'
import type { AiSearchResult } from '@sentinela/shared/schemas/ai'
import type { PlanCode } from '@sentinela/shared/schemas/billing'
import type { JobInput } from '@sentinela/shared/schemas/jobs'
import { ProfileInputSchema, type ProfileInput } from '@sentinela/shared/schemas/profile'
import {
  bearer,
  createCompany,
  createOperator,
  createSessionToken,
  createTalent,
  jobInput,
} from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

const PENTEST = 'PD-WRL-007'
const FORENSICS = 'PD-WRL-002'
const URL = '/api/sentinelaai/sentinelaAISerch'
type Headers = Record<string, string>
type ErrorBody = {
  statusCode: number
  code: string
  message: string
  errors: { path: string; code: string; message: string }[]
}

async function company(plan: PlanCode = 'professional') {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

async function publishedJob(headers: Headers, changes: Partial<JobInput>) {
  const created = await request<{ data: { id: number } }>(ctx, {
    method: 'POST',
    url: '/api/positions',
    headers,
    payload: jobInput(changes),
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  const published = await request(ctx, {
    method: 'POST',
    url: `/api/positions/${created.body.data.id}/status`,
    headers,
    payload: { status: 'published' },
  })
  expect(published.status).toBe(200)
  return created.body.data.id
}

/** A talent with a saved profile holding half of a role's statements (so they have a fit for it). */
async function talent(
  flags: { dataSharingConsent: boolean; topTalentOptIn?: boolean },
  profile: Partial<ProfileInput>,
) {
  const user = await createTalent(ctx.app.db, flags)
  const statements = (await ctx.app.services.framework.getRoleStatements()).get(FORENSICS)!
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
      nice: { categoryCodes: ['PD'], workRoleCodes: [FORENSICS], statementCodes: statements.filter((_, i) => i % 2) },
    }),
  )
  return user
}

async function search(q: string, options: { headers?: Headers; language?: string; group?: string } = {}) {
  return request<{ data: AiSearchResult } & ErrorBody>(ctx, {
    method: 'GET',
    url: URL,
    query: { q, ...(options.group ? { group: options.group } : {}) },
    headers: { ...options.headers, 'accept-language': options.language ?? 'en' },
  })
}

const jobIds = (result: AiSearchResult) => result.groups.jobs?.items.map(({ item }) => item.id) ?? []
const talentIds = (result: AiSearchResult) => result.groups.talents?.items.map(({ item }) => item.talentId) ?? []

describe('GET /api/sentinelaai/sentinelaAISerch', () => {
  it('reads a Spanish query into filters and answers grouped hits, each with why it matched', async () => {
    const { headers } = await company()
    const remoteChile = await publishedJob(headers, {
      jobTitle: 'Pentester Senior',
      description: 'Pruebas de penetración para bancos de la región.',
      country: 'CL',
      city: 'Santiago',
      modality: 'remote',
      clearanceRequired: false,
      roles: [{ workRoleCode: PENTEST, minimumPercentage: 0 }],
    })
    const onSite = await publishedJob(headers, {
      jobTitle: 'Penetration Tester',
      description: 'Red team engagements for utilities.',
      country: 'US',
      city: 'Arlington',
      modality: 'on_site',
      clearanceRequired: true,
      roles: [{ workRoleCode: PENTEST, minimumPercentage: 0 }],
    })

    const { status, body } = await search('pentester remoto en Chile sin clearance', { language: 'es' })
    expect(status).toBe(200)
    const result = body.data
    expect(result).toMatchObject({
      query: 'pentester remoto en Chile sin clearance',
      language: 'es',
      source: 'rules',
      understood: { workRoleCodes: [PENTEST], modality: ['remote'], country: 'CL', clearanceRequired: false },
      workRoles: [{ code: PENTEST, name: 'Análisis de vulnerabilidades' }],
    })
    // The job meeting every filter first; the other pentest job after it, telling which filters it does not meet.
    expect(jobIds(result)).toEqual([remoteChile, onSite])
    expect(result.groups.jobs!.items[0]!.why).toEqual({
      words: ['pentester'],
      workRoles: [{ code: PENTEST, name: 'Análisis de vulnerabilidades' }],
      filters: [
        { field: 'country', value: 'CL' },
        { field: 'modality', value: 'remote' },
        { field: 'clearanceRequired', value: 'false' },
      ],
    })
    expect(result.groups.jobs!.items[1]!.why.filters).toEqual([])
    expect(result.groups.jobs!.total).toBe(1)
    // Trainings and career paths from the catalogue and Sentinela's paths; no talents for a visitor.
    expect(result.groups.trainings!.items.length).toBeGreaterThan(0)
    expect(result.groups.careers!.items.map(({ item }) => item.name)).toContain('Red Team Professional')
    expect(result.groups.talents).toBeUndefined()
  })

  it('answers only the groups a query asks for, or the one group asked for', async () => {
    const trainingsOnly = (await search('curso de hacking ético en español')).body.data
    expect(Object.keys(trainingsOnly.groups)).toEqual(['trainings'])
    expect(trainingsOnly.understood).toMatchObject({ groups: ['trainings'], trainingLanguage: 'es' })
    const first = trainingsOnly.groups.trainings!.items[0]!
    expect(first.item.language).toBe('es')
    expect(first.why.filters).toContainEqual({ field: 'trainingLanguage', value: 'es' })

    const careers = (await search('SOC analyst', { group: 'careers' })).body.data
    expect(Object.keys(careers.groups)).toEqual(['careers'])
    expect(careers.groups.careers!.items[0]!.item).toMatchObject({ name: 'SOC Professional', owner: 'system' })
  })

  it('never shows a private job outside its company, nor another company’s private path', async () => {
    const owner = await company()
    const other = await company()
    const privateJob = await publishedJob(owner.headers, {
      jobTitle: 'Forensic examiner (internal)',
      privacy: 'private',
      roles: [{ workRoleCode: FORENSICS, minimumPercentage: 0 }],
    })
    const path = await request(ctx, {
      method: 'POST',
      url: '/api/marketplace/createCareerPath',
      headers: owner.headers,
      payload: { name: 'Kestrelwood forensic ladder', description: 'Our own', workRoleCodes: [FORENSICS] },
    })
    expect(path.status).toBe(201)
    const viewer = await createTalent(ctx.app.db)
    const operator = await createOperator(ctx.app.db)
    const callers: [string, Headers][] = [
      ['visitor', {}],
      ['talent', bearer(await createSessionToken(ctx.app.db, viewer.id))],
      ['other company', other.headers],
      ['operator', bearer(await createSessionToken(ctx.app.db, operator.id))],
    ]
    for (const [who, headers] of callers) {
      const { body } = await search('forensic examiner kestrelwood', { headers })
      expect(jobIds(body.data), who).not.toContain(privateJob)
      expect(body.data.groups.careers?.items.map(({ item }) => item.name) ?? [], who).not.toContain(
        'Kestrelwood forensic ladder',
      )
    }
    const own = (await search('forensic examiner kestrelwood', { headers: owner.headers })).body.data
    expect(jobIds(own)).toContain(privateJob)
    expect(own.groups.careers!.items.map(({ item }) => item.name)).toContain('Kestrelwood forensic ladder')
  })

  it('lists talents to company users only, and never one who does not share their profile', async () => {
    const sharing = await talent(
      { dataSharingConsent: true },
      { currentJobTitle: 'Perita forense digital', country: 'CL' },
    )
    const hidden = await talent(
      { dataSharingConsent: false, topTalentOptIn: true },
      { currentJobTitle: 'Perita forense digital', country: 'CL' },
    )
    const professional = await company('professional')
    const { body } = await search('quién puede hacer forense digital en Chile', { headers: professional.headers })
    const result = body.data
    expect(Object.keys(result.groups)).toEqual(['talents'])
    expect(talentIds(result)).toContain(sharing.id)
    expect(talentIds(result)).not.toContain(hidden.id)
    expect(result.groups.talents!.items.every(({ item }) => item.sharesProfile)).toBe(true)
    const hit = result.groups.talents!.items.find(({ item }) => item.talentId === sharing.id)!
    expect(hit.why.filters).toContainEqual({ field: 'country', value: 'CL' })
    expect(hit.why.workRoles.map((role) => role.code)).toContain(FORENSICS)
    // With the plan's role filter: ranked by fit for the role.
    expect(hit.item.fit?.workRoleCode).toBe(FORENSICS)

    // A visitor, a talent and the operator asking the same get no talents group at all.
    const asker = await createTalent(ctx.app.db)
    const operator = await createOperator(ctx.app.db)
    for (const headers of [
      {},
      bearer(await createSessionToken(ctx.app.db, asker.id)),
      bearer(await createSessionToken(ctx.app.db, operator.id)),
    ]) {
      const other = (await search('quién puede hacer forense digital en Chile', { headers })).body.data
      expect(other.groups.talents).toBeUndefined()
      expect((await search('anything', { headers, group: 'talents' })).body.data.groups).toEqual({})
    }
  })

  it('keeps the plan’s gate: without hard-skill filters, the role is searched by its words, not its filter', async () => {
    const sharing = await talent({ dataSharingConsent: true }, { currentJobTitle: 'Digital forensics analyst' })
    const demo = await company('demo')
    const { status, body } = await search('who can do digital forensics', { headers: demo.headers })
    expect(status).toBe(200)
    const hit = body.data.groups.talents!.items.find(({ item }) => item.talentId === sharing.id)!
    expect(hit.item.fit).toBeNull()
    expect(hit.why.words).toEqual(['digital', 'forensics'])
  })

  it('refuses a query too short or too long, in the reader’s language', async () => {
    const short = await search('a', { language: 'es' })
    expect(short.status).toBe(400)
    expect(short.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'q', code: 'too_short', message: 'Ingresa al menos 2 caracteres.' }],
    })
    const long = await search('x'.repeat(201), { language: 'es' })
    expect(long.body.errors).toEqual([{ path: 'q', code: 'too_long', message: 'Ingresa como máximo 200 caracteres.' }])
    const wrongGroup = await search('pentest', { group: 'everything' })
    expect(wrongGroup.status).toBe(400)
  })
})
