import { describe, expect, it } from 'vitest'
import type {
  CandidateSummary,
  CareerCoachResult,
  InterviewQuestions,
  InterviewScore,
} from '@sentinela/shared/schemas/ai'
import type { Job } from '@sentinela/shared/schemas/jobs'
import type { Profile, ProfileInput } from '@sentinela/shared/schemas/profile'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

// No AI_BASE_URL: every agent answers with its built-in rules (narration.test.ts runs the model path).
const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

const THREAT_ANALYSIS = 'PD-WRL-006'
const INCIDENT_RESPONSE = 'PD-WRL-003'

async function talent(overrides: Parameters<typeof createTalent>[1] = {}) {
  const user = await createTalent(ctx.app.db, overrides)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const post = <T>(headers: Headers, url: string, payload: object, language = 'en') =>
  request<T & ErrorBody>(ctx, { method: 'POST', url, headers: { ...headers, 'accept-language': language }, payload })

async function readProfile(headers: Headers) {
  const { body } = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
  return body.data.profile
}

/** Gives the talent the first `share` of each type of the role's statements, through the roles wizard's call. */
async function holdStatements(headers: Headers, workRoleCode: string, share: number) {
  const statements = (await ctx.app.services.framework.getRoleStatements()).get(workRoleCode)!
  const take = (prefix: string) => {
    const codes = statements.filter((code) => code.startsWith(prefix))
    return codes.slice(0, Math.ceil(codes.length * share))
  }
  const { status, body } = await request(ctx, {
    method: 'PUT',
    url: '/api/profile/nice',
    headers,
    payload: {
      version: (await readProfile(headers)).version,
      categoryCodes: [workRoleCode.slice(0, 2)],
      workRoleCodes: [workRoleCode],
      statementCodes: [...take('T'), ...take('K'), ...take('S')],
    },
  })
  expect(status, JSON.stringify(body)).toBe(200)
}

describe('POST /api/agents/careerCoach/run', () => {
  it('plans trainings that cover missing statements, easy to advanced, and the plan saves as a career path', async () => {
    const person = await talent()
    await holdStatements(person.headers, THREAT_ANALYSIS, 0.2)
    const { status, body } = await post<{ data: CareerCoachResult }>(person.headers, '/api/agents/careerCoach/run', {
      workRoleCode: THREAT_ANALYSIS,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const result = body.data
    expect(result.workRole).toEqual({ code: THREAT_ANALYSIS, name: 'Threat Analysis' })
    expect(result.fitNow).toBeGreaterThan(0)
    expect(result.steps.length).toBeGreaterThan(0)
    expect(result.steps.length).toBeLessThanOrEqual(6)
    const missing = new Set(result.missingStatements.map((statement) => statement.code))
    for (const step of result.steps) {
      expect(step.covers.length).toBeGreaterThan(0)
      for (const statement of step.covers) {
        expect(missing.has(statement.code)).toBe(true)
        expect(statement.text).not.toBe('')
      }
    }
    const levels = result.steps.map((step) => step.level)
    expect(levels).toEqual([...levels].sort())
    expect(result.fitAfter).toBeGreaterThan(result.fitNow)
    expect(result.advice).toContain(`Your fit for Threat Analysis is ${result.fitNow}%`)
    expect(result.advice).toContain(`${result.fitAfter}%`)
    expect(result.plan).toMatchObject({ name: 'Path to Threat Analysis', workRoleCodes: [THREAT_ANALYSIS] })
    expect(result.plan.trainings).toEqual(
      result.steps.map((step) => ({ trainingId: step.training.id, level: step.level })),
    )

    // Saving the plan is creating the talent's own career path.
    const saved = await post<{ data: { careerId: number } }>(
      person.headers,
      '/api/marketplace/createCareerPath',
      result.plan,
    )
    expect(saved.status, JSON.stringify(saved.body)).toBe(201)
    const path = await request<{ data: { owner: string; trainingCount: number; name: string } }>(ctx, {
      method: 'GET',
      url: `/api/marketplace/careers/${saved.body.data.careerId}`,
      headers: person.headers,
    })
    expect(path.body.data).toMatchObject({
      owner: 'talent',
      name: 'Path to Threat Analysis',
      trainingCount: result.steps.length,
    })
  })

  it('takes the role a question names in Spanish or Portuguese, and answers in that language', async () => {
    const person = await talent()
    await holdStatements(person.headers, INCIDENT_RESPONSE, 0.3)
    const spanish = await post<{ data: CareerCoachResult }>(
      person.headers,
      '/api/agents/careerCoach/run',
      { question: '¿Qué debería aprender ahora para Análisis de amenazas?', maxSteps: 3 },
      'es',
    )
    expect(spanish.status).toBe(200)
    expect(spanish.body.data.workRole).toEqual({ code: THREAT_ANALYSIS, name: 'Análisis de amenazas' })
    expect(spanish.body.data.steps.length).toBeLessThanOrEqual(3)
    expect(spanish.body.data.advice).toMatch(/^Tu ajuste a Análisis de amenazas es de \d+%/)
    expect(spanish.body.data.plan.name).toBe('Ruta hacia Análisis de amenazas')
    // The longer name wins: "análise de ameaças internas" is insider threat analysis, not threat analysis.
    const portuguese = await post<{ data: CareerCoachResult }>(
      person.headers,
      '/api/agents/careerCoach/run',
      { question: 'O que devo estudar para trabalhar com analise de ameacas internas?' },
      'pt',
    )
    expect(portuguese.body.data.workRole).toEqual({ code: 'PD-WRL-005', name: 'Análise de ameaças internas' })
    expect(portuguese.body.data.plan.name).toBe('Trilha para Análise de ameaças internas')
  })

  it('coaches for the talent’s best role when none is named, and asks for one when the talent has no fit', async () => {
    const person = await talent()
    await holdStatements(person.headers, INCIDENT_RESPONSE, 0.4)
    const { body } = await post<{ data: CareerCoachResult }>(person.headers, '/api/agents/careerCoach/run', {
      question: 'What should I learn next?',
    })
    expect(body.data.workRole.code).toBe(INCIDENT_RESPONSE)
    expect(body.data.advice).toMatch(/^You did not name a role, so this plan aims at Incident Response/)

    const newcomer = await talent()
    const refused = await post(newcomer.headers, '/api/agents/careerCoach/run', {}, 'es')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ path: 'workRoleCode', code: 'required' }],
    })
    const unknown = await post(person.headers, '/api/agents/careerCoach/run', { workRoleCode: 'XX-WRL-999' })
    expect(unknown.body).toMatchObject({ code: 'validation_failed', errors: [{ path: 'workRoleCode' }] })
  })
})

