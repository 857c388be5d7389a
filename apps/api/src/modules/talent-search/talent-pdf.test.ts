import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import { bearer, createCompany, createSessionToken, createTalent } from '../../../test/factories'
import { useTestApp } from '../../../test/helper'

const ctx = useTestApp()
// pdf.js reads the standard 14 fonts' metrics from its package when extracting text.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return { pages: pdf.numPages, text: pages.join('\n') }
}

async function talentWithProfile(dataSharingConsent: boolean) {
  const user = await createTalent(ctx.app.db, { dataSharingConsent, firstName: 'João', lastName: 'Conceição' })
  const statements = (await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!.slice(0, 60)
  await ctx.app.services.profiles.saveProfile(
    user.id,
    ProfileInputSchema.parse({
      version: 0,
      firstName: 'João',
      lastName: 'Conceição',
      currentJobTitle: 'Analista de segurança',
      country: 'BR',
      city: 'São Paulo',
      highestEducationLevel: 5,
      clearance: { hasClearance: false },
      experiences: [
        {
          id: 0,
          jobTitle: 'Incident responder',
          company: 'Banco do Sul',
          startDate: '2021-03-01',
          currentlyWorksHere: true,
          description: 'Led the response to ransomware and phishing campaigns.',
        },
      ],
      educations: [
        { id: 0, school: 'USP', degree: 'Ciência da Computação', graduated: true, graduationDate: '2020-12-01' },
      ],
      certifications: [{ id: 0, name: 'GIAC GCIH', issuingEntity: 'GIAC', dateIssued: '2022-05-01', expires: false }],
      courses: [],
      languages: [{ id: 0, language: 'pt', level: 'native_or_bilingual' }],
      references: [],
      nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: statements },
    }),
  )
  return user
}

describe('GET /talent/{id}/pdf', () => {
  it('streams a PDF of the profile in the reader language, with roles and fit', async () => {
    const talent = await talentWithProfile(true)
    const { admin } = await createCompany(ctx.app.db)
    const headers = { ...bearer(await createSessionToken(ctx.app.db, admin.id)), 'accept-language': 'es' }
    const response = await ctx.app.inject({ method: 'GET', url: `/api/talent/${talent.id}/pdf`, headers })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Joao-Conceicao.pdf"; filename*=UTF-8''Joao-Conceicao.pdf`,
    )
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const { text } = await pdfText(response.rawPayload)
    for (const expected of [
      'João Conceição',
      'Analista de segurança · São Paulo, Brasil',
      'ROLES DE TRABAJO NIST NICE',
      'Respuesta a incidentes',
      'EXPERIENCIA',
      'Incident responder',
      'Banco do Sul',
      'Actualidad',
      'Ciência da Computação',
      'GIAC GCIH',
      'Portugués',
      'Nativo o bilingüe',
      'Página 1 de 1',
    ]) {
      expect(text).toContain(expected)
    }
    expect(text).toMatch(/Respuesta a incidentes\s+\d+%/)
  })

  it('applies the company access rules: nothing for a talent who does not share the profile', async () => {
    const talent = await talentWithProfile(false)
    const { admin } = await createCompany(ctx.app.db)
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/talent/${talent.id}/pdf`,
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
    })
    expect(response.statusCode).toBe(404)
  })
})
