import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { foldText } from '@sentinela/shared/search/fold'
import type { AiAgent, AiAgentEditable, AiAgentInput, AiAgentList } from '@sentinela/shared/schemas/ai'
import { aiAgents, auditEvents } from '../../db/schema/index'
import { bearer, createOperator, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { AgentsCatalogueSchema, loadAiAgentsCatalogue } from '../../db/reference/agents-catalogue'
import catalogue from '../../db/reference/agents-catalogue.json'

const ctx = useTestApp()

type ErrorBody = { code: string; message: string; errors: { path: string; code: string; message: string }[] }
type Headers = Record<string, string>

async function operator() {
  const user = await createOperator(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}
async function talent() {
  const user = await createTalent(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const list = (query = '', headers: Headers = {}, language = 'en') =>
  request<AiAgentList & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/marketplace/items/AIAgent${query}`,
    headers: { ...headers, 'accept-language': language },
  })
const detail = (id: number, headers: Headers = {}, language = 'en') =>
  request<{ data: AiAgent } & ErrorBody>(ctx, {
    method: 'GET',
    url: `/api/marketplace/AIAgents/${id}`,
    headers: { ...headers, 'accept-language': language },
  })
const create = (headers: Headers, payload: unknown, language = 'en') =>
  request<{ data: AiAgentEditable } & ErrorBody>(ctx, {
    method: 'POST',
    url: '/api/marketplace/AIAgent',
    headers: { ...headers, 'accept-language': language },
    payload: payload as object,
  })
const edit = (headers: Headers, id: number, payload: unknown, language = 'en') =>
  request<{ data: AiAgentEditable } & ErrorBody>(ctx, {
    method: 'PUT',
    url: `/api/operator/aiAgents/${id}`,
    headers: { ...headers, 'accept-language': language },
    payload: payload as object,
  })

let serial = 0
function toolInput(changes: Partial<AiAgentInput> = {}): AiAgentInput {
  serial += 1
  return {
    title: { en: `Zebra Triage Helper ${serial}`, es: '', pt: '' },
    description: { en: 'Summarizes phishing reports for the security team.', es: '', pt: '' },
    price: 19,
    currency: 'USD',
    provider: 'Example Security Labs',
    link: 'https://example.com/zebra-triage',
    category: 'assistant',
    published: true,
    ...changes,
  }
}

const toInputOf = (agent: AiAgentEditable): AiAgentInput => ({
  title: agent.titles,
  description: agent.descriptions,
  price: agent.price,
  currency: agent.currency as AiAgentInput['currency'],
  provider: agent.provider,
  link: agent.link.startsWith('https://') ? agent.link : 'https://example.com/unused',
  category: agent.category,
  published: agent.published,
})

describe('the catalogue data file', () => {
  it('is valid: every built-in agent once, real tools with an https page, no invented monthly price', () => {
    const file = AgentsCatalogueSchema.parse(catalogue)
    const tools = file.agents.filter((agent) => !agent.builtIn)
    expect(
      file.agents
        .filter((agent) => agent.builtIn)
        .map((agent) => agent.builtIn)
        .sort(),
    ).toEqual(['candidate_summary', 'career_coach', 'interview_practice', 'job_description'])
    expect(tools.length).toBeGreaterThanOrEqual(12)
    expect(tools.length).toBeLessThanOrEqual(20)
    for (const agent of file.agents.filter((entry) => entry.builtIn)) {
      expect(agent).toMatchObject({ price: 0, provider: 'Sentinela' })
    }
  })
})

describe('GET /api/marketplace/items/AIAgent', () => {
  it('lists the built-in agents first, then the tools by title, published only', async () => {
    const { status, body } = await list('?limit=48')
    expect(status).toBe(200)
    expect(body.meta).toMatchObject({ page: 1, limit: 48 })
    expect(body.meta.total).toBeGreaterThanOrEqual(16)
    const builtIns = body.data.filter((agent) => agent.builtIn)
    expect(builtIns).toHaveLength(4)
    expect(body.data.slice(0, 4).every((agent) => agent.builtIn !== null)).toBe(true)
    const tools = body.data.slice(4).map((agent) => agent.title)
    expect(tools).toEqual([...tools].sort((a, b) => (foldText(a) < foldText(b) ? -1 : 1)))
    expect(body.data.every((agent) => agent.published)).toBe(true)
    const coach = builtIns.find((agent) => agent.builtIn === 'career_coach')!
    expect(coach).toMatchObject({ title: 'Career coach', price: 0, provider: 'Sentinela', audience: 'talent' })
    // A built-in agent's page is its marketplace page on this instance, where it runs.
    expect(coach.link).toBe(`${ctx.app.config.APP_URL}/AIAgents/AIAgent?id=${coach.id}`)
    const copilot = body.data.find((agent) => agent.title === 'Microsoft Security Copilot')!
    expect(copilot).toMatchObject({ builtIn: null, audience: 'all', price: null, provider: 'Microsoft' })
    expect(copilot.link).toMatch(/^https:\/\/www\.microsoft\.com\//)
  })

  it('speaks the reader’s language, searches its words folded, filters and pages', async () => {
    const spanish = await list('?builtIn=true', {}, 'es')
    expect(spanish.body.data.map((agent) => agent.title).sort()).toEqual(
      [
        'Coach de carrera',
        'Mejorador de descripciones de empleo',
        'Práctica de entrevistas',
        'Resumen de candidatos',
      ].sort(),
    )
    // "practica entrevista": no accent, singular — still the interview practice.
    const found = await list(`?text=${encodeURIComponent('practica entrevista')}`, {}, 'es')
    expect(found.body.data.map((agent) => agent.builtIn)).toEqual(['interview_practice'])
    // The provider is searched too.
    const byProvider = await list('?text=CrowdStrike')
    expect(byProvider.body.data.map((agent) => agent.title)).toEqual(['CrowdStrike Charlotte AI'])
    const offensive = await list('?category=offensive')
    expect(offensive.body.data.length).toBeGreaterThan(0)
    expect(offensive.body.data.every((agent) => agent.category === 'offensive')).toBe(true)
    const tools = await list('?builtIn=false&limit=3&page=2')
    expect(tools.body.data).toHaveLength(3)
    expect(tools.body.data.every((agent) => agent.builtIn === null)).toBe(true)
    expect(tools.body.meta.total).toBe((await list('?builtIn=false')).body.meta.total)
  })

  it('refuses a bad filter with a translated field error', async () => {
    const { status, body } = await list('?category=magic', {}, 'es')
    expect(status).toBe(400)
    expect(body.code).toBe('validation_failed')
    expect(body.errors[0]).toMatchObject({ path: 'category', code: 'invalid_value' })
  })
})

describe('GET /api/marketplace/AIAgents/:AIAgentId', () => {
  it('answers one entry in Spanish, or in English where Spanish is empty', async () => {
    const all = await list('?builtIn=true')
    const coach = all.body.data.find((agent) => agent.builtIn === 'career_coach')!
    const { status, body } = await detail(coach.id, {}, 'es')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: coach.id, title: 'Coach de carrera', builtIn: 'career_coach' })
    expect(body.data.description).toMatch(/^Lee tu perfil NICE/)

    const { headers } = await operator()
    const created = await create(headers, toolInput({ title: { en: 'Only English Tool', es: '', pt: '' } }))
    expect(created.status).toBe(201)
    const fallback = await detail(created.body.data.id, {}, 'es')
    expect(fallback.body.data).toMatchObject({
      title: 'Only English Tool',
      description: 'Summarizes phishing reports for the security team.',
    })
  })

  it('does not know an entry that does not exist, in the reader’s language', async () => {
    const { status, body } = await detail(2_000_000_000, {}, 'es')
    expect(status).toBe(404)
    expect(body).toMatchObject({ code: 'ai_agent_not_found', message: 'Este agente de IA no está en el catálogo.' })
  })
})

describe('the operator’s catalogue editor', () => {
  it('creates a tool (201, editable view, audited), which the marketplace then lists', async () => {
    const { user, headers } = await operator()
    const input = toolInput({ title: { en: 'Quokka Log Explainer', es: 'Explicador de registros Quokka', pt: '' } })
    const { status, body } = await create(headers, input)
    expect(status).toBe(201)
    expect(body.data).toMatchObject({
      title: 'Quokka Log Explainer',
      titles: { en: 'Quokka Log Explainer', es: 'Explicador de registros Quokka', pt: '' },
      builtIn: null,
      price: 19,
      published: true,
      link: 'https://example.com/zebra-triage',
    })
    const found = await list('?text=Quokka', {}, 'es')
    expect(found.body.data.map((agent) => agent.title)).toEqual(['Explicador de registros Quokka'])
    const audited = await ctx.app.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, user.id), eq(auditEvents.event, 'ai_agent_created')))
    expect(audited[0]?.details).toEqual({ aiAgentId: body.data.id })
  })

  it('refuses an address that is not https, and a missing English title, with translated messages', async () => {
    const { headers } = await operator()
    const { status, body } = await create(
      headers,
      { ...toolInput(), link: 'http://example.com', title: { en: '', es: 'Hola', pt: '' } },
      'es',
    )
    expect(status).toBe(400)
    expect(body.code).toBe('validation_failed')
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'link',
          code: 'invalid_url',
          message: 'Ingresa una dirección web completa que empiece con https://.',
        },
        expect.objectContaining({ path: 'title.en', code: 'required' }),
      ]),
    )
  })

  it('refuses everyone but the operator', async () => {
    const person = await talent()
    const asTalent = await create(person.headers, toolInput())
    expect(asTalent.status).toBe(403)
    expect(asTalent.body.code).toBe('forbidden')
    expect((await create({}, toolInput())).status).toBe(401)
    expect((await request(ctx, { method: 'GET', url: '/api/operator/aiAgents', headers: person.headers })).status).toBe(
      403,
    )
    expect((await edit(person.headers, 1, toolInput())).status).toBe(403)
  })

  it('unpublishing hides an entry from everyone but the operator, who sees every entry', async () => {
    const { headers } = await operator()
    const created = await create(headers, toolInput({ title: { en: 'Narwhal Retired Tool', es: '', pt: '' } }))
    const id = created.body.data.id
    const hidden = await edit(headers, id, { ...toolInput(), title: created.body.data.titles, published: false })
    expect(hidden.status).toBe(200)
    expect(hidden.body.data.published).toBe(false)
    const person = await talent()
    expect((await list('?text=Narwhal', person.headers)).body.data).toEqual([])
    const refused = await detail(id, person.headers)
    expect(refused.status).toBe(404)
    expect(refused.body.code).toBe('ai_agent_not_found')
    expect((await detail(id)).status).toBe(404)
    expect((await detail(id, headers)).body.data.published).toBe(false)
    expect((await list('?text=Narwhal', headers)).body.data.map((agent) => agent.id)).toEqual([id])
    const everything = await request<{ data: AiAgentEditable[] }>(ctx, {
      method: 'GET',
      url: '/api/operator/aiAgents',
      headers,
    })
    expect(everything.status).toBe(200)
    expect(everything.body.data.find((agent) => agent.id === id)).toMatchObject({ published: false })
    expect(everything.body.data.filter((agent) => agent.builtIn)).toHaveLength(4)
  })

  it('edits a built-in agent’s texts but never its key or its page', async () => {
    const { headers } = await operator()
    const all = await request<{ data: AiAgentEditable[] }>(ctx, {
      method: 'GET',
      url: '/api/operator/aiAgents',
      headers,
    })
    const coach = all.body.data.find((agent) => agent.builtIn === 'career_coach')!
    const { status, body } = await edit(headers, coach.id, {
      ...toInputOf(coach),
      title: { ...coach.titles, en: 'Career coach (beta)' },
      link: 'https://example.com/elsewhere',
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ builtIn: 'career_coach', title: 'Career coach (beta)' })
    expect(body.data.link).toBe(`${ctx.app.config.APP_URL}/AIAgents/AIAgent?id=${coach.id}`)
    expect((await edit(headers, 2_000_000_000, toolInput())).body.code).toBe('ai_agent_not_found')
    // Put back for the other tests' sake.
    await edit(headers, coach.id, toInputOf(coach))
  })
})

describe('loading the catalogue file', () => {
  it('updates rows the operator never edited, adds new keys, and leaves edited rows as the operator left them', async () => {
    const { headers } = await operator()
    const all = await request<{ data: AiAgentEditable[] }>(ctx, {
      method: 'GET',
      url: '/api/operator/aiAgents',
      headers,
    })
    const darktrace = all.body.data.find((agent) => agent.provider === 'Darktrace')!
    const edited = await edit(headers, darktrace.id, {
      ...toInputOf(darktrace),
      provider: 'Darktrace (edited by the operator)',
    })
    expect(edited.status).toBe(200)

    const file = structuredClone(catalogue) as typeof catalogue
    for (const agent of file.agents) agent.provider = `${agent.provider} 2`
    file.agents.push({
      ...file.agents.at(-1)!,
      key: 'a-new-tool',
      title: { en: 'A new tool', es: 'Nueva', pt: 'Nova' },
    })
    expect(await loadAiAgentsCatalogue(ctx.app.db, file)).toEqual({ loaded: true })
    expect(await loadAiAgentsCatalogue(ctx.app.db, file)).toEqual({ loaded: false })

    const rows = new Map((await ctx.app.db.select().from(aiAgents)).map((row) => [row.key, row]))
    expect(rows.get('darktrace')?.provider).toBe('Darktrace (edited by the operator)')
    expect(rows.get('vectra-ai')?.provider).toBe('Vectra AI 2')
    expect(rows.get('a-new-tool')?.titles.en).toBe('A new tool')
    // Back to the real file for the other tests.
    await ctx.app.db.delete(aiAgents).where(eq(aiAgents.key, 'a-new-tool'))
    await loadAiAgentsCatalogue(ctx.app.db)
    expect((await ctx.app.db.select().from(aiAgents).where(eq(aiAgents.key, 'vectra-ai')))[0]?.provider).toBe(
      'Vectra AI',
    )
  })
})

describe('GET /api/agents/status', () => {
  it('says no model is configured', async () => {
    const { status, body } = await request<{ data: { modelAvailable: boolean } }>(ctx, {
      method: 'GET',
      url: '/api/agents/status',
    })
    expect(status).toBe(200)
    expect(body).toEqual({ data: { modelAvailable: false } })
  })
})
