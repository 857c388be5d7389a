import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { signInNewCompany } from '../company-fixtures'
import {
  createActiveTalent,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  signInNewTalent,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

/**
 * Issue #12 finding 16 (date fields in the reader's format, the dates library kept off public pages) and finding 12
 * (the company sees an applicant's NICE work roles and fit from the pipeline).
 */

const WORK_EXPERIENCE = '/talent/account/profile/workExperience'
const PIPELINE = '/company/account/viewAppliedTalent'
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-dates'

// The machine running these is shared and slow: each story gets room, auto-waiting does the rest.
test.describe.configure({ timeout: 300_000 })

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png` })
}

/** Nothing on the page is wider than a 360 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth)
  expect(width).toBeLessThanOrEqual(360)
}

/** The built web app the e2e server serves (scripts/e2e-server.mjs), with its source maps (never served). */
const WEB_DIST = resolve(import.meta.dirname, '..', '..', process.env.E2E_WEB_DIST ?? 'apps/web/dist')

/**
 * The scripts among `urls` that hold the date field's code, read from their source maps in the build (the build
 * shares small pieces between chunks, so a file's name does not say what is inside it).
 */
function scriptsWithDateCode(urls: readonly string[]) {
  return [...new Set(urls.filter((url) => url.endsWith('.js')))].filter((url) => {
    // The entry and Rolldown's runtime come without a map; neither holds screen code.
    const path = join(WEB_DIST, `${new URL(url).pathname}.map`)
    if (!existsSync(path)) return false
    const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[] }
    return map.sources.some((source) =>
      /components\/date-field\/date-field\.tsx|@mantine\/dates\/esm\/components\/DateInput/.test(source),
    )
  })
}

test.describe('in Spanish', () => {
  test.use({ language: 'es' })

  test('A talent types a date day first, sees it so after reloading, and public pages never load the dates code', async ({
    page,
  }) => {
    // The public pages (sign-in, sign-up, job search and a job) do not fetch the date field's code.
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || request.resourceType() === 'stylesheet') scripts.push(request.url())
    })
    const found = await page.request.post('/api/positions/fetch', { data: { page: 1, limit: 1 } })
    expect(found.ok(), await found.text()).toBe(true)
    const jobs = ((await found.json()) as { data: { id: number }[] }).data
    expect(jobs.length).toBeGreaterThan(0)
    for (const path of ['/sign-in', '/sign-up', '/jobs', `/jobs/${jobs[0]!.id}`]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 })
      await page.waitForLoadState('networkidle')
    }
    expect(scripts.length).toBeGreaterThan(0)
    expect(scriptsWithDateCode(scripts)).toEqual([])
    const publicScripts = scripts.length

    await signInNewTalent(page, { language: 'es', firstName: 'Lucía', lastName: 'Hernández' })
    await page.goto(WORK_EXPERIENCE)
    await page.getByRole('button', { name: 'Agregar experiencia' }).first().click({ timeout: 30_000 })
    let dialog = page.getByRole('dialog', { name: 'Agregar experiencia' })
    await expect(dialog).toBeVisible({ timeout: 30_000 })
    // The screen with date fields is the one that loads the dates code.
    expect(scriptsWithDateCode(scripts.slice(publicScripts)).length).toBeGreaterThan(0)

    const start = dialog.getByRole('textbox', { name: 'Fecha de inicio', exact: true })
    await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    await dialog.getByRole('textbox', { name: 'Puesto', exact: true }).fill('Analista SOC')
    await dialog.getByRole('textbox', { name: 'Empresa', exact: true }).fill('Andes Segura')
    // 1 March 2021, as a Spanish reader writes it; the calendar opens on that month, named in Spanish.
    await start.fill('01/03/2021')
    await expect(page.getByText('marzo 2021')).toBeVisible()
    await expectNoAxeViolations(page)
    await shot(page, 'experience-calendar-es')
    await start.press('Tab')
    await expect(start).toHaveValue('01/03/2021')
    await expect(page.getByText('marzo 2021')).toBeHidden()

    // A date that does not exist is not taken: leaving the field puts back the last real one.
    await start.fill('31/02/2021')
    await start.press('Tab')
    await expect(start).toHaveValue('01/03/2021')

    await dialog.getByRole('checkbox', { name: 'Trabajo aquí actualmente' }).check()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar experiencia' }).click()
    await expect(page.getByText('Experiencias guardadas.')).toBeVisible()
    await expect(dialog).toBeHidden()

    // The API keeps the calendar date as before: YYYY-MM-DD.
    const stored = await page.request.get('/api/profile')
    expect(stored.ok(), await stored.text()).toBe(true)
    const { profile } = ((await stored.json()) as { data: { profile: { experiences: { startDate: string }[] } } }).data
    expect(profile.experiences.map((experience) => experience.startDate)).toEqual(['2021-03-01'])

    // After reloading, the form shows it day first again.
    await page.reload()
    await page.getByRole('button', { name: 'Editar Analista SOC · Andes Segura' }).click({ timeout: 60_000 })
    dialog = page.getByRole('dialog', { name: 'Editar experiencia' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('textbox', { name: 'Fecha de inicio', exact: true })).toHaveValue('01/03/2021')

    // On a phone, the field and its calendar fit.
    await page.setViewportSize({ width: 360, height: 740 })
    await dialog.getByRole('textbox', { name: 'Fecha de inicio', exact: true }).click()
    await expect(page.getByText('marzo 2021')).toBeVisible()
    await expectNoSidewaysScroll(page)
    await shot(page, 'experience-calendar-es-360')
  })
})

/** A job of the signed-in company, created and published through the API as the stepper would. */
async function createPublishedJob(page: Page, jobTitle: string): Promise<number> {
  const headers = await csrfHeaders(page)
  const created = await page.request.post('/api/positions', {
    headers,
    data: {
      jobTitle,
      description: 'Lidere a resposta a incidentes de segurança em toda a nossa nuvem.',
      employmentType: 0,
      modality: 'remote',
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 0 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { data: { id: number } }).data.id
  const published = await page.request.post(`/api/positions/${id}/status`, { headers, data: { status: 'published' } })
  expect(published.ok(), await published.text()).toBe(true)
  return id
}

/** A talent who does not share the profile, holds the role's tasks and some knowledge, and applied to the job. */
async function applyAsPrivateTalent(request: APIRequestContext, positionId: number) {
  const talent = await createActiveTalent(request, {
    email: uniqueEmail('applicant'),
    firstName: 'Nia',
    lastName: 'Navarro',
  })
  const headers = { Authorization: `Bearer ${talent.token}` }
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge']) {
    const response = await request.post(`/api/workforceframework/categories/${path}`, {
      headers,
      data: { workRoleCodes: [ROLE_CODE], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { code: string }[] }
    codes.push(...data.map((item) => item.code).slice(0, path === 'tasks' ? 200 : 5))
  }
  const profile = await request.get('/api/profile', { headers })
  const { version } = ((await profile.json()) as { data: { profile: { version: number } } }).data.profile
  const nice = await request.put('/api/profile/nice', {
    headers,
    data: { version, categoryCodes: ['PD'], workRoleCodes: [ROLE_CODE], statementCodes: codes },
  })
  expect(nice.ok(), await nice.text()).toBe(true)
  const applied = await request.post('/api/talent/apply', {
    headers,
    data: { positionId, message: 'Coordenei a resposta a incidentes de um banco por três anos.' },
  })
  expect(applied.status(), await applied.text()).toBe(201)
}

test.describe('in Portuguese', () => {
  test.use({ language: 'pt' })

  test("A company opens an applicant's profile from the pipeline and reads their NICE work roles and fit", async ({
    page,
    request,
  }) => {
    await signInNewCompany(page, { language: 'pt', companyName: 'Guardiões do Sul' })
    const positionId = await createPublishedJob(page, 'Analista de Resposta a Incidentes')
    await applyAsPrivateTalent(request, positionId)

    // What the API says the applicant fits, in Portuguese, best first.
    const candidates = await page.request.get(`/api/positions/appliedPositions/${positionId}`)
    expect(candidates.ok(), await candidates.text()).toBe(true)
    const [candidate] = ((await candidates.json()) as { data: { candidates: { talentId: number }[] } }).data.candidates
    const view = await page.request.get(`/api/talent/${candidate!.talentId}`, { headers: { 'Accept-Language': 'pt' } })
    expect(view.status(), await view.text()).toBe(200)
    const { roleFits } = ((await view.json()) as { data: { roleFits: { name: string; percentage: number }[] } }).data
    expect(roleFits.length).toBeGreaterThan(0)
    const percent = (value: number) =>
      new Intl.NumberFormat('pt', { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)

    await page.goto(`${PIPELINE}?positionId=${positionId}`)
    const card = page.getByRole('article', { name: 'Nia Navarro' })
    // The machine is shared and slow: the first screen after sign-in gets room to load.
    await expect(card).toBeVisible({ timeout: 30_000 })
    await card.getByRole('button', { name: 'Ver perfil de Nia Navarro' }).click()
    const drawer = page.getByRole('dialog', { name: 'Perfil de Nia Navarro' })
    await expect(drawer).toBeVisible()
    const roles = drawer.getByRole('list', { name: 'Funções de trabalho com maior aderência de Nia Navarro' })
    await expect(roles.getByRole('listitem')).toHaveCount(roleFits.length)
    for (const [index, role] of roleFits.slice(0, 3).entries()) {
      const item = roles.getByRole('listitem').nth(index)
      await expect(item).toContainText(role.name)
      await expect(item).toContainText(percent(role.percentage))
    }
    await expectNoAxeViolations(page)
    await shot(page, 'pipeline-profile-pt')

    // The drawer's next step: writing to the applicant, one layer at a time.
    await drawer.getByRole('button', { name: 'Contatar talento' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByRole('dialog').filter({ hasText: 'Nia Navarro' })).toBeVisible()
    await page.keyboard.press('Escape')

    // On a phone the drawer fits.
    await page.setViewportSize({ width: 360, height: 740 })
    await card.getByRole('button', { name: 'Ver perfil de Nia Navarro' }).click()
    await expect(drawer).toBeVisible()
    await expect(roles.getByRole('listitem').first()).toContainText(roleFits[0]!.name)
    await expectNoSidewaysScroll(page)
    await shot(page, 'pipeline-profile-pt-360')
  })
})
