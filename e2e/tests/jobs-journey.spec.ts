import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import { signInNewCompany } from '../company-fixtures'
import {
  csrfHeaders,
  expect as baseExpect,
  expectNoAxeViolations,
  signInNewTalent,
  test,
  keepScreenshot,
} from '../fixtures'
import { uniqueWord } from '../job-fixtures'

const JOBS_LIST = '/company/account/appliedJobs'
const PIPELINE = '/company/account/viewAppliedTalent'
const JOBS = '/jobs'
const APPLIED_JOBS = '/talent/account/appliedJobs'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
const ROLE_CATEGORY = 'PD'
/** A modest minimum, so a talent holding the role's tasks clears it and the pipeline shows a real fit. */
const MINIMUM = 10
const SHOTS = '/tmp/shots-journey'

// The whole journey of two people through five screens each, on a shared and slow machine: room for it, and for a
// first page load that fetches the page's code and its catalogs. Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 200_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'

/**
 * What the company and the talent read on the way (the catalogs' words, typed out on purpose, as company-jobs.spec.ts
 * and jobs.spec.ts do): company-jobs.json, jobs.json, options.json and common.json.
 */
const WORDS = {
  en: {
    // The company: job posts, the stepper, Change Status.
    listTitle: 'Job posts',
    emptyList: 'No jobs yet',
    newJob: 'New job',
    createTitle: 'New job',
    basicsHeading: 'What is the job?',
    rolesHeading: 'Which NICE work roles does the job need?',
    tasksHeading: 'What do the roles mean in practice?',
    certificationsHeading: 'Which certifications does the job ask for?',
    languagesHeading: 'Which languages does the job need?',
    next: 'Next',
    jobTitle: 'Job title',
    description: 'Description',
    employmentType: 'Employment type',
    fullTime: 'Full-time',
    modality: 'Modality',
    remote: 'Remote',
    salaryMin: 'Salary range min',
    salaryMax: 'Salary range max',
    country: 'Country',
    mexico: 'Mexico',
    addRole: 'Add a work role',
    roleSearch: 'Incident',
    role: 'Incident Response',
    minimumFor: 'Minimum fit for Incident Response',
    saveDraft: 'Save as draft',
    saved: 'Job saved.',
    draft: 'Draft',
    changeStatusOf: (title: string) => `Change status of ${title}`,
    publishTitle: 'Publish this job?',
    publish: 'Publish',
    published: 'Published',
    statusChanged: 'Status changed.',
    oneCandidate: '1 candidate',
    viewCandidatesOf: (title: string) => `View candidates of ${title}`,
    // The company: the pipeline.
    applicants: 'Applicants',
    rank1: 'Rank 1',
    roleFit: (fit: string, minimum: string) => `${fit} · minimum ${minimum}`,
    minimumMet: 'Meets the minimum',
    statusField: 'Status',
    changeStatus: 'Change status',
    history: (who: string, from: string, to: string) => `${who}: ${from} → ${to}`,
    // The talent: search, the job page, applied jobs.
    jobs: 'Jobs',
    search: 'Search jobs',
    found: '1 job found',
    saveJob: 'Save job',
    jobSaved: 'Job saved.',
    canApply: 'You can apply',
    yourFit: (fit: number, minimum: number) => `Your fit ${fit}% / minimum ${minimum}%`,
    apply: 'Apply',
    applyDialog: (title: string) => `Apply to ${title}`,
    message: 'Message to the company',
    send: 'Send application',
    submitted: 'Application submitted.',
    yourApplication: 'Your application',
    appliedJobs: 'Applied jobs',
    yourMessage: 'Your message',
    // options.json, communication_status.
    applied: 'Talent applied to job',
    // options.json, communication_status_talent: the same status, written to the talent.
    youApplied: 'You applied',
    savedLabel: 'Saved, remove from saved jobs',
    confirmMove: (name: string, status: string) => `Move ${name} to “${status}”?`,
    moveTo: (status: string) => `Move to “${status}”`,
    conversation: 'Conversation in progress',
    // What the two people type.
    jobDescription: 'You will lead our response to security incidents and improve our playbooks.',
    applicationMessage: 'I have run incident response for a bank for three years.',
  },
  es: {
    listTitle: 'Vacantes de la empresa',
    emptyList: 'Aún no hay vacantes',
    newJob: 'Nueva vacante',
    createTitle: 'Nueva vacante',
    basicsHeading: '¿Cuál es la vacante?',
    rolesHeading: '¿Qué roles de trabajo NICE necesita la vacante?',
    tasksHeading: '¿Qué significan los roles en la práctica?',
    certificationsHeading: '¿Qué certificaciones pide la vacante?',
    languagesHeading: '¿Qué idiomas necesita la vacante?',
    next: 'Siguiente',
    jobTitle: 'Puesto',
    description: 'Descripción',
    employmentType: 'Tipo de empleo',
    fullTime: 'Tiempo completo',
    modality: 'Modalidad',
    remote: 'Remoto',
    salaryMin: 'Salario mínimo',
    salaryMax: 'Salario máximo',
    country: 'País',
    mexico: 'México',
    addRole: 'Agregar un rol de trabajo',
    roleSearch: 'incidentes',
    role: 'Respuesta a incidentes',
    minimumFor: 'Ajuste mínimo para Respuesta a incidentes',
    saveDraft: 'Guardar como borrador',
    saved: 'Vacante guardada.',
    draft: 'Borrador',
    changeStatusOf: (title: string) => `Cambiar estado de ${title}`,
    publishTitle: '¿Publicar esta vacante?',
    publish: 'Publicar',
    published: 'Publicado',
    statusChanged: 'Estado cambiado.',
    oneCandidate: '1 postulante',
    viewCandidatesOf: (title: string) => `Ver postulantes de ${title}`,
    applicants: 'Postulantes',
    rank1: 'Posición 1',
    roleFit: (fit: string, minimum: string) => `${fit} · mínimo ${minimum}`,
    minimumMet: 'Cumple el mínimo',
    statusField: 'Estado',
    changeStatus: 'Cambiar estado',
    history: (who: string, from: string, to: string) => `${who}: ${from} → ${to}`,
    jobs: 'Empleos',
    search: 'Buscar empleos',
    found: '1 empleo encontrado',
    saveJob: 'Guardar empleo',
    jobSaved: 'Empleo guardado.',
    canApply: 'Puedes postularte',
    yourFit: (fit: number, minimum: number) => `Tu ajuste ${fit} % / mínimo ${minimum} %`,
    apply: 'Postularme',
    applyDialog: (title: string) => `Postularme a ${title}`,
    message: 'Mensaje para la empresa',
    send: 'Enviar postulación',
    submitted: 'Postulación enviada.',
    yourApplication: 'Tu postulación',
    appliedJobs: 'Postulaciones',
    yourMessage: 'Tu mensaje',
    applied: 'El talento se postuló al empleo',
    youApplied: 'Te postulaste',
    savedLabel: 'Guardado, quitar de empleos guardados',
    confirmMove: (name: string, status: string) => `¿Mover a ${name} a «${status}»?`,
    moveTo: (status: string) => `Mover a «${status}»`,
    conversation: 'Conversación en curso',
    jobDescription: 'Dirigirás nuestra respuesta a incidentes de seguridad y mejorarás nuestros procedimientos.',
    applicationMessage: 'Llevo tres años respondiendo a incidentes en un banco.',
  },
  pt: {
    listTitle: 'Vagas da empresa',
    emptyList: 'Nenhuma vaga ainda',
    newJob: 'Nova vaga',
    createTitle: 'Nova vaga',
    basicsHeading: 'Qual é a vaga?',
    rolesHeading: 'De quais funções de trabalho NICE a vaga precisa?',
    tasksHeading: 'O que as funções significam na prática?',
    certificationsHeading: 'Quais certificações a vaga exige?',
    languagesHeading: 'De quais idiomas a vaga precisa?',
    next: 'Próximo',
    jobTitle: 'Cargo',
    description: 'Descrição',
    employmentType: 'Tipo de emprego',
    fullTime: 'Tempo integral',
    modality: 'Modalidade',
    remote: 'Remoto',
    salaryMin: 'Salário mínimo',
    salaryMax: 'Salário máximo',
    country: 'País',
    mexico: 'México',
    addRole: 'Adicionar uma função de trabalho',
    roleSearch: 'incidentes',
    role: 'Resposta a incidentes',
    minimumFor: 'Aderência mínima para Resposta a incidentes',
    saveDraft: 'Salvar como rascunho',
    saved: 'Vaga salva.',
    draft: 'Rascunho',
    changeStatusOf: (title: string) => `Alterar status de ${title}`,
    publishTitle: 'Publicar esta vaga?',
    publish: 'Publicar',
    published: 'Publicada',
    statusChanged: 'Status alterado.',
    oneCandidate: '1 candidato',
    viewCandidatesOf: (title: string) => `Ver candidatos de ${title}`,
    applicants: 'Candidatos',
    rank1: 'Posição 1',
    roleFit: (fit: string, minimum: string) => `${fit} · mínimo ${minimum}`,
    minimumMet: 'Atinge o mínimo',
    statusField: 'Status',
    changeStatus: 'Alterar status',
    history: (who: string, from: string, to: string) => `${who}: ${from} → ${to}`,
    jobs: 'Vagas',
    search: 'Pesquisar vagas',
    found: '1 vaga encontrada',
    saveJob: 'Salvar vaga',
    jobSaved: 'Vaga salva.',
    canApply: 'Você pode se candidatar',
    yourFit: (fit: number, minimum: number) => `Sua aderência ${fit}% / mínimo ${minimum}%`,
    apply: 'Candidatar-me',
    applyDialog: (title: string) => `Candidatar-me a ${title}`,
    message: 'Mensagem para a empresa',
    send: 'Enviar candidatura',
    submitted: 'Candidatura enviada.',
    yourApplication: 'Sua candidatura',
    appliedJobs: 'Candidaturas',
    yourMessage: 'Sua mensagem',
    applied: 'Talento se candidatou à vaga',
    youApplied: 'Você se candidatou',
    savedLabel: 'Salva, remover das vagas salvas',
    confirmMove: (name: string, status: string) => `Mover ${name} para “${status}”?`,
    moveTo: (status: string) => `Mover para “${status}”`,
    conversation: 'Conversa em andamento',
    jobDescription: 'Você vai liderar nossa resposta a incidentes de segurança e melhorar nossos procedimentos.',
    applicationMessage: 'Há três anos respondo a incidentes em um banco.',
  },
} as const satisfies Record<Language, unknown>

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  // A full-page picture of a scrolled page draws the fixed header where the viewport was: start from the top.
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A whole percentage as the pipeline writes it (Intl: "35%", or "35 %" with a no-break space in Spanish). */
function percent(value: number): string {
  return `${value}\\s?%`
}

