import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { CareerDetail, CareerScore, CareerSummary, EmployeeCareerScore } from '@sentinela/shared/schemas/careers'
import {
  companyCareerRecommendations,
  companyTeamMembers,
  emails,
  talentCareerScores,
  trainingProgress,
  trainings,
  trainingStatements,
} from '../../db/schema/index'
import { bearer, createCompany, createCompanyUser, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { recomputeCareerScores } from '../../db/career-scores'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

let trainingSerial = 0
async function training(values: { hours?: number; price?: number; statements?: string[] } = {}) {
  trainingSerial += 1
  const [row] = await ctx.app.db
    .insert(trainings)
    .values({
      key: `career-test-${trainingSerial}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Career test training ${trainingSerial}`,
      description: 'A training for the career path tests',
      price: String(values.price ?? 0),
      provider: 'Test provider',
      providerUrl: 'https://example.com',
      url: 'https://example.com/training',
      type: 'course',
      level: 'foundations',
      durationHours: values.hours === undefined ? null : String(values.hours),
      language: 'en',
    })
    .returning()
  if (values.statements?.length) {
    await ctx.app.db
      .insert(trainingStatements)
      .values(values.statements.map((statementCode) => ({ trainingId: row!.id, statementCode })))
  }
  return row!
}

async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

async function company() {
  const { company: row, admin } = await createCompany(ctx.app.db, { plan: 'professional' })
  return { company: row, admin, headers: bearer(await createSessionToken(ctx.app.db, admin.id)) }
}

async function member(owner: { company: { id: number } }, publicProfile: boolean, language: 'en' | 'es' | 'pt' = 'en') {
  const person = await talent({ language })
  await ctx.app.db.insert(companyTeamMembers).values({
    companyId: owner.company.id,
    talentId: person.user.id,
    status: 'active',
    publicProfile,
    acceptedAt: new Date(),
  })
  return person
}

const post = <T = unknown>(headers: Headers, url: string, payload: object, language = 'en') =>
  request<T & ErrorBody>(ctx, { method: 'POST', url, headers: { ...headers, 'accept-language': language }, payload })

const detail = (headers: Headers, careerId: number, language = 'en') =>
  request<{ data: CareerDetail } & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/marketplace/careers/${careerId}`,
    headers: { ...headers, 'accept-language': language },
  })

async function createPath(headers: Headers, changes: Record<string, unknown> = {}) {
  const { status, body } = await post<{ data: { careerId: number } }>(headers, '/api/marketplace/createCareerPath', {
    name: 'Cloud defender',
    description: 'My own way into cloud security',
    workRoleCodes: ['DD-WRL-001'],
    ...changes,
  })
  expect(status, JSON.stringify(body)).toBe(201)
  return body.data.careerId
}

const setLevel = (headers: Headers, careerId: number, trainingId: number, level: number | null) =>
  post(headers, '/api/marketplace/EditTrainingLevelCareerPath', { careerId, trainingId, level })

async function systemPaths(headers: Headers) {
  const { body } = await post<{ data: CareerSummary[] }>(headers, '/api/marketplace/careers', { owner: 'system' })
  return body.data
}

async function storedScore(talentId: number, careerId: number) {
  const [row] = await ctx.app.db
    .select()
    .from(talentCareerScores)
    .where(and(eq(talentCareerScores.talentId, talentId), eq(talentCareerScores.careerPathId, careerId)))
  return row
}

describe('Sentinela’s career paths', () => {
  it('lists the four seeded paths with their NICE target roles, read-only to talents and companies', async () => {
    const person = await talent()
    const paths = await systemPaths(person.headers)
    expect(paths.map((path) => path.key).sort()).toEqual([
      'cybersecurity-auditor',
      'red-team-professional',
      'security-architect',
      'soc-professional',
    ])
    const architect = paths.find((path) => path.key === 'security-architect')!
    expect(architect).toMatchObject({ owner: 'system', canEdit: false })
    expect(architect.workRoles[0]).toEqual({ code: 'DD-WRL-001', name: 'Cybersecurity Architecture' })

    const extra = await training()
    const refused = await setLevel(person.headers, architect.id, extra.id, 1)
    expect(refused.status).toBe(403)
    expect(refused.body.code).toBe('career_path_read_only')
    const owner = await company()
    expect((await setLevel(owner.headers, architect.id, extra.id, 1)).body.code).toBe('career_path_read_only')
    expect((await post(owner.headers, '/api/marketplace/deleteCareerPath', { careerId: architect.id })).status).toBe(
      403,
    )
  })

  it('searches by name or description', async () => {
    const person = await talent()
    const { body } = await post<{ data: CareerSummary[]; totalNumberOfRecords: number }>(
      person.headers,
      '/api/marketplace/careers',
      { search: 'SOC' },
    )
    expect(body.data.map((path) => path.key)).toContain('soc-professional')
    expect(body.data.map((path) => path.key)).not.toContain('cybersecurity-auditor')
  })
})

describe('a talent’s own path', () => {
  it('is created, its trainings moved between levels, removed with a null level, and deleted', async () => {
    const person = await talent()
    const [first, second] = [await training(), await training()]
    const careerId = await createPath(person.headers, { trainings: [{ trainingId: first.id, level: 0 }] })
    expect((await setLevel(person.headers, careerId, first.id, 2)).status).toBe(200)
    expect((await setLevel(person.headers, careerId, second.id, 1)).status).toBe(200)
    let path = (await detail(person.headers, careerId)).body.data
    expect(path).toMatchObject({ owner: 'talent', canEdit: true, trainingCount: 2 })
    expect(path.trainings.map((item) => [item.trainingId, item.level])).toEqual([
      [second.id, 1],
      [first.id, 2],
    ])
    // §4: a level of null removes the training from the path.
    expect((await setLevel(person.headers, careerId, first.id, null)).status).toBe(200)
    path = (await detail(person.headers, careerId)).body.data
    expect(path.trainings.map((item) => item.trainingId)).toEqual([second.id])
    expect((await setLevel(person.headers, careerId, first.id, null)).status).toBe(404)
    // An unknown training is a field error, nothing changes.
    const unknown = await setLevel(person.headers, careerId, 2_000_000_000, 0)
    expect(unknown.body.errors).toMatchObject([{ path: 'trainingId', code: 'unknown_code' }])
    expect((await post(person.headers, '/api/marketplace/deleteCareerPath', { careerId })).status).toBe(200)
    expect((await detail(person.headers, careerId)).status).toBe(404)
  })

  it('is seen and edited by its talent only; others read §8 "We have errors loading the selected career path."', async () => {
    const owner = await talent()
    const other = await talent()
    const careerId = await createPath(owner.headers)
    const hidden = await detail(other.headers, careerId, 'es')
    expect(hidden.status).toBe(404)
    expect(hidden.body).toMatchObject({
      code: 'career_path_not_found',
      message: 'Tenemos errores al cargar la ruta de carrera seleccionada.',
    })
    const item = await training()
    expect((await setLevel(other.headers, careerId, item.id, 0)).body.code).toBe('career_path_not_found')
    const firm = await company()
    expect((await detail(firm.headers, careerId)).status).toBe(404)
  })

  it('refuses unknown work roles, a short name and an unknown training, creating nothing', async () => {
    const person = await talent()
    const bad = await post(person.headers, '/api/marketplace/createCareerPath', {
      name: 'x',
      workRoleCodes: ['ZZ-WRL-999'],
      trainings: [{ trainingId: 2_000_000_000, level: 0 }],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((issue) => issue.path)).toContain('name')
    const unknownRole = await post(person.headers, '/api/marketplace/createCareerPath', {
      name: 'Valid name',
      workRoleCodes: ['ZZ-WRL-999'],
    })
    expect(unknownRole.body.errors).toMatchObject([{ path: 'workRoleCodes.0', code: 'unknown_code' }])
    const { body } = await post<{ data: CareerSummary[] }>(person.headers, '/api/marketplace/careers', {
      owner: 'mine',
    })
    expect(body.data).toEqual([])
  })
})

describe('company paths', () => {
  it('are edited by the company’s users, seen by its active team, hidden from other talents and companies', async () => {
    const owner = await company()
    const colleague = await createCompanyUser(ctx.app.db, owner.company.id)
    const colleagueHeaders = bearer(await createSessionToken(ctx.app.db, colleague.id))
    const careerId = await createPath(owner.headers, { name: 'Andes SOC ladder' })
    const item = await training()
    expect((await setLevel(colleagueHeaders, careerId, item.id, 1)).status).toBe(200)

    const teamMember = await member(owner, false)
    expect((await detail(teamMember.headers, careerId)).body.data).toMatchObject({ owner: 'company', canEdit: false })
    expect((await setLevel(teamMember.headers, careerId, item.id, 2)).body.code).toBe('career_path_read_only')
    const outsider = await talent()
    expect((await detail(outsider.headers, careerId)).status).toBe(404)
    const rival = await company()
    expect((await detail(rival.headers, careerId)).status).toBe(404)
    // Marked public, everyone sees it; still only its company edits it.
    await post(owner.headers, '/api/marketplace/updateCareerPath', {
      careerId,
      name: 'Andes SOC ladder',
      isPublic: true,
      workRoleCodes: ['PD-WRL-001'],
    })
    expect((await detail(outsider.headers, careerId)).status).toBe(200)
    expect((await setLevel(rival.headers, careerId, item.id, 2)).body.code).toBe('career_path_read_only')
  })
})

describe('the path percentage (PRODUCT.md: 60 % trainings completed + 40 % mean role fit)', () => {
  it('is stored when saved and recomputed when a training completes and when the NICE profile changes', async () => {
    const person = await talent()
    const roleStatements = await ctx.app.services.framework.getRoleStatements()
    const roleCodes = roleStatements.get('DD-WRL-001')!
    const [first, second] = [await training(), await training()]
    const careerId = await createPath(person.headers, {
      trainings: [
        { trainingId: first.id, level: 0 },
        { trainingId: second.id, level: 1 },
      ],
    })
    expect(await storedScore(person.user.id, careerId)).toMatchObject({ percentage: 0, totalTrainings: 2 })

    // A training completed: half the trainings → 30 %.
    await ctx.app.db
      .insert(trainingProgress)
      .values({ userId: person.user.id, trainingId: first.id, status: 'completed', completedAt: new Date() })
    await recomputeCareerScores(ctx.app.db, person.user.id)
    const afterTraining = await post<{ data: CareerScore }>(person.headers, '/api/marketplace/careerscore', {
      careerId,
    })
    expect(afterTraining.body.data).toEqual({
      careerId,
      percentage: 30,
      trainingsPart: 50,
      roleFitPart: 0,
      completedTrainings: 1,
      totalTrainings: 2,
    })

    // Every statement of the target role in the profile: fit 100 → 30 + 40.
    const profile = await request<{ data: { profile: { version: number } } }>(ctx, {
      method: 'GET',
      url: '/api/profile',
      headers: person.headers,
    })
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers: person.headers,
      payload: {
        version: profile.body.data.profile.version,
        categoryCodes: ['DD'],
        workRoleCodes: ['DD-WRL-001'],
        statementCodes: [...roleCodes],
      },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(await storedScore(person.user.id, careerId)).toMatchObject({ percentage: 70, roleFitPart: 100 })
    const mine = await request<{ data: CareerSummary[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/favsCareer',
      headers: person.headers,
    })
    expect(mine.body.data.find((path) => path.id === careerId)?.score).toMatchObject({ percentage: 70 })
  })

  it('moves when the talent completes a training through the API and back when they reset it to not started', async () => {
    const person = await talent()
    const [first, second] = [await training(), await training()]
    const careerId = await createPath(person.headers, {
      trainings: [
        { trainingId: first.id, level: 0 },
        { trainingId: second.id, level: 1 },
      ],
    })
    const change = (status: string) =>
      post(person.headers, '/api/talent/changeTrainingProgress', { trainingId: first.id, status })
    expect((await post(person.headers, '/api/marketplace/takeTraining', { trainingId: first.id })).status).toBe(200)
    expect(await storedScore(person.user.id, careerId)).toMatchObject({ percentage: 0 })
    expect((await change('completed')).status).toBe(200)
    expect(await storedScore(person.user.id, careerId)).toMatchObject({ percentage: 30, completedTrainings: 1 })
    expect((await change('not_started')).status).toBe(200)
    expect(await storedScore(person.user.id, careerId)).toMatchObject({ percentage: 0, completedTrainings: 0 })
  })

  it('is computed, not stored, for a path the talent does not follow; saving and unsaving it stores and drops it', async () => {
    const person = await talent()
    const [architect] = (await systemPaths(person.headers)).filter((path) => path.key === 'security-architect')
    const score = await post<{ data: CareerScore }>(person.headers, '/api/marketplace/careerscore', {
      careerId: architect!.id,
    })
    expect(score.body.data).toMatchObject({ careerId: architect!.id, percentage: 0 })
    expect(await storedScore(person.user.id, architect!.id)).toBeUndefined()
    expect((await post(person.headers, '/api/talent/saveCareer', { careerId: architect!.id })).status).toBe(200)
    expect(await storedScore(person.user.id, architect!.id)).toBeDefined()
    expect((await post(person.headers, '/api/talent/DeleteCareer', { careerId: architect!.id })).status).toBe(200)
    expect(await storedScore(person.user.id, architect!.id)).toBeUndefined()
    expect((await post(person.headers, '/api/talent/DeleteCareer', { careerId: architect!.id })).status).toBe(404)
  })
})

describe('recommendations and the team’s scores (§3, §4, §6)', () => {
  it('exist while recommendedDate is set, notify the talent, and are withdrawn with null', async () => {
    const owner = await company()
    const careerId = await createPath(owner.headers, { name: 'Blue team ladder' })
    const person = await member(owner, true, 'es')
    const recommended = await post(owner.headers, '/api/companies/recommendedCareer', {
      talentId: person.user.id,
      careerId,
      assignedToTalent: true,
      recommendedDate: new Date().toISOString(),
    })
    expect(recommended.status).toBe(200)
    const sent = await ctx.app.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, person.user.email), eq(emails.template, 'career_assigned')))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.subject).toContain('te asignó una ruta de carrera')
    const theirs = await request<{ data: { career: { id: number }; assignedToTalent: boolean }[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/companyCareers',
      headers: person.headers,
    })
    expect(theirs.body.data).toMatchObject([{ career: { id: careerId }, assignedToTalent: true }])
    expect(await storedScore(person.user.id, careerId)).toBeDefined()

    const withdrawn = await post(owner.headers, '/api/companies/recommendedCareer', {
      talentId: person.user.id,
      careerId,
      recommendedDate: null,
    })
    expect(withdrawn.status).toBe(200)
    expect(
      await ctx.app.db
        .select()
        .from(companyCareerRecommendations)
        .where(eq(companyCareerRecommendations.talentId, person.user.id)),
    ).toEqual([])
    expect(await storedScore(person.user.id, careerId)).toBeUndefined()
  })

  it('reach only active members of the company', async () => {
    const owner = await company()
    const careerId = await createPath(owner.headers)
    const outsider = await talent()
    const refused = await post(owner.headers, '/api/companies/recommendedCareer', {
      talentId: outsider.user.id,
      careerId,
      recommendedDate: new Date().toISOString(),
    })
    expect(refused.status).toBe(404)
  })

  it('show the team’s scores only for members whose profile is public', async () => {
    const owner = await company()
    const item = await training()
    const careerId = await createPath(owner.headers, { trainings: [{ trainingId: item.id, level: 0 }] })
    const open = await member(owner, true)
    const closed = await member(owner, false)
    for (const person of [open, closed]) {
      await post(owner.headers, '/api/companies/recommendedCareer', {
        talentId: person.user.id,
        careerId,
        recommendedDate: new Date().toISOString(),
      })
      await ctx.app.db
        .insert(trainingProgress)
        .values({ userId: person.user.id, trainingId: item.id, status: 'completed', completedAt: new Date() })
      await recomputeCareerScores(ctx.app.db, person.user.id)
    }
    const { body } = await post<{ data: EmployeeCareerScore[] }>(
      owner.headers,
      '/api/companies/employeeScoreByCareer',
      {
        careerId,
      },
    )
    const byId = new Map(body.data.map((row) => [row.talentId, row]))
    expect(byId.get(open.user.id)).toMatchObject({
      publicProfile: true,
      careerPathScore: { percentage: 60, trainingsPart: 100 },
      recommendedCareers: [{ careerId, assignedToTalent: false }],
    })
    expect(byId.get(closed.user.id)).toMatchObject({
      publicProfile: false,
      careerPathScore: null,
      recommendedCareers: [],
    })

    const one = await post(owner.headers, '/api/marketplace/talentCareerscore', { talentId: open.user.id, careerId })
    expect(one.status).toBe(200)
    const hidden = await post(owner.headers, '/api/marketplace/talentCareerscore', {
      talentId: closed.user.id,
      careerId,
    })
    expect(hidden.status).toBe(404)
  })
})

describe('close the gap', () => {
  it('ranks trainings by missing statements covered per hour, then price, and saves them as the talent’s path', async () => {
    const person = await talent()
    const roleCodes = [...(await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!]
    // Many statements an hour, so the three rank above the catalogue's own trainings.
    const covered = roleCodes.slice(0, 8)
    const slow = await training({ hours: 40, price: 0, statements: covered })
    const quick = await training({ hours: 1, price: 500, statements: covered })
    const quickCheap = await training({ hours: 1, price: 0, statements: covered })
    const { status, body } = await post<{
      data: {
        name: string
        missingStatements: { code: string }[]
        trainings: { trainingId: number; covers: string[] }[]
      }
    }>(person.headers, '/api/marketplace/careerGap', { source: { kind: 'role', workRoleCode: 'PD-WRL-003' } })
    expect(status).toBe(200)
    expect(body.data.name).toBe('Incident Response')
    expect(body.data.missingStatements).toHaveLength(new Set(roleCodes).size)
    const ids = body.data.trainings.map((item) => item.trainingId)
    expect(ids.indexOf(quickCheap.id)).toBeGreaterThanOrEqual(0)
    expect(ids.indexOf(quickCheap.id)).toBeLessThan(ids.indexOf(quick.id))
    // The slow one covers as much in forty times the hours: below both, or past the list's end.
    if (ids.includes(slow.id)) expect(ids.indexOf(quick.id)).toBeLessThan(ids.indexOf(slow.id))
    expect(body.data.trainings.find((item) => item.trainingId === quick.id)?.covers).toEqual([...covered].sort())
    const careerId = await createPath(person.headers, {
      name: `Close the gap: ${body.data.name}`,
      workRoleCodes: ['PD-WRL-003'],
      trainings: [quickCheap.id, quick.id].map((trainingId) => ({ trainingId, level: 0 })),
    })
    expect((await detail(person.headers, careerId)).body.data.trainingCount).toBe(2)
    const unknown = await post(person.headers, '/api/marketplace/careerGap', {
      source: { kind: 'career', careerId: 2_000_000_000 },
    })
    expect(unknown.body.code).toBe('career_path_not_found')
  })
})
