import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import {
  csrfHeaders,
  DEMO_PASSWORD,
  expect as baseExpect,
  expectNoAxeViolations,
  readOutbox,
  signInNewTalent,
  test,
  keepScreenshot,
} from '../fixtures'
import { createActiveCompany, createPublishedJob, signInNewCompany, uniqueWord } from '../job-fixtures'

/**
 * The core loop in Spanish and Portuguese, where issue 12 found it breaking: a talent below a job's minimum reaches it
 * in the wizard and comes back to the job; a company moves a candidate with a message and can undo it; what a talent
 * reads is written to them; a company reading a profile sees the work roles and fits.
 */
const WIZARD = '/talent/account/profile/nist-nice'
const OVERVIEW = '/talent/account/overview'
const APPLIED_JOBS = '/talent/account/appliedJobs'
const COMPANY_JOBS = '/company/account/appliedJobs'
const PIPELINE = '/company/account/viewAppliedTalent'
const TALENT_SEARCH = '/company/account/TalentSerch'
/** Incident Response: 29 tasks, 55 knowledge and 23 skill statements. */
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-core-loop-fit-ui'

test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: false })
}

/** Every statement code of a work role, as the wizard's step-3 calls list them. */
async function roleStatementCodes(page: Page): Promise<string[]> {
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await page.request.post(`/api/workforceframework/categories/${path}`, {
      headers: await csrfHeaders(page),
      data: { workRoleCodes: [ROLE_CODE], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    codes.push(...((await response.json()) as { data: { code: string }[] }).data.map((item) => item.code))
  }
  return codes
}

/** Saves a NICE profile for the signed-in talent of `page`, as the wizard would. */
async function saveNiceProfile(page: Page, statementCodes: string[]) {
  const profile = await page.request.get('/api/profile')
  const { version } = ((await profile.json()) as { data: { profile: { version: number } } }).data.profile
  const saved = await page.request.put('/api/profile/nice', {
    headers: await csrfHeaders(page),
    data: { version, categoryCodes: ['PD'], workRoleCodes: [ROLE_CODE], statementCodes },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
}

async function signInDemo(page: Page, email: string) {
  const response = await page.request.post('/api/authentication/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { role: string; subscriptionName: string | null } }
  await page.goto('/404')
  await page.evaluate((session) => localStorage.setItem('sentinela.session', JSON.stringify(session)), {
    role: data.role,
    subscriptionName: data.subscriptionName,
  })
}

test.describe('in Spanish', () => {
  test.use({ language: 'es' })

  test('Una talento por debajo del mínimo abre el asistente en los enunciados del rol, marca grupos enteros, ve su ajuste moverse y vuelve al empleo', async ({
    page,
    request,
  }) => {
    const company = await createActiveCompany(request)
    const job = await createPublishedJob(request, company.token, {
      jobTitle: `Analista de incidentes ${uniqueWord()}`,
      roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 45 }],
    })
    await signInNewTalent(page, { language: 'es' })
    await page.goto(`/jobs/${job.id}`)
    await expect(page.getByRole('heading', { name: 'Todavía no puedes postularte' })).toBeVisible()

    // The help link opens the wizard on the job's role, at its statements, with the way back kept.
    await page.getByRole('link', { name: 'Mejorar mi perfil NIST NICE' }).click()
    await expect(page).toHaveURL(`${WIZARD}?role=${ROLE_CODE}&minimum=45&next=%2Fjobs%2F${job.id}`)
    await expect(page.getByRole('heading', { name: '¿Qué tareas, conocimientos y habilidades tienes?' })).toBeVisible()
    await expect(page.getByRole('note')).toContainText('al menos 45 % en Respuesta a incidentes')
    await expect(page.getByRole('note')).toContainText('Los 107 enunciados del rol que faltan en tu perfil')
    const tasks = page.getByRole('list', { name: 'Enunciados de tareas' })
    await expect(tasks.getByRole('listitem').first()).toContainText('Falta para el empleo')

    // The live preview: the role's fit against the job's minimum.
    const preview = page.getByRole('region', { name: 'Vista previa del ajuste' })
    const role = preview.getByRole('listitem').filter({ hasText: 'Respuesta a incidentes' })
    await expect(role).toContainText('0 %')
    await expect(role).toContainText('Te faltan 45 puntos para el mínimo del empleo, 45 %')

    // All of the role's tasks at once: a third and more of the fit, at once.
    const group = page.getByRole('group', { name: 'Respuesta a incidentes' })
    await group.getByRole('checkbox', { name: 'Sus 29 tareas' }).check()
    const codes = await roleStatementCodes(page)
    const tasksHeld = codes.filter((code) => code.startsWith('T'))
    const afterTasks = computeRoleFit(tasksHeld, codes).percentage
    await expect(role).toContainText(`${afterTasks} %`)
    await expect(group.getByText('29 de 29 seleccionados')).toBeVisible()

    // Found by words, as they are typed, and taken all at once.
    await page.getByRole('tab', { name: /Conocimientos/ }).click()
    const search = page.getByRole('searchbox', { name: 'Buscar conocimientos' })
    await search.fill('incident')
    const knowledge = page.getByRole('list', { name: 'Enunciados de conocimientos' })
    await expect
      .poll(async () => {
        const texts = await knowledge.getByRole('listitem').allInnerTexts()
        return texts.length > 0 && texts.every((text) => /incident/i.test(text))
      })
      .toBe(true)
    const shown = await page.getByRole('button', { name: /^Seleccionar (los \d+ que se muestran|el que se muestra)$/ })
    await shown.click()
    await expect(page.getByRole('button', { name: /^Quitar (los \d+ seleccionados|el seleccionado)$/ })).toBeEnabled()
    await search.fill('')
    // The rest of the role's knowledge too, with its group.
    await group.getByRole('checkbox', { name: 'Sus 55 enunciados de conocimiento' }).check()
    const held = codes.filter((code) => !code.startsWith('S'))
    const expected = computeRoleFit(held, codes).percentage
    expect(expected).toBeGreaterThanOrEqual(45)
    await expect(role).toContainText(`${expected} %`)
    await expect(role).toContainText('Cumples el mínimo del empleo, 45 %')
    await expectNoAxeViolations(page)
    await shot(page, 'wizard-deep-link-es')

    // Saving comes back to the job, which now opens its Apply.
    await page.getByRole('button', { name: 'Guardar roles de trabajo' }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`))
    await expect(page.getByRole('heading', { name: 'Puedes postularte' })).toBeVisible()
    await expect(page.getByText(`Tu ajuste ${expected} % / mínimo 45 %`)).toBeVisible()
  })

  test('Una empresa mueve a una candidata con un mensaje, confirmándolo, y puede deshacerlo; la talento lo lee escrito para ella', async ({
    page,
    browser,
    locale,
  }) => {
    const company = await signInNewCompany(page, { language: 'es' })
    const job = await createPublishedJob(page.request, company.token, { jobTitle: `Pentester ${uniqueWord()}` })
    const talentPage = await (await browser.newContext({ locale })).newPage()
    try {
      const talent = await signInNewTalent(talentPage, { firstName: 'Nia', lastName: 'Navarro', language: 'es' })
      const applied = await talentPage.request.post('/api/talent/apply', {
        headers: await csrfHeaders(talentPage),
        data: { positionId: job.id, message: 'Hago pruebas de intrusión desde hace cuatro años.' },
      })
      expect(applied.ok(), await applied.text()).toBe(true)

      await page.goto(`${PIPELINE}?positionId=${job.id}`)
      const candidate = page.getByRole('article', { name: 'Nia Navarro' })
      await candidate.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Contratado' })
      await candidate.getByRole('button', { name: 'Cambiar estado', exact: true }).click()

      // One click is not enough: the dialog asks, with an optional message for the talent.
      const dialog = page.getByRole('dialog', { name: '¿Mover a Nia Navarro a «Contratado»?' })
      await expect(dialog).toBeVisible()
      // Nothing moved yet.
      await expect(candidate.getByText('El talento se postuló al empleo → Contratado')).toHaveCount(0)
      const note = '¡Bienvenida! Empiezas el lunes 3.'
      await dialog.getByRole('textbox', { name: 'Mensaje para Nia Navarro (opcional)' }).fill(note)
      await expectNoAxeViolations(page)
      await shot(page, 'pipeline-confirm-es')
      await dialog.getByRole('button', { name: 'Mover a «Contratado»' }).click()
      await expect(dialog).toBeHidden()
      await expect(candidate.getByText(`Carla Company: El talento se postuló al empleo → Contratado`)).toBeVisible()

      // The e-mail to the talent says it in words written to her, with the message quoted.
      await expect
        .poll(async () =>
          (await readOutbox(page.request)).some(
            (email) => email.to === talent.email && email.text.includes('Te contrataron') && email.text.includes(note),
          ),
        )
        .toBe(true)

      // Undo, for a few seconds: the previous status comes back.
      const undo = page.getByRole('button', {
        name: 'Deshacer: devolver a Nia Navarro a «El talento se postuló al empleo»',
      })
      await expect(undo).toBeVisible()
      await shot(page, 'pipeline-undo-es')
      await undo.click()
      await expect(page.getByText('Nia Navarro vuelve a estar en «El talento se postuló al empleo».')).toBeVisible()
      await expect(candidate.getByText(`Carla Company: Contratado → El talento se postuló al empleo`)).toBeVisible()

      // The talent's side reads as written to her.
      await talentPage.goto(APPLIED_JOBS)
      const application = talentPage.getByRole('article', { name: job.jobTitle })
      await expect(application).toContainText('Te postulaste')
      await expect(application).not.toContainText('El talento se postuló')
      await expectNoAxeViolations(talentPage)
    } finally {
      await talentPage.context().close()
    }
  })

  test('Una empresa abre el perfil de una talento y ve sus roles de trabajo con el ajuste de cada uno, los mejores primero', async ({
    page,
  }) => {
    await signInDemo(page, 'company@example.com')
    await page.goto(`${TALENT_SEARCH}?q=Restrepo`)
    await page.getByRole('button', { name: 'Ver perfil de Camila Restrepo' }).click()
    const profile = page.getByRole('dialog', { name: 'Perfil de Camila Restrepo' })
    const roles = profile.getByRole('list', { name: 'Roles de trabajo con mayor afinidad de Camila Restrepo' })
    await expect(roles.getByRole('listitem').first()).toContainText(/\d+\s?%/)
    const percentages = (await roles.getByRole('listitem').allInnerTexts()).map((text) =>
      Number(/(\d+)\s?%/.exec(text)?.[1]),
    )
    expect(percentages.length).toBeGreaterThan(3)
    expect(percentages).toEqual([...percentages].sort((a, b) => b - a))
    await expect(roles).toContainText('Respuesta a incidentes')
    await expectNoAxeViolations(page)
    await shot(page, 'profile-roles-es')
  })

  test('Los avisos no tapan la barra de guardar, el título no se recuadra al navegar, el resumen muestra el mejor rol y la lista de vacantes no se llama «publicadas»', async ({
    page,
    request,
  }) => {
    // The company's list of jobs, drafts included, is not called "published" in Spanish.
    await signInNewCompany(page, { language: 'es' })
    await page.goto(COMPANY_JOBS)
    await expect(page.getByRole('heading', { level: 1, name: 'Vacantes de la empresa' })).toBeVisible()
    await page.context().clearCookies()

    const company = await createActiveCompany(request)
    const job = await createPublishedJob(request, company.token, { jobTitle: `Analista SOC ${uniqueWord()}` })
    await signInNewTalent(page, { language: 'es' })
    await saveNiceProfile(
      page,
      (await roleStatementCodes(page)).filter((code) => code.startsWith('T')),
    )

    // The overview opens on the best role's detail, without a click.
    await page.goto(OVERVIEW)
    await expect(page.getByRole('region', { name: /^Respuesta a incidentes: \d+ %$/ })).toBeVisible()

    // A click on a menu link: the new page's heading takes focus, with no focus box drawn.
    await page.getByRole('link', { name: 'Empleos', exact: true }).first().click()
    const heading = page.getByRole('heading', { level: 1, name: 'Empleos' })
    await expect(heading).toBeFocused()
    await expect(heading).toHaveCSS('outline-style', 'none')

    // Notifications appear at the top, clear of the bottom of the window where forms keep their Save bar.
    await page.goto(`/jobs/${job.id}`)
    await page.getByRole('button', { name: `Guardar empleo: ${job.jobTitle}` }).click()
    const toast = page.getByText('Empleo guardado.')
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    expect(box!.y).toBeLessThan(page.viewportSize()!.height / 3)
  })
})

test.describe('in Portuguese', () => {
  test.use({ language: 'pt' })

  test('Uma talento sem credencial vai direto ao campo da credencial, e salvar uma vaga mostra que ela está salva', async ({
    page,
    request,
  }) => {
    const company = await createActiveCompany(request)
    const job = await createPublishedJob(request, company.token, {
      jobTitle: `Analista com credencial ${uniqueWord()}`,
      clearanceRequired: true,
      clearanceLevel: 1,
    })
    await signInNewTalent(page, { language: 'pt' })
    await page.goto(`/jobs/${job.id}`)

    // Saved: the button says so, says what a click does now, and is pressed.
    const save = page.getByRole('button', { name: `Salvar vaga: ${job.jobTitle}` })
    await expect(save).toHaveAttribute('aria-pressed', 'false')
    await save.click()
    const saved = page.getByRole('button', { name: `Salva, remover das vagas salvas: ${job.jobTitle}` })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expect(saved).toHaveText('Salva')
    await expectNoAxeViolations(page)
    await saved.hover()
    await expect(page.getByRole('tooltip', { name: 'Remover das vagas salvas' })).toBeVisible()
    await shot(page, 'job-saved-pt')
    await saved.click()
    await expect(page.getByRole('button', { name: `Salvar vaga: ${job.jobTitle}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    )

    // "Add my clearance" lands on the clearance field, focused, with the way back to the job.
    await page.getByRole('link', { name: 'Adicionar minha credencial' }).click()
    await expect(page).toHaveURL(`/talent/account/profile/basicData?field=clearance&next=%2Fjobs%2F${job.id}`)
    const clearance = page.getByRole('switch', { name: 'Tenho uma credencial de segurança' })
    await expect(clearance).toBeFocused()
    await expect(clearance).toBeInViewport()
    await shot(page, 'clearance-field-pt')
    await page.getByRole('link', { name: 'Voltar à vaga' }).click()
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`))
  })
})
