import { describe, expect, it } from 'vitest'
import { INDUSTRY_CODES } from '@sentinela/shared/master-data/industries'
import { OPTION_LISTS } from '@sentinela/shared/master-data/option-lists'
import type { MasterData } from '@sentinela/shared/schemas/master-data'
import { request, useTestApp } from '../../../test/helper'

const ctx = useTestApp()
const getMasterData = (language: string) =>
  request<{ data: MasterData }>(ctx, {
    method: 'GET',
    url: '/api/master-data',
    headers: { 'accept-language': language },
  })

describe('GET /api/master-data', () => {
  it('serves every §3 option list with the stored codes and English labels', async () => {
    const { status, body } = await getMasterData('en')
    expect(status).toBe(200)
    expect(Object.keys(body.data.optionLists).sort()).toEqual(Object.keys(OPTION_LISTS).sort())
    expect(body.data.optionLists.education_level).toContainEqual({ code: 7, label: 'Doctoral or professional degree' })
    expect(body.data.optionLists.gender!.map((option) => option.code)).toEqual([0, 1, 3, 4])
    expect(body.data.optionLists.communication_status).toContainEqual({ code: 2, label: 'Conversation in progress' })
    // PRODUCT.md: desired employment type 7 reads "part-time".
    expect(body.data.optionLists.desired_employment_type).toContainEqual({ code: 7, label: 'Part-time' })
  })

  it('lists about 300 industries ending with Other in every language', async () => {
    for (const language of ['en', 'es', 'pt']) {
      const { body } = await getMasterData(language)
      expect(body.data.industries).toHaveLength(INDUSTRY_CODES.length)
      expect(body.data.industries.length).toBeGreaterThanOrEqual(290)
      expect(body.data.industries.at(-1)!.code).toBe('other')
    }
  })

  it('names languages and countries in the caller language', async () => {
    const en = await getMasterData('en')
    const es = await getMasterData('es')
    const pt = await getMasterData('pt')
    expect(en.body.data.languages.length).toBeGreaterThanOrEqual(70)
    expect(en.body.data.languages).toContainEqual(expect.objectContaining({ code: 'de', label: 'German' }))
    expect(es.body.data.languages).toContainEqual(expect.objectContaining({ code: 'de', label: 'Alemán' }))
    expect(pt.body.data.languages).toContainEqual(expect.objectContaining({ code: 'de', label: 'Alemão' }))
    expect(en.body.data.countries).toContainEqual(
      expect.objectContaining({ code: 'MX', label: 'Mexico', hasRegions: true }),
    )
    expect(es.body.data.countries).toContainEqual(
      expect.objectContaining({ code: 'MX', label: 'México', hasRegions: true }),
    )
    expect(pt.body.data.countries).toContainEqual(
      expect.objectContaining({ code: 'DE', label: 'Alemanha', hasRegions: true }),
    )
  })

  it('names countries and languages in the other two languages too, for pickers to find them by (#12)', async () => {
    const es = await getMasterData('es')
    const brazil = es.body.data.countries.find((country) => country.code === 'BR')!
    expect(brazil.label).toBe('Brasil')
    expect(brazil.keywords).toContain('Brazil')
    const english = es.body.data.languages.find((entry) => entry.code === 'en')!
    expect(english).toMatchObject({ label: 'Inglés' })
    expect(english.keywords).toContain('English')
  })

  it('labels nationalities by their demonym and finds them by every form in the three languages (#12)', async () => {
    const en = await getMasterData('en')
    const es = await getMasterData('es')
    const pt = await getMasterData('pt')
    const peru = (data: MasterData) => data.nationalities.find((nationality) => nationality.code === 'PE')!
    expect(peru(en.body.data).label).toBe('Peruvian')
    expect(peru(es.body.data).label).toBe('Peruana')
    expect(peru(pt.body.data).label).toBe('Peruana')
    for (const form of ['Peruvian', 'peruano', 'peruana', 'Perú', 'Peru']) {
      expect(peru(es.body.data).keywords).toContain(form)
    }
    expect(pt.body.data.nationalities.find((nationality) => nationality.code === 'BR')).toMatchObject({
      label: 'Brasileira',
      keywords: expect.stringContaining('brasileño'),
    })
    expect(es.body.data.nationalities.find((nationality) => nationality.code === 'US')!.label).toBe('Estadounidense')
    // Every country is a nationality; one without a demonym of its own reads as the country.
    expect(es.body.data.nationalities).toHaveLength(es.body.data.countries.length)
    expect(en.body.data.nationalities.find((nationality) => nationality.code === 'AQ')!.label).toBe('Antarctica')
  })

  it('describes the 16 personality types, nine how-to-start guides each and six job categories', async () => {
    const { body } = await getMasterData('pt')
    expect(body.data.personalityTypes).toHaveLength(16)
    expect(body.data.personalityTypes.every((type) => type.nickname && type.description.length > 40)).toBe(true)
    expect(body.data.howToStart.talent).toHaveLength(9)
    expect(body.data.howToStart.company).toHaveLength(9)
    expect(body.data.cyberJobCategories).toHaveLength(6)
  })

  it('labels differ by language', async () => {
    const en = await getMasterData('en')
    const es = await getMasterData('es')
    expect(es.body.data.optionLists.modality).toEqual([
      { code: 'remote', label: 'Remoto' },
      { code: 'hybrid', label: 'Híbrido' },
      { code: 'on_site', label: 'Presencial' },
    ])
    expect(es.body.data.personalityTypes[0]!.description).not.toBe(en.body.data.personalityTypes[0]!.description)
  })

  it('can be cached: ETag per language, 304 when unchanged', async () => {
    const first = await getMasterData('es')
    expect(first.headers['cache-control']).toContain('max-age')
    expect(first.headers.vary).toContain('Accept-Language')
    const etag = String(first.headers.etag)
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/master-data',
      headers: { 'accept-language': 'es', 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    const english = await getMasterData('en')
    expect(english.headers.etag).not.toBe(etag)
  })
})

describe('GET /api/master-data/countries/:countryCode/regions', () => {
  it('lists ISO 3166-2 regions of a country', async () => {
    const { status, body } = await request<{ data: { code: string; label: string }[] }>(ctx, {
      method: 'GET',
      url: '/api/master-data/countries/mx/regions',
    })
    expect(status).toBe(200)
    expect(body.data).toHaveLength(32)
    expect(body.data).toContainEqual({ code: 'MX-CMX', label: 'Ciudad de México' })
  })

  it('answers an unknown country with a translated 404 and a malformed one with a 400', async () => {
    const unknown = await request<{ code: string; message: string }>(ctx, {
      method: 'GET',
      url: '/api/master-data/countries/QQ/regions',
      headers: { 'accept-language': 'pt' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body).toMatchObject({ code: 'not_found', message: 'Não encontramos o que você procurava.' })
    const malformed = await request(ctx, { method: 'GET', url: '/api/master-data/countries/MEX/regions' })
    expect(malformed.status).toBe(400)
  })
})
