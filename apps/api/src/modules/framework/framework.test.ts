import { describe, expect, it } from 'vitest'
import { request, useTestApp } from '../../../test/helper'

interface Page<T> {
  data: T[]
  totalNumberOfRecords: number
}
interface Item {
  id: number
  code: string
  type: string
  description: string
  selected: boolean
  workRoleCodes: string[]
}

const ctx = useTestApp()
const post = <T>(url: string, payload: unknown, headers: Record<string, string> = {}) =>
  request<T>(ctx, { method: 'POST', url: `/api/workforceframework/${url}`, payload: payload as object, headers })

describe('GET /api/workforceframework/categories', () => {
  it('lists the five NICE work role categories with their role counts', async () => {
    const { status, body, headers } = await request<{ data: { code: string; name: string; workRoleCount: number }[] }>(
      ctx,
      { method: 'GET', url: '/api/workforceframework/categories' },
    )
    expect(status).toBe(200)
    expect(body.data.map((category) => category.code)).toEqual(['OG', 'DD', 'IO', 'PD', 'IN'])
    expect(body.data[0]).toMatchObject({ code: 'OG', name: 'Oversight and Governance' })
    expect(body.data.reduce((sum, category) => sum + category.workRoleCount, 0)).toBe(41)
    expect(headers['cache-control']).toContain('max-age')
  })

  it('speaks Spanish and Portuguese, reading pr as pt', async () => {
    const es = await request<{ data: { name: string }[] }>(ctx, {
      method: 'GET',
      url: '/api/workforceframework/categories',
      headers: { 'accept-language': 'es-MX,es;q=0.9' },
    })
    const pr = await request<{ data: { name: string }[] }>(ctx, {
      method: 'GET',
      url: '/api/workforceframework/categories?lang=pr',
    })
    expect(es.headers['content-language']).toBe('es')
    expect(pr.headers['content-language']).toBe('pt')
    expect(es.body.data[0]!.name).not.toBe('Oversight and Governance')
    expect(pr.body.data[0]!.name).not.toBe('Oversight and Governance')
    expect(es.body.data[0]!.name).not.toBe(pr.body.data[0]!.name)
  })
})

describe('GET /api/workforceframework/competency', () => {
  it('lists the eleven competency areas, with statements where NIST published them', async () => {
    const { body } = await request<{ data: { code: string; ksListPublished: boolean; statementCodes: string[] }[] }>(
      ctx,
      { method: 'GET', url: '/api/workforceframework/competency' },
    )
    expect(body.data).toHaveLength(11)
    const published = body.data.filter((area) => area.ksListPublished)
    expect(published.map((area) => area.code).sort()).toEqual(['NF-COM-002', 'NF-COM-007'])
    expect(published.reduce((sum, area) => sum + area.statementCodes.length, 0)).toBe(213)
  })
})

describe('POST /api/workforceframework/competency/categories', () => {
  it('returns every category with its work roles when the body is empty', async () => {
    const { status, body } = await request<{ data: { code: string; workRoles: unknown[] }[] }>(ctx, {
      method: 'POST',
      url: '/api/workforceframework/competency/categories',
    })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(5)
    expect(body.data.flatMap((category) => category.workRoles)).toHaveLength(41)
  })

  it('narrows to the chosen categories', async () => {
    const { body } = await post<{ data: { code: string }[] }>('competency/categories', { categoryCodes: ['PD'] })
    expect(body.data.map((category) => category.code)).toEqual(['PD'])
  })
})

describe('POST /api/workforceframework/categories/specialties', () => {
  it('returns the work roles of the chosen categories with statement counts', async () => {
    const { status, body } = await post<{
      data: { code: string; categoryCode: string; statementCounts: Record<string, number> }[]
    }>('categories/specialties', { categoryCodes: ['OG', 'IN'] })
    expect(status).toBe(200)
    expect(new Set(body.data.map((role) => role.categoryCode))).toEqual(new Set(['OG', 'IN']))
    const comsec = body.data.find((role) => role.code === 'OG-WRL-001')!
    expect(comsec.statementCounts.task).toBe(17)
  })

  it('refuses an empty choice with a per-field message in the caller language', async () => {
    const { status, body } = await post('categories/specialties', { categoryCodes: [] }, { 'accept-language': 'es' })
    expect(status).toBe(400)
    expect(body).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      message: 'Por favor, revisa los campos en rojo.',
      errors: [{ path: 'categoryCodes', code: 'too_few', message: 'Elige al menos 1.' }],
    })
  })

  it('refuses an unknown category and a missing field, in Portuguese', async () => {
    const { status, body } = await post<{ errors: { path: string; code: string; message: string }[] }>(
      'categories/specialties',
      { categoryCodes: ['XX'], extra: true },
      { 'accept-language': 'pt-BR' },
    )
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'categoryCodes.0', code: 'invalid_value', message: 'Escolha um dos valores permitidos.' },
      { path: '', code: 'unrecognized_keys', message: 'Este campo não é permitido: extra.' },
    ])
  })

  it('answers a body that is not JSON with a translated 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/workforceframework/categories/specialties',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: '{not json',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'bad_request', message: 'The request could not be read.' })
  })
})

