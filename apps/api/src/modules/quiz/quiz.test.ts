import { describe, expect, it } from 'vitest'
import type { QuizAdded, QuizAttempt, QuizOverview, QuizQuestionView } from '@sentinela/shared/schemas/quiz'
import type { Profile, RoleFitSummary } from '@sentinela/shared/schemas/profile'
import { bearer, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { seedQuizHistory } from '../../../seed/quiz'

const ctx = useTestApp()

type Headers = Record<string, string>
type ErrorBody = {
  code: string
  message: string
  details?: Record<string, string>
  errors?: { path: string; code: string }[]
}

const SOC_ANALYST: [string, string[]][] = [
  ['major', ['information_technology']],
  ['minor', ['cybersecurity']],
  ['coding_language', ['python']],
  ['tool', ['splunk', 'microsoft_sentinel', 'wireshark']],
  ['area_of_interest', ['security_operations']],
  ['training_certification', ['cysa_plus']],
  ['years_of_experience', ['1_to_3']],
  ['current_role', ['security_professional']],
  ['industry_group', ['finance']],
]

async function talent() {
  const user = await createTalent(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const start = (headers: Headers) =>
  request<{ data: QuizAttempt }>(ctx, { method: 'POST', url: '/api/talent/quiz/attempts', headers })
const answer = (headers: Headers, id: number, attribute: string, options: string[], language = 'en') =>
  request<{ data: QuizAttempt } & ErrorBody>(ctx, {
    method: 'PUT',
    url: `/api/talent/quiz/attempts/${id}/answer`,
    headers: { ...headers, 'accept-language': language },
    payload: { attribute, options },
  })
const move = (headers: Headers, id: number, position: number) =>
  request<{ data: QuizAttempt } & ErrorBody>(ctx, {
    method: 'PUT',
    url: `/api/talent/quiz/attempts/${id}/position`,
    headers,
    payload: { position },
  })
const finish = (headers: Headers, id: number, language = 'en') =>
  request<{ data: QuizAttempt } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/talent/quiz/attempts/${id}/finish`,
    headers: { ...headers, 'accept-language': language },
  })
const addToProfile = (headers: Headers, id: number) =>
  request<{ data: QuizAdded } & ErrorBody>(ctx, {
    method: 'POST',
    url: `/api/talent/quiz/attempts/${id}/add-to-profile`,
    headers,
  })
const overview = async (headers: Headers) =>
  (await request<{ data: QuizOverview }>(ctx, { method: 'GET', url: '/api/talent/quiz', headers })).body.data

async function finished(headers: Headers, answers = SOC_ANALYST) {
  const id = (await start(headers)).body.data.id
  for (const [attribute, options] of answers) expect((await answer(headers, id, attribute, options)).status).toBe(200)
  const done = await finish(headers, id)
  expect(done.status).toBe(200)
  return done.body.data
}

describe('quiz questions (§3 quizAttribute)', () => {
  it('asks the nine attributes in order, with options in the reader language', async () => {
    const { headers } = await talent()
    const { body } = await request<{ data: QuizQuestionView[] }>(ctx, {
      method: 'GET',
      url: '/api/talent/quiz/questions',
      headers: { ...headers, 'accept-language': 'es' },
    })
    expect(body.data.map((question) => question.attribute)).toEqual(SOC_ANALYST.map(([attribute]) => attribute))
    const years = body.data.find((question) => question.attribute === 'years_of_experience')!
    expect(years.multiple).toBe(false)
    expect(years.options.map((option) => option.code)).toEqual(['under_1', '1_to_3', 'over_3'])
    expect(years.options[0]!.label).not.toBe('Less than 1 year')
    expect(body.data.find((question) => question.attribute === 'tool')!.multiple).toBe(true)
  })
})

describe('quiz attempts (§4 sequential questions, then results; §5 an answer is required)', () => {
  it('resumes the one open attempt where the talent left it', async () => {
    const { headers } = await talent()
    const first = await start(headers)
    expect(first.status).toBe(201)
    await answer(headers, first.body.data.id, 'major', ['cybersecurity'])
    const again = await start(headers)
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({
      id: first.body.data.id,
      position: 1,
      answers: { major: ['cybersecurity'] },
    })
    expect((await overview(headers)).open?.id).toBe(first.body.data.id)
  })

  it('refuses an empty answer with a translated error, and an empty multi-choice answer with its own', async () => {
    const { headers } = await talent()
    const id = (await start(headers)).body.data.id
    const single = await answer(headers, id, 'major', [], 'es')
    expect(single.status).toBe(400)
    expect(single.body.code).toBe('quiz_answer_required')
    expect(single.body.message).toBe('Elige una respuesta para continuar.')
    const multi = await answer(headers, id, 'tool', [], 'pt')
    expect(multi.body.code).toBe('quiz_choose_at_least_one')
    expect(multi.body.message).toBe('Escolha pelo menos uma opção para continuar.')
    // Nothing was saved.
    expect((await overview(headers)).open).toMatchObject({ position: 0, answers: {} })
  })

  it('refuses two options for a single-choice question, unknown options and repeated ones', async () => {
    const { headers } = await talent()
    const id = (await start(headers)).body.data.id
    const two = await answer(headers, id, 'years_of_experience', ['under_1', 'over_3'])
    expect(two.status).toBe(400)
    expect(two.body.errors).toEqual([expect.objectContaining({ path: 'options', code: 'too_many' })])
    const unknown = await answer(headers, id, 'tool', ['nmap', 'astrolabe'])
    expect(unknown.body.errors).toEqual([expect.objectContaining({ path: 'options.1', code: 'unknown_code' })])
    const twice = await answer(headers, id, 'tool', ['nmap', 'nmap'])
    expect(twice.body.errors).toEqual([expect.objectContaining({ path: 'options.1', code: 'duplicate' })])
    const badAttribute = await answer(headers, id, 'favourite_colour', ['blue'])
    expect(badAttribute.status).toBe(400)
    expect((await overview(headers)).open?.answers).toEqual({})
  })

  it('goes back freely but never forward past the first question still to answer', async () => {
    const { headers } = await talent()
    const id = (await start(headers)).body.data.id
    await answer(headers, id, 'major', ['law'])
    await answer(headers, id, 'minor', ['none'])
    expect((await move(headers, id, 0)).body.data.position).toBe(0)
    expect((await move(headers, id, 2)).body.data.position).toBe(2)
    const ahead = await move(headers, id, 3)
    expect(ahead.status).toBe(400)
    expect(ahead.body.code).toBe('quiz_choose_at_least_one')
    expect((await move(headers, id, 99)).status).toBe(400)
  })

  it('gives results only when every question is answered', async () => {
    const { headers } = await talent()
    const id = (await start(headers)).body.data.id
    await answer(headers, id, 'major', ['law'])
    const early = await finish(headers, id)
    expect(early.status).toBe(409)
    expect(early.body).toMatchObject({ code: 'quiz_incomplete', details: { attribute: 'minor' } })
    const notFinished = await addToProfile(headers, id)
    expect(notFinished.body.code).toBe('quiz_incomplete')
  })

  it("scores a SOC analyst's answers: Protect and Defend and Defensive Cybersecurity on top, each explained", async () => {
    const { headers } = await talent()
    const attempt = await finished(headers)
    expect(attempt.status).toBe('finished')
    const result = attempt.result!
    const top = [...result.categories].sort((a, b) => b.percentage - a.percentage)[0]!
    expect(top).toMatchObject({ code: 'PR', name: 'Protect and Defend' })
    expect(top.reasons.map((reason) => reason.label)).toContain('Splunk')
    expect(result.workRoles[0]).toMatchObject({
      workRoleCode: 'PD-WRL-001',
      name: 'Defensive Cybersecurity',
      percentage: 100,
      suggested: true,
    })
    expect(result.workRoles[0]!.reasons[0]!.points).toBeGreaterThan(0)
    expect(result.suggestedStatementCodes.length).toBeGreaterThan(0)
    // A finished attempt keeps its answers.
    const late = await answer(headers, attempt.id, 'major', ['law'])
    expect(late.status).toBe(409)
    expect(late.body.code).toBe('quiz_attempt_finished')
    expect((await finish(headers, attempt.id)).body.code).toBe('quiz_attempt_finished')
  })

  it('is re-takable and keeps the history, newest first', async () => {
    const { headers } = await talent()
    const first = await finished(headers)
    const developer = SOC_ANALYST.map(([attribute, options]): [string, string[]] =>
      attribute === 'current_role'
        ? [attribute, ['developer']]
        : attribute === 'area_of_interest'
          ? [attribute, ['application_security']]
          : attribute === 'tool'
            ? [attribute, ['burp_suite']]
            : [attribute, options],
    )
    const second = await finished(headers, developer)
    expect(second.id).not.toBe(first.id)
    const { open, history } = await overview(headers)
    expect(open).toBeNull()
    expect(history.map((entry) => entry.id)).toEqual([second.id, first.id])
    expect(history[1]!.topWorkRole).toMatchObject({ workRoleCode: 'PD-WRL-001', percentage: 100 })
  })

  it("never shows or changes another talent's attempt", async () => {
    const owner = await talent()
    const other = await talent()
    const attempt = await finished(owner.headers)
    const read = await request(ctx, {
      method: 'GET',
      url: `/api/talent/quiz/attempts/${attempt.id}`,
      headers: other.headers,
    })
    expect(read.status).toBe(404)
    expect((await answer(other.headers, attempt.id, 'major', ['law'])).status).toBe(404)
    expect((await addToProfile(other.headers, attempt.id)).status).toBe(404)
    expect((await overview(other.headers)).history).toEqual([])
  })
})

describe('"Add to my profile" (§4 merge by code prefix without duplicates)', () => {
  it('merges the suggested roles and statements into the NICE profile and recomputes the stored fit at once', async () => {
    const { headers } = await talent()
    const attempt = await finished(headers)
    const added = await addToProfile(headers, attempt.id)
    expect(added.status).toBe(200)
    expect(added.body.data.addedWorkRoleCodes).toContain('PD-WRL-001')
    expect(added.body.data.addedStatementCodes.length).toBeGreaterThan(0)

    const profile = (
      await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
    ).body.data.profile
    expect(profile.nice.categoryCodes).toContain('PD')
    expect(profile.nice.workRoleCodes).toEqual(expect.arrayContaining(added.body.data.addedWorkRoleCodes))
    expect(profile.nice.statementCodes).toEqual(expect.arrayContaining(added.body.data.addedStatementCodes))
    expect(profile.version).toBe(added.body.data.profileVersion)

    const fits = (await request<{ data: RoleFitSummary[] }>(ctx, { method: 'GET', url: '/api/profile/fit', headers }))
      .body.data
    expect(fits.find((fit) => fit.workRoleCode === 'PD-WRL-001')!.percentage).toBeGreaterThan(0)
    expect((await overview(headers)).history[0]!.addedToProfileAt).not.toBeNull()

    // The same results again add nothing: no duplicates.
    const again = await addToProfile(headers, attempt.id)
    expect(again.status).toBe(409)
    expect(again.body.code).toBe('quiz_nothing_to_add')
    const after = (await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers }))
      .body.data.profile
    expect(after.nice).toEqual(profile.nice)
    expect(new Set(after.nice.statementCodes).size).toBe(after.nice.statementCodes.length)
  })

  it('keeps what the profile already held', async () => {
    const { headers } = await talent()
    const profile = (
      await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
    ).body.data.profile
    const saved = await request<{ data: Profile }>(ctx, {
      method: 'PUT',
      url: '/api/profile/nice',
      headers,
      payload: {
        version: profile.version,
        categoryCodes: ['OG'],
        workRoleCodes: ['OG-WRL-008'],
        statementCodes: ['K0498'],
      },
    })
    expect(saved.status).toBe(200)
    const attempt = await finished(headers)
    expect((await addToProfile(headers, attempt.id)).status).toBe(200)
    const after = (await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers }))
      .body.data.profile
    expect(after.nice.categoryCodes.slice(0, 2)).toEqual(['OG', 'PD'])
    expect(after.nice.workRoleCodes[0]).toBe('OG-WRL-008')
    expect(after.nice.statementCodes).toContain('K0498')
  })
})

describe('the demo seed', () => {
  it('leaves one finished, explained quiz in the history, once', async () => {
    const { user, headers } = await talent()
    await seedQuizHistory(ctx.app.db, user.id, new Date('2026-10-01T10:00:00Z'))
    await seedQuizHistory(ctx.app.db, user.id, new Date('2026-10-02T10:00:00Z'))
    const { open, history } = await overview(headers)
    expect(open).toBeNull()
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ finishedAt: '2026-10-01T10:00:00.000Z', topCategory: { code: 'PR' } })
    const attempt = await request<{ data: QuizAttempt }>(ctx, {
      method: 'GET',
      url: `/api/talent/quiz/attempts/${history[0]!.id}`,
      headers,
    })
    expect(attempt.body.data.result!.workRoles[0]!.reasons.length).toBeGreaterThan(0)
  })
})
