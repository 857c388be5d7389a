import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import {
  createActiveTalent,
  expect as baseExpect,
  expectNoAxeViolations,
  lastOutboxId,
  readOutbox,
  signInNewTalent,
  test,
  keepScreenshot,
} from '../fixtures'
import { createActiveCompany, createPublishedJob, signInNewCompany, uniqueWord } from '../job-fixtures'

const JOBS = '/jobs'
const SAVED_JOBS = '/talent/account/savedJobs'
const APPLIED_JOBS = '/talent/account/appliedJobs'
const NICE_WIZARD = '/talent/account/profile/nist-nice'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
const SHOTS = '/tmp/shots-jobs'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest. A first
// page load fetches the page's code and three catalogs, which under load takes longer than the default 10 s.
test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'

/** What a person reads on the way through search, the job page and the two lists (the catalogs' words, typed out). */
const WORDS = {
  en: {
    jobs: 'Jobs',
    search: 'Search jobs',
    searchHint: 'Type at least 2 characters to search.',
    remote: 'Remote',
    contract: 'Contract',
    found: (count: number) => (count === 1 ? '1 job found' : `Showing 1–${count} of ${count} jobs`),
    saveJob: 'Save job',
    jobSaved: 'Job saved.',
    canApply: 'You can apply',
    apply: 'Apply',
    applyDialog: (title: string) => `Apply to ${title}`,
    message: 'Message to the company',
    required: 'This field is required.',
    send: 'Send application',
    submitted: 'Application submitted.',
    yourApplication: 'Your application',
    appliedStatus: 'You applied',
    savedLabel: 'Saved, remove from saved jobs',
    savedMark: 'Saved',
    appliedMark: 'Applied',
    savedJobs: 'Saved jobs',
    appliedJobs: 'Applied jobs',
    savedOn: 'Saved on',
    yourMessage: 'Your message',
    remove: 'Remove',
    removed: 'Job removed from your saved jobs.',
    noSaved: 'You have not saved any jobs yet',
    findJobs: 'Find jobs',
    empty: 'No information was found with filters used',
  },
  es: {
    jobs: 'Empleos',
    search: 'Buscar empleos',
    searchHint: 'Escribe al menos 2 caracteres para buscar.',
    remote: 'Remoto',
    contract: 'Contrato',
    found: (count: number) => (count === 1 ? '1 empleo encontrado' : `Mostrando 1–${count} de ${count} empleos`),
    saveJob: 'Guardar empleo',
    jobSaved: 'Empleo guardado.',
    canApply: 'Puedes postularte',
    apply: 'Postularme',
    applyDialog: (title: string) => `Postularme a ${title}`,
    message: 'Mensaje para la empresa',
    required: 'Este campo es obligatorio.',
    send: 'Enviar postulación',
    submitted: 'Postulación enviada.',
    yourApplication: 'Tu postulación',
    appliedStatus: 'Te postulaste',
    savedLabel: 'Guardado, quitar de empleos guardados',
    savedMark: 'Guardado',
    appliedMark: 'Postulado',
    savedJobs: 'Empleos guardados',
    appliedJobs: 'Postulaciones',
    savedOn: 'Guardado el',
    yourMessage: 'Tu mensaje',
    remove: 'Quitar',
    removed: 'Empleo quitado de tus empleos guardados.',
    noSaved: 'Todavía no has guardado ningún empleo',
    findJobs: 'Buscar empleos',
    empty: 'No se encontró información con los filtros utilizados',
  },
  pt: {
    jobs: 'Vagas',
    search: 'Pesquisar vagas',
    searchHint: 'Digite pelo menos 2 caracteres para pesquisar.',
    remote: 'Remoto',
    contract: 'Contrato',
    found: (count: number) => (count === 1 ? '1 vaga encontrada' : `Mostrando 1–${count} de ${count} vagas`),
    saveJob: 'Salvar vaga',
    jobSaved: 'Vaga salva.',
    canApply: 'Você pode se candidatar',
    apply: 'Candidatar-me',
    applyDialog: (title: string) => `Candidatar-me a ${title}`,
    message: 'Mensagem para a empresa',
    required: 'Este campo é obrigatório.',
    send: 'Enviar candidatura',
    submitted: 'Candidatura enviada.',
    yourApplication: 'Sua candidatura',
    appliedStatus: 'Você se candidatou',
    savedLabel: 'Salva, remover das vagas salvas',
    savedMark: 'Salva',
    appliedMark: 'Candidatura enviada',
    savedJobs: 'Vagas salvas',
    appliedJobs: 'Candidaturas',
    savedOn: 'Salva em',
    yourMessage: 'Sua mensagem',
    remove: 'Remover',
    removed: 'Vaga removida das suas vagas salvas.',
    noSaved: 'Você ainda não salvou nenhuma vaga',
    findJobs: 'Encontrar vagas',
    empty: 'Nenhuma informação foi encontrada com os filtros usados',
  },
} as const satisfies Record<Language, unknown>

