import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import { ProfileInputSchema, type Profile } from '@sentinela/shared/schemas/profile'
import type { ResumeModel, ResumeSettings, TalentDocument } from '@sentinela/shared/schemas/resume'
import { MAX_STORED_RESUMES } from '@sentinela/shared/schemas/resume'
import { bearer, createCompany, createSessionToken, createTalent } from '../../../test/factories'
import { multipart, request, useTestApp } from '../../../test/helper'
import { talentDocuments } from '../../db/schema/index'
import { zipOf } from '../../../test/zip'
import { readDate } from './resume-import'

const ctx = useTestApp()
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`
const FIXTURES = new URL('../../../test/fixtures/', import.meta.url)
const JSON_RESUME = readFileSync(new URL('json-resume.json', FIXTURES))
const LINKEDIN_DIR = new URL('linkedin-export/', FIXTURES)
const linkedInExport = () =>
  zipOf(
    readdirSync(LINKEDIN_DIR).map((name) => ({
      name: `Basic_LinkedInDataExport_11-27-2026/${name}`,
      content: readFileSync(new URL(name, LINKEDIN_DIR)),
    })),
  )
/** A one-page PDF, small and real (the proof is checked by content). */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)
/** A 1×1 PNG. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

async function talentWithProfile({ dataSharingConsent = false } = {}) {
  const user = await createTalent(ctx.app.db, { dataSharingConsent, firstName: 'Lucía', lastName: 'Hernández' })
  const statements = (await ctx.app.services.framework.getRoleStatements()).get('PD-WRL-003')!.slice(0, 40)
  const profile = await ctx.app.services.profiles.saveProfile(
    user.id,
    ProfileInputSchema.parse({
      version: 0,
      firstName: 'Lucía',
      lastName: 'Hernández',
      currentJobTitle: 'Analista SOC II',
      country: 'MX',
      city: 'Ciudad de México',
      website: 'https://lucia.example.com',
      clearance: { hasClearance: false },
      experiences: [
        {
          id: 0,
          jobTitle: 'Analista SOC II',
          company: 'Andes Secure',
          startDate: '2023-02-01',
          currentlyWorksHere: true,
          description: 'Triage de alertas, cacería de amenazas y respuesta a incidentes.',
        },
      ],
      educations: [
        { id: 0, school: 'UNAM', degree: 'Ingeniería en Computación', graduated: true, graduationDate: '2019-06-01' },
      ],
      certifications: [{ id: 0, name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2021-05-01' }],
      courses: [],
      languages: [
        { id: 0, language: 'es', level: 'native_or_bilingual' },
        { id: 0, language: 'en', level: 'proficient' },
      ],
      references: [],
      nice: { categoryCodes: ['PD'], workRoleCodes: ['PD-WRL-003'], statementCodes: statements },
    }),
  )
  return { user, profile, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const CHOICES = {
  template: 'modern',
  language: 'es',
  sections: ['summary', 'experience', 'skills', 'languages', 'education', 'certifications'],
  summary: 'Analista que caza amenazas — “texto propio”.',
}

const upload = (url: string, headers: Record<string, string>, name: string, bytes: Buffer, type: string) => {
  const body = multipart(name, bytes, type)
  return request<{ data: CvAnalysis & TalentDocument }>(ctx, {
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

describe('résumé builder choices', () => {
  it('starts from defaults in the talent’s language and keeps saved choices', async () => {
    const { headers } = await talentWithProfile()
    const first = await request<{ data: ResumeSettings }>(ctx, {
      method: 'GET',
      url: '/api/resume/settings',
      headers: { ...headers, 'accept-language': 'pt' },
    })
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.body.data).toMatchObject({ template: 'classic', language: 'pt', isSaved: false })
    expect(first.body.data.sections).toEqual(first.body.data.availableSections)

    const saved = await request<{ data: ResumeSettings }>(ctx, {
      method: 'PUT',
      url: '/api/resume/settings',
      headers,
      payload: CHOICES,
    })
    expect(saved.status).toBe(200)
    const again = await request<{ data: ResumeSettings }>(ctx, { method: 'GET', url: '/api/resume/settings', headers })
    expect(again.body.data).toMatchObject({ ...CHOICES, isSaved: true })
  })

  it('refuses a section twice, an unknown template or an over-long summary, saving nothing', async () => {
    const { headers } = await talentWithProfile()
    for (const payload of [
      { ...CHOICES, sections: ['experience', 'experience'] },
      { ...CHOICES, template: 'fancy' },
      { ...CHOICES, summary: 'x'.repeat(2001) },
      { ...CHOICES, sections: [] },
    ]) {
      const answer = await request<{ code: string }>(ctx, {
        method: 'PUT',
        url: '/api/resume/settings',
        headers,
        payload,
      })
      expect(answer.status).toBe(400)
      expect(answer.body.code).toBe('validation_failed')
    }
    const settings = await request<{ data: ResumeSettings }>(ctx, {
      method: 'GET',
      url: '/api/resume/settings',
      headers,
    })
    expect(settings.body.data.isSaved).toBe(false)
  })

  it('is for talents only', async () => {
    const { admin } = await createCompany(ctx.app.db)
    const answer = await request(ctx, {
      method: 'POST',
      url: '/api/resume/preview',
      headers: bearer(await createSessionToken(ctx.app.db, admin.id)),
      payload: CHOICES,
    })
    expect(answer.status).toBe(403)
  })
})

describe('POST /api/resume/preview', () => {
  it('gives the model in the chosen language and order, the talent’s text as written, empty sections left out', async () => {
    const { headers } = await talentWithProfile()
    const { status, body } = await request<{ data: ResumeModel }>(ctx, {
      method: 'POST',
      url: '/api/resume/preview',
      headers,
      payload: { ...CHOICES, sections: ['languages', 'courses', 'experience', 'summary'] },
    })
    expect(status).toBe(200)
    const model = body.data
    expect(model.name).toBe('Lucía Hernández')
    expect(model.sections.map((section) => section.code)).toEqual(['languages', 'experience', 'summary'])
    expect(model.sections.map((section) => section.title)).toEqual(['Idiomas', 'Experiencia', 'Resumen'])
    expect(model.sections[0]!.entries[0]).toMatchObject({ title: 'Español', subtitle: 'Nativo o bilingüe' })
    expect(model.sections[1]!.entries[0]).toMatchObject({
      title: 'Analista SOC II',
      body: 'Triage de alertas, cacería de amenazas y respuesta a incidentes.',
    })
    expect(model.sections[1]!.entries[0]!.period).toMatch(/feb.* 2023 – Actualidad/)
    expect(model.sections[2]!.entries[0]!.body).toBe(CHOICES.summary)

    const english = await request<{ data: ResumeModel }>(ctx, {
      method: 'POST',
      url: '/api/resume/preview',
      headers,
      payload: { ...CHOICES, language: 'en', sections: ['languages', 'skills'] },
    })
    expect(english.body.data.sections.map((section) => section.title)).toEqual([
      'Languages',
      'Skills · NIST NICE work roles',
    ])
    expect(english.body.data.sections[0]!.entries[0]!.title).toBe('Spanish')
    expect(english.body.data.sections[1]!.entries[0]!.subtitle).toMatch(/^\d+% fit$/)
  })
})

describe('POST /api/resume/pdf', () => {
  it.each(['classic', 'modern', 'ats'] as const)(
    'prints the %s template with embedded fonts and selectable text, and stores it as a document',
    async (template) => {
      const { headers } = await talentWithProfile()
      const created = await request<{ data: TalentDocument }>(ctx, {
        method: 'POST',
        url: '/api/resume/pdf',
        headers,
        payload: { ...CHOICES, template },
      })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ kind: 'resume', template, language: 'es' })
      expect(created.body.data.fileName).toBe(`Lucia-Hernandez-Curriculum-${template}-es.pdf`)

      const file = await ctx.app.inject({ method: 'GET', url: created.body.data.url, headers })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('application/pdf')
      expect(file.headers['cache-control']).toBe('private, no-store')
      expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
      // TrueType fonts embedded (subset), not the viewer's built-in Helvetica.
      expect(file.rawPayload.toString('latin1')).toContain('/FontFile2')
      const text = await pdfText(file.rawPayload)
      for (const expected of [
        'Lucía Hernández',
        'Analista SOC II',
        'Andes Secure',
        'Actualidad',
        'Triage de alertas, cacería de amenazas y respuesta a incidentes.',
        'Ingeniería en Computación',
        'CompTIA Security+',
        'Español',
        'Nativo o bilingüe',
        'Analista que caza amenazas — “texto propio”.',
      ]) {
        expect(text).toContain(expected)
      }
      expect(text).toMatch(template === 'ats' ? /Experiencia/ : /EXPERIENCIA/)

      // The choices came back saved.
      const settings = await request<{ data: ResumeSettings }>(ctx, {
        method: 'GET',
        url: '/api/resume/settings',
        headers,
      })
      expect(settings.body.data).toMatchObject({ template, language: 'es', isSaved: true })
    },
  )

  it(`keeps the newest ${MAX_STORED_RESUMES} generated résumés`, async () => {
    const { headers } = await talentWithProfile()
    const ids: number[] = []
    for (let index = 0; index < MAX_STORED_RESUMES + 1; index++) {
      const created = await request<{ data: TalentDocument }>(ctx, {
        method: 'POST',
        url: '/api/resume/pdf',
        headers,
        payload: { ...CHOICES, template: 'ats', sections: ['experience'] },
      })
      expect(created.status).toBe(201)
      ids.push(created.body.data.id)
    }
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    const resumes = list.body.data.filter((item) => item.kind === 'resume').map((item) => item.id)
    expect(resumes).toHaveLength(MAX_STORED_RESUMES)
    expect(resumes).not.toContain(ids[0])
    const gone = await request<{ code: string }>(ctx, { method: 'GET', url: `/api/documents/${ids[0]}/file`, headers })
    expect(gone.status).toBe(404)
  }, 60_000)
})

describe('POST /api/resume/json-resume', () => {
  it('answers a JSON Resume v1.0.0 document of the chosen sections, labels in the chosen language', async () => {
    const { headers } = await talentWithProfile()
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/resume/json-resume',
      headers,
      payload: { ...CHOICES, language: 'pt' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toContain('Lucia-Hernandez-Curriculo.json')
    expect(response.headers['cache-control']).toBe('private, no-store')
    const resume = response.json<Record<string, unknown>>()
    expect(resume).toMatchObject({
      basics: {
        name: 'Lucía Hernández',
        label: 'Analista SOC II',
        summary: CHOICES.summary,
        url: 'https://lucia.example.com',
        location: { city: 'Ciudad de México', countryCode: 'MX' },
      },
      work: [{ name: 'Andes Secure', position: 'Analista SOC II', startDate: '2023-02-01' }],
      education: [{ institution: 'UNAM', studyType: 'Ingeniería en Computación', endDate: '2019-06-01' }],
      certificates: [{ name: 'CompTIA Security+', issuer: 'CompTIA', date: '2021-05-01' }],
      languages: [
        { language: 'espanhol', fluency: 'Nativo ou bilíngue' },
        { language: 'inglês', fluency: 'Avançado' },
      ],
      meta: { version: 'v1.0.0' },
    })
    expect((resume.skills as { name: string; level: string }[])[0]!.level).toMatch(/^\d+%$/)
    expect(resume).not.toHaveProperty('projects')
  })
})

describe('POST /api/resume/import', () => {
  const analysisOf = async (headers: Record<string, string>) =>
    (await request<{ data: CvAnalysis | null }>(ctx, { method: 'GET', url: '/api/profile/cv-analysis', headers })).body
      .data

  it('reads a JSON Resume into the CV review, and nothing enters the profile until accepted', async () => {
    const user = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, user.id))
    const answer = await upload('/api/resume/import', headers, 'mateo.json', JSON_RESUME, 'application/json')
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ status: 'ready', source: 'json_resume', fileName: 'mateo.json' })
    const suggestions = (await analysisOf(headers))!.suggestions!
    expect(suggestions.currentJobTitle).toBe('Cloud Security Engineer')
    expect(suggestions.experiences).toEqual([
      {
        jobTitle: 'Cloud Security Engineer',
        company: 'Nuvem Segura Ltda.',
        startDate: '2022-04-01',
        endDate: null,
        currentlyWorksHere: true,
      },
      {
        jobTitle: 'Network Administrator',
        company: 'Telecom Exemplo',
        startDate: '2019-01-15',
        endDate: '2022-03-31',
        currentlyWorksHere: false,
      },
    ])
    expect(suggestions.educations).toEqual([
      {
        school: 'Universidade de São Paulo',
        degree: 'Bachelor',
        fieldOfStudy: 'Computer Engineering',
        graduationDate: '2018-12-01',
      },
    ])
    expect(suggestions.certifications).toEqual([
      { name: 'AWS Certified Security – Specialty', issuingEntity: 'Amazon Web Services', dateIssued: '2023-05-10' },
    ])
    expect(suggestions.languages).toEqual([
      { language: 'pt', level: 'native_or_bilingual' },
      { language: 'en', level: 'proficient' },
    ])
    expect(suggestions.workRoles.length).toBeGreaterThan(0)

    const before = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
    expect(before.body.data.profile.experiences).toEqual([])

    const accepted = await request<{ data: Profile }>(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers,
      payload: {
        version: before.body.data.profile.version,
        experiences: [
          {
            id: 0,
            jobTitle: 'Cloud Security Engineer',
            company: 'Nuvem Segura Ltda.',
            startDate: '2022-04-01',
            currentlyWorksHere: true,
          },
        ],
        languages: [{ id: 0, language: 'pt', level: 'native_or_bilingual' }],
      },
    })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.experiences.map((item) => item.company)).toEqual(['Nuvem Segura Ltda.'])
    expect(accepted.body.data.languages.map((item) => item.language)).toEqual(['pt'])
  })

  it('reads a LinkedIn data export ZIP (Positions, Education, Certifications, Languages, Skills, Profile)', async () => {
    const user = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, user.id))
    const answer = await upload(
      '/api/resume/import',
      headers,
      'Basic_LinkedInDataExport.zip',
      linkedInExport(),
      'application/zip',
    )
    expect(answer.status).toBe(200)
    expect(answer.body.data).toMatchObject({ status: 'ready', source: 'linkedin' })
    const suggestions = (await analysisOf(headers))!.suggestions!
    expect(suggestions.currentJobTitle).toBe('Threat Hunter at Andes Secure')
    expect(suggestions.experiences).toEqual([
      {
        jobTitle: 'Threat Hunter',
        company: 'Andes Secure',
        startDate: '2021-03-01',
        endDate: null,
        currentlyWorksHere: true,
      },
      {
        jobTitle: 'SOC Analyst',
        company: 'Banco del Sur, S.A.',
        startDate: '2018-01-01',
        endDate: '2021-02-01',
        currentlyWorksHere: false,
      },
    ])
    expect(suggestions.educations).toEqual([
      {
        school: 'Universidad de Chile',
        degree: 'Ingeniería Civil en Computación',
        fieldOfStudy: 'Ciberseguridad',
        graduationDate: '2017-01-01',
      },
    ])
    expect(suggestions.certifications).toEqual([
      { name: 'GIAC Certified Incident Handler (GCIH)', issuingEntity: 'GIAC', dateIssued: '2022-06-01' },
      { name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2019-11-01' },
    ])
    expect(suggestions.languages).toEqual([
      { language: 'es', level: 'native_or_bilingual' },
      { language: 'en', level: 'proficient' },
      { language: 'pt', level: 'beginner' },
    ])
    // The skills and descriptions speak of incident response: its work role is among the suggestions.
    expect(suggestions.workRoles.map((role) => role.code)).toContain('PD-WRL-003')
  })

  it('refuses a file that is neither, one with nothing to import, and one over 5 MB, changing nothing', async () => {
    const user = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, user.id))
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('not json at all'), 'cv.json', 400, 'resume_import_invalid'],
      [Buffer.from('{"hello": "world"}'), 'other.json', 400, 'resume_import_invalid'],
      [Buffer.from('{"basics": {"name": "Nobody"}, "work": []}'), 'empty.json', 400, 'resume_import_empty'],
      [zipOf([{ name: 'word/document.xml', content: Buffer.from('<w/>') }]), 'cv.docx', 400, 'resume_import_invalid'],
      [Buffer.alloc(5 * 1024 * 1024 + 1, 32), 'big.json', 413, 'document_too_large'],
    ]
    for (const [bytes, name, status, code] of cases) {
      const answer = await upload('/api/resume/import', headers, name, bytes, 'application/octet-stream')
      expect(answer.status, name).toBe(status)
      expect((answer.body as unknown as { code: string }).code, name).toBe(code)
    }
    expect(await analysisOf(headers)).toBeNull()
  })

  it('refuses archives past the bounds before inflating them: too many files, too many bytes once unpacked', async () => {
    const user = await createTalent(ctx.app.db)
    const headers = bearer(await createSessionToken(ctx.app.db, user.id))
    const manyFiles = zipOf(
      Array.from({ length: 201 }, (_, index) => ({ name: `f${index}.csv`, content: Buffer.from('Name\nx\n') })),
    )
    const bomb = zipOf([{ name: 'Positions.csv', content: Buffer.alloc(21 * 1024 * 1024, 0x41) }])
    expect(bomb.length).toBeLessThan(100_000)
    const liar = zipOf([{ name: 'Skills.csv', content: Buffer.alloc(6 * 1024 * 1024, 0x41), declaredSize: 100 }])
    for (const [bytes, status, code] of [
      [manyFiles, 413, 'resume_import_too_large'],
      [bomb, 413, 'resume_import_too_large'],
      [liar, 400, 'resume_import_invalid'],
    ] as const) {
      const answer = await upload('/api/resume/import', headers, 'export.zip', bytes, 'application/zip')
      expect(answer.status).toBe(status)
      expect((answer.body as unknown as { code: string; message: string }).code).toBe(code)
    }
    const told = await upload(
      '/api/resume/import',
      { ...headers, 'accept-language': 'es' },
      'x.zip',
      bomb,
      'application/zip',
    )
    expect((told.body as unknown as { message: string }).message).toBe(
      'Este archivo comprimido contiene demasiado para una exportación de LinkedIn: como máximo 200 archivos y 20 MB descomprimido.',
    )
    expect(await analysisOf(headers)).toBeNull()
  })

  it('reads the dates exports write', () => {
    expect(readDate('Mar 2021')).toBe('2021-03-01')
    expect(readDate('março 2021')).toBe('2021-03-01')
    expect(readDate('dic. 2020')).toBe('2020-12-01')
    expect(readDate('2021')).toBe('2021-01-01')
    expect(readDate('2021-07')).toBe('2021-07-01')
    expect(readDate('2021-07-09')).toBe('2021-07-09')
    expect(readDate('07/2021')).toBe('2021-07-01')
    expect(readDate('soon')).toBeNull()
    expect(readDate('2021-13')).toBeNull()
  })
})

describe('documents', () => {
  const proofUrl = (id: number) => `/api/profile/certifications/${id}/proof`

  it('lists the CV, proofs and résumés; attaches a proof by content; the owner downloads and deletes', async () => {
    const { headers, profile } = await talentWithProfile()
    const certification = profile.certifications[0]!
    const pdf = await upload(
      proofUrl(certification.id),
      headers,
      'Security+ certificado.pdf',
      PROOF_PDF,
      'application/pdf',
    )
    expect(pdf.status).toBe(201)
    expect(pdf.body.data).toMatchObject({
      kind: 'certification_proof',
      fileName: 'Security+ certificado.pdf'.replace('+', '_'),
      contentType: 'application/pdf',
      certification: { id: certification.id, name: 'CompTIA Security+' },
    })
    // A second proof replaces the first; an image is re-encoded.
    const png = await upload(proofUrl(certification.id), headers, 'foto.jpg', PROOF_PNG, 'image/jpeg')
    expect(png.status).toBe(201)
    expect(png.body.data).toMatchObject({ fileName: 'foto.png', contentType: 'image/png' })
    expect((await ctx.app.inject({ method: 'GET', url: pdf.body.data.url, headers })).statusCode).toBe(404)

    const cvBody = multipart('mi-cv.pdf', PROOF_PDF, 'application/pdf')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/azurefile/uploadfilepdf',
      headers: { ...headers, ...cvBody.headers },
      payload: cvBody.payload,
    })
    await request(ctx, { method: 'POST', url: '/api/resume/pdf', headers, payload: CHOICES })

    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.status).toBe(200)
    expect(list.headers['cache-control']).toBe('no-store')
    expect(list.body.data.map((item) => item.kind)).toEqual(['cv', 'resume', 'certification_proof'])
    const image = await ctx.app.inject({ method: 'GET', url: png.body.data.url, headers })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['content-disposition']).toContain('attachment; filename="foto.png"')
    const cv = await ctx.app.inject({ method: 'GET', url: list.body.data[0]!.url, headers })
    expect(cv.statusCode).toBe(200)
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const removed = await request(ctx, { method: 'DELETE', url: `/api/documents/${png.body.data.id}`, headers })
    expect(removed.status).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: png.body.data.url, headers })).statusCode).toBe(404)
  })

  it('deletes a certification’s proof file when the talent removes the certification from the profile', async () => {
    const { user, headers, profile } = await talentWithProfile()
    const certification = profile.certifications[0]!
    const proof = await upload(proofUrl(certification.id), headers, 'cert.pdf', PROOF_PDF, 'application/pdf')
    expect(proof.status).toBe(201)
    const [row] = await ctx.app.db.select().from(talentDocuments).where(eq(talentDocuments.id, proof.body.data.id))
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeDefined()

    // Saving the profile with the certification kept leaves the proof alone; without it, the file goes too.
    const {
      userId: _userId,
      email: _email,
      photoUrl: _photo,
      cv: _cv,
      ...current
    } = await ctx.app.services.profiles.getProfile(user.id)
    const kept = await ctx.app.services.profiles.saveProfile(user.id, ProfileInputSchema.parse(current))
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeDefined()
    await ctx.app.services.profiles.saveProfile(
      user.id,
      ProfileInputSchema.parse({ ...current, version: kept.version, certifications: [] }),
    )
    expect(await ctx.app.services.storage.read(row!.storageKey)).toBeUndefined()
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.body.data.filter((item) => item.kind === 'certification_proof')).toEqual([])
  })

  it('refuses a proof of the wrong type, too large, or for a certification that is not the talent’s', async () => {
    const { headers, profile } = await talentWithProfile()
    const other = await talentWithProfile()
    const mine = profile.certifications[0]!.id
    const cases: [string, Buffer, number, string][] = [
      [proofUrl(mine), Buffer.from('MZ\x90\x00 not a proof'), 400, 'certification_proof_invalid'],
      [proofUrl(mine), Buffer.concat([PROOF_PDF, Buffer.alloc(10 * 1024 * 1024)]), 413, 'document_too_large'],
      [proofUrl(other.profile.certifications[0]!.id), PROOF_PDF, 404, 'certification_not_found'],
      [proofUrl(2_147_483_647), PROOF_PDF, 404, 'certification_not_found'],
    ]
    for (const [url, bytes, status, code] of cases) {
      const answer = await upload(url, headers, 'proof.pdf', bytes, 'application/pdf')
      expect(answer.status).toBe(status)
      expect((answer.body as unknown as { code: string }).code).toBe(code)
    }
    const big = await upload(
      proofUrl(mine),
      { ...headers, 'accept-language': 'pt' },
      'p.pdf',
      cases[1]![1],
      'application/pdf',
    )
    expect((big.body as unknown as { message: string }).message).toBe(
      'Este arquivo é grande demais: pode ter até 10 MB.',
    )
    const tooBigId = await upload(proofUrl(0), headers, 'p.pdf', PROOF_PDF, 'application/pdf')
    expect(tooBigId.status).toBe(400)
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.body.data).toEqual([])
  })

  it('another talent and an unrelated company get 404; a company the profile is shared with downloads', async () => {
    const owner = await talentWithProfile({ dataSharingConsent: false })
    const proof = await upload(
      proofUrl(owner.profile.certifications[0]!.id),
      owner.headers,
      'proof.pdf',
      PROOF_PDF,
      'application/pdf',
    )
    const resume = await request<{ data: TalentDocument }>(ctx, {
      method: 'POST',
      url: '/api/resume/pdf',
      headers: owner.headers,
      payload: CHOICES,
    })
    const other = await talentWithProfile()
    const { admin } = await createCompany(ctx.app.db)
    const company = bearer(await createSessionToken(ctx.app.db, admin.id))
    for (const headers of [other.headers, company]) {
      for (const url of [proof.body.data.url, resume.body.data.url, `/api/talent/${owner.user.id}/documents/cv`]) {
        const answer = await request<{ code: string }>(ctx, { method: 'GET', url, headers })
        expect(answer.status, url).toBe(404)
        expect(answer.body.code).toBe('document_not_found')
      }
      const list = await request(ctx, { method: 'GET', url: `/api/talent/${owner.user.id}/documents`, headers })
      expect(list.status).toBe(404)
      const removed = await request(ctx, { method: 'DELETE', url: `/api/documents/${resume.body.data.id}`, headers })
      expect(removed.status).toBe(headers === company ? 403 : 404)
    }
    // The owned document is still there.
    expect(
      (await ctx.app.inject({ method: 'GET', url: resume.body.data.url, headers: owner.headers })).statusCode,
    ).toBe(200)

    // Once the talent shares the profile (PRODUCT.md "Who sees what"), companies may list and download.
    const sharing = await talentWithProfile({ dataSharingConsent: true })
    const shared = await request<{ data: TalentDocument }>(ctx, {
      method: 'POST',
      url: '/api/resume/pdf',
      headers: sharing.headers,
      payload: CHOICES,
    })
    const listed = await request<{ data: TalentDocument[] }>(ctx, {
      method: 'GET',
      url: `/api/talent/${sharing.user.id}/documents`,
      headers: company,
    })
    expect(listed.status).toBe(200)
    expect(listed.body.data.map((item) => item.id)).toEqual([shared.body.data.id])
    const file = await ctx.app.inject({ method: 'GET', url: shared.body.data.url, headers: company })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    // …but never delete them.
    const removed = await request(ctx, {
      method: 'DELETE',
      url: `/api/documents/${shared.body.data.id}`,
      headers: company,
    })
    expect(removed.status).toBe(403)
  })
})

describe('demo seed', () => {
  it('gives the talent saved choices, one generated résumé and a certification proof, once', async () => {
    const { seedResume } = await import('../../../seed/resume')
    const { user, headers } = await talentWithProfile()
    await seedResume(ctx.app.db, ctx.app.services.storage, { lucia: user.id })
    await seedResume(ctx.app.db, ctx.app.services.storage, { lucia: user.id })
    const settings = await request<{ data: ResumeSettings }>(ctx, {
      method: 'GET',
      url: '/api/resume/settings',
      headers,
    })
    expect(settings.body.data).toMatchObject({ template: 'modern', language: 'es', isSaved: true })
    const list = await request<{ data: TalentDocument[] }>(ctx, { method: 'GET', url: '/api/documents', headers })
    expect(list.body.data.map((item) => item.kind)).toEqual(['certification_proof', 'resume'])
    expect(list.body.data[0]!.certification?.name).toBe('CompTIA Security+')
    const pdf = await ctx.app.inject({ method: 'GET', url: list.body.data[1]!.url, headers })
    expect(await pdfText(pdf.rawPayload)).toContain('Analista SOC con cinco años en seguridad')
  })
})
