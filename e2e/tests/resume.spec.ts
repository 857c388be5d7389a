import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import type enCvAnalysis from '../../packages/shared/src/i18n/locales/en/cv-analysis.json'
import type enResume from '../../packages/shared/src/i18n/locales/en/resume.json'
import {
  csrfHeaders,
  expect as baseExpect,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'
const SHOTS = '/tmp/resume-shots'
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`
const JSON_RESUME = fileURLToPath(new URL('../../apps/api/test/fixtures/json-resume.json', import.meta.url))
/** A one-page PDF, small and real: the API checks a proof by its content. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

/** Each language's story uses another template, so all three are printed. */
const TEMPLATE: Record<Language, 'ats' | 'modern' | 'classic'> = { en: 'ats', es: 'modern', pt: 'classic' }
const SUMMARY: Record<Language, string> = {
  en: 'Incident responder who hunts threats — “my own words”.',
  es: 'Analista que caza amenazas — “mis propias palabras”.',
  pt: 'Analista que caça ameaças — “minhas próprias palavras”.',
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, standardFontDataUrl }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/** The signed-in talent's profile, given an experience, a certification and two languages through the API. */
async function fillProfile(page: Page) {
  const current = (await (await page.request.get('/api/profile')).json()) as {
    data: { profile: Record<string, unknown> }
  }
  const keys = Object.keys(ProfileInputSchema.shape)
  const input = Object.fromEntries(Object.entries(current.data.profile).filter(([key]) => keys.includes(key)))
  const saved = await page.request.put('/api/profile', {
    headers: await csrfHeaders(page),
    data: {
      ...input,
      currentJobTitle: 'Incident Responder',
      country: 'CL',
      city: 'Valparaíso',
      experiences: [
        {
          id: 0,
          jobTitle: 'Incident Responder',
          company: 'Banco Austral',
          startDate: '2021-03-01',
          currentlyWorksHere: true,
          description: 'Ransomware containment and phishing triage for 3,000 employees.',
        },
      ],
      certifications: [{ id: 0, name: 'GIAC GCIH', issuingEntity: 'GIAC', dateIssued: '2022-06-01' }],
      languages: [
        { id: 0, language: 'es', level: 'native_or_bilingual' },
        { id: 0, language: 'en', level: 'proficient' },
      ],
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  return ((await saved.json()) as { data: { certifications: { id: number }[] } }).data
}

test.describe.configure({ mode: 'serial', timeout: 150_000 })

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`résumé builder (${language})`, () => {
    test.use({ language })

    test(`a talent builds a résumé with a template, sections and a language, and downloads the PDF (${language})`, async ({
      page,
    }) => {
      mkdirSync(SHOTS, { recursive: true })
      const words = readCatalog<typeof enResume>(language, 'resume')
      const common = readCatalog<typeof enCommon>(language, 'common')
      const template = TEMPLATE[language]
      const tag = Date.now().toString(36).slice(-5)
      const lastName = `Araya${tag}`
      await signInNewTalent(page, { email: uniqueEmail('builder'), firstName: 'Camila', lastName, language })
      await fillProfile(page)

      await page.goto('/builder')
      await expect(page.getByRole('heading', { level: 1, name: words.builder.title })).toBeVisible()
      await expect(page).toHaveTitle(new RegExp(words.builder.title))
      const preview = page.getByRole('article', { name: words.builder.preview_label })
      await expect(preview.getByRole('heading', { name: `Camila ${lastName}` })).toBeVisible()

      // Template, language of the résumé, sections and their order, and the talent's own summary.
      await page.getByRole('radio', { name: words.builder.templates[template] }).check()
      await page.getByLabel(words.builder.language).selectOption(language)
      await page.getByRole('checkbox', { name: words.document.section.courses }).uncheck()
      await page.getByRole('checkbox', { name: words.document.section.education }).uncheck()
      await page
        .getByRole('button', { name: words.builder.move_up.replace('{{section}}', words.document.section.skills) })
        .click()
      await page.getByRole('textbox', { name: words.builder.summary }).fill(SUMMARY[language])

      // The live preview follows: sections in the chosen order, the summary as written.
      await expect(preview).toContainText(SUMMARY[language])
      // Skills moved above certifications; the summary before the experience (the modern sidebar lists first).
      const section = words.document.section
      await expect
        .poll(async () => {
          const titles = await preview.getByRole('heading', { level: 3 }).allTextContents()
          return [
            titles.indexOf(section.skills) < titles.indexOf(section.certifications),
            titles.indexOf(section.summary) < titles.indexOf(section.experience),
            titles.includes(section.courses),
          ]
        })
        .toEqual([true, true, false])
      await expect(preview.getByRole('region', { name: words.document.section.education })).toHaveCount(0)
      await expect(preview).toContainText('Banco Austral')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await keepScreenshot(page, { path: `${SHOTS}/builder-${language}.png`, fullPage: true })

      // The PDF downloads, and its text is the résumé's: name, labels in the language, the talent's words as written.
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: words.builder.download_pdf }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(
        `Camila-${lastName}-${words.document.file_name}-${template}-${language}.pdf`,
      )
      const bytes = readFileSync((await download.path())!)
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      const text = await pdfText(bytes)
      const heading = (title: string) => (template === 'ats' ? title : title.toUpperCase())
      for (const expected of [
        `Camila ${lastName}`,
        SUMMARY[language],
        heading(words.document.section.experience),
        heading(words.document.section.languages),
        'Incident Responder',
        'Banco Austral',
        'Ransomware containment and phishing triage for 3,000 employees.',
        words.document.present,
        'GIAC GCIH',
      ]) {
        expect(text).toContain(expected)
      }
      expect(text).not.toContain(heading(words.document.section.education))
      await expect(page.getByText(words.builder.pdf_ready)).toBeVisible()

      // The choices come back.
      await page.reload()
      await expect(page.getByRole('radio', { name: words.builder.templates[template] })).toBeChecked()
      await expect(page.getByRole('textbox', { name: words.builder.summary })).toHaveValue(SUMMARY[language])
      await expect(page.getByRole('checkbox', { name: words.document.section.education })).not.toBeChecked()

      // The résumé is among the documents.
      await page.goto('/talent/profile/documents')
      await expect(page.getByRole('heading', { level: 1, name: common.page.talent_profile_documents })).toBeVisible()
      await expect(page.getByRole('region', { name: words.documents.resumes })).toContainText(
        `${words.builder.templates[template]} · ${words.builder.languages[language]}`,
      )
    })
  })
}

test.describe('résumé import and documents (en)', () => {
  test.use({ language: 'en' })

  test('a talent imports a JSON Resume and reviews its suggestions before they join the profile', async ({ page }) => {
    const words = readCatalog<typeof enResume>('en', 'resume')
    const review = readCatalog<typeof enCvAnalysis>('en', 'cv-analysis')
    await signInNewTalent(page, { email: uniqueEmail('importer'), firstName: 'Mateo', lastName: 'Ferreira' })
    await page.goto('/builder')
    const choosing = page.waitForEvent('filechooser')
    await page.getByRole('button', { name: words.import.choose }).click()
    await (await choosing).setFiles(JSON_RESUME)
    await expect(page.getByRole('status').filter({ hasText: words.import.done })).toBeVisible()
    await page.getByRole('link', { name: words.import.review }).click()

    await expect(page.getByRole('heading', { name: review.import_title.json_resume })).toBeVisible()
    const suggestion = page.getByRole('checkbox', { name: /Cloud Security Engineer · Nuvem Segura Ltda\./ })
    await expect(suggestion).toBeVisible()
    // Nothing entered the profile yet.
    const before = (await (await page.request.get('/api/profile')).json()) as { data: { profile: { experiences: [] } } }
    expect(before.data.profile.experiences).toEqual([])
    await suggestion.check()
    await page.getByRole('button', { name: review.accept }).click()
    await expect(page.getByText(review.accepted)).toBeVisible()
    const after = (await (await page.request.get('/api/profile')).json()) as {
      data: { profile: { experiences: { company: string }[] } }
    }
    expect(after.data.profile.experiences.map((item) => item.company)).toEqual(['Nuvem Segura Ltda.'])
    await keepScreenshot(page, { path: `${SHOTS}/import-review-en.png`, fullPage: true })
  })

  test('a talent lists, downloads and deletes documents: a certification proof and a generated résumé', async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true })
    const words = readCatalog<typeof enResume>('en', 'resume')
    await signInNewTalent(page, { email: uniqueEmail('documents'), firstName: 'Ana', lastName: 'Souza' })
    const profile = await fillProfile(page)
    const proof = await page.request.post(`/api/profile/certifications/${profile.certifications[0]!.id}/proof`, {
      headers: await csrfHeaders(page),
      multipart: { file: { name: 'gcih.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF } },
    })
    expect(proof.status(), await proof.text()).toBe(201)
    const generated = await page.request.post('/api/resume/pdf', {
      headers: await csrfHeaders(page),
      data: { template: 'classic', language: 'en', sections: ['experience', 'certifications'] },
    })
    expect(generated.status(), await generated.text()).toBe(201)

    await page.goto('/talent/profile/documents')
    await expect(page.getByText(words.documents.cv_absent)).toBeVisible()
    const proofs = page.getByRole('region', { name: words.documents.proofs })
    await expect(proofs).toContainText('GIAC GCIH')
    await expect(
      proofs.getByRole('link', { name: words.documents.download.replace('{{name}}', 'gcih.pdf') }),
    ).toBeVisible()
    const resumeName = `${words.builder.templates.classic} · ${words.builder.languages.en}`
    const resumes = page.getByRole('region', { name: words.documents.resumes })
    const downloading = page.waitForEvent('download')
    await resumes.getByRole('link', { name: words.documents.download.replace('{{name}}', resumeName) }).click()
    const download = await downloading
    const text = await pdfText(readFileSync((await download.path())!))
    expect(text).toContain('Banco Austral')
    await expectNoAxeViolations(page)
    await keepScreenshot(page, { path: `${SHOTS}/documents-en.png`, fullPage: true })

    await proofs.getByRole('button', { name: words.documents.delete.replace('{{name}}', 'gcih.pdf') }).click()
    await page.getByRole('dialog').getByRole('button', { name: words.documents.delete_action }).click()
    await expect(page.getByText(words.documents.deleted)).toBeVisible()
    await expect(proofs.getByText(words.documents.proof_missing)).toBeVisible()
  })
})