mkdirSync(SHOTS, { recursive: true })

async function shot(page: Page, name: string) {
  // From the top: a full-page capture of a scrolled page draws the fixed toolbar in the middle.
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** The result cards of the search, each an article named by its job title. */
function resultCards(page: Page): Locator {
  return page.getByRole('main').getByRole('article')
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A talent finds a job by text and two filters, saves it and applies with a message (${language})`, async ({
      page,
      request,
    }) => {
      const words = WORDS[language]
      const word = uniqueWord()
      const company = await createActiveCompany(request)
      const wanted = await createPublishedJob(request, company.token, {
        jobTitle: `Threat Hunter ${word}`,
        modality: 'remote',
        employmentType: 4,
        salaryMin: 90_000,
        salaryMax: 120_000,
        country: 'CO',
        city: 'Bogotá',
        roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 0 }],
        certifications: [{ name: 'GIAC Certified Incident Handler' }],
        languages: [{ language: 'es', level: 'proficient' }],
      })
      // Same word, other modality and contract: the filters leave it out.
      await createPublishedJob(request, company.token, {
        jobTitle: `SOC Analyst ${word}`,
        modality: 'on_site',
        employmentType: 0,
      })
      await signInNewTalent(page, { language })

      // Search: the word finds both jobs.
      await page.goto(JOBS)
      await expect(page.getByRole('heading', { level: 1, name: words.jobs })).toBeVisible()
      const search = page.getByRole('searchbox', { name: words.search })
      await search.fill(word.slice(0, 1))
      await expect(page.getByText(words.searchHint)).toBeVisible()
      await search.fill(word)
      await expect(page.getByRole('status').filter({ hasText: words.found(2) })).toBeVisible()
      await expect(resultCards(page)).toHaveCount(2)
      // Typing kept the focus in the search box (filters are written to the address without a navigation).
      await expect(search).toBeFocused()

      // Two filters: modality and employment type; only the wanted job stays.
      await page.getByRole('checkbox', { name: words.remote, exact: true }).check()
      await page.getByRole('checkbox', { name: words.contract, exact: true }).check()
      await expect(page.getByRole('status').filter({ hasText: words.found(1) })).toBeVisible()
      await expect(resultCards(page)).toHaveCount(1)
      const card = page.getByRole('article', { name: wanted.jobTitle })
      await expect(card).toContainText(company.companyName)
      await expect(card).toContainText('Bogotá')
      await expect(page).toHaveURL(new RegExp(`q=${word}.*modality=remote.*type=4`))
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `search-${language}`)

      // The address keeps the search: a reload shows the same.
      await page.reload()
      await expect(page.getByRole('searchbox', { name: words.search })).toHaveValue(word)
      await expect(page.getByRole('checkbox', { name: words.remote, exact: true })).toBeChecked()
      await expect(resultCards(page)).toHaveCount(1)

      // The job's page: eligible, save, apply.
      await page.getByRole('link', { name: wanted.jobTitle }).click()
      await expect(page.getByRole('heading', { level: 1, name: wanted.jobTitle })).toBeVisible()
      await expect(page).toHaveTitle(`${wanted.jobTitle} · Sentinela`)
      await expect(page.getByRole('heading', { name: words.canApply })).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `job-${language}`)

      const save = page.getByRole('button', { name: `${words.saveJob}: ${wanted.jobTitle}` })
      await expect(save).toHaveAttribute('aria-pressed', 'false')
      await save.click()
      await expect(page.getByText(words.jobSaved)).toBeVisible()
      // Saved: the button reads "Saved" and its name says a click now removes it.
      const savedButton = page.getByRole('button', { name: `${words.savedLabel}: ${wanted.jobTitle}` })
      await expect(savedButton).toHaveAttribute('aria-pressed', 'true')
      await expect(savedButton).toHaveText(words.savedMark)

      await page.getByRole('button', { name: words.apply, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: words.applyDialog(wanted.jobTitle) })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: words.send }).click()
      await expect(dialog.getByText(words.required)).toBeVisible()
      await dialog.getByRole('textbox', { name: words.message }).fill('I hunt threats for a living.\nHappy to talk.')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await dialog.getByRole('button', { name: words.send }).click()
      await expect(page.getByText(words.submitted)).toBeVisible()
      await expect(dialog).toBeHidden()
      const application = page.getByRole('region', { name: words.yourApplication })
      await expect(application).toContainText(words.appliedStatus)
      await expect(page.getByRole('button', { name: words.apply, exact: true })).toHaveCount(0)

      // Back returns to the filtered search; the card carries the marks.
      await page.goBack()
      await expect(page.getByRole('searchbox', { name: words.search })).toHaveValue(word)
      await expect(resultCards(page)).toHaveCount(1)
      await expect(card).toContainText(words.savedMark)
      await expect(card).toContainText(words.appliedMark)

      // Applied jobs: the job, the message, the status.
      await page.goto(APPLIED_JOBS)
      await expect(page.getByRole('heading', { level: 1, name: words.appliedJobs })).toBeVisible()
      const applied = page.getByRole('article', { name: wanted.jobTitle })
      await expect(applied).toContainText(words.appliedStatus)
      await expect(applied).toContainText(words.yourMessage)
      await expect(applied).toContainText('I hunt threats for a living.')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `applied-${language}`)

      // Saved jobs: the job with its date; removing it leaves the empty list and the way to search.
      await page.goto(SAVED_JOBS)
      await expect(page.getByRole('heading', { level: 1, name: words.savedJobs })).toBeVisible()
      const saved = page.getByRole('article', { name: wanted.jobTitle })
      await expect(saved).toContainText(words.savedOn)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `saved-${language}`)
      await saved.getByRole('button', { name: new RegExp(`^${words.remove}`) }).click()
      await expect(page.getByText(words.removed)).toBeVisible()
      await expect(page.getByText(words.noSaved)).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `saved-empty-${language}`)
      await page.getByRole('link', { name: words.findJobs }).click()
      await expect(page).toHaveURL(/\/jobs$/)
    })
  })
}

test('A search that finds nothing says so in the words of §8, and Back undoes a filter', async ({ page, request }) => {
  const word = uniqueWord()
  const company = await createActiveCompany(request)
  await createPublishedJob(request, company.token, { jobTitle: `Pentester ${word}`, modality: 'hybrid' })
  await signInNewTalent(page)
  await page.goto(`${JOBS}?q=${word}`)
  await expect(resultCards(page)).toHaveCount(1)

  await page.getByRole('combobox', { name: 'Date published' }).selectOption({ label: 'Last week' })
  await expect(resultCards(page)).toHaveCount(1)
  await page.getByRole('checkbox', { name: 'Remote', exact: true }).check()
  await expect(page.getByText(WORDS.en.empty)).toBeVisible()
  await expect(resultCards(page)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, 'search-empty-en')

  await page.goBack()
  await expect(page.getByRole('checkbox', { name: 'Remote', exact: true })).not.toBeChecked()
  await expect(resultCards(page)).toHaveCount(1)
  await expect(page.getByRole('combobox', { name: 'Date published' })).toHaveValue('last_week')

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`))
})

