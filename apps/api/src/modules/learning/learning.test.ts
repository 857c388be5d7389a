import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type {
  AcceptTrainingStatementsResult,
  ChangeTrainingProgressResult,
  SavedTraining,
  TrainingDetail,
  TrainingProgressItem,
  TrainingSearchResult,
} from '@sentinela/shared/schemas/learning'
import { talentRoleFits, trainingProgress, trainings, trainingStatements } from '../../db/schema/index'
import { loadTrainings, TRAININGS_FILE } from '../../db/reference/trainings'
import { bearer, createCompany, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

async function talent(language: 'en' | 'es' | 'pt' = 'en') {
  const user = await createTalent(ctx.app.db, { language })
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const search = (query: string, headers: Headers = {}) =>
  request<TrainingSearchResult & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/marketplace/items/training${query}`,
    headers,
  })

const progress = (headers: Headers, trainingId: number, status: string, language = 'en') =>
  request<{ data: ChangeTrainingProgressResult } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/talent/changeTrainingProgress',
    headers: { ...headers, 'accept-language': language },
    payload: { trainingId, status },
  })

const take = (headers: Headers, trainingId: number) =>
  request<{ data: ChangeTrainingProgressResult } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/marketplace/takeTraining',
    headers,
    payload: { trainingId },
  })

const progressList = async (headers: Headers) =>
  (
    await request<{ data: TrainingProgressItem[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/trainingProgress',
      headers,
    })
  ).body.data

async function trainingId(key: string) {
  const [row] = await ctx.app.db.select({ id: trainings.id }).from(trainings).where(eq(trainings.key, key))
  return row!.id
}

describe('the catalogue loaded from the data file', () => {
  it('holds every training of the file with its modules and statements, and reloads nothing when unchanged', async () => {
    const rows = await ctx.app.db.select({ count: sql<number>`count(*)::int` }).from(trainings)
    expect(rows[0]!.count).toBeGreaterThanOrEqual(120)
    expect(await loadTrainings(ctx.app.db, TRAININGS_FILE)).toEqual({ loaded: false })
  })
})

describe('GET /marketplace/items/training (§7, §9)', () => {
  it('answers 12 per page by default, page 1, with the total', async () => {
    const { status, body } = await search('')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(12)
    expect(body.meta).toMatchObject({ page: 1, limit: 12 })
    expect(body.meta.total).toBeGreaterThanOrEqual(120)
    const second = await search('?page=2')
    expect(second.body.data[0]!.id).not.toBe(body.data[0]!.id)
  })

  it('refuses a limit past the bound and a page under 1, translated', async () => {
    const tooMany = await search('?limit=500', { 'accept-language': 'es' })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.errors[0]!.path).toBe('limit')
    expect(tooMany.body.errors[0]!.message).not.toMatch(/too_big/)
    expect((await search('?page=0')).status).toBe(400)
  })

  it('refuses a 1-character search with the translated 2-character message', async () => {
    for (const [language, text] of [
      ['en', 'Type at least 2 characters'],
      ['es', 'Escribe al menos 2 caracteres'],
      ['pt', 'Digite pelo menos 2 caracteres'],
    ]) {
      const { status, body } = await search('?text=a', { 'accept-language': language! })
      expect(status).toBe(400)
      expect(body.errors[0]).toMatchObject({ path: 'text', code: 'search_too_short' })
      expect(body.errors[0]!.message).toContain(text)
    }
  })

  it('finds by words of the title or description, accents and case aside, and by a mistyped title', async () => {
    const { body } = await search('?text=penetration')
    expect(body.data.length).toBeGreaterThan(3)
    expect(body.data.some((training) => training.key === 'offsec-oscp')).toBe(true)
    const spanish = await search(`?text=${encodeURIComponent('INTRODUCCION ciberseguridad')}`)
    expect(spanish.body.data.map((training) => training.key)).toContain('netacad-intro-ciberseguridad')
    const typo = await search(`?text=${encodeURIComponent('Certifed Ethical Hackr')}`)
    expect(typo.body.data[0]?.key).toBe('eccouncil-ceh')
  })

  it('corrects a typo within the filters, with its facets, and ranks title matches first', async () => {
    const filtered = await search(`?text=Secruity&level=advanced`)
    expect(filtered.body.meta.total).toBeGreaterThan(0)
    expect(filtered.body.data.every((training) => training.level === 'advanced')).toBe(true)
    const typo = await search(`?text=${encodeURIComponent('Secruity+')}&groupBy=provider`)
    expect(typo.body.meta.total).toBeGreaterThan(10)
    expect(typo.body.data[0]!.title).toMatch(/security/i)
    expect(typo.body.facets.provider!.reduce((sum, facet) => sum + facet.count, 0)).toBe(typo.body.meta.total)
    // Only stop words: titles alike the text.
    expect((await search(`?text=${encodeURIComponent('the of')}`)).status).toBe(200)
  })

  it('pages follow each other without overlap, and a row reads the same in a search as in its detail', async () => {
    const first = await search('?text=security&limit=12')
    const second = await search('?text=security&limit=12&page=2')
    const both = [...first.body.data, ...second.body.data].map((training) => training.id)
    expect(new Set(both).size).toBe(24)
    const all = await search('?text=security&limit=24')
    expect(all.body.data.map((training) => training.id)).toEqual(both)
    const ana = await talent()
    const id = await trainingId('comptia-security-plus')
    await take(ana.headers, id)
    const [row] = (await search(`?text=${encodeURIComponent('CompTIA Security+')}`, ana.headers)).body.data.filter(
      (training) => training.id === id,
    )
    const detail = await request<{ data: TrainingDetail }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/trainings/${id}`,
      headers: ana.headers,
    })
    expect(row).toEqual(
      Object.fromEntries(Object.keys(row!).map((key) => [key, detail.body.data[key as keyof TrainingDetail]])),
    )
    expect(row).toMatchObject({ progressStatus: 'in_progress', price: expect.any(Number) })
  })

  it('filters by provider, level and one or more types', async () => {
    const byProvider = await search('?provider=GIAC')
    expect(byProvider.body.data.every((training) => training.provider === 'GIAC')).toBe(true)
    expect(byProvider.body.meta.total).toBeGreaterThan(5)
    const byLevel = await search('?level=advanced&limit=48')
    expect(byLevel.body.data.every((training) => training.level === 'advanced')).toBe(true)
    const byTypes = await search('?type=awareness&type=education&limit=48')
    expect(new Set(byTypes.body.data.map((training) => training.type))).toEqual(new Set(['awareness', 'education']))
    const comma = await search('?type=awareness,education&limit=48')
    expect(comma.body.meta.total).toBe(byTypes.body.meta.total)
    expect((await search('?type=webinar')).status).toBe(400)
    expect((await search('?level=expert')).status).toBe(400)
  })

  it('counts facets with every other filter applied', async () => {
    const { body } = await search('?level=advanced&groupBy=level,type,provider')
    const levels = Object.fromEntries(body.facets.level!.map((facet) => [facet.value, facet.count]))
    // The level facet ignores the level filter, so every level shows with its count.
    expect(Object.keys(levels).sort()).toEqual([
      'advanced',
      'foundations',
      'intermediate',
      'introductory',
      'new_to_cyber',
    ])
    expect(levels.advanced).toBe(body.meta.total)
    const types = body.facets.type!.reduce((sum, facet) => sum + facet.count, 0)
    expect(types).toBe(body.meta.total)
    expect(body.facets.language).toBeUndefined()
  })

  it('POST /marketplace/trainings searches with the same rules', async () => {
    const { status, body } = await request<TrainingSearchResult>(ctx, {
      method: 'POST',
      url: '/api/marketplace/trainings',
      payload: { types: ['certification'], level: 'new_to_cyber', language: 'pt', groupBy: ['provider'] },
    })
    expect(status).toBe(200)
    expect(body.data.every((training) => training.type === 'certification' && training.language === 'pt')).toBe(true)
    expect(body.meta.total).toBeGreaterThan(0)
    const short = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/marketplace/trainings',
      payload: { text: ' x ' },
    })
    expect(short.status).toBe(400)
    expect(short.body.errors[0]!.code).toBe('search_too_short')
  })
})

