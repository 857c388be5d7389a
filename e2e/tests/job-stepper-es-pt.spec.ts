import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { signInNewCompany } from '../company-fixtures'
import { csrfHeaders, expect, expectNoAxeViolations, test, keepScreenshot } from '../fixtures'

/**
 * Issue #12 in the job stepper, lived in Spanish and Portuguese: Back never throws the job away, step names are whole
 * words, the demo limit is said before the stepper starts, and a Brazilian company's job is paid in reais with no
 * minimum until the recruiter sets one.
 */

const JOBS_LIST = '/company/account/appliedJobs'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-stepper'

test.describe.configure({ timeout: 240_000 })

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A job published through the API, as the stepper and Change Status would. */
async function createJob(page: Page, jobTitle: string, publish: boolean): Promise<number> {
  const headers = await csrfHeaders(page)
  const created = await page.request.post('/api/positions', {
    headers,
    data: {
      jobTitle,
      description: 'Lead the response to security incidents across our cloud estate.',
      employmentType: 0,
      modality: 'remote',
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 10 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { data: { id: number } }).data.id
  if (publish) {
    const published = await page.request.post(`/api/positions/${id}/status`, { headers, data: { status: 'published' } })
    expect(published.ok(), await published.text()).toBe(true)
  }
  return id
}

/** Step 1 of a new job filled in, in Portuguese. */
async function fillBasicsPt(page: Page, jobTitle: string) {
  await page.getByRole('textbox', { name: 'Cargo' }).fill(jobTitle)
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Você vai liderar a resposta a incidentes da empresa.')
  await page.getByRole('combobox', { name: 'Tipo de emprego' }).selectOption({ label: 'Tempo integral' })
  await page.getByRole('combobox', { name: 'Modalidade' }).selectOption({ label: 'Remoto' })
}

test.describe('in Portuguese', () => {
  test.use({ language: 'pt' })

  test('Back and Forward move between the steps of a saved draft, a reload keeps it, and leaving asks first (pt)', async ({
    page,
  }) => {
    await signInNewCompany(page, { language: 'pt' })
    await page.goto(JOBS_LIST)
    await page.getByRole('link', { name: 'Nova vaga' }).first().click()
    await expect(page).toHaveURL(/\/jobs\/new$/)
    const jobTitle = 'Analista de Resposta a Incidentes'
    await fillBasicsPt(page, jobTitle)
    await page.getByRole('button', { name: 'Próximo' }).click()

    // Step 1 valid: the job is a saved draft and the address says so, step by step.
    await expect(
      page.getByRole('heading', { level: 2, name: 'De quais funções de trabalho NICE a vaga precisa?' }),
    ).toBeVisible()
    await expect(page).toHaveURL(/\/jobs\/\d+\/edit\?step=2$/)
    const id = Number(/\/jobs\/(\d+)\/edit/.exec(page.url())?.[1])
    const saved = await page.request.get(`/api/positions/${id}`)
    expect(((await saved.json()) as { data: { jobTitle: string; status: string } }).data).toMatchObject({
      jobTitle,
      status: 'draft',
    })

    // Back: step 1 of the saved job, not the company's overview.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}/edit\\?step=1$`))
    await expect(page.getByRole('textbox', { name: 'Cargo' })).toHaveValue(jobTitle)
    // Forward: step 2 again.
    await page.goForward()
    await expect(
      page.getByRole('heading', { level: 2, name: 'De quais funções de trabalho NICE a vaga precisa?' }),
    ).toBeVisible()

    // A role added, then Next saves it; a reload stays on step 3 with the job loaded.
    await page.getByRole('combobox', { name: 'Adicionar uma função de trabalho' }).click()
    await page.getByRole('combobox', { name: 'Adicionar uma função de trabalho' }).fill('incidentes')
    await page.getByRole('listbox').getByRole('option', { name: 'Resposta a incidentes', exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${id}/edit\\?step=3$`))
    await page.reload()
    await expect(page.getByRole('heading', { level: 2, name: 'O que as funções significam na prática?' })).toBeVisible()
    const steps = page.getByRole('navigation', { name: 'Passos do formulário da vaga' })
    await expect(steps.locator('[aria-current="step"]')).toContainText('Especialidades e tarefas')
    await page.goBack()
    await expect(page.getByRole('heading', { level: 3, name: 'Resposta a incidentes' })).toBeVisible()

    // An unsaved change: leaving for another screen asks first, and staying keeps it.
    await page.goto(`/jobs/${id}/edit?step=1`)
    await page.getByRole('textbox', { name: 'Cargo' }).fill(`${jobTitle} Sênior`)
    await page.getByRole('link', { name: 'Cancelar' }).click()
    const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' })
    await expect(ask).toBeVisible()
    await expect(ask).toHaveCSS('opacity', '1')
    await expectNoAxeViolations(page)
    await shot(page, 'leave-ask-pt')
    await ask.getByRole('button', { name: 'Cancelar' }).click()
    await expect(ask).toBeHidden()
    await expect(page.getByRole('textbox', { name: 'Cargo' })).toHaveValue(`${jobTitle} Sênior`)
    await page.getByRole('link', { name: 'Cancelar' }).click()
    await page
      .getByRole('dialog', { name: 'Sair sem salvar?' })
      .getByRole('button', { name: 'Sair sem salvar' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${JOBS_LIST}$`))
  })

  test('Step names break between words, never inside one, at 1366 px and on a phone (pt)', async ({ page }) => {
    await signInNewCompany(page, { language: 'pt' })
    /** Every word of every step name that the browser drew on more than one line. */
    const brokenWords = () =>
      page.getByRole('navigation', { name: 'Passos do formulário da vaga' }).evaluate((nav) => {
        const broken: string[] = []
        for (const label of Array.from(nav.querySelectorAll('li'))) {
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? ''
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange()
              range.setStart(node, match.index)
              range.setEnd(node, match.index + match[0].length)
              const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0)
              const tops = new Set(rects.map((rect) => Math.round(rect.top)))
              if (tops.size > 1) broken.push(match[0])
            }
          }
        }
        return broken
      })

    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto('/jobs/new')
    await expect(page.getByRole('heading', { level: 2, name: 'Qual é a vaga?' })).toBeVisible()
    expect(await brokenWords()).toEqual([])
    await shot(page, 'steps-1366-pt')

    await page.setViewportSize({ width: 360, height: 740 })
    await expect(page.getByRole('heading', { level: 2, name: 'Qual é a vaga?' })).toBeVisible()
    expect(await brokenWords()).toEqual([])
    const hasSideScroll = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(hasSideScroll).toBe(false)
    await shot(page, 'steps-360-pt')
  })

  test('A Brazilian company’s job is paid in reais and a role has no minimum until one is set (pt)', async ({
    page,
  }) => {
    await signInNewCompany(page, { language: 'pt' })
    const mine = (await (await page.request.get('/api/companies/company')).json()) as {
      data: { profile: { version: number; name: string } }
    }
    const moved = await page.request.put('/api/companies', {
      headers: await csrfHeaders(page),
      data: { version: mine.data.profile.version, name: mine.data.profile.name, country: 'BR' },
    })
    expect(moved.ok(), await moved.text()).toBe(true)

    await page.goto('/jobs/new')
    await expect(page.getByRole('combobox', { name: 'Moeda' })).toHaveValue('BRL')
    await expect(page.getByRole('textbox', { name: 'Salário mínimo' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Salário máximo' })).toBeVisible()
    await fillBasicsPt(page, 'Analista de SOC')
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByRole('combobox', { name: 'Adicionar uma função de trabalho' }).click()
    await page.getByRole('combobox', { name: 'Adicionar uma função de trabalho' }).fill('incidentes')
    await page.getByRole('listbox').getByRole('option', { name: 'Resposta a incidentes', exact: true }).click()
    const minimum = page.getByRole('textbox', { name: 'Aderência mínima para Resposta a incidentes' })
    await expect(minimum).toHaveValue('0%')
    await expect(page.getByText('Sem mínimo: qualquer talento pode se candidatar.', { exact: false })).toBeVisible()
    await minimum.fill('1')
    await expect(page.getByText(/^\d+ talentos? na Sentinela (atinge|atingem) este mínimo\.$/)).toBeVisible()
    await expectNoAxeViolations(page)
    await shot(page, 'minimum-reach-pt')
  })
})

test.describe('in Spanish', () => {
  test.use({ language: 'es' })

  test('A demo company at its limit hears it before the stepper and keeps the job as a draft at publish (es)', async ({
    page,
  }) => {
    await signInNewCompany(page, { language: 'es' })
    for (const title of ['Analista A', 'Analista B', 'Analista C']) await createJob(page, title, true)
    await createJob(page, 'Analista D', false)

    await page.goto('/jobs/new')
    await expect(page.getByRole('heading', { level: 2, name: '¿Cuál es la vacante?' })).toBeVisible({ timeout: 30_000 })
    const limit = page.getByText('Tu plan Demo llegó a su límite de vacantes publicadas')
    await expect(limit).toBeVisible()
    await expect(page.getByText(/Permite 3 vacantes publicadas a la vez y tienes 3 publicadas\./)).toBeVisible()
    await expectNoAxeViolations(page)
    await shot(page, 'limit-before-es')

    await page.goto(JOBS_LIST)
    await page.getByText('Borradores', { exact: true }).click()
    const card = page.getByRole('article', { name: 'Analista D' })
    await card.getByRole('button', { name: 'Cambiar estado de Analista D' }).click()
    const confirm = page.getByRole('dialog', { name: '¿Publicar esta vacante?' })
    await confirm.getByRole('button', { name: 'Publicar', exact: true }).click()
    await expect(
      confirm.getByText(/Tu plan Demo permite 3 vacantes publicadas a la vez\. Mejora tu plan, mantén/),
    ).toBeVisible()
    // The refusal offers the plans (#16).
    await expect(confirm.getByRole('link', { name: 'Ver planes' })).toHaveAttribute('href', '/subscriptions')
    await expect(confirm).toHaveCSS('opacity', '1')
    await expectNoAxeViolations(page)
    await shot(page, 'limit-publish-es')
    await confirm.getByRole('button', { name: 'Mantener como borrador' }).click()
    await expect(card.getByText('Borrador', { exact: true })).toBeVisible()
  })
})
