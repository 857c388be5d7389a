import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { NarrationEvent } from '@sentinela/shared/schemas/ai'
import type { Job } from '@sentinela/shared/schemas/jobs'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { startFakeModel, type FakeModel } from '../../../test/fake-model'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { streamModelText } from '../../lib/ai-model'

/** The fake's slow case waits past AI_TIMEOUT_MS (its minimum, 1 s). */
const SLOW_MS = 2_500
const REPLY = 'You stand at a fair fit for Threat Analysis. Start with the first training, then practise in labs.'

let fake: FakeModel
beforeAll(async () => {
  fake = await startFakeModel({ slowMs: SLOW_MS, reply: () => REPLY })
})
afterAll(async () => {
  await fake?.close()
})
// Built after the fake started: its address is the model's.
const ctx = useTestApp(() => ({ AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '1000', AI_MODEL: 'fake-model' }))

type Headers = Record<string, string>
const THREAT_ANALYSIS = 'PD-WRL-006'
const INCIDENT_RESPONSE = 'PD-WRL-003'

async function talent() {
  const user = await createTalent(ctx.app.db, { firstName: 'Xiomara', lastName: 'Quintanilla' })
  const headers = bearer(await createSessionToken(ctx.app.db, user.id))
  const statements = (await ctx.app.services.framework.getRoleStatements()).get(THREAT_ANALYSIS)!
  const { body } = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
  const saved = await request(ctx, {
    method: 'PUT',
    url: '/api/profile/nice',
    headers,
    payload: {
      version: body.data.profile.version,
      categoryCodes: ['PD'],
      workRoleCodes: [THREAT_ANALYSIS],
      statementCodes: statements.filter((_code, index) => index % 4 === 0),
    },
  })
  expect(saved.status).toBe(200)
  return { user, headers }
}

/** A narration as the page reads it: its status, headers and events. */
async function narrate(headers: Headers, url: string, payload: object, language = 'en') {
  const response = await ctx.app.inject({
    method: 'POST',
    url,
    // A browser accepts compressed answers; events must still leave uncompressed, each as it is written.
    headers: { ...headers, 'accept-language': language, 'accept-encoding': 'br, gzip' },
    payload,
  })
  const isStream = response.headers['content-type']?.toString().startsWith('text/event-stream')
  const events = isStream
    ? response.body
        .split('\n\n')
        .filter((block) => block.startsWith('data: '))
        .map((block) => JSON.parse(block.slice('data: '.length)) as NarrationEvent)
    : []
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    json: isStream ? undefined : response.json(),
  }
}

const deltas = (events: NarrationEvent[]) => events.map((event) => ('delta' in event ? event.delta : '')).join('')