describe('a training and its modules', () => {
  it("shows modules in order and statements in the reader's language with NIST's English", async () => {
    const id = await trainingId('giac-gcih')
    const { status, body } = await request<{ data: TrainingDetail }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/trainings/${id}`,
      headers: { 'accept-language': 'es' },
    })
    expect(status).toBe(200)
    expect(body.data.modules.map((module) => module.position)).toEqual([1, 2, 3, 4])
    expect(body.data.statements.length).toBeGreaterThan(0)
    const [first] = body.data.statements
    expect(first!.description).not.toBe(first!.originalDescription)
    const course = await request<{ data: { title: string; trainingId: number } }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/items/training_courses/${body.data.modules[1]!.id}`,
    })
    expect(course.body.data).toMatchObject({ trainingId: id, title: body.data.modules[1]!.title })
  })

  it('answers 404 translated for an unknown training or module', async () => {
    const missing = await request<ErrorBody>(ctx, {
      method: 'GET',
      url: '/api/marketplace/trainings/999999',
      headers: { 'accept-language': 'pt' },
    })
    expect(missing.status).toBe(404)
    expect(missing.body).toMatchObject({ code: 'training_not_found', message: 'Não encontramos esse treinamento.' })
    expect((await request(ctx, { method: 'GET', url: '/api/marketplace/items/training_courses/999999' })).status).toBe(
      404,
    )
  })
})