test('A visitor types a salary, picks a work role and an industry from the keyboard; an unknown industry in the address is left out', async ({
  page,
  request,
}) => {
  const word = uniqueWord()
  const company = await createActiveCompany(request)
  await createPublishedJob(request, company.token, {
    jobTitle: `Incident Handler ${word}`,
    salaryMin: 70_000,
    salaryMax: 95_000,
    industry: 'banking',
    roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: 0 }],
  })
  await createPublishedJob(request, company.token, {
    jobTitle: `Junior Analyst ${word}`,
    salaryMin: 30_000,
    salaryMax: 50_000,
  })

  // An industry the master data does not list (an edited link) is dropped, not sent to be refused.
  await page.goto(`${JOBS}?q=${word}&industry=piracy`)
  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`))
  await expect(resultCards(page)).toHaveCount(2)

  // Digits typed, the amount read with the language's grouping once the field is left.
  const salary = page.getByRole('textbox', { name: 'Salary from' })
  await salary.fill('80000')
  await expect(page).toHaveURL(/salary=80000/)
  await salary.blur()
  await expect(salary).toHaveValue('80,000')
  await expect(resultCards(page)).toHaveCount(1)

  // The pickers arrive when first used: focus one from the keyboard, type, and choose with the arrows.
  const role = page.getByRole('combobox', { name: 'NICE work role', exact: true })
  await role.focus()
  await page.keyboard.type('incident res')
  await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Incident Response'])
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/role=PD-WRL-003/)
  await expect(role).toHaveValue('Incident Response')

  const industry = page.getByRole('combobox', { name: 'Industry', exact: true })
  await industry.click()
  await page.keyboard.type('bank')
  await page.getByRole('option', { name: 'Banking', exact: true }).click()
  await expect(page).toHaveURL(/industry=banking/)
  await expect(resultCards(page)).toHaveCount(1)
  await expect(resultCards(page).first()).toHaveAccessibleName(`Incident Handler ${word}`)
  await expectNoAxeViolations(page)
})

test('A talent without clearance is told why they cannot apply to a job that requires it', async ({
  page,
  request,
}) => {
  const company = await createActiveCompany(request)
  const job = await createPublishedJob(request, company.token, {
    jobTitle: `Cleared Analyst ${uniqueWord()}`,
    clearanceRequired: true,
    clearanceLevel: 1,
  })
  await signInNewTalent(page)
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You cannot apply yet' })).toBeVisible()
  await expect(
    page.getByText('This job requires a security clearance, and your profile has none.', { exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Add my clearance' })).toHaveAttribute(
    'href',
    `/talent/account/profile/basicData?field=clearance&next=%2Fjobs%2F${job.id}`,
  )
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled()
  await expectNoAxeViolations(page)
  await shot(page, 'job-clearance-en')

  // Not eligible, but free to ask: the contact-company action e-mails the company (§2).
  const after = await lastOutboxId(page.request)
  await page.getByRole('button', { name: 'Contact company' }).click()
  const dialog = page.getByRole('dialog', { name: `Write to ${company.companyName}` })
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Would an interim clearance be enough?')
  await expectNoAxeViolations(page)
  await shot(page, 'job-contact-en')
  await dialog.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText(`Your message was sent to ${company.companyName}.`)).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect
    .poll(async () =>
      (await readOutbox(page.request)).some(
        (email) => email.id > after && email.to === company.email && email.text.includes('interim clearance'),
      ),
    )
    .toBe(true)

  // The API refuses it too, with the translated §8 message.
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sentinela_csrf')?.value ?? ''
  const refused = await page.request.post('/api/talent/apply', {
    headers: { 'X-CSRF-Token': csrf },
    data: { positionId: job.id, message: 'Please consider me.' },
  })
  expect(refused.status()).toBe(403)
  expect(await refused.json()).toMatchObject({
    code: 'clearance_required',
    message: 'This job requires a security clearance. Add your clearance to your profile to apply.',
  })
})

test('A talent below a role minimum sees the role, their fit, the missing statements, and cannot apply', async ({
  page,
  request,
}) => {
  const company = await createActiveCompany(request)
  const job = await createPublishedJob(request, company.token, {
    jobTitle: `Incident Responder ${uniqueWord()}`,
    roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 40 }],
  })
  await signInNewTalent(page)
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'You cannot apply yet' })).toBeVisible()
  const role = page.getByRole('listitem').filter({ hasText: 'Your fit 0% / minimum 40%' })
  await expect(role).toContainText('Incident Response')
  await expect(role).toContainText('Below the minimum')
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled()

  const toggle = role.getByRole('button', { name: /^Show the \d+ missing statements$/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  const missing = page.getByRole('region', { name: 'Statements of Incident Response missing from your profile' })
  await expect(missing).toBeVisible()
  await expect(missing.getByRole('listitem').first()).toContainText(/^[TKS]\d{4}/)
  await expect(missing.locator('[lang="en"]').first()).not.toBeEmpty()
  await expect(page.getByRole('link', { name: 'Improve my NIST NICE profile' })).toHaveAttribute(
    'href',
    `${NICE_WIZARD}?role=${ROLE_CODE}&minimum=40&next=%2Fjobs%2F${job.id}`,
  )
  await expectNoAxeViolations(page)
  await shot(page, 'job-role-gap-en')
})

test('An anonymous visitor reads a public job, is invited to sign in, and cannot open a private one', async ({
  page,
  request,
}) => {
  const company = await createActiveCompany(request)
  const open = await createPublishedJob(request, company.token, {
    jobTitle: `Cloud Security Engineer ${uniqueWord()}`,
    roles: [{ workRoleCode: ROLE_CODE, minimumPercentage: 30 }],
    certifications: [{ name: 'CISSP' }],
    languages: [{ language: 'en', level: 'native_or_bilingual' }],
    duration: 12,
    durationUnit: 'months',
    industry: 'computer_network_security',
    educationLevel: 5,
  })
  const internal = await createPublishedJob(request, company.token, {
    jobTitle: `Internal Auditor ${uniqueWord()}`,
    privacy: 'private',
  })

  await page.goto(`/jobs/${open.id}`)
  await expect(page.getByRole('heading', { level: 1, name: open.jobTitle })).toBeVisible()
  await expect(page).toHaveTitle(`${open.jobTitle} · Sentinela`)
  await expect(page.getByText('Incident Response')).toBeVisible()
  await expect(page.getByText('CISSP')).toBeVisible()
  await expect(page.getByText('English (Native or bilingual)')).toBeVisible()
  await expect(page.getByText('12 months')).toBeVisible()
  await expect(page.getByText('Computer and Network Security')).toBeVisible()
  // The publication date reads as a sentence, the relative date in a <time> that carries the exact one.
  const published = page.getByText(/^Published (now|.+ ago)$/)
  await expect(published).toBeVisible()
  await expect(published.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/)
  await expect(page.getByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
    'href',
    `/sign-in?next=%2Fjobs%2F${open.id}`,
  )
  await expect(page.getByRole('button', { name: /^Save job/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, 'job-anonymous-en')

  await page.goto(`/jobs/${internal.id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'This job is not available' })).toBeVisible()
  await expect(page.getByText(internal.jobTitle)).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, 'job-private-anonymous-en')
})

