import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { signInNewCompany, subscribePageCompany } from '../company-fixtures'
import {
  createActiveTalent,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  pickOption,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

const JOBS_LIST = '/company/account/appliedJobs'
const PIPELINE = '/company/account/viewAppliedTalent'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-company'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 180_000 })

type Language = 'en' | 'es' | 'pt'

/** What a company reads on the way through the stepper and its job posts (the catalogs' words, typed out on purpose). */
const WORDS = {
  en: {
    listTitle: 'Job posts',
    emptyList: 'No jobs yet',
    newJob: 'New job',
    createTitle: 'New job',
    steps: 'Steps of the job form',
    basicsStep: 'Basic info',
    basicsHeading: 'What is the job?',
    rolesHeading: 'Which NICE work roles does the job need?',
    tasksHeading: 'What do the roles mean in practice?',
    certificationsHeading: 'Which certifications does the job ask for?',
    languagesHeading: 'Which languages does the job need?',
    next: 'Next',
    checkFields: 'Please check the red fields.',
    required: 'This field is required.',
    jobTitle: 'Job title',
    description: 'Description',
    employmentType: 'Employment type',
    fullTime: 'Full-time',
    modality: 'Modality',
    remote: 'Remote',
    salaryMin: 'Salary range min',
    salaryMax: 'Salary range max',
    salaryRule: 'The value entered in the Salary Range Max field must be greater than Salary Range Min.',
    country: 'Country',
    mexico: 'Mexico',
    addRole: 'Add a work role',
    roleSearch: 'Incident',
    role: 'Incident Response',
    minimumFor: 'Minimum fit for Incident Response',
    improve: 'Improve description',
    proposalTitle: 'Proposed description',
    useProposal: 'Use this description',
    replaced: 'The description was replaced with the proposal.',
    undo: 'Undo',
    addCertification: 'Add certification',
    certification: 'Certification 1',
    addLanguage: 'Add language',
    language: 'Language 1',
    languageSearch: 'Span',
    spanish: 'Spanish',
    level: 'Level of language 1',
    proficient: 'Proficient',
    saveDraft: 'Save as draft',
    saved: 'Job saved.',
    draft: 'Draft',
    changeStatusOf: (title: string) => `Change status of ${title}`,
    publishTitle: 'Publish this job?',
    publish: 'Publish',
    published: 'Published',
    statusChanged: 'Status changed.',
    candidates: '0 candidates',
  },
  es: {
    listTitle: 'Vacantes de la empresa',
    emptyList: 'Aún no hay vacantes',
    newJob: 'Nueva vacante',
    createTitle: 'Nueva vacante',
    steps: 'Pasos del formulario de la vacante',
    basicsStep: 'Información básica',
    basicsHeading: '¿Cuál es la vacante?',
    rolesHeading: '¿Qué roles de trabajo NICE necesita la vacante?',
    tasksHeading: '¿Qué significan los roles en la práctica?',
    certificationsHeading: '¿Qué certificaciones pide la vacante?',
    languagesHeading: '¿Qué idiomas necesita la vacante?',
    next: 'Siguiente',
    checkFields: 'Por favor, revisa los campos en rojo.',
    required: 'Este campo es obligatorio.',
    jobTitle: 'Puesto',
    description: 'Descripción',
    employmentType: 'Tipo de empleo',
    fullTime: 'Tiempo completo',
    modality: 'Modalidad',
    remote: 'Remoto',
    salaryMin: 'Salario mínimo',
    salaryMax: 'Salario máximo',
    salaryRule: 'El valor ingresado en el campo Salario máximo debe ser mayor que el Salario mínimo.',
    country: 'País',
    mexico: 'México',
    addRole: 'Agregar un rol de trabajo',
    roleSearch: 'incidentes',
    role: 'Respuesta a incidentes',
    minimumFor: 'Ajuste mínimo para Respuesta a incidentes',
    improve: 'Mejorar la descripción',
    proposalTitle: 'Descripción propuesta',
    useProposal: 'Usar esta descripción',
    replaced: 'La descripción se reemplazó por la propuesta.',
    undo: 'Deshacer',
    addCertification: 'Agregar certificación',
    certification: 'Certificación 1',
    addLanguage: 'Agregar idioma',
    language: 'Idioma 1',
    languageSearch: 'Espa',
    spanish: 'Español',
    level: 'Nivel del idioma 1',
    proficient: 'Avanzado',
    saveDraft: 'Guardar como borrador',
    saved: 'Vacante guardada.',
    draft: 'Borrador',
    changeStatusOf: (title: string) => `Cambiar estado de ${title}`,
    publishTitle: '¿Publicar esta vacante?',
    publish: 'Publicar',
    published: 'Publicado',
    statusChanged: 'Estado cambiado.',
    candidates: '0 postulantes',
  },
  pt: {
    listTitle: 'Vagas da empresa',
    emptyList: 'Nenhuma vaga ainda',
    newJob: 'Nova vaga',
    createTitle: 'Nova vaga',
    steps: 'Passos do formulário da vaga',
    basicsStep: 'Informações básicas',
    basicsHeading: 'Qual é a vaga?',
    rolesHeading: 'De quais funções de trabalho NICE a vaga precisa?',
    tasksHeading: 'O que as funções significam na prática?',
    certificationsHeading: 'Quais certificações a vaga exige?',
    languagesHeading: 'De quais idiomas a vaga precisa?',
    next: 'Próximo',
    checkFields: 'Por favor, verifique os campos em vermelho.',
    required: 'Este campo é obrigatório.',
    jobTitle: 'Cargo',
    description: 'Descrição',
    employmentType: 'Tipo de emprego',
    fullTime: 'Tempo integral',
    modality: 'Modalidade',
    remote: 'Remoto',
    salaryMin: 'Salário mínimo',
    salaryMax: 'Salário máximo',
    salaryRule: 'O valor informado no campo Salário máximo deve ser maior que o Salário mínimo.',
    country: 'País',
    mexico: 'México',
    addRole: 'Adicionar uma função de trabalho',
    roleSearch: 'incidentes',
    role: 'Resposta a incidentes',
    minimumFor: 'Aderência mínima para Resposta a incidentes',
    improve: 'Melhorar a descrição',
    proposalTitle: 'Descrição proposta',
    useProposal: 'Usar esta descrição',
    replaced: 'A descrição foi substituída pela proposta.',
    undo: 'Desfazer',
    addCertification: 'Adicionar certificação',
    certification: 'Certificação 1',
    addLanguage: 'Adicionar idioma',
    language: 'Idioma 1',
    languageSearch: 'Espa',
    spanish: 'Espanhol',
    level: 'Nível do idioma 1',
    proficient: 'Avançado',
    saveDraft: 'Salvar como rascunho',
    saved: 'Vaga salva.',
    draft: 'Rascunho',
    changeStatusOf: (title: string) => `Alterar status de ${title}`,
    publishTitle: 'Publicar esta vaga?',
    publish: 'Publicar',
    published: 'Publicada',
    statusChanged: 'Status alterado.',
    candidates: '0 candidatos',
  },
} as const satisfies Record<Language, unknown>

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  // A full-page picture of a scrolled page draws the fixed header where the viewport was: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A dialog has finished fading in: axe measures colours as they will stay, not halfway through the transition. */
async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
}