describe('saved trainings', () => {
  it("toggles a save, lists the talent's own saves only, and marks them in searches", async () => {
    const ana = await talent()
    const ben = await talent()
    const id = await trainingId('comptia-security-plus')
    const save = () =>
      request<{ data: { saved: boolean } }>(ctx, {
        method: 'POST',
        url: '/api/talent/saveTraining',
        headers: ana.headers,
        payload: { trainingId: id },
      })
    expect((await save()).body.data.saved).toBe(true)
    const favs = (headers: Headers) =>
      request<{ data: SavedTraining[] }>(ctx, { method: 'GET', url: '/api/talent/favsTrainings', headers })
    expect((await favs(ana.headers)).body.data.map((training) => training.id)).toEqual([id])
    expect((await favs(ben.headers)).body.data).toEqual([])
    const found = await search('?provider=CompTIA&limit=48', ana.headers)
    expect(found.body.data.find((training) => training.id === id)?.saved).toBe(true)
    expect(
      (await search('?provider=CompTIA&limit=48', ben.headers)).body.data.find((training) => training.id === id)?.saved,
    ).toBe(false)
    expect((await save()).body.data.saved).toBe(false)
    expect((await favs(ana.headers)).body.data).toEqual([])
  })

  it('refuses an unknown training', async () => {
    const ana = await talent()
    const { status, body } = await request<ErrorBody>(ctx, {
      method: 'POST',
      url: '/api/talent/saveTraining',
      headers: ana.headers,
      payload: { trainingId: 999999 },
    })
    expect(status).toBe(404)
    expect(body.code).toBe('training_not_found')
  })
})

