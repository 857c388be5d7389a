import { describe, expect, it } from 'vitest'
import type { ResumeModel, ResumeSettings, TalentDocument } from '@sentinela/shared/schemas/resume'
import { MAX_STORED_RESUMES } from '@sentinela/shared/schemas/resume'
import { bearer, createCompany, createSessionToken } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { CHOICES, pdfText, resumeHelpers } from './resume.test-helpers'

// The résumé builder: the talent's choices, the preview, the PDF and JSON Resume it makes, and the demo seed's.
const ctx = useTestApp()
const { talentWithProfile } = resumeHelpers(ctx)

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