/** A job created (a draft) and published through the API, as the stepper and Change Status would. */
async function createPublishedJob(page: Page, jobTitle: string, minimumPercentage: number): Promise<number> {
  const id = await createDraftJob(page, jobTitle, minimumPercentage)
  const published = await page.request.post(`/api/positions/${id}/status`, {
    headers: await csrfHeaders(page),
    data: { status: 'published' },
  })
  expect(published.ok(), await published.text()).toBe(true)
  return id
}

/** A draft job created through the API, as the stepper would. */
async function createDraftJob(page: Page, jobTitle: string, minimumPercentage: number): Promise<number> {
  const headers = await csrfHeaders(page)
  const created = await page.request.post('/api/positions', {
    headers,
    data: {
      jobTitle,
      description: 'Lead the response to security incidents across our cloud estate.',
      employmentType: 0,
      modality: 'remote',
      salaryMin: 60_000,
      salaryMax: 90_000,
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      roles: [{ workRoleCode: ROLE_CODE, minimumPercentage }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return ((await created.json()) as { data: { id: number } }).data.id
}

/** Every statement code of a work role, as the framework calls list them. */
async function listRoleStatementCodes(
  request: APIRequestContext,
  workRoleCode: string,
  headers: Record<string, string>,
): Promise<string[]> {
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await request.post(`/api/workforceframework/categories/${path}`, {
      headers,
      data: { workRoleCodes: [workRoleCode], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { code: string }[] }
    codes.push(...data.map((item) => item.code))
  }
  return codes
}

/**
 * A talent who holds every task statement of the role (and nothing else), applied to the job with a message. Answers
 * the talent's fit for the role, by the one shared formula.
 */
async function applyAsTalent(
  request: APIRequestContext,
  positionId: number,
  { firstName, lastName, message }: { firstName: string; lastName: string; message: string },
): Promise<number> {
  const talent = await createActiveTalent(request, { email: uniqueEmail('candidate'), firstName, lastName })
  const headers = { Authorization: `Bearer ${talent.token}` }
  const roleCodes = await listRoleStatementCodes(request, ROLE_CODE, headers)
  const held = roleCodes.filter((code) => code.startsWith('T'))
  const profile = await request.get('/api/profile', { headers })
  expect(profile.ok(), await profile.text()).toBe(true)
  const { version } = ((await profile.json()) as { data: { profile: { version: number } } }).data.profile
  const nice = await request.put('/api/profile/nice', {
    headers,
    data: { version, categoryCodes: ['PD'], workRoleCodes: [ROLE_CODE], statementCodes: held },
  })
  expect(nice.ok(), await nice.text()).toBe(true)
  const applied = await request.post('/api/talent/apply', { headers, data: { positionId, message } })
  expect(applied.status(), await applied.text()).toBe(201)
  return computeRoleFit(held, roleCodes).percentage
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A company creates a job through the five steps, publishes it and sees it published (${language})`, async ({
      page,
    }) => {
      const words = WORDS[language]
      const jobTitle = `Incident Responder ${language.toUpperCase()}`
      const description = 'You will lead our response to security incidents and improve our playbooks.'
      await signInNewCompany(page, { language })

      // The company's job posts, empty at first.
      await page.goto(JOBS_LIST)
      await expect(page.getByRole('heading', { level: 1, name: words.listTitle })).toBeVisible()
      await expect(page.getByText(words.emptyList)).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `list-empty-${language}`)
      await page.getByRole('link', { name: words.newJob }).first().click()
      await expect(page).toHaveURL(/\/jobs\/new$/)
      await expect(page.getByRole('heading', { level: 1, name: words.createTitle })).toBeVisible()
      const steps = page.getByRole('navigation', { name: words.steps })
      await expect(steps.locator('[aria-current="step"]')).toContainText(words.basicsStep)

      // Step 1: nothing filled in is refused, field by field.
      await expect(page.getByRole('heading', { level: 2, name: words.basicsHeading })).toBeVisible()
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByRole('alert').filter({ hasText: words.checkFields })).toBeVisible()
      await expect(page.getByText(words.required).first()).toBeVisible()
      await expect(page.getByRole('textbox', { name: words.jobTitle })).toBeFocused()

      await page.getByRole('textbox', { name: words.jobTitle }).fill(jobTitle)
      await page.getByRole('textbox', { name: words.description }).fill(description)
      await page.getByRole('combobox', { name: words.employmentType }).selectOption({ label: words.fullTime })
      await page.getByRole('combobox', { name: words.modality }).selectOption({ label: words.remote })
      await pickOption(page, page.getByRole('combobox', { name: words.country, exact: true }), 'M', words.mexico)

      // §5: a maximum that is not above the minimum is refused as soon as the field is left.
      const salaryMin = page.getByRole('textbox', { name: words.salaryMin })
      const salaryMax = page.getByRole('textbox', { name: words.salaryMax })
      await salaryMin.fill('90000')
      await salaryMax.fill('80000')
      await salaryMax.blur()
      await expect(page.getByText(words.salaryRule)).toBeVisible()
      await expect(salaryMax).toHaveAttribute('aria-invalid', 'true')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `step1-salary-${language}`)
      // Raising the maximum clears it at once.
      await salaryMax.fill('120000')
      await expect(page.getByText(words.salaryRule)).toHaveCount(0)
      await page.getByRole('button', { name: words.next }).click()

      // Step 2: one NICE work role with its minimum.
      await expect(page.getByRole('heading', { level: 2, name: words.rolesHeading })).toBeVisible()
      await page.getByRole('combobox', { name: words.addRole }).click()
      await page.getByRole('combobox', { name: words.addRole }).fill(words.roleSearch)
      await page.getByRole('listbox').getByRole('option', { name: words.role, exact: true }).click()
      await expect(page.getByRole('heading', { level: 3, name: words.role })).toBeVisible()
      const minimum = page.getByRole('textbox', { name: words.minimumFor })
      await minimum.fill('40')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `step2-roles-${language}`)
      await page.getByRole('button', { name: words.next }).click()

      // Step 3: the role's tasks, and a proposal for the description that can be taken back.
      await expect(page.getByRole('heading', { level: 2, name: words.tasksHeading })).toBeVisible()
      await expect(
        page
          .getByRole('list')
          .filter({ has: page.locator('code') })
          .first(),
      ).toBeVisible()
      await page.getByRole('button', { name: words.improve }).click()
      const proposal = page.getByRole('dialog', { name: words.proposalTitle })
      await expect(proposal.getByRole('button', { name: words.useProposal })).toBeVisible()
      await expectOpened(proposal)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `step3-proposal-${language}`)
      await proposal.getByRole('button', { name: words.useProposal }).click()
      await expect(proposal).toBeHidden()
      await expect(page.getByText(words.replaced)).toBeVisible()
      await shot(page, `step3-tasks-${language}`)
      await page.getByRole('button', { name: words.undo }).click()
      await expect(page.getByText(description, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await page.getByRole('button', { name: words.next }).click()

      // Step 4: a certification.
      await expect(page.getByRole('heading', { level: 2, name: words.certificationsHeading })).toBeVisible()
      await page.getByRole('button', { name: words.addCertification }).click()
      await expect(page.getByRole('textbox', { name: words.certification })).toBeFocused()
      await page.getByRole('textbox', { name: words.certification }).fill('GIAC GCIH')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await page.getByRole('button', { name: words.next }).click()

      // Step 5: a language with its level.
      await expect(page.getByRole('heading', { level: 2, name: words.languagesHeading })).toBeVisible()
      await page.getByRole('button', { name: words.addLanguage }).click()
      await pickOption(
        page,
        page.getByRole('combobox', { name: words.language, exact: true }),
        words.languageSearch,
        words.spanish,
      )
      await page.getByRole('combobox', { name: words.level }).selectOption({ label: words.proficient })
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `step5-languages-${language}`)
      await page.getByRole('button', { name: words.saveDraft }).click()

      // Saved as a draft, back on the job posts.
      await expect(page.getByText(words.saved)).toBeVisible()
      await expect(page).toHaveURL(new RegExp(`${JOBS_LIST}$`))
      const card = page.getByRole('article', { name: jobTitle })
      await expect(card.getByText(words.draft, { exact: true })).toBeVisible()
      await expect(card.getByText(words.candidates)).toBeVisible()

      // Change Status, confirmed.
      await card.getByRole('button', { name: words.changeStatusOf(jobTitle) }).click()
      const confirm = page.getByRole('dialog', { name: words.publishTitle })
      await expectOpened(confirm)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await confirm.getByRole('button', { name: words.publish, exact: true }).click()
      await expect(page.getByText(words.statusChanged)).toBeVisible()
      await expect(card.getByText(words.published, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `list-published-${language}`)
    })
  })
}

test('The pipeline ranks a candidate by fit and the company moves them to conversation in progress', async ({
  page,
  request,
}) => {
  const company = await signInNewCompany(page, { firstName: 'Carla', lastName: 'Mendes' })
  // Contacting a candidate counts against the plan's contacts a month, which Demo does not include (#16).
  await subscribePageCompany(page, 'starter')
  const jobTitle = 'Incident Response Lead'
  const positionId = await createPublishedJob(page, jobTitle, 30)
  const message = 'I have run incident response for a bank for three years.'
  const fit = await applyAsTalent(request, positionId, { firstName: 'Nia', lastName: 'Navarro', message })

  // Without a job: the company's jobs to pick from.
  await page.goto(PIPELINE)
  await expect(page.getByRole('heading', { level: 1, name: 'Applicants' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'pipeline-pick-en')
  await page.getByRole('link', { name: `View candidates of ${jobTitle}` }).click()
  await expect(page).toHaveURL(new RegExp(`positionId=${positionId}$`))

  // The candidate, ranked, with fit against the minimum, message and history.
  await expect(page.getByRole('heading', { level: 2, name: jobTitle })).toBeVisible()
  const candidate = page.getByRole('article', { name: 'Nia Navarro' })
  await expect(candidate).toBeVisible()
  await expect(candidate.getByText('Rank 1')).toBeAttached()
  await expect(candidate.getByText(`${fit}%`, { exact: true })).toBeVisible()
  await expect(candidate.getByText(`${fit}% · minimum 30%`)).toBeVisible()
  await expect(candidate.getByText('Meets the minimum')).toBeVisible()
  await expect(candidate.getByText(message)).toBeVisible()
  await expect(candidate.getByText('No security clearance')).toBeVisible()
  await expect(candidate.getByText('Nia Navarro: Talent applied to job')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'pipeline-en')

  // Moving the candidate is kept in the history, with who did it.
  await candidate.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Conversation in progress' })
  await candidate.getByRole('button', { name: 'Change status' }).click()
  const confirmMove = page.getByRole('dialog', { name: 'Move Nia Navarro to “Conversation in progress”?' })
  await confirmMove.getByRole('button', { name: 'Move to “Conversation in progress”' }).click()
  await expect(page.getByText('Status changed.')).toBeVisible()
  await expect(
    candidate.getByText(`${company.adminName}: Talent applied to job → Conversation in progress`),
  ).toBeVisible()
  await expect(candidate.getByText('Conversation in progress', { exact: true }).first()).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'pipeline-moved-en')

  // Contact talent.
  await candidate.getByRole('button', { name: 'Contact talent Nia Navarro' }).click()
  const dialog = page.getByRole('dialog', { name: 'Write to Nia Navarro' })
  await expectOpened(dialog)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Could we talk on Thursday?')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message sent to Nia Navarro.')).toBeVisible()

  // The job posts count the candidate in its status.
  await page.goto(JOBS_LIST)
  const card = page.getByRole('article', { name: jobTitle })
  await expect(card.getByText('1 candidate', { exact: true })).toBeVisible()
  await expect(card.getByRole('listitem').filter({ hasText: 'Conversation in progress' })).toContainText('1')
  await shot(page, 'list-counts-en')
})

test('An edit saved elsewhere is refused without losing what was typed, and a job is deleted after confirming', async ({
  page,
}) => {
  await signInNewCompany(page)
  const jobTitle = 'Threat Hunter'
  const positionId = await createPublishedJob(page, jobTitle, 50)

  await page.goto(`/jobs/${positionId}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${jobTitle}”` })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Job title' })).toHaveValue(jobTitle)
  await expectNoAxeViolations(page)
  await shot(page, 'edit-step1-en')

  // Meanwhile the job is saved from elsewhere.
  const latest = (await (await page.request.get(`/api/positions/${positionId}`)).json()) as {
    data: Record<string, unknown> & { version: number }
  }
  const elsewhere = await page.request.put('/api/positions', {
    headers: await csrfHeaders(page),
    data: {
      id: positionId,
      version: latest.data.version,
      jobTitle,
      description: 'Hunt threats before they become incidents.',
      employmentType: 0,
      modality: 'remote',
      city: 'Monterrey',
      expirationDate: latest.data.expirationDate,
      roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 50 }],
    },
  })
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true)

  // A certification added here (a list edit saves the whole job, §4) is refused as stale, and stays.
  await page
    .getByRole('navigation', { name: 'Steps of the job form' })
    .getByRole('button', { name: /Certifications/ })
    .click()
  await page.getByRole('button', { name: 'Add certification' }).click()
  await page.getByRole('textbox', { name: 'Certification 1' }).fill('OSCP')
  await page.getByRole('button', { name: 'Save changes' }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'This job changed somewhere else' })
  await expect(conflict).toContainText('This job was changed somewhere else since you opened it.')
  await expect(page.getByRole('textbox', { name: 'Certification 1' })).toHaveValue('OSCP')
  await expectNoAxeViolations(page)
  await shot(page, 'edit-conflict-en')

  await conflict.getByRole('button', { name: 'Load the latest version' }).click()
  await expect(page.getByText('Latest version loaded')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Certification 1' })).toHaveValue('OSCP')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Job saved.')).toBeVisible()

  const saved = (await (await page.request.get(`/api/positions/${positionId}`)).json()) as {
    data: { city: string | null; certifications: { name: string }[] }
  }
  expect(saved.data.city).toBe('Monterrey')
  expect(saved.data.certifications.map((item) => item.name)).toEqual(['OSCP'])

  // Delete, after confirming.
  const card = page.getByRole('article', { name: jobTitle })
  await card.getByRole('button', { name: `Delete ${jobTitle}` }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this job?' })
  await expectOpened(confirm)
  await expectNoAxeViolations(page)
  await shot(page, 'delete-confirm-en')
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Job deleted.')).toBeVisible()
  await expect(card).toHaveCount(0)
  await expect(page.getByText('No jobs yet')).toBeVisible()
})

test('A demo company cannot publish a fourth job: Change Status says why', async ({ page }) => {
  await signInNewCompany(page)
  for (const title of ['Analyst A', 'Analyst B', 'Analyst C']) await createPublishedJob(page, title, 20)
  await createDraftJob(page, 'Analyst D', 20)

  await page.goto(JOBS_LIST)
  await page.getByText('Drafts', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'Drafts' })).toBeChecked()
  const card = page.getByRole('article', { name: 'Analyst D' })
  await card.getByRole('button', { name: 'Change status of Analyst D' }).click()
  const confirm = page.getByRole('dialog', { name: 'Publish this job?' })
  await expectOpened(confirm)
  await confirm.getByRole('button', { name: 'Publish', exact: true }).click()
  // #16: the plan's refusal, with the way to a plan that allows more.
  const refusal = confirm.getByRole('status').filter({ hasText: 'Your Demo plan allows' })
  await expect(refusal).toContainText(
    'Your Demo plan allows 3 published jobs at a time. Upgrade your plan, keep this job as a draft, or move a published job back to draft to publish this one.',
  )
  await expect(refusal.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/subscriptions')
  await expectNoAxeViolations(page)
  await shot(page, 'list-limit-en')
  await confirm.getByRole('button', { name: 'Keep as draft' }).click()
  await expect(card.getByText('Draft', { exact: true })).toBeVisible()
})