describe('narration with a model (the local OpenAI-compatible fake)', () => {
  it('says a model is configured', async () => {
    const { body } = await request<{ data: { modelAvailable: boolean } }>(ctx, {
      method: 'GET',
      url: '/api/agents/status',
    })
    expect(body).toEqual({ data: { modelAvailable: true } })
  })

  it('sends nothing to the model without the talent’s consent', async () => {
    const person = await talent()
    const before = fake.requests.length
    const { status, json } = await narrate(person.headers, '/api/agents/careerCoach/narrate', {
      workRoleCode: THREAT_ANALYSIS,
      consent: false,
    })
    expect(status).toBe(400)
    expect(json).toMatchObject({ code: 'ai_consent_required' })
    expect(fake.requests.length).toBe(before)
  })

  it('good answer: streams the model’s text as deltas, then done, with the plan in the prompt and no personal data', async () => {
    fake.setMode('good')
    const person = await talent()
    const before = fake.requests.length
    const { status, headers, events } = await narrate(
      person.headers,
      '/api/agents/careerCoach/narrate',
      { workRoleCode: THREAT_ANALYSIS, consent: true },
      'es',
    )
    expect(status).toBe(200)
    expect(headers['content-type']).toBe('text/event-stream; charset=utf-8')
    expect(headers['cache-control']).toBe('no-store')
    expect(headers['content-encoding']).toBeUndefined()
    expect(events.length).toBeGreaterThan(2)
    expect(deltas(events)).toBe(REPLY)
    expect(events.at(-1)).toEqual({ done: true })
    expect(fake.requests.length).toBe(before + 1)
    const sent = fake.requests.at(-1)!
    expect(sent).toMatchObject({ stream: true, model: 'fake-model' })
    expect(sent.messages[0]!.content).toContain('Write in Spanish')
    expect(sent.messages[1]!.content).toContain('Análisis de amenazas')
    const text = sent.messages.map((message) => message.content).join('\n')
    for (const personal of [person.user.email, person.user.firstName, person.user.lastName, person.user.phone!]) {
      expect(text).not.toContain(personal)
    }
  })

  it.each([
    ['malformed', 'an answer that is not the format asked for'],
    ['slow', 'an answer later than AI_TIMEOUT_MS'],
    ['error', 'an error status'],
  ] as const)('%s answer (%s): one error event, no text, and the built-in answer stands', async (mode, _case) => {
    fake.setMode(mode)
    const person = await talent()
    const started = Date.now()
    const { status, events } = await narrate(person.headers, '/api/agents/careerCoach/narrate', {
      workRoleCode: THREAT_ANALYSIS,
      consent: true,
    })
    expect(status).toBe(200)
    expect(events).toEqual([{ error: 'ai_model_failed' }])
    if (mode === 'slow') expect(Date.now() - started).toBeLessThan(SLOW_MS)
    fake.setMode('good')
  })

  it('interview feedback: the talent’s answer goes to the model only with consent, the result streams back', async () => {
    fake.setMode('good')
    fake.setReply(() => 'Good structure. Add the tools you would use.')
    const person = await talent()
    const task = (await ctx.app.services.framework.getRoleStatements())
      .get(INCIDENT_RESPONSE)!
      .find((code) => code.startsWith('T'))!
    const answer = 'I would isolate the host, collect volatile evidence and escalate to the incident commander.'
    const { status, events } = await narrate(person.headers, '/api/agents/interviewPractice/narrate', {
      workRoleCode: INCIDENT_RESPONSE,
      questionCode: task,
      answer,
      consent: true,
    })
    expect(status).toBe(200)
    expect(deltas(events)).toBe('Good structure. Add the tools you would use.')
    expect(fake.requests.at(-1)!.messages[1]!.content).toContain(answer)
    // An unknown question fails before anything is streamed or sent, in the one JSON error shape.
    const before = fake.requests.length
    const unknown = await narrate(person.headers, '/api/agents/interviewPractice/narrate', {
      workRoleCode: INCIDENT_RESPONSE,
      questionCode: 'T9999',
      answer,
      consent: true,
    })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ code: 'interview_question_not_found' })
    expect(fake.requests.length).toBe(before)
    fake.setReply(() => REPLY)
  })

  it('candidate summary: never sends the candidate’s name or contact data to the model', async () => {
    fake.setMode('good')
    const { admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    const created = await request<{ data: Job }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers: company,
      payload: jobInput({ roles: [{ workRoleCode: THREAT_ANALYSIS, minimumPercentage: 0 }] }),
    })
    const jobId = created.body.data.id
    await request(ctx, {
      method: 'POST',
      url: `/api/positions/${jobId}/status`,
      headers: company,
      payload: { status: 'published' },
    })
    const person = await talent()
    const applied = await request(ctx, {
      method: 'POST',
      url: '/api/talent/apply',
      headers: person.headers,
      payload: { positionId: jobId, message: 'Hello.' },
    })
    expect(applied.status).toBe(201)
    const before = fake.requests.length
    const { status, events } = await narrate(company, '/api/agents/candidateSummary/narrate', {
      jobId,
      talentId: person.user.id,
      consent: true,
    })
    expect(status).toBe(200)
    expect(deltas(events)).toBe(REPLY)
    expect(fake.requests.length).toBe(before + 1)
    const text = fake.sentText()
    for (const personal of [person.user.email, person.user.firstName, person.user.lastName, person.user.phone!]) {
      expect(text).not.toContain(personal)
    }
    expect(fake.requests.at(-1)!.messages[1]!.content).toContain('Threat Analysis')
  })
})

describe('streamModelText', () => {
  const config = () => ({ AI_BASE_URL: fake.url, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: 1000 })
  const messages = [{ role: 'user' as const, content: 'Say something.' }]

  it('yields the reply in pieces and sends the key', async () => {
    fake.setMode('good')
    const pieces: string[] = []
    for await (const piece of streamModelText(config(), messages)) pieces.push(piece)
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.join('')).toBe(REPLY)
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer test-key')
  })

  it('stops when its signal aborts (the client went away), without waiting for the model', async () => {
    fake.setMode('slow')
    const controller = new AbortController()
    const started = Date.now()
    setTimeout(() => controller.abort(new Error('the client went away')), 100)
    await expect(async () => {
      for await (const _piece of streamModelText({ ...config(), AI_TIMEOUT_MS: 60_000 }, messages, {
        signal: controller.signal,
      })) {
        // nothing arrives
      }
    }).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(1_000)
    fake.setMode('good')
  })
})
