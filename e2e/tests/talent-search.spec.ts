import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type * as PdfJs from 'pdfjs-dist'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { signInNewCompany, subscribePageCompany } from '../company-fixtures'
import { createTalentWithRole, expect, expectNoAxeViolations, readOutbox, test, keepScreenshot } from '../fixtures'
import { uniqueWord } from '../job-fixtures'

const SEARCH = '/company/account/TalentSerch'
const PRIVACY = '/talent/account/AccountPrivacity'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
/** Screenshots to look at (desktop and phone, in each language) and the PDF's first page. */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'talent-search')
const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1366, height: 900 }

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 180_000 })

type Language = 'en' | 'es' | 'pt'

/** What a company reads on the screen (the catalogs' words, typed out on purpose). */
const WORDS = {
  en: {
    title: 'Talent search',
    searchTab: 'Search talent',
    topTab: 'Top talent',
    search: 'Search talent',
    workRole: 'NICE work role',
    role: 'Incident Response',
    fitFor: 'fit for',
    country: 'Country',
    certification: 'Certification',
    empty: 'No information was found with filters used',
    chooseRole: 'Choose a work role',
    tooShort: 'Type at least 2 characters to search.',
  },
  es: {
    title: 'Búsqueda de talento',
    searchTab: 'Buscar talento',
    topTab: 'Talento destacado',
    search: 'Buscar talento',
    workRole: 'Rol de trabajo NICE',
    role: 'Respuesta a incidentes',
    fitFor: 'de afinidad con',
    country: 'País',
    certification: 'Certificación',
    empty: 'No se encontró información con los filtros utilizados',
    chooseRole: 'Elige un rol de trabajo',
    tooShort: 'Escribe al menos 2 caracteres para buscar.',
  },
  pt: {
    title: 'Busca de talentos',
    searchTab: 'Buscar talentos',
    topTab: 'Talentos em destaque',
    search: 'Buscar talentos',
    workRole: 'Função de trabalho NICE',
    role: 'Resposta a incidentes',
    fitFor: 'de aderência a',
    country: 'País',
    certification: 'Certificação',
    empty: 'Nenhuma informação foi encontrada com os filtros usados',
    chooseRole: 'Escolha uma função de trabalho',
    tooShort: 'Digite pelo menos 2 caracteres para pesquisar.',
  },
} as const

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: join(SHOTS, `${name}.png`), fullPage })
}

/** Desktop and phone screenshots of the page as it is, back at desktop width afterwards. */
async function shootBothWidths(page: Page, name: string) {
  await shot(page, `${name}-desktop`)
  await page.setViewportSize(PHONE)
  await shot(page, `${name}-phone`)
  await page.setViewportSize(DESKTOP)
}

/** A talent's card in the results, by the name in its heading. */
function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name, exact: true })
}

/** Picks an option of a searchable Mantine select: type part of it, then choose it in the select's own list. */
async function choose(page: Page, label: string, search: string, option: string) {
  const field = page.getByRole('combobox', { name: label, exact: true })
  await field.click()
  await field.fill(search)
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

/** The fit each card shows for the role, in the order of the list ("85% fit for Incident Response" → 85). */
async function fitsShown(page: Page, role: string, fitFor: string = WORDS.en.fitFor): Promise<number[]> {
  const labels = await page
    .getByRole('img', { name: new RegExp(`${fitFor} ${role}$`) })
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))
  return labels.map((label) => Number(/^(\d+)/.exec(label)?.[1] ?? NaN))
}

/** A talent of their own for a test: registered, activated, with a saved profile that holds Incident Response work. */
const createSharingTalent = (request: APIRequestContext, lastName: string) =>
  createTalentWithRole(request, {
    emailPrefix: 'sharing',
    firstName: 'Irene',
    lastName,
    workRoleCode: ROLE_CODE,
    statementsPerKind: 20,
    currentJobTitle: 'Incident Responder',
    country: 'UY',
    city: 'Montevideo',
    sharesProfile: true,
  })

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

async function pdfText(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl: `${join(PDFJS, 'standard_fonts')}/`,
  }).promise
  const pages: string[] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
  }
  return pages.join('\n')
}

/**
 * Renders a PDF's first page onto a canvas in the browser with pdf.js (no native packages needed): pdf.js, its worker
 * and fonts, a bare page and the PDF itself are all served to the browser from this test, under one made-up path.
 * Answers how much of the page is ink, so a blank render fails.
 */