describe('interview practice', () => {
  const questions = (headers: Headers, workRoleCode: string, count: number, language = 'en') =>
    post<{ data: InterviewQuestions }>(
      headers,
      '/api/agents/interviewPractice/questions',
      { workRoleCode, count },
      language,
    )
  const score = (headers: Headers, workRoleCode: string, questionCode: string, answer: string, language = 'en') =>
    post<{ data: InterviewScore }>(
      headers,
      '/api/agents/interviewPractice/score',
      { workRoleCode, questionCode, answer },
      language,
    )

  it('draws its questions from the role’s task statements, framed in the reader’s language', async () => {
    const person = await talent()
    const roleStatements = (await ctx.app.services.framework.getRoleStatements()).get(INCIDENT_RESPONSE)!
    const { status, body } = await questions(person.headers, INCIDENT_RESPONSE, 4)
    expect(status).toBe(200)
    expect(body.data.workRole).toEqual({ code: INCIDENT_RESPONSE, name: 'Incident Response' })
    expect(body.data.questions).toHaveLength(4)
    const described = await ctx.app.services.framework.describeStatements(
      body.data.questions.map((question) => question.code),
      'en',
    )
    for (const question of body.data.questions) {
      expect(question.code).toMatch(/^T\d{4}$/)
      expect(roleStatements).toContain(question.code)
    }
    const texts = new Map(described.map((statement) => [statement.code, statement.description.replace(/\.$/, '')]))
    for (const question of body.data.questions) expect(question.question).toContain(`“${texts.get(question.code)}”`)

    const spanish = await questions(person.headers, INCIDENT_RESPONSE, 3, 'es')
    expect(spanish.body.data.workRole.name).toBe('Respuesta a incidentes')
    expect(spanish.body.data.questions[0]!.question).toMatch(/^Este rol tiene que: “/)
  })

  it.each([
    ['en', 'I would do my best and ask my manager what to do.'],
    ['es', 'Haría lo mejor posible y le preguntaría a mi jefe qué hacer.'],
  ])('scores a good answer above a poor one (%s)', async (language, poorAnswer) => {
    const person = await talent()
    const { body: asked } = await questions(person.headers, INCIDENT_RESPONSE, 10, language)
    // A question with something to score against: its task shares words with the role's knowledge and skills.
    let poor: InterviewScore | undefined
    let code = ''
    for (const question of asked.data.questions) {
      const scored = await score(person.headers, INCIDENT_RESPONSE, question.code, poorAnswer, language)
      expect(scored.status).toBe(200)
      if (scored.body.data.toAdd.length >= 2) {
        poor = scored.body.data
        code = question.code
        break
      }
    }
    expect(poor).toBeDefined()
    expect(poor!.score).toBeLessThan(30)
    expect(poor!.shown).toEqual([])
    expect(poor!.feedback).toContain(poor!.toAdd[0]!.text)
    // The good answer speaks to what the poor one missed, in the reader's words.
    const goodAnswer = poor!.toAdd.map((statement) => statement.text).join('. ')
    const { body } = await score(person.headers, INCIDENT_RESPONSE, code, goodAnswer, language)
    expect(body.data.score).toBeGreaterThan(poor!.score + 40)
    expect(body.data.shown.length).toBeGreaterThanOrEqual(poor!.toAdd.length)
    expect(body.data.feedback).toMatch(language === 'es' ? /^Respuesta sólida/ : /^Strong answer/)
  })

  it('reads an answer in Portuguese against the statements in Portuguese while the page is in English', async () => {
    const person = await talent()
    const { body: asked } = await questions(person.headers, INCIDENT_RESPONSE, 10, 'pt')
    for (const question of asked.data.questions) {
      const poor = await score(person.headers, INCIDENT_RESPONSE, question.code, 'Não sei.', 'pt')
      if (poor.body.data.toAdd.length < 2) continue
      const answer = poor.body.data.toAdd.map((statement) => statement.text).join('. ')
      const english = await score(person.headers, INCIDENT_RESPONSE, question.code, answer, 'en')
      expect(english.body.data.score).toBeGreaterThan(60)
      return
    }
    throw new Error('no question to score')
  })

  it('refuses a question that is not one of the role’s tasks', async () => {
    const person = await talent()
    const statements = await ctx.app.services.framework.getRoleStatements()
    const roleCodes = statements.get(INCIDENT_RESPONSE)!
    const otherRoleTask = statements
      .get('OG-WRL-006')!
      .find((code) => code.startsWith('T') && !roleCodes.includes(code))
    const knowledge = roleCodes.find((code) => code.startsWith('K'))
    for (const questionCode of ['T9999', knowledge!, otherRoleTask!]) {
      const { status, body } = await score(person.headers, INCIDENT_RESPONSE, questionCode, 'An answer.', 'es')
      expect(status, questionCode).toBe(404)
      expect(body).toMatchObject({
        code: 'interview_question_not_found',
        message: 'Esa pregunta no es una de las tareas de este rol.',
      })
    }
  })
})

