import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { bearer, createSessionToken, createTalent } from '../../../test/factories'
import { request, useTestApp } from '../../../test/helper'
import { zipOf } from '../../../test/zip'
import { readDate } from './resume-import'
import { resumeHelpers } from './resume.test-helpers'

// Importing a JSON Resume or a LinkedIn data export into the CV review, within the bounds on what is read.
const ctx = useTestApp()
const { upload } = resumeHelpers(ctx)
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