async function renderFirstPage(page: Page, pdf: Buffer): Promise<number> {
  const base = '/__pdf-preview/'
  const html = `<!doctype html><html><body style="margin:0;background:#fff"><canvas></canvas></body></html>`
  await page.route(`**${base}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(base.length)
    if (path === 'index.html') return route.fulfill({ contentType: 'text/html', body: html })
    if (path === 'talent.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf })
    if (!path.startsWith('pdfjs/')) return route.fulfill({ status: 404 })
    const file = join(
      PDFJS,
      ...path
        .slice('pdfjs/'.length)
        .split('/')
        .filter((part) => part !== '..'),
    )
    return route.fulfill({
      contentType: file.endsWith('.mjs') ? 'text/javascript' : 'application/octet-stream',
      body: readFileSync(file),
    })
  })
  await page.goto(`${base}index.html`)
  return page.evaluate(async (root) => {
    const pdfjs = (await import(`${root}build/pdf.mjs`)) as typeof PdfJs
    pdfjs.GlobalWorkerOptions.workerSrc = `${root}build/pdf.worker.mjs`
    const document = await pdfjs.getDocument({
      url: '/__pdf-preview/talent.pdf',
      standardFontDataUrl: `${root}standard_fonts/`,
    }).promise
    const first = await document.getPage(1)
    const viewport = first.getViewport({ scale: 1.5 })
    const canvas = window.document.querySelector('canvas')!
    canvas.width = viewport.width
    canvas.height = viewport.height
    await first.render({ canvas, viewport }).promise
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    let ink = 0
    for (let index = 0; index < pixels.length; index += 4) {
      if (pixels[index]! < 200 || pixels[index + 1]! < 200 || pixels[index + 2]! < 200) ink += 1
    }
    return ink / (pixels.length / 4)
  }, `${base}pdfjs/`)
}

test('A company searches talent by text and filters, sees their fit for a role, reads a profile and writes', async ({
  page,
}) => {
  const words = WORDS.en
  await page.setViewportSize(DESKTOP)
  // Hard-skill filters and contacts come with the paid plans (#16); the seeded Andes Secure stays on Demo.
  await signInNewCompany(page)
  await subscribePageCompany(page, 'professional')
  await page.goto(SEARCH)
  await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
  await expect(page.getByRole('tab', { name: words.searchTab })).toHaveAttribute('aria-selected', 'true')
  // Every talent who shares a profile, before any search.
  await expect(page.getByText(/^Showing 1–\d+ of \d+ talents$/)).toBeVisible()

  // "2 characters" (PRODUCT.md) is said on the page before anything is sent: one letter asks the server nothing.
  const searchBox = page.getByRole('searchbox', { name: words.search })
  const sentTexts: unknown[] = []
  page.on('request', (sent) => {
    if (sent.url().includes('/api/marketplace/TalentSerch'))
      sentTexts.push((sent.postDataJSON() as { text?: string }).text)
  })
  await searchBox.fill('R')
  await expect(page.getByRole('status').filter({ hasText: words.tooShort })).toBeVisible()
  await expect(page.getByRole('alert').getByText('Please check the red fields.')).toHaveCount(0)
  // The letter reaches the address after the typing pause; a search for it would leave right after.
  await expect(page).toHaveURL(/[?&]q=R(&|$)/)
  await page.waitForTimeout(1000)
  expect(sentTexts).not.toContain('R')

  await searchBox.fill('Restrepo')
  await expect(card(page, 'Camila Restrepo')).toBeVisible()
  await expect(page.getByRole('status').getByText('1 talent found')).toBeVisible()
  await expect(page).toHaveURL(/[?&]q=Restrepo/)
  const camila = card(page, 'Camila Restrepo')
  await expect(camila.getByText('Incident Response Lead', { exact: true })).toBeVisible()
  await expect(camila.getByText('Medellín, Colombia')).toBeVisible()
  await expect(camila.getByRole('list', { name: 'Certifications of Camila Restrepo' })).toContainText('GCIH')
  await expect(camila.getByRole('list', { name: 'Best-fitting work roles of Camila Restrepo' })).toContainText(
    words.role,
  )

  // Filters instead of words: Colombian talents with a GCIH, and their fit for Incident Response.
  await searchBox.fill('')
  await choose(page, words.country, 'Colom', 'Colombia')
  await page.getByRole('textbox', { name: words.certification }).fill('GCIH')
  await choose(page, words.workRole, 'Incident', words.role)
  await expect(page).toHaveURL(/country=CO/)
  await expect(page).toHaveURL(/role=PD-WRL-003/)
  await expect(page.getByRole('status').getByText('1 talent found')).toBeVisible()
  await expect(card(page, 'Lucía Hernández')).toHaveCount(0)
  const [fit] = await fitsShown(page, words.role)
  expect(fit).toBeGreaterThan(50)
  await expect(camila.getByRole('img', { name: `${fit}% fit for ${words.role}` })).toBeVisible()
  await expectNoAxeViolations(page)
  await shootBothWidths(page, 'search-filtered-en')

  // The profile, beside the results.
  await camila.getByRole('button', { name: 'View profile of Camila Restrepo' }).click()
  const profile = page.getByRole('dialog', { name: 'Profile of Camila Restrepo' })
  await expect(profile.getByText('Incident Response Lead at Bancolombia')).toBeVisible()
  await expect(profile.getByRole('heading', { name: 'Certifications' })).toBeVisible()
  await expect(profile.getByText('GIAC Certified Incident Handler (GCIH)')).toBeVisible()
  await expectNoAxeViolations(page)
  // The drawer is fixed to the window: viewport shots show it as people see it.
  await shot(page, 'profile-drawer-en-desktop', { fullPage: false })
  await page.setViewportSize(PHONE)
  await shot(page, 'profile-drawer-en-phone', { fullPage: false })
  await page.setViewportSize(DESKTOP)

  // "Contact" from the profile: the message goes out by e-mail, about no job in particular.
  await profile.getByRole('button', { name: 'Contact', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Write to Camila Restrepo' })
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  const message = `Hello Camila, we would like to talk about our incident response team ${uniqueWord()}.`
  await dialog.getByRole('textbox', { name: 'Message' }).fill(message)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message sent to Camila Restrepo.')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect
    .poll(async () =>
      (await readOutbox(page.request)).some(
        (email) => email.to === 'camila.restrepo@example.com' && email.text.includes(message),
      ),
    )
    .toBe(true)
})

test('Top talent for a role lists the talents who opted in, ranked by fit, with the statements behind a fit', async ({
  page,
}) => {
  const words = WORDS.en
  await page.setViewportSize(DESKTOP)
  await signInNewCompany(page)
  // Top talent with names comes with the paid plans (#16).
  await subscribePageCompany(page, 'starter')
  // The same screen from the main shell's /SearchTalent, under that page's own title.
  await page.goto('/SearchTalent')
  await expect(page.getByRole('heading', { level: 1, name: 'Search talent' })).toBeVisible()
  await page.getByRole('tab', { name: words.topTab }).click()
  await expect(page).toHaveURL(/[?&]tab=top/)
  await expect(page.getByText(words.chooseRole, { exact: true }).first()).toBeVisible()

  await choose(page, words.workRole, 'Incident', words.role)
  await expect(page).toHaveURL(/[?&]role=PD-WRL-003/)
  // The address keeps the tab and the role: a reload (or a shared link) opens the same ranking.
  await page.reload()
  await expect(page.getByRole('tab', { name: words.topTab })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('combobox', { name: words.workRole, exact: true })).toHaveValue(words.role)
  await expect(card(page, 'Camila Restrepo')).toBeVisible()
  const fits = await fitsShown(page, words.role)
  expect(fits.length).toBeGreaterThanOrEqual(3)
  expect(fits.every((value) => value > 0)).toBe(true)
  expect(fits).toEqual([...fits].sort((a, b) => b - a))
  // Ranked: Camila holds most of the role and comes first; Lucía, who also opted in, is listed.
  const first = page.getByRole('article').first()
  await expect(first).toHaveAccessibleName('Camila Restrepo')
  await expect(first.getByText('Rank 1')).toBeAttached()
  await expect(card(page, 'Lucía Hernández')).toBeVisible()
  // Beatriz shares her profile but did not opt into top talent; João neither.
  await expect(card(page, 'Beatriz Costa')).toHaveCount(0)
  await expect(card(page, 'João Silva')).toHaveCount(0)
  await shootBothWidths(page, 'top-talent-en')

  // Missing statements on demand: the fit computed again, with the statements held and missing.
  const lucia = card(page, 'Lucía Hernández')
  const show = lucia.getByRole('button', { name: `Show missing statements of Lucía Hernández for ${words.role}` })
  await show.click()
  // The pointer leaves the button, as a reader's does: the accessibility check below reads the resting colours.
  await page.mouse.move(0, 0)
  await expect(
    lucia.getByText(/^Lucía Hernández's fit for Incident Response, computed from the statements/),
  ).toBeVisible()
  const coverage = lucia.getByRole('list', { name: 'Statements held, by kind' })
  await expect(coverage.getByRole('listitem')).toHaveCount(3)
  await expect(coverage.getByRole('listitem').first()).toHaveText(/^Tasks: \d+ of \d+$/)
  const missing = lucia.getByRole('region', { name: /statements? missing$/ })
  await expect(missing.getByRole('listitem').first()).toBeVisible()
  const missingCount = Number(
    /^(\d+)/.exec((await lucia.getByRole('heading', { name: /missing$/ }).innerText()) ?? '')?.[1],
  )
  await expect(missing.getByRole('listitem')).toHaveCount(missingCount)
  await expect(
    lucia
      .getByRole('region', { name: /statements? held$/ })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expect(lucia.getByRole('button', { name: 'Hide statements of Lucía Hernández' })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expectNoAxeViolations(page)
  await lucia.scrollIntoViewIfNeeded()
  await shot(page, 'top-talent-statements-en', { fullPage: false })
})

test('A talent who withdraws consent to data sharing disappears from the search', async ({
  page,
  browser,
  request,
}) => {
  const lastName = uniqueWord('Zu')
  const talent = await createSharingTalent(request, lastName)
  const name = `Irene ${lastName}`

  await signInNewCompany(page)
  await page.goto(`${SEARCH}?q=${lastName}`)
  await expect(card(page, name)).toBeVisible()
  await expect(card(page, name).getByText('Montevideo, Uruguay')).toBeVisible()

  // The talent, at another computer, turns sharing off in the privacy settings.
  const context = await browser.newContext({ locale: 'en-US' })
  try {
    const other = await context.newPage()
    const signedIn = await other.request.post('/api/authentication/login', {
      data: { email: talent.email, password: talent.password },
    })
    expect(signedIn.ok(), await signedIn.text()).toBe(true)
    await other.goto('/404')
    await other.evaluate(() =>
      localStorage.setItem('sentinela.session', JSON.stringify({ role: 'talent', subscriptionName: null })),
    )
    await other.goto(PRIVACY)
    const sharing = other.getByRole('switch', { name: 'Companies may see my profile' })
    await expect(sharing).toBeChecked()
    await sharing.uncheck()
    await other.getByRole('button', { name: 'Save privacy choices' }).click()
    await expect(other.getByText('Privacy preferences updated.')).toBeVisible()
  } finally {
    await context.close()
  }

  // The same search finds nobody now.
  await page.reload()
  await expect(page.getByText(WORDS.en.empty)).toBeVisible()
  await expect(card(page, name)).toHaveCount(0)
})

test("A company downloads a talent's profile as a PDF", async ({ page, context }) => {
  await page.setViewportSize(DESKTOP)
  await signInNewCompany(page)
  await page.goto(`${SEARCH}?q=Hern%C3%A1ndez`)
  const lucia = card(page, 'Lucía Hernández')
  await expect(lucia).toBeVisible()

  const downloading = page.waitForEvent('download')
  await lucia.getByRole('link', { name: "Download PDF of Lucía Hernández's profile" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^Lucia-Hernandez\.pdf$/)
  const bytes = readFileSync((await download.path())!)
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  const text = await pdfText(bytes)
  expect(text).toContain('Lucía Hernández')
  expect(text).toContain('SOC Analyst II')

  // The first page, drawn by pdf.js in the browser, then kept as a PNG to look at.
  const viewer = await context.newPage()
  const ink = await renderFirstPage(viewer, bytes)
  expect(ink).toBeGreaterThan(0.01)
  const png = await viewer.locator('canvas').screenshot()
  mkdirSync(SHOTS, { recursive: true })
  writeFileSync(join(SHOTS, 'talent-pdf-page-1.png'), png)
  const { width, height } = pngSize(png)
  expect(width).toBeGreaterThan(800)
  expect(height).toBeGreaterThan(width)
  expect(png.length).toBeGreaterThan(20_000)
})

// A secondary story of talent search: one language keeps CI short.
for (const language of ['es'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A search that matches nobody says so in the person's language (${language})`, async ({ page }) => {
      const words = WORDS[language]
      await page.setViewportSize(DESKTOP)
      await signInNewCompany(page, { language })
      await page.goto(SEARCH)
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible()
      await expect(page.getByRole('article').first()).toBeVisible()
      await shootBothWidths(page, `search-${language}`)

      await page.getByRole('searchbox', { name: words.search }).fill(uniqueWord('zq'))
      await expect(page.getByText(words.empty, { exact: true })).toBeVisible()
      await expect(page.getByRole('article')).toHaveCount(0)
      await expectNoAxeViolations(page)
      await shot(page, `empty-${language}`, { fullPage: false })

      // Top talent in the same language, for the screenshots and the words of the role choice.
      await page.getByRole('tab', { name: words.topTab }).click()
      await expect(page.getByText(words.chooseRole, { exact: true }).first()).toBeVisible()
      await choose(page, words.workRole, words.role.slice(0, 6), words.role)
      await expect(page.getByRole('article').first()).toBeVisible()
      // The seeded talents' fit for the role, written in this language, best first.
      const fits = await fitsShown(page, words.role, words.fitFor)
      expect(fits.length).toBeGreaterThan(1)
      expect(fits.every((fit) => fit > 0 && fit <= 100)).toBe(true)
      expect(fits).toEqual([...fits].sort((a, b) => b - a))
      await expectNoAxeViolations(page)
      await shootBothWidths(page, `top-talent-${language}`)
    })
  })
}