test('Signing in from a job page comes back to that job, ready to apply', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const company = await createActiveCompany(request)
  // A context of its own: an activation leaves that account's session cookie in the context it ran in.
  const talentContext = await playwright.request.newContext({ baseURL })
  const talent = await createActiveTalent(talentContext)
  await talentContext.dispose()
  const job = await createPublishedJob(request, company.token, { jobTitle: `Threat Hunter ${uniqueWord()}` })

  await page.goto(`/jobs/${job.id}`)
  await page.getByRole('link', { name: 'Sign in to apply' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(talent.email)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(talent.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Save job/ })).toBeVisible()
})

test('Un visitante busca empleos sin cuenta, y «Guardar» le pide entrar y lo devuelve a la misma búsqueda', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const company = await createActiveCompany(request)
  const talentContext = await playwright.request.newContext({ baseURL })
  const talent = await createActiveTalent(talentContext)
  await talentContext.dispose()
  const word = uniqueWord()
  const job = await createPublishedJob(request, company.token, { jobTitle: `Analista SOC ${word}` })

  await page.addInitScript(() => localStorage.setItem('sentinela.language', 'es'))
  await page.goto(`/jobs?q=${word}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Empleos' })).toBeVisible()
  await expect(page.getByRole('link', { name: job.jobTitle, exact: true })).toBeVisible()
  const save = page.getByRole('link', { name: `Inicia sesión para guardar: ${job.jobTitle}` })
  await expect(save).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'jobs-anonymous-es')

  await save.click()
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(talent.email)
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(talent.password)
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()

  await expect(page).toHaveURL(new RegExp(`/jobs\\?q=${word}$`))
  await page.getByRole('button', { name: `Guardar: ${job.jobTitle}` }).click()
  await expect(
    page.getByRole('button', { name: `Guardado, quitar de empleos guardados: ${job.jobTitle}` }),
  ).toBeVisible()
})

test('A talent with no saved or applied jobs is shown the way to the search', async ({ page }) => {
  await signInNewTalent(page)
  await page.goto(APPLIED_JOBS)
  await expect(page.getByText('You have not applied to any jobs yet')).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'applied-empty-en')
  await page.goto(SAVED_JOBS)
  await expect(page.getByText(WORDS.en.noSaved)).toBeVisible()
  await expect(page.getByRole('link', { name: WORDS.en.findJobs })).toHaveAttribute('href', JOBS)
})

test('The company that owns a job finds the way to edit it on the job page', async ({ page }) => {
  const company = await signInNewCompany(page)
  // The company's own token, from the browser context that holds its session.
  const job = await createPublishedJob(page.request, company.token, { jobTitle: `Red Teamer ${uniqueWord()}` })
  await page.goto(`/jobs/${job.id}`)
  await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/jobs/${job.id}/edit`)
  await expect(page.getByText('0 applicants')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await shot(page, 'job-owner-en')
})

test('On a phone the filters fold away behind a button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInNewTalent(page)
  await page.goto(JOBS)
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible()
  const toggle = page.getByRole('button', { name: 'Show filters' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('checkbox', { name: 'Remote', exact: true })).toBeHidden()
  await toggle.click()
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('checkbox', { name: 'Remote', exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'search-phone-en')
})
