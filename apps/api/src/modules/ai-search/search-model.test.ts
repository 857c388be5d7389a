import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AiSearchResult } from '@sentinela/shared/schemas/ai'
import { startFakeModel, type FakeModel } from '../../../test/fake-model'
import { bearer, createCompany, createSessionToken, createTalent, jobInput } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'

/** Past the search's budget: AI_TIMEOUT_MS is 1 s here (its minimum), below the 2 s budget. */
const SLOW_MS = 2_500
const INCIDENT_RESPONSE = 'PD-WRL-003'
const PENTEST = 'PD-WRL-007'

/** The model's filters for a query the parser cannot read, with a role and a country nobody has. */
const MODEL_FILTERS = {
  words: ['corporate'],
  workRoleCodes: [INCIDENT_RESPONSE, 'XX-WRL-999'],
  modality: ['remote'],
  country: 'ZZ',
  groups: ['jobs'],
}

let fake: FakeModel
beforeAll(async () => {
  fake = await startFakeModel({ slowMs: SLOW_MS, reply: () => JSON.stringify(MODEL_FILTERS) })
})
afterAll(async () => {
  await fake?.close()
})
// Built after the fake started: its address is the model's.
const ctx = useTestApp(() => ({ AI_BASE_URL: fake.url, AI_TIMEOUT_MS: '1000', AI_MODEL: 'fake-model' }))

async function search(q: string, headers: Record<string, string> = {}) {
  const started = performance.now()
  const response = await request<{ data: AiSearchResult }>(ctx, {
    method: 'GET',
    url: '/api/sentinelaai/sentinelaAISerch',
    query: { q },
    headers,
  })
  expect(response.status).toBe(200)
  return { result: response.body.data, milliseconds: performance.now() - started }
}

describe('AI search with a model (AI_BASE_URL)', () => {
  it('uses the model’s filters, validated, and sends it nothing but the query text', async () => {
    const { admin } = await createCompany(ctx.app.db, { plan: 'professional' })
    const companyHeaders = bearer(await createSessionToken(ctx.app.db, admin.id))
    const created = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/positions',
      headers: companyHeaders,
      payload: jobInput({ modality: 'remote', roles: [{ workRoleCode: INCIDENT_RESPONSE, minimumPercentage: 0 }] }),
    })
    await request(ctx, {
      method: 'POST',
      url: `/api/positions/${created.body.data.id}/status`,
      headers: companyHeaders,
      payload: { status: 'published' },
    })
    const asker = await createTalent(ctx.app.db, { firstName: 'Xiomara', lastName: 'Quintanilla' })
    fake.setMode('good')
    const sent = fake.requests.length

    const { result } = await search('zorblax quuxing', bearer(await createSessionToken(ctx.app.db, asker.id)))
    expect(result.source).toBe('model')
    // The unknown role and country are dropped; the rest is what the model said.
    expect(result.understood).toEqual({
      words: ['corporate'],
      workRoleCodes: [INCIDENT_RESPONSE],
      modality: ['remote'],
      groups: ['jobs'],
    })
    expect(Object.keys(result.groups)).toEqual(['jobs'])
    expect(result.groups.jobs!.items[0]).toMatchObject({
      item: { id: created.body.data.id },
      why: {
        workRoles: [{ code: INCIDENT_RESPONSE, name: 'Incident Response' }],
        filters: [{ field: 'modality', value: 'remote' }],
      },
    })

    expect(fake.requests).toHaveLength(sent + 1)
    const call = fake.requests.at(-1)!
    expect(call.json).toBe(true)
    expect(call.messages.map((message) => message.role)).toEqual(['system', 'user'])
    expect(call.messages[1]!.content).toBe('zorblax quuxing')
    expect(call.messages[0]!.content).toContain(`${INCIDENT_RESPONSE}: Incident Response`)
    for (const personal of ['Xiomara', 'Quintanilla', asker.email]) {
      expect(fake.sentText()).not.toContain(personal)
    }
  })

  it('falls back to the built-in parser when the model answers something that is not JSON', async () => {
    fake.setMode('malformed')
    const { result } = await search('pentester remoto')
    expect(result.source).toBe('fallback')
    expect(result.understood).toMatchObject({ workRoleCodes: [PENTEST], modality: ['remote'] })
  })

  it('falls back when the model’s JSON is not the filters (another key, a wrong type)', async () => {
    fake.setMode('good')
    for (const answer of [{ sql: 'drop table users' }, { workRoleCodes: 'PD-WRL-007' }, [MODEL_FILTERS]]) {
      fake.setReply(() => JSON.stringify(answer))
      const { result } = await search('pentester remoto')
      expect(result.source, JSON.stringify(answer)).toBe('fallback')
      expect(result.understood.workRoleCodes).toEqual([PENTEST])
    }
    fake.setReply(() => JSON.stringify(MODEL_FILTERS))
  })

  it('falls back when the model is slower than the budget, and the answer still arrives in time', async () => {
    fake.setMode('slow')
    const { result, milliseconds } = await search('pentester remoto')
    expect(result.source).toBe('fallback')
    expect(result.understood.workRoleCodes).toEqual([PENTEST])
    expect(milliseconds).toBeLessThan(SLOW_MS)
  })

  it('falls back when the model answers an error', async () => {
    fake.setMode('error')
    const { result } = await search('pentester remoto')
    expect(result.source).toBe('fallback')
    expect(result.understood).toMatchObject({ workRoleCodes: [PENTEST], modality: ['remote'] })
    fake.setMode('good')
  })
})
