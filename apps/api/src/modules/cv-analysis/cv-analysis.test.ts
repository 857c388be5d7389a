import { deflateRawSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import type { CvAnalysis } from '@sentinela/shared/schemas/cv-analysis'
import type { Profile } from '@sentinela/shared/schemas/profile'
import { cvAnalyses } from '../../db/schema'
import { multipart, request, useTestApp } from '../../../test/helper'
import { bearer, createSessionToken, createTalent } from '../../../test/factories'
import { renderDocx, renderPdf, type CvDocument } from '../../../eval/cv/render'
import { CvAnalysisRepository } from './cv-analysis.repository'
import { CV_STALE_MS, CvAnalysisService } from './cv-analysis.service'

const ctx = useTestApp({ RUN_WORKERS: 'true' })

const CV: CvDocument = {
  layout: 'single',
  header: ['Ana Souza', 'SOC Analyst', 'ana.souza@example.com | +55 11 91234-5678'],
  sections: [
    {
      heading: 'Summary',
      lines: ['Security analyst working in a SOC with Splunk, incident response and threat hunting.'],
    },
    {
      heading: 'Experience',
      entries: [
        {
          title: 'SOC Analyst',
          company: 'Banco Exemplo S.A.',
          dates: 'Mar 2021 – Present',
          bullets: ['Triage of SIEM alerts in Splunk', 'Incident response playbooks'],
        },
        {
          title: 'Help Desk Technician',
          company: 'Telecom Example Ltda',
          dates: '01/2018 - 02/2021',
          bullets: ['End user support'],
        },
      ],
    },
    { heading: 'Certifications', lines: ['CompTIA Security+ (2021)', 'CySA+ 2022'] },
    { heading: 'Languages', lines: ['Portuguese: native', 'English: fluent', 'Spanish: intermediate'] },
  ],
}

async function signedInTalent() {
  const user = await createTalent(ctx.app.db)
  return { user, headers: bearer(await createSessionToken(ctx.app.db, user.id)) }
}

const upload = (headers: Record<string, string>, name: string, bytes: Buffer, type = 'application/pdf') => {
  const body = multipart(name, bytes, type)
  return request<{ data: { fileName: string } }>(ctx, {
    method: 'POST',
    url: '/api/azurefile/uploadfilepdf',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  })
}

const analysisOf = async (headers: Record<string, string>) =>
  (await request<{ data: CvAnalysis | null }>(ctx, { method: 'GET', url: '/api/profile/cv-analysis', headers })).body
    .data

async function settled(headers: Record<string, string>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const analysis = await analysisOf(headers)
    if (analysis && analysis.status !== 'processing') return analysis
    if (Date.now() > until) throw new Error(`still ${analysis?.status}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function readProfile(headers: Record<string, string>) {
  const { body } = await request<{ data: { profile: Profile } }>(ctx, { method: 'GET', url: '/api/profile', headers })
  return body.data.profile
}

/** A ZIP with a `word/document.xml` whose central directory declares `size` bytes once inflated. */
function zipBomb(size: number) {
  const content = Buffer.alloc(size, 0x20)
  const compressed = deflateRawSync(content, { level: 9 })
  const name = Buffer.from('word/document.xml')
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(0, 14)
  local.writeUInt32LE(compressed.length, 18)
  local.writeUInt32LE(size, 22)
  local.writeUInt16LE(name.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(compressed.length, 20)
  central.writeUInt32LE(size, 24)
  central.writeUInt16LE(name.length, 28)
  const offset = local.length + name.length + compressed.length
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(central.length + name.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([local, name, compressed, central, name, end])
}

function pagesPdf(pages: number) {
  return new Promise<Buffer>((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false, compress: true })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    for (let page = 0; page < pages; page += 1) doc.addPage({ size: [50, 50], margin: 0 })
    doc.end()
  })
}

describe('CV analysis (issue #17)', () => {
  it('runs after the upload answers: processing, then ready with suggestions; nothing enters the profile', async () => {
    const { headers } = await signedInTalent()
    const before = await readProfile(headers)
    const uploaded = await upload(headers, 'cv.pdf', await renderPdf(CV))
    expect(uploaded.status).toBe(200)
    const analysis = await settled(headers)
    expect(analysis.status).toBe('ready')
    const suggestions = analysis.suggestions!
    expect(suggestions.email).toBe('ana.souza@example.com')
    expect(suggestions.phone).toBe('+5511912345678')
    expect(suggestions.certifications.map((item) => item.name).sort()).toEqual(['CompTIA CySA+', 'CompTIA Security+'])
    expect(suggestions.languages).toContainEqual({ language: 'pt', level: 'native_or_bilingual' })
    expect(suggestions.experiences[0]).toMatchObject({
      company: 'Banco Exemplo S.A.',
      startDate: '2021-03-01',
      currentlyWorksHere: true,
    })
    expect(suggestions.workRoles.slice(0, 3).map((role) => role.code)).toContain('PD-WRL-001')
    const after = await readProfile(headers)
    expect(after.certifications).toEqual(before.certifications)
    expect(after.experiences).toEqual([])
    expect(after.version).toBe(before.version)
  })

  it('reads a DOCX too', async () => {
    const { headers } = await signedInTalent()
    const docx = await renderDocx({ ...CV, layout: 'table' })
    expect((await upload(headers, 'cv.docx', docx, 'application/octet-stream')).status).toBe(200)
    const analysis = await settled(headers)
    expect(analysis.status).toBe('ready')
    expect(analysis.suggestions!.certifications.length).toBe(2)
  })

  it('refuses a renamed program and an empty file at upload, with nothing to analyse', async () => {
    const { headers } = await signedInTalent()
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)])
    expect((await upload(headers, 'cv.pdf', exe)).body).toMatchObject({ code: 'document_type_invalid' })
    expect((await upload(headers, 'cv.pdf', Buffer.alloc(0))).status).toBe(400)
    expect(await analysisOf(headers)).toBeNull()
  })

  it.each([
    ['a zip bomb DOCX', 'cv.docx', () => Promise.resolve(zipBomb(200 * 1024 * 1024)), 'too_large_inflated'],
    ['a 10,000-page PDF', 'cv.pdf', () => pagesPdf(10_000), 'too_many_pages'],
    [
      'a corrupt PDF',
      'cv.pdf',
      () => Promise.resolve(Buffer.from('%PDF-1.7\n1 0 obj garbage <<<< %%EOF')),
      'unreadable',
    ],
    ['a PDF with no text', 'cv.pdf', () => pagesPdf(1), 'no_text'],
  ])('fails %s cleanly, with its reason', async (_name, fileName, make, reason) => {
    const { headers } = await signedInTalent()
    const bytes = await make()
    expect((await upload(headers, fileName, bytes)).status).toBe(200)
    const analysis = await settled(headers)
    expect(analysis).toMatchObject({ status: 'failed', reason, suggestions: null })
  })

  it('fails an encrypted PDF as encrypted', async () => {
    const { headers } = await signedInTalent()
    const bytes = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ userPassword: 'secret', ownerPassword: 'owner' })
      const chunks: Buffer[] = []
      doc.on('data', (chunk: Buffer) => chunks.push(chunk))
      doc.on('end', () => resolve(Buffer.concat(chunks)))
      doc.text('A CV behind a password, with enough text to be read if it could be.')
      doc.end()
    })
    await upload(headers, 'cv.pdf', bytes)
    expect(await settled(headers)).toMatchObject({ status: 'failed', reason: 'encrypted' })
  })

  it('retries only a failed analysis; the retry runs again', async () => {
    const { headers } = await signedInTalent()
    expect((await request(ctx, { method: 'POST', url: '/api/profile/cv-analysis/retry', headers })).status).toBe(404)
    await upload(headers, 'cv.pdf', await pagesPdf(1))
    expect((await settled(headers)).status).toBe('failed')
    const retried = await request<{ data: CvAnalysis }>(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/retry',
      headers,
    })
    expect(retried.status).toBe(200)
    expect(retried.body.data.status).toBe('processing')
    expect((await settled(headers)).attempts).toBe(1)
    await upload(headers, 'cv.pdf', await renderPdf(CV))
    expect((await settled(headers)).status).toBe('ready')
    const again = await request(ctx, { method: 'POST', url: '/api/profile/cv-analysis/retry', headers })
    expect(again.body).toMatchObject({ code: 'cv_analysis_not_retryable' })
  })

  it('a worker killed mid-analysis leaves the analysis to the sweep: queued again, then ready', async () => {
    const { user, headers } = await signedInTalent()
    await upload(headers, 'cv.pdf', await renderPdf(CV))
    await settled(headers)
    // As a worker that died after taking the job: processing, one attempt, untouched for longer than the limit.
    await ctx.app.db
      .update(cvAnalyses)
      .set({
        status: 'processing',
        suggestions: null,
        attempts: 1,
        updatedAt: new Date(Date.now() - CV_STALE_MS - 1000),
      })
      .where(eq(cvAnalyses.userId, user.id))
    await ctx.app.services.cvAnalysis.sweep()
    const analysis = await settled(headers)
    expect(analysis).toMatchObject({ status: 'ready', attempts: 2 })
  })

  it('fails for good an analysis whose workers keep dying', async () => {
    const { user, headers } = await signedInTalent()
    await upload(headers, 'cv.pdf', await renderPdf(CV))
    await settled(headers)
    await ctx.app.db
      .update(cvAnalyses)
      .set({ status: 'processing', attempts: 3, updatedAt: new Date(Date.now() - CV_STALE_MS - 1000) })
      .where(eq(cvAnalyses.userId, user.id))
    await ctx.app.services.cvAnalysis.sweep()
    expect(await analysisOf(headers)).toMatchObject({ status: 'failed', reason: 'timeout' })
  })

  it('accepts part of the suggestions: they join the profile, NICE merged by code, fit recomputed', async () => {
    const { headers } = await signedInTalent()
    await upload(headers, 'cv.pdf', await renderPdf(CV))
    const { suggestions } = await settled(headers)
    const before = await readProfile(headers)
    const role = suggestions!.workRoles[0]!
    const accepted = await request<{ data: Profile }>(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers,
      payload: {
        version: before.version,
        currentJobTitle: suggestions!.currentJobTitle,
        experiences: [{ ...suggestions!.experiences[0], endDate: null, description: 'Edited before accepting' }],
        certifications: [{ name: 'CompTIA Security+', issuingEntity: 'CompTIA', dateIssued: '2021-01-01' }],
        languages: [{ language: 'pt', level: 'native_or_bilingual' }],
        workRoleCodes: [role.code],
        // Duplicates count once.
        statementCodes: [...role.statementCodes, ...role.statementCodes],
      },
    })
    expect((accepted.body as unknown as { errors?: unknown[] }).errors ?? []).toEqual([])
    expect(accepted.status).toBe(200)
    const profile = accepted.body.data
    expect(profile.experiences).toHaveLength(1)
    expect(profile.experiences[0]!.description).toBe('Edited before accepting')
    expect(profile.certifications.map((item) => item.name)).toEqual(['CompTIA Security+'])
    expect(profile.languages).toHaveLength(1)
    expect(profile.nice.workRoleCodes).toEqual([role.code])
    expect(new Set(profile.nice.statementCodes).size).toBe(profile.nice.statementCodes.length)
    const fits = await request<{ data: { workRoleCode: string; percentage: number }[] }>(ctx, {
      method: 'GET',
      url: '/api/profile/fit',
      headers,
    })
    expect(fits.body.data.find((fit) => fit.workRoleCode === role.code)!.percentage).toBeGreaterThan(0)
    // Accepting the same again adds nothing twice; a stale version changes nothing.
    const twice = await request<{ data: Profile }>(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers,
      payload: { version: profile.version, certifications: [{ name: 'CompTIA Security+', dateIssued: '2021-01-01' }] },
    })
    expect(twice.body.data.certifications).toHaveLength(1)
    const stale = await request(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers,
      payload: { version: before.version, languages: [{ language: 'en', level: 'proficient' }] },
    })
    expect(stale.status).toBe(409)
    expect((await readProfile(headers)).languages).toHaveLength(1)
  })

  it('refuses to accept before the analysis is ready, and bad items with translated errors', async () => {
    const { headers } = await signedInTalent()
    const none = await request(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers,
      payload: { version: 0 },
    })
    expect(none.status).toBe(404)
    await upload(headers, 'cv.pdf', await renderPdf(CV))
    await settled(headers)
    const bad = await request<{ code: string; errors: { path: string; message: string }[] }>(ctx, {
      method: 'POST',
      url: '/api/profile/cv-analysis/accept',
      headers: { ...headers, 'accept-language': 'es' },
      payload: { version: 0, certifications: [{ name: 'CISSP' }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('validation_failed')
    expect(bad.body.errors.map((issue) => issue.path)).toContain('certifications.0.dateIssued')
    expect((await readProfile(headers)).certifications).toEqual([])
  })
})

describe('with an OpenAI-compatible model (AI_BASE_URL)', () => {
  const TEXT = [
    'Ana Souza',
    'ana.souza@example.com',
    'Experience',
    'SOC Analyst — Banco Exemplo S.A. — Mar 2021 – Present',
    'Triage of SIEM alerts in Splunk, incident response playbooks, threat hunting.',
    'Certifications',
    'CompTIA Security+ (2021)',
  ].join('\n')

  /** A model at a fake address that answers `content` (or fails), recording what it was asked. */
  function modelService(answer: (body: { messages: { content: string }[] }) => Response) {
    const asked: { url: string; body: { model: string; messages: { content: string }[] } }[] = []
    const fetcher = (async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { model: string; messages: { content: string }[] }
      asked.push({ url, body })
      return answer(body)
    }) as unknown as typeof fetch
    const { framework, profiles, storage } = ctx.app.services
    const service = new CvAnalysisService(
      new CvAnalysisRepository(ctx.app.db),
      storage,
      framework,
      profiles,
      ctx.app.log,
      {
        config: { ...ctx.app.config, AI_BASE_URL: 'http://model.test/v1/', AI_MODEL: 'test-model' },
        fetcher,
      },
    )
    return { service, asked }
  }
  const chat = (content: unknown) =>
    Response.json({
      choices: [{ message: { content: typeof content === 'string' ? content : JSON.stringify(content) } }],
    })

  it('adds what the model found beside the rules, keeping only what the schema and the CV’s text support', async () => {
    const rulesOnly = await ctx.app.services.cvAnalysis.analyze(TEXT)
    const { service, asked } = modelService(() =>
      chat({
        currentJobTitle: 'SOC Analyst',
        experiences: [
          { jobTitle: 'SOC Analyst', company: 'Banco Exemplo S.A.', startDate: '2021-03', currentlyWorksHere: true },
          { jobTitle: 'Intern', company: 'Cyber Lab', startDate: '2019-13', endDate: 'soon' },
        ],
        certifications: [{ name: 'Splunk Core Certified User', issuingEntity: 'Splunk', dateIssued: '2022-06' }],
        workRoleCodes: ['PD-WRL-003', 'not a code'],
        extra: 'ignored',
      }),
    )
    const merged = await service.analyze(TEXT)
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url).toBe('http://model.test/v1/chat/completions')
    expect(asked[0]!.body.model).toBe('test-model')
    expect(asked[0]!.body.messages[1]!.content).toContain('Banco Exemplo')
    // The model's certification is added; the rules' ones are kept.
    expect(merged.certifications.map((item) => item.name)).toEqual([
      ...rulesOnly.certifications.map((item) => item.name),
      'Splunk Core Certified User',
    ])
    expect(merged.certifications.at(-1)).toMatchObject({ issuingEntity: 'Splunk', dateIssued: '2022-06-01' })
    // The same experience is not offered twice; dates that are not dates are dropped, not believed.
    const companies = merged.experiences.map((item) => item.company)
    expect(companies.filter((company) => company === 'Banco Exemplo S.A.').length).toBeLessThanOrEqual(1)
    expect(merged.experiences.find((item) => item.company === 'Cyber Lab')).toMatchObject({
      startDate: null,
      endDate: null,
    })
    // A proposed role with statements in the text moves up; a code that is not one is ignored.
    const incident = merged.workRoles.find((role) => role.code === 'PD-WRL-003')
    expect(incident?.statementCodes.length).toBeGreaterThan(0)
    const before = rulesOnly.workRoles.find((role) => role.code === 'PD-WRL-003')
    if (before) expect(incident!.score).toBeGreaterThan(before.score)
  })

  it('keeps the rules’ suggestions when the model fails, answers an error or answers something that is not JSON', async () => {
    const rulesOnly = await ctx.app.services.cvAnalysis.analyze(TEXT)
    for (const answer of [
      () => new Response('overloaded', { status: 503 }),
      () => chat('this is not json'),
      () => {
        throw new Error('connection refused')
      },
    ]) {
      const { service } = modelService(answer)
      expect(await service.analyze(TEXT)).toEqual(rulesOnly)
    }
  })
})