/** A dialog has finished fading in: axe measures colours as they will stay, not halfway through the transition. */
async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
}

/** A browser context of its own for one person, in the test's locale (so the interface starts in its language). */
async function openPerson(browser: Browser, locale: string | undefined): Promise<Page> {
  const context = await browser.newContext({ locale })
  return context.newPage()
}

/**
 * Gives the signed-in talent of `page` a NICE profile holding every task statement of the role (and nothing else),
 * through the API with the page's session, as the NICE wizard would save it. Answers the talent's fit for the role,
 * by the one shared formula.
 */
async function giveNiceProfile(page: Page): Promise<number> {
  const headers = await csrfHeaders(page)
  const roleCodes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await page.request.post(`/api/workforceframework/categories/${path}`, {
      headers,
      data: { workRoleCodes: [ROLE_CODE], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { code: string }[] }
    roleCodes.push(...data.map((item) => item.code))
  }
  const held = roleCodes.filter((code) => code.startsWith('T'))
  const profile = await page.request.get('/api/profile')
  expect(profile.ok(), await profile.text()).toBe(true)
  const { version } = ((await profile.json()) as { data: { profile: { version: number } } }).data.profile
  const nice = await page.request.put('/api/profile/nice', {
    headers,
    data: { version, categoryCodes: [ROLE_CATEGORY], workRoleCodes: [ROLE_CODE], statementCodes: held },
  })
  expect(nice.ok(), await nice.text()).toBe(true)
  return computeRoleFit(held, roleCodes).percentage
}

// The whole loop once, in Portuguese: its two halves are the main stories of company-jobs.spec.ts and jobs.spec.ts,
// which run in all three languages (CI time).
for (const language of ['pt'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A company publishes a job through the stepper, a talent finds, saves and applies to it, and follows the company's answer (${language})`, async ({
      browser,
      locale,
    }) => {
      test.slow()
      const words = WORDS[language]
      const jobTitle = `Incident Responder ${uniqueWord()}`
      const word = jobTitle.split(' ').at(-1)!
      const description = words.jobDescription
      const message = words.applicationMessage
      const talentName = { firstName: 'Nia', lastName: 'Navarro' }

      // Two people, each in a browser of their own, both in the test's language.
      const company = await openPerson(browser, locale)
      const talent = await openPerson(browser, locale)
      try {
        const admin = await signInNewCompany(company, { language })
        await signInNewTalent(talent, { ...talentName, language })

        // The company: a new job through the five steps of /jobs/new.
        await company.goto(JOBS_LIST)
        await expect(company.locator('html')).toHaveAttribute('lang', language)
        await expect(company.getByRole('heading', { level: 1, name: words.listTitle })).toBeVisible()
        await expect(company.getByText(words.emptyList)).toBeVisible()
        await company.getByRole('link', { name: words.newJob }).first().click()
        await expect(company).toHaveURL(/\/jobs\/new$/)
        await expect(company.getByRole('heading', { level: 1, name: words.createTitle })).toBeVisible()

        // Step 1: the basics, remote and full-time (the two filters the talent will use).
        await expect(company.getByRole('heading', { level: 2, name: words.basicsHeading })).toBeVisible()
        await company.getByRole('textbox', { name: words.jobTitle }).fill(jobTitle)
        await company.getByRole('textbox', { name: words.description }).fill(description)
        await company.getByRole('combobox', { name: words.employmentType }).selectOption({ label: words.fullTime })
        await company.getByRole('combobox', { name: words.modality }).selectOption({ label: words.remote })
        const country = company.getByRole('combobox', { name: words.country, exact: true })
        await country.click()
        await country.fill('M')
        // Inside the select's own list: the language switcher's <select> has options too.
        await company.getByRole('listbox').getByRole('option', { name: words.mexico, exact: true }).click()
        await expect(country).toHaveValue(words.mexico)
        await company.getByRole('textbox', { name: words.salaryMin }).fill('60000')
        await company.getByRole('textbox', { name: words.salaryMax }).fill('90000')
        await company.getByRole('button', { name: words.next }).click()

        // Step 2: one NICE work role with a modest minimum.
        await expect(company.getByRole('heading', { level: 2, name: words.rolesHeading })).toBeVisible()
        await company.getByRole('combobox', { name: words.addRole }).click()
        await company.getByRole('combobox', { name: words.addRole }).fill(words.roleSearch)
        await company.getByRole('listbox').getByRole('option', { name: words.role, exact: true }).click()
        await expect(company.getByRole('heading', { level: 3, name: words.role })).toBeVisible()
        await company.getByRole('textbox', { name: words.minimumFor }).fill(String(MINIMUM))
        await company.getByRole('button', { name: words.next }).click()

        // Steps 3 to 5: the role's tasks, no certification, no language; saved as a draft.
        await expect(company.getByRole('heading', { level: 2, name: words.tasksHeading })).toBeVisible()
        await company.getByRole('button', { name: words.next }).click()
        await expect(company.getByRole('heading', { level: 2, name: words.certificationsHeading })).toBeVisible()
        await company.getByRole('button', { name: words.next }).click()
        await expect(company.getByRole('heading', { level: 2, name: words.languagesHeading })).toBeVisible()
        await company.getByRole('button', { name: words.saveDraft }).click()
        await expect(company.getByText(words.saved)).toBeVisible()
        await expect(company).toHaveURL(new RegExp(`${JOBS_LIST}$`))

        // Published with Change Status, after confirming.
        const companyCard = company.getByRole('article', { name: jobTitle })
        await expect(companyCard.getByText(words.draft, { exact: true })).toBeVisible()
        await companyCard.getByRole('button', { name: words.changeStatusOf(jobTitle) }).click()
        const confirm = company.getByRole('dialog', { name: words.publishTitle })
        await expectOpened(confirm)
        await confirm.getByRole('button', { name: words.publish, exact: true }).click()
        await expect(company.getByText(words.statusChanged)).toBeVisible()
        await expect(companyCard.getByText(words.published, { exact: true })).toBeVisible()
        await shot(company, `1-company-published-${language}`)

        // The talent: a NICE profile above the job's minimum, saved as the NICE wizard would.
        const fit = await giveNiceProfile(talent)
        expect(fit).toBeGreaterThanOrEqual(MINIMUM)

        // The talent finds the job by its word and two filters.
        await talent.goto(JOBS)
        await expect(talent.locator('html')).toHaveAttribute('lang', language)
        await expect(talent.getByRole('heading', { level: 1, name: words.jobs })).toBeVisible()
        await talent.getByRole('searchbox', { name: words.search }).fill(word)
        await talent.getByRole('checkbox', { name: words.remote, exact: true }).check()
        await talent.getByRole('checkbox', { name: words.fullTime, exact: true }).check()
        await expect(talent).toHaveURL(new RegExp(`q=${word}.*modality=remote.*type=0`))
        await expect(talent.getByRole('status').filter({ hasText: words.found })).toBeVisible()
        const results = talent.getByRole('main').getByRole('article')
        await expect(results).toHaveCount(1)
        await expect(results.first()).toHaveAccessibleName(jobTitle)
        await expect(results.first()).toContainText(admin.companyName)
        await shot(talent, `2-talent-search-${language}`)

        // The job's page: the fit clears the minimum; the talent saves the job, then applies with a message.
        await talent.getByRole('link', { name: jobTitle }).click()
        await expect(talent.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible()
        await expect(talent.getByRole('heading', { name: words.canApply })).toBeVisible()
        await expect(talent.getByText(words.yourFit(fit, MINIMUM))).toBeVisible()
        const save = talent.getByRole('button', { name: `${words.saveJob}: ${jobTitle}` })
        await expect(save).toHaveAttribute('aria-pressed', 'false')
        await save.click()
        await expect(talent.getByText(words.jobSaved)).toBeVisible()
        await expect(talent.getByRole('button', { name: `${words.savedLabel}: ${jobTitle}` })).toHaveAttribute(
          'aria-pressed',
          'true',
        )
        await talent.getByRole('button', { name: words.apply, exact: true }).click()
        const apply = talent.getByRole('dialog', { name: words.applyDialog(jobTitle) })
        await expect(apply).toBeVisible()
        await apply.getByRole('textbox', { name: words.message }).fill(message)
        await apply.getByRole('button', { name: words.send }).click()
        await expect(talent.getByText(words.submitted)).toBeVisible()
        await expect(apply).toBeHidden()
        await expect(talent.getByRole('region', { name: words.yourApplication })).toContainText(words.youApplied)
        await shot(talent, `3-talent-applied-${language}`)

        // The company: the job counts the candidate; its pipeline ranks them with their fit against the minimum.
        await company.goto(JOBS_LIST)
        await expect(companyCard.getByText(words.oneCandidate, { exact: true })).toBeVisible()
        await companyCard.getByRole('link', { name: words.viewCandidatesOf(jobTitle) }).click()
        await expect(company).toHaveURL(new RegExp(`${PIPELINE}\\?positionId=\\d+$`))
        await expect(company.getByRole('heading', { level: 1, name: words.applicants })).toBeVisible()
        await expect(company.getByRole('heading', { level: 2, name: jobTitle })).toBeVisible()
        const candidate = company.getByRole('article', { name: `${talentName.firstName} ${talentName.lastName}` })
        await expect(candidate).toBeVisible()
        await expect(candidate.getByText(words.rank1)).toBeAttached()
        await expect(candidate.getByText(new RegExp(`^${percent(fit)}$`))).toBeVisible()
        await expect(
          candidate.getByText(new RegExp(`^${words.roleFit(percent(fit), percent(MINIMUM))}$`)),
        ).toBeVisible()
        await expect(candidate.getByText(words.minimumMet)).toBeVisible()
        await expect(candidate.getByText(message)).toBeVisible()
        await expectNoAxeViolations(company)
        await shot(company, `4-company-pipeline-${language}`)

        // Moved to conversation in progress, kept in the history with who did it.
        await candidate.getByRole('combobox', { name: words.statusField }).selectOption({ label: words.conversation })
        await candidate.getByRole('button', { name: words.changeStatus, exact: true }).click()
        const confirmMove = company.getByRole('dialog', {
          name: words.confirmMove(`${talentName.firstName} ${talentName.lastName}`, words.conversation),
        })
        await expectOpened(confirmMove)
        await confirmMove.getByRole('button', { name: words.moveTo(words.conversation) }).click()
        await expect(company.getByText(words.statusChanged)).toBeVisible()
        await expect(
          candidate.getByText(words.history(admin.adminName, words.applied, words.conversation)),
        ).toBeVisible()
        await expect(candidate.getByText(words.conversation, { exact: true }).first()).toBeVisible()
        await expectNoAxeViolations(company)
        await shot(company, `5-company-moved-${language}`)

        // The talent sees where the application stands now, with their message.
        await talent.goto(APPLIED_JOBS)
        await expect(talent.getByRole('heading', { level: 1, name: words.appliedJobs })).toBeVisible()
        const application = talent.getByRole('article', { name: jobTitle })
        await expect(application).toContainText(words.conversation)
        // The status badge moved on ("You applied on <date>" stays, as the date of the application).
        await expect(application.getByText(words.youApplied, { exact: true })).toHaveCount(0)
        await expect(application).toContainText(words.yourMessage)
        await expect(application).toContainText(message)
        await expectNoAxeViolations(talent)
        await shot(talent, `6-talent-status-${language}`)
      } finally {
        await company.context().close()
        await talent.context().close()
      }
    })
  })
}