describe('training progress (§4: not started → in progress → completed, deletable)', () => {
  it('starts, completes and deletes; refuses other moves with a translated error and changes nothing', async () => {
    const ana = await talent()
    const id = await trainingId('comptia-network-plus')
    const early = await progress(ana.headers, id, 'completed', 'es')
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: 'training_progress_invalid' })
    expect(early.body.message).toContain('no iniciada')
    expect((await progress(ana.headers, id, 'not_started')).status).toBe(409)

    expect((await take(ana.headers, id)).body.data.status).toBe('in_progress')
    expect((await take(ana.headers, id)).status).toBe(409)
    expect((await progressList(ana.headers)).map((item) => [item.id, item.progressStatus])).toEqual([
      [id, 'in_progress'],
    ])

    expect((await progress(ana.headers, id, 'completed')).body.data.status).toBe('completed')
    const [done] = await progressList(ana.headers)
    expect(done!.completedAt).not.toBeNull()
    expect((await progress(ana.headers, id, 'in_progress')).status).toBe(409)
    expect((await progress(ana.headers, id, 'completed')).status).toBe(409)

    expect((await progress(ana.headers, id, 'not_started')).body.data.status).toBe('not_started')
    expect(await progressList(ana.headers)).toEqual([])
    const rows = await ctx.app.db.select().from(trainingProgress).where(eq(trainingProgress.userId, ana.user.id))
    expect(rows).toEqual([])
  })

  it("a talent never sees another's progress", async () => {
    const ana = await talent()
    const ben = await talent()
    const id = await trainingId('isc2-cc')
    await take(ana.headers, id)
    expect(await progressList(ben.headers)).toEqual([])
    const detail = await request<{ data: TrainingDetail }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/trainings/${id}`,
      headers: ben.headers,
    })
    expect(detail.body.data.progressStatus).toBe('not_started')
    // Ben cannot move Ana's progress: his own is not started.
    expect((await progress(ben.headers, id, 'completed')).status).toBe(409)
    expect((await progressList(ana.headers))[0]!.progressStatus).toBe('in_progress')
  })

  it('companies and anonymous callers cannot call talent routes', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const id = await trainingId('isc2-cc')
    for (const [method, url, payload] of [
      ['POST', '/api/talent/saveTraining', { trainingId: id }],
      ['GET', '/api/talent/favsTrainings', undefined],
      ['POST', '/api/marketplace/takeTraining', { trainingId: id }],
      ['POST', '/api/talent/changeTrainingProgress', { trainingId: id, status: 'in_progress' }],
      ['GET', '/api/talent/trainingProgress', undefined],
      ['POST', '/api/talent/acceptTrainingStatements', { trainingId: id, statementCodes: ['K0001'] }],
    ] as const) {
      expect((await request(ctx, { method, url, headers: company, payload })).status).toBe(403)
      expect([401, 403]).toContain((await request(ctx, { method, url, payload })).status)
    }
    // A company sees the catalogue, without any talent's state.
    const seen = await search('', company)
    expect(seen.status).toBe(200)
    expect(seen.body.data.every((training) => !training.saved && training.progressStatus === 'not_started')).toBe(true)
  })
})

describe('completing a training offers its statements; accepting them moves the stored fit', () => {
  const ROLE = 'PD-WRL-003'
  let trainingWithRoleStatements: { id: number; codes: string[] }

  beforeAll(async () => {
    const roleCodes = new Set((await ctx.app.services.framework.getRoleStatements()).get(ROLE) ?? [])
    const rows = await ctx.app.db
      .select({ id: trainingStatements.trainingId, code: trainingStatements.statementCode })
      .from(trainingStatements)
    const byTraining = new Map<number, string[]>()
    for (const row of rows)
      if (roleCodes.has(row.code)) byTraining.set(row.id, [...(byTraining.get(row.id) ?? []), row.code])
    const [id, codes] = [...byTraining].sort((a, b) => b[1].length - a[1].length)[0]!
    trainingWithRoleStatements = { id, codes }
  })

  async function talentWithRole() {
    const ana = await talent()
    const roleCodes = (await ctx.app.services.framework.getRoleStatements()).get(ROLE)!
    const held = roleCodes.find((code) => !trainingWithRoleStatements.codes.includes(code))!
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers: ana.headers,
      payload: { version: 0, categoryCodes: ['PD'], workRoleCodes: [ROLE], statementCodes: [held] },
    })
    expect(saved.status).toBe(200)
    return ana
  }

  const fitOf = async (userId: number) =>
    (await ctx.app.db.select().from(talentRoleFits).where(eq(talentRoleFits.userId, userId))).find(
      (fit) => fit.workRoleCode === ROLE,
    )?.percentage ?? 0

  it('offers only what the profile lacks, adds the accepted statements, and raises the stored fit', async () => {
    const ana = await talentWithRole()
    const { id, codes } = trainingWithRoleStatements
    await take(ana.headers, id)
    const completed = await progress(ana.headers, id, 'completed', 'pt')
    expect(completed.body.data.offer.map((statement) => statement.code).sort()).toEqual([...codes].sort())
    expect(completed.body.data.offer[0]!.description).not.toBe(completed.body.data.offer[0]!.originalDescription)
    expect((await progressList(ana.headers))[0]!.offeredStatementCount).toBe(codes.length)

    const before = await fitOf(ana.user.id)
    const accepted = await request<{ data: AcceptTrainingStatementsResult }>(ctx, {
      method: 'POST',
      url: '/api/talent/acceptTrainingStatements',
      headers: ana.headers,
      payload: { trainingId: id, statementCodes: codes },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.added).toEqual(codes)
    const change = accepted.body.data.fitChanges.find((fit) => fit.workRoleCode === ROLE)!
    expect(change.before).toBe(before)
    expect(change.after).toBeGreaterThan(before)
    expect(await fitOf(ana.user.id)).toBe(change.after)

    const profile = await request<{ data: { profile: { nice: { statementCodes: string[] } } } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers: ana.headers,
    })
    expect(profile.body.data.profile.nice.statementCodes).toEqual(expect.arrayContaining(codes))
    // What was added is no longer offered.
    expect((await progressList(ana.headers))[0]!.offeredStatementCount).toBe(0)
  })

  it('refuses statements of an unfinished training, or not offered, and changes nothing', async () => {
    const ana = await talentWithRole()
    const { id, codes } = trainingWithRoleStatements
    const accept = (statementCodes: string[]) =>
      request<ErrorBody>(ctx, {
        method: 'POST',
        url: '/api/talent/acceptTrainingStatements',
        headers: { ...ana.headers, 'accept-language': 'es' },
        payload: { trainingId: id, statementCodes },
      })
    await take(ana.headers, id)
    const unfinished = await accept([codes[0]!])
    expect(unfinished.status).toBe(409)
    expect(unfinished.body.code).toBe('training_statements_not_offered')
    expect(unfinished.body.message).toContain('completa la capacitación')
    await progress(ana.headers, id, 'completed')
    const before = await fitOf(ana.user.id)
    expect((await accept(['T9999'])).status).toBe(409)
    expect((await accept([])).status).toBe(400)
    expect(await fitOf(ana.user.id)).toBe(before)
  })
})