describe('POST /api/agents/candidateSummary/run', () => {
  async function hiringCompany() {
    const { company, admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    const headers = bearer(await createSessionToken(ctx.app.db, admin.id))
    const created = await post<{ data: Job }>(
      headers,
      '/api/positions',
      jobInput({
        roles: [
          { workRoleCode: INCIDENT_RESPONSE, minimumPercentage: 0 },
          { workRoleCode: THREAT_ANALYSIS, minimumPercentage: 0 },
        ],
      }),
    )
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const published = await post(headers, `/api/positions/${created.body.data.id}/status`, { status: 'published' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    return { company, headers, jobId: created.body.data.id }
  }

  async function candidate() {
    const person = await talent({ firstName: 'Valentina', lastName: 'Rojas' })
    const profile = await readProfile(person.headers)
    const { userId: _u, email: _e, photoUrl: _p, cv: _c, nice: _n, ...rest } = profile
    const saved = await request(ctx, {
      method: 'PUT',
      url: '/api/profile',
      headers: person.headers,
      payload: {
        ...rest,
        city: 'Santiago',
        country: 'CL',
        currentJobTitle: 'SOC Analyst',
        highestEducationLevel: 5,
        latestDegree: 'Computer Engineering',
        clearance: { ...rest.clearance, hasClearance: true, level: 1 },
        experiences: [
          {
            id: 0,
            jobTitle: 'SOC Analyst',
            company: 'Andes Secure',
            startDate: '2019-01-01',
            endDate: '2022-02-01',
            currentlyWorksHere: false,
            employmentType: 0,
            industry: null,
            description: 'Private notes the summary must not repeat.',
            aboutCompany: null,
          },
          {
            id: 0,
            jobTitle: 'Incident Responder',
            company: 'Pampa Bank',
            startDate: '2021-06-01',
            endDate: '2024-06-01',
            currentlyWorksHere: false,
            employmentType: 0,
            industry: null,
            description: null,
            aboutCompany: null,
          },
        ],
        certifications: [
          { id: 0, name: 'GCIH', issuingEntity: 'GIAC', dateIssued: '2022-01-10', expires: false, dateExpired: null },
          {
            id: 0,
            name: 'Old Cert',
            issuingEntity: 'X',
            dateIssued: '2010-01-10',
            expires: true,
            dateExpired: '2013-01-10',
          },
        ],
        languages: [
          { id: 0, language: 'es', level: 'native_or_bilingual' },
          { id: 0, language: 'en', level: 'proficient' },
        ],
      } as ProfileInput,
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    await holdStatements(person.headers, INCIDENT_RESPONSE, 0.5)
    return person
  }

  const summarize = (headers: Headers, jobId: number, talentId: number, language = 'en') =>
    post<{ data: CandidateSummary }>(headers, '/api/agents/candidateSummary/run', { jobId, talentId }, language)

  it('sums up an applicant’s fit from stored data, with facts the company may see and no contact data', async () => {
    const hiring = await hiringCompany()
    const person = await candidate()
    const applied = await post(person.headers, '/api/talent/apply', {
      positionId: hiring.jobId,
      message: 'I would love to join.',
    })
    expect(applied.status, JSON.stringify(applied.body)).toBe(201)

    const { status, body } = await summarize(hiring.headers, hiring.jobId, person.user.id)
    expect(status, JSON.stringify(body)).toBe(200)
    const summary = body.data
    expect(summary).toMatchObject({
      jobId: hiring.jobId,
      talentId: person.user.id,
      name: 'Valentina Rojas',
      jobTitle: 'Incident Response Analyst',
    })
    const incident = summary.roleFits.find((fit) => fit.code === INCIDENT_RESPONSE)!
    const threat = summary.roleFits.find((fit) => fit.code === THREAT_ANALYSIS)!
    expect(incident).toMatchObject({ name: 'Incident Response' })
    expect(incident.percentage).toBeGreaterThanOrEqual(45)
    expect(summary.meanFit).toBe(Math.round((incident.percentage + threat.percentage) / 2))
    expect(summary.facts).toEqual([
      '5 years of professional experience',
      'Current job title: SOC Analyst',
      "Highest education: Bachelor's degree (Computer Engineering)",
      'Certifications: GCIH',
      'Languages: Spanish (Native or bilingual), English (Proficient)',
      'Security clearance: Secret',
      'Location: Santiago, Chile',
    ])
    expect(summary.strengths.length).toBeGreaterThan(0)
    expect(summary.gaps.length).toBeGreaterThan(0)
    expect(summary.summary).toMatch(
      new RegExp(
        `^Valentina Rojas fits Incident Response Analyst at ${summary.meanFit}% on average over its 2 NICE roles`,
      ),
    )
    const everything = JSON.stringify(summary)
    expect(everything).not.toContain(person.user.email)
    expect(everything).not.toContain('+525512345678')
    expect(everything).not.toContain('Private notes')

    const spanish = await summarize(hiring.headers, hiring.jobId, person.user.id, 'es')
    expect(spanish.body.data.facts[0]).toBe('5 años de experiencia profesional')
    expect(spanish.body.data.facts).toContain('Idiomas: español (Nativo o bilingüe), inglés (Avanzado)')
  })

  it('knows no candidate who did not apply, nor another company’s job', async () => {
    const hiring = await hiringCompany()
    const other = await hiringCompany()
    const person = await candidate()
    const outsider = await candidate()
    await post(person.headers, '/api/talent/apply', { positionId: hiring.jobId, message: 'Hello.' })

    const notApplied = await summarize(hiring.headers, hiring.jobId, outsider.user.id, 'es')
    expect(notApplied.status).toBe(404)
    expect(notApplied.body).toMatchObject({
      code: 'candidate_not_found',
      message: 'Esta persona no se postuló a ese empleo.',
    })
    const otherJob = await summarize(other.headers, hiring.jobId, person.user.id)
    expect(otherJob.status).toBe(404)
    expect(otherJob.body.code).toBe('candidate_not_found')
    const talentCalling = await summarize(person.headers, hiring.jobId, person.user.id)
    expect(talentCalling.status).toBe(403)
  })
})

describe('narration without a model', () => {
  it('asks for consent before anything, then says no model is configured', async () => {
    const person = await talent()
    const refused = await post(
      person.headers,
      '/api/agents/careerCoach/narrate',
      { workRoleCode: THREAT_ANALYSIS, consent: false },
      'es',
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({
      code: 'ai_consent_required',
      message: 'Primero acepta enviar estos datos al modelo de IA.',
    })
    for (const [url, payload] of [
      ['/api/agents/careerCoach/narrate', { workRoleCode: THREAT_ANALYSIS }],
      ['/api/agents/interviewPractice/narrate', { workRoleCode: THREAT_ANALYSIS, questionCode: 'T9999', answer: 'x' }],
    ] as const) {
      const { status, body } = await post(person.headers, url, { ...payload, consent: true })
      expect(status, url).toBe(409)
      expect(body.code).toBe('ai_model_unavailable')
    }
  })
})
