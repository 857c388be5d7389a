import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import { bearer, createOperator, createSessionToken, createTalent } from './factories'
import { multipart, request, useTestApp } from './helper'

/**
 * Issue #36: a PDF carrying JavaScript or an OpenAction was accepted as a CV, a certification proof and an award
 * proof, and then opened by companies and the operator. Each upload now refuses it, stores nothing, and says why.
 */
const ctx = useTestApp()

async function pdf(withScript: boolean) {
  const document = await PDFDocument.create()
  const font = await document.embedFont(StandardFonts.Helvetica)
  document
    .addPage()
    .drawText('Camila Restrepo — Incident Response Lead, Medellín. GCIH, 2021.', { x: 40, y: 700, font })
  if (withScript) {
    const script = document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.launchURL("https://x.example")') })
    document.catalog.set(PDFName.of('OpenAction'), document.context.register(script))
  }
  return Buffer.from(await document.save())
}

async function talent() {
  const user = await createTalent(ctx.app.db, { language: 'es' })
  const profile = await ctx.app.services.profiles.saveProfile(
    user.id,
    ProfileInputSchema.parse({
      version: 0,
      firstName: 'Camila',
      lastName: 'Restrepo',
      currentJobTitle: 'Incident Response Lead',
      country: 'CO',
      city: 'Medellín',
      clearance: { hasClearance: false },
      experiences: [],
      educations: [],
      certifications: [{ id: 0, name: 'GIAC GCIH', issuingEntity: 'GIAC', dateIssued: '2021-03-01' }],
      courses: [],
      languages: [{ id: 0, language: 'es', level: 'native_or_bilingual' }],
      references: [],
      nice: { categoryCodes: [], workRoleCodes: [], statementCodes: [] },
    }),
  )
  return { user, profile, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

function upload(url: string, headers: Record<string, string>, bytes: Buffer) {
  const body = multipart('documento.pdf', bytes, 'application/pdf')
  return request<{ code?: string; message?: string }>(ctx, {
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers, 'accept-language': 'es' },
    payload: body.payload,
  })
}

describe('a PDF that runs something when opened', () => {
  it('is refused as a CV, with the reason in the talent’s language, and no CV is stored', async () => {
    const { user, headers } = await talent()
    const refused = await upload('/api/azurefile/uploadfilepdf', headers, await pdf(true))
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('pdf_active_content')
    expect(refused.body.message).toMatch(/ejecuta scripts o acciones/)
    expect((await ctx.app.services.profiles.getProfile(user.id)).cv).toBeNull()

    const plain = await upload('/api/azurefile/uploadfilepdf', headers, await pdf(false))
    expect(plain.status).toBe(200)
  })

  it('is refused as a certification proof, and the same file without the script is taken', async () => {
    const { headers, profile } = await talent()
    const url = `/api/profile/certifications/${profile.certifications[0]!.id}/proof`
    const refused = await upload(url, headers, await pdf(true))
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('pdf_active_content')
    expect((await upload(url, headers, await pdf(false))).status).toBe(201)
  })

  it('is refused as an award proof, and no nomination is written', async () => {
    const operator = await createOperator(ctx.app.db)
    const day = 86_400_000
    const at = (days: number) => new Date(Date.now() + days * day).toISOString()
    const edition = await request<{ data: { id: number } }>(ctx, {
      method: 'POST',
      url: '/api/operator/awards/editions',
      headers: bearer(await createSessionToken(ctx.app.db, operator.id)),
      payload: {
        country: 'CO',
        year: 2040,
        nominationsOpenAt: at(-5),
        nominationsCloseAt: at(5),
        votingOpenAt: at(15),
        votingCloseAt: at(25),
      },
    })
    expect(edition.status).toBe(201)
    const { headers } = await talent()
    const nominate = async (proof: Buffer) => {
      const body = multipart('prueba.pdf', proof, 'application/pdf', {
        fileField: 'proof',
        fields: {
          nomination: JSON.stringify({
            editionId: edition.body.data.id,
            firstName: 'Rosa',
            lastName: `Gaitán ${proof.length}`,
            email: `rosa.gaitan.${proof.length}@example.com`,
            knowledgeArea: 'Network defense',
            institution: 'Universidad de Ejemplo',
            coursesTaught: 'Redes seguras',
            yearsTeaching: 6,
            students: 90,
            affiliatedWithInstitution: true,
            teachesInCountry: true,
          }),
        },
      })
      return request<{ code?: string }>(ctx, {
        method: 'POST',
        url: '/api/talent/saveNominated',
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      })
    }
    const refused = await nominate(await pdf(true))
    expect(refused.status).toBe(400)
    expect(refused.body.code).toBe('pdf_active_content')
    expect((await nominate(await pdf(false))).status).toBe(201)
  })
})