describe('POST /api/workforceframework/categories/tasks, skill, knowledge', () => {
  it('returns statements of the chosen roles by type, keeping the code prefix', async () => {
    for (const [path, prefix, type] of [
      ['tasks', 'T', 'task'],
      ['skill', 'S', 'skill'],
      ['knowledge', 'K', 'knowledge'],
    ] as const) {
      const { status, body } = await post<Page<Item>>(`categories/${path}`, {
        workRoleCodes: ['PD-WRL-001'],
        limit: 200,
      })
      expect(status).toBe(200)
      expect(body.data.length).toBeGreaterThan(0)
      expect(body.data.length).toBe(body.totalNumberOfRecords)
      expect(body.data.every((item) => item.code.startsWith(prefix) && item.type === type)).toBe(true)
    }
  })

  it('pages and marks the selected statements', async () => {
    const first = await post<Page<Item>>('categories/knowledge', { workRoleCodes: ['OG-WRL-001'], page: 1, limit: 5 })
    const second = await post<Page<Item>>('categories/knowledge', {
      workRoleCodes: ['OG-WRL-001'],
      page: 2,
      limit: 5,
      selectedCodes: [first.body.data[0]!.code, 'K0018'],
    })
    expect(first.body.data).toHaveLength(5)
    expect(second.body.totalNumberOfRecords).toBe(first.body.totalNumberOfRecords)
    expect(second.body.data.map((item) => item.code)).not.toContain(first.body.data[0]!.code)
    expect(first.body.data.every((item) => !item.selected)).toBe(true)
    const k0018 = second.body.data.find((item) => item.code === 'K0018')
    if (k0018) expect(k0018.selected).toBe(true)
  })

  it('searches statement text with full text, by word prefix, best match first', async () => {
    const { body } = await post<Page<Item>>('categories/knowledge', {
      workRoleCodes: ['OG-WRL-001', 'DD-WRL-001', 'PD-WRL-001'],
      search: 'encrypt algorithm',
      limit: 50,
    })
    expect(body.totalNumberOfRecords).toBeGreaterThan(0)
    expect(body.data.map((item) => item.code)).toContain('K0018')
    for (const item of body.data) expect(item.description.toLowerCase()).toMatch(/encrypt/)
  })

  it('finds a statement by its code', async () => {
    const { body } = await post<Page<Item>>('categories/knowledge', { workRoleCodes: ['OG-WRL-001'], search: 'k0018' })
    expect(body.data.map((item) => item.code)).toEqual(['K0018'])
  })

  it('refuses a search shorter than 2 characters (§5)', async () => {
    const { status, body } = await post<{ errors: unknown[] }>('categories/tasks', {
      workRoleCodes: ['OG-WRL-001'],
      search: 'a',
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'search', code: 'search_too_short', message: 'Type at least 2 characters to search.' },
    ])
  })

  it('refuses a well-formed but unknown work role, naming it', async () => {
    const { status, body } = await post<{ errors: unknown[] }>('categories/tasks', {
      workRoleCodes: ['OG-WRL-001', 'OG-WRL-999'],
    })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      { path: 'workRoleCodes.1', code: 'unknown_code', message: 'Unknown code: OG-WRL-999.' },
    ])
  })
})

describe('POST /api/workforceframework/tasks/roles', () => {
  it('ranks the roles a set of statements points to, with the shared fit formula', async () => {
    const tasks = await post<Page<Item>>('categories/tasks', { workRoleCodes: ['OG-WRL-001'], limit: 200 })
    const { status, body } = await post<{
      data: { workRole: { code: string }; percentage: number; missingCount: number }[]
    }>('tasks/roles', { statementCodes: tasks.body.data.map((item) => item.code) })
    expect(status).toBe(200)
    // Every task of the COMSEC role and nothing else: 40% of the weight, all of it held.
    expect(body.data[0]).toMatchObject({ workRole: { code: 'OG-WRL-001' }, percentage: 40 })
    const percentages = body.data.map((entry) => entry.percentage)
    expect([...percentages].sort((a, b) => b - a)).toEqual(percentages)
  })

  it('refuses codes without a T, K or S prefix', async () => {
    const { status, body } = await post<{ errors: { path: string; code: string }[] }>('tasks/roles', {
      statementCodes: ['A0001'],
    })
    expect(status).toBe(400)
    expect(body.errors[0]).toMatchObject({ path: 'statementCodes.0', code: 'invalid_format' })
  })
})

describe('POST /api/workforceframework/quizAttribute', () => {
  it('returns the seven 2017 categories with their crosswalk and every answer list', async () => {
    const { status, body } = await post<{
      data: {
        categories: { code: string; currentWorkRoleCodes: string[]; rolesWithoutCurrentEquivalent: unknown[] }[]
        attributes: Record<string, { code: string; label: string }[]>
      }
    }>('quizAttribute', {})
    expect(status).toBe(200)
    expect(body.data.categories.map((category) => category.code)).toEqual(['SP', 'OM', 'OV', 'PR', 'AN', 'CO', 'IN'])
    const collectAndOperate = body.data.categories.find((category) => category.code === 'CO')!
    expect(collectAndOperate.rolesWithoutCurrentEquivalent.length).toBeGreaterThan(0)
    expect(body.data.attributes.years_of_experience!.map((option) => option.code)).toEqual([
      'under_1',
      '1_to_3',
      'over_3',
    ])
    expect(Object.keys(body.data.attributes)).toHaveLength(9)
  })

  it('narrows to the asked attributes and translates labels', async () => {
    const { body } = await post<{ data: { attributes: Record<string, { label: string }[]> } }>(
      'quizAttribute',
      { attributes: ['years_of_experience'] },
      { 'accept-language': 'es' },
    )
    expect(Object.keys(body.data.attributes)).toEqual(['years_of_experience'])
    expect(body.data.attributes.years_of_experience![0]!.label).not.toMatch(/^Under|^Less/)
  })
})
