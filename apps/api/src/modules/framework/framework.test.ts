import { describe, expect, it, vi } from 'vitest'
import { readStatementTranslations } from '../../db/reference/nice-statement-translations'
import { foldText } from '@sentinela/shared/search/fold'
import { request, useTestApp } from '../../../test/helper'
import { FrameworkRepository } from './framework.repository'
import { FrameworkService } from './framework.service'

interface Page<T> {
  data: T[]
  totalNumberOfRecords: number
}
interface Item {
  id: number
  code: string
  type: string
  description: string
  originalDescription: string
  selected: boolean
  workRoleCodes: string[]
}

const ctx = useTestApp()
const translations = readStatementTranslations()
/** Incident Response, Defensive Cybersecurity and Digital Forensics: roles whose statements speak of incidents. */
const INCIDENT_ROLES = ['PD-WRL-003', 'PD-WRL-001', 'IN-WRL-002']
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

  it('can be cached: an ETag per language, 304 without a body when the caller holds it', async () => {
    const url = '/api/workforceframework/categories'
    const first = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'es' } })
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'es', 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const portuguese = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': 'pt', 'if-none-match': etag },
    })
    expect(portuguese.statusCode).toBe(200)
    expect(portuguese.headers.etag).not.toBe(etag)
    expect(portuguese.headers.vary).toContain('Accept-Language')
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

  it('can be cached: an ETag, 304 when unchanged', async () => {
    const url = '/api/workforceframework/competency'
    const first = await ctx.app.inject({ method: 'GET', url })
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } })
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(304)
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

  it("gives each statement in the reader's language with NIST's English original", async () => {
    for (const language of ['es', 'pt'] as const) {
      const { body } = await post<Page<Item>>(
        'categories/knowledge',
        { workRoleCodes: ['OG-WRL-001'], limit: 200 },
        { 'accept-language': language },
      )
      expect(body.data.length).toBeGreaterThan(0)
      for (const item of body.data) {
        expect(item.description, item.code).toBe(translations[language].get(item.code))
        expect(item.originalDescription, item.code).toMatch(/^Knowledge of /)
      }
    }
    const spanish = await post<Page<Item>>(
      'categories/knowledge',
      { workRoleCodes: ['OG-WRL-001'], search: 'K0018' },
      {
        'accept-language': 'es',
      },
    )
    expect(spanish.body.data[0]).toMatchObject({
      code: 'K0018',
      description: 'Conocimiento de algoritmos de cifrado',
      originalDescription: 'Knowledge of encryption algorithms',
    })
    const english = await post<Page<Item>>('categories/knowledge', { workRoleCodes: ['OG-WRL-001'], search: 'K0018' })
    expect(english.body.data[0]).toMatchObject({
      description: 'Knowledge of encryption algorithms',
      originalDescription: 'Knowledge of encryption algorithms',
    })
  })

  describe("search in the reader's language and in English, whatever the accents and case", () => {
    const search = async (language: string, text: string, path = 'knowledge', workRoleCodes = INCIDENT_ROLES) =>
      (
        await post<Page<Item>>(
          `categories/${path}`,
          { workRoleCodes, search: text, limit: 200 },
          { 'accept-language': language },
        )
      ).body
    const codes = (page: Page<Item>) => page.data.map((item) => item.code)

    it('finds incident response in Spanish, Portuguese and English, the phrase as typed first', async () => {
      const spanish = await search('es', 'respuesta a incidentes')
      const portuguese = await search('pt', 'resposta a incidentes')
      const english = await search('en', 'incident response')
      for (const [page, phrase] of [
        [spanish, 'respuesta a incidentes'],
        [portuguese, 'resposta a incidentes'],
        [english, 'incident response'],
      ] as const) {
        expect(page.totalNumberOfRecords, phrase).toBeGreaterThanOrEqual(3)
        expect(page.data[0]!.description.toLowerCase(), phrase).toContain(phrase)
      }
      // The English words find the same statements for a Spanish or Portuguese reader, shown in their language.
      const englishWordsInSpanish = await search('es', 'incident response')
      expect(codes(englishWordsInSpanish)).toEqual(expect.arrayContaining(codes(english)))
      expect(englishWordsInSpanish.data[0]!.description).toBe(translations.es.get(englishWordsInSpanish.data[0]!.code))
      const englishWordsInPortuguese = await search('pt', 'incident response')
      expect(codes(englishWordsInPortuguese)).toEqual(expect.arrayContaining(codes(english)))
    })

    it('ignores accents and case: criptografía, CRIPTOGRAFIA and criptografia find the same', async () => {
      const everyRole = [...(await ctx.app.services.framework.getRoleStatements()).keys()]
      const accented = await search('es', 'criptografía', 'knowledge', everyRole)
      expect(accented.totalNumberOfRecords).toBeGreaterThan(0)
      expect(codes(await search('es', 'CRIPTOGRAFIA', 'knowledge', everyRole))).toEqual(codes(accented))
      expect(codes(await search('es', 'criptografia', 'knowledge', everyRole))).toEqual(codes(accented))
      for (const item of accented.data) expect(foldText(item.description)).toMatch(/criptograf/)
    })

    it('finds encryption as cifrado in Spanish and criptografia in Portuguese, not in English', async () => {
      const roles = ['OG-WRL-001', 'DD-WRL-001', 'PD-WRL-001']
      const find = async (language: string, text: string) =>
        codes(
          (
            await post<Page<Item>>(
              'categories/knowledge',
              { workRoleCodes: roles, search: text, limit: 200 },
              { 'accept-language': language },
            )
          ).body,
        )
      expect(await find('es', 'cifrado')).toContain('K0018')
      expect(await find('pt', 'criptografia')).toContain('K0018')
      expect(await find('es', 'algoritmos cifrado')).toEqual(['K0018'])
      // An English reader searches NIST's English only.
      expect(await find('en', 'cifrado')).toEqual([])
    })

    it('answers from memory in a few milliseconds, across every work role', async () => {
      const catalog = await ctx.app.services.framework.getCatalog()
      const workRoleCodes = [...catalog.roleStatements.keys()]
      const timings: number[] = []
      for (let run = 0; run < 60; run++) {
        const started = performance.now()
        for (const [language, text] of [
          ['es', 'respuesta a incidentes'],
          ['pt', 'resposta a incidentes'],
          ['en', 'incident response'],
        ] as const) {
          catalog.searchStatements({ language, workRoleCodes, type: 'knowledge', search: text, limit: 20, offset: 0 })
        }
        timings.push((performance.now() - started) / 3)
      }
      timings.sort((a, b) => a - b)
      expect(timings[Math.floor(timings.length / 2)]).toBeLessThan(5)
    })
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

describe('reference data in memory', () => {
  it('reads the framework from the database once, then answers every call from memory', async () => {
    const repository = new FrameworkRepository(ctx.app.db)
    const read = vi.spyOn(repository, 'readFramework')
    const service = new FrameworkService(repository)
    await Promise.all([service.listCategories('es'), service.listWorkRoles('pt'), service.getRoleStatements()])
    await service.listStatements('task', { workRoleCodes: ['PD-WRL-003'], page: 1, limit: 20 }, 'es')
    await service.rankRolesForStatements('en', ['T0510'])
    await service.describeStatements(['K0018'], 'pt')
    expect(read).toHaveBeenCalledTimes(1)
    // The same translated list each time: roles are translated once per language, not per call.
    expect(await service.listWorkRoles('es')).toBe(await service.listWorkRoles('es'))
  })
})
