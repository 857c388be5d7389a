import { mkdirSync } from 'node:fs'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequest, APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { signInNewCompany } from '../company-fixtures'
import {
  createActiveTalent,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  pickOption,
  signInNewTalent,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  waitForEmailLink,
  keepScreenshot,
} from '../fixtures'

const OVERVIEW = '/company/account/overview'
const EDIT_PROFILE = '/company/account/edit_Profile'
const EMPLOYEES = '/company/account/employees'
const DASHBOARD = '/dashboard'
const SHOTS = '/tmp/shots-company-ws'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 180_000 })

type Language = 'en' | 'es' | 'pt'

/** What a company reads on its profile and admin user screens, in each language (the catalogs' words, typed out). */
const WORDS = {
  en: {
    overviewTitle: 'Company overview',
    editTitle: 'Company profile',
    employeesTitle: 'Admin users',
    editProfile: 'Edit profile',
    uploadLogo: 'Upload logo',
    replaceLogo: 'Replace logo',
    logoSaved: 'Logo saved.',
    removeLogo: 'Remove logo',
    removeLogoTitle: 'Remove the logo?',
    logoRemoved: 'Logo removed.',
    logoOf: (name: string) => `Logo of ${name}`,
    wrongLogo: 'Choose a PNG or JPG image.',
    notAnImage: 'This file is not a PNG or JPG image. Choose a PNG or JPG file.',
    retry: 'Try again',
    name: 'Company name',
    industry: 'Industry',
    industrySearch: 'Network Sec',
    industryLabel: 'Computer and Network Security',
    ceo: 'CEO',
    founded: 'Year of foundation',
    employees: 'Number of employees',
    revenue: 'Revenue range',
    revenueLabel: '$1–10M',
    description: 'Description',
    country: 'Country',
    mexico: 'Mexico',
    region: 'State or region',
    city: 'City',
    website: 'Website',
    save: 'Save company profile',
    saved: 'Company info saved.',
    users: 'Users',
    addAdmin: 'Add admin user',
    addTitle: 'Add an admin user',
    addSubmit: 'Add the admin user',
    firstName: 'First name',
    lastName: 'Last name',
    jobTitle: 'Job title',
    email: 'E-mail',
    password: 'Password',
    confirmPassword: 'Confirm the password',
    required: 'This field is required.',
    checkFields: 'Please check the red fields.',
    emailTaken: 'There is already a user related to a company with the same email address.',
    added: (name: string) => `${name} was added as an admin user.`,
    mainAdmin: 'Main admin',
    adminUser: 'Admin user',
    readOnly: 'Only the main admin manages admin users',
    remove: (name: string) => `Remove ${name}`,
    removeTitle: 'Remove this admin user?',
    removeConfirm: 'Remove',
    removed: (name: string) => `${name} was removed.`,
    signInEmail: 'Email',
    signInPassword: 'Password',
    signIn: 'Sign in',
  },
  es: {
    overviewTitle: 'Resumen de la empresa',
    editTitle: 'Perfil de la empresa',
    employeesTitle: 'Usuarios administradores',
    editProfile: 'Editar perfil',
    uploadLogo: 'Subir logotipo',
    replaceLogo: 'Reemplazar logotipo',
    logoSaved: 'Logotipo guardado.',
    removeLogo: 'Quitar logotipo',
    removeLogoTitle: '¿Quitar el logotipo?',
    logoRemoved: 'Logotipo quitado.',
    logoOf: (name: string) => `Logotipo de ${name}`,
    wrongLogo: 'Elige una imagen PNG o JPG.',
    notAnImage: 'Este archivo no es una imagen PNG o JPG. Elige un archivo PNG o JPG.',
    retry: 'Intentar de nuevo',
    name: 'Nombre de la empresa',
    industry: 'Industria',
    industrySearch: 'informática y de redes',
    industryLabel: 'Seguridad informática y de redes',
    ceo: 'Director general (CEO)',
    founded: 'Año de fundación',
    employees: 'Número de empleados',
    revenue: 'Rango de ingresos',
    revenueLabel: 'US$1–10 M',
    description: 'Descripción',
    country: 'País',
    mexico: 'México',
    region: 'Estado o región',
    city: 'Ciudad',
    website: 'Sitio web',
    save: 'Guardar perfil de la empresa',
    saved: 'Información de la empresa guardada.',
    users: 'Usuarios',
    addAdmin: 'Agregar usuario administrador',
    addTitle: 'Agregar un usuario administrador',
    addSubmit: 'Agregar el usuario administrador',
    firstName: 'Nombre',
    lastName: 'Apellido',
    jobTitle: 'Cargo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    confirmPassword: 'Confirma la contraseña',
    required: 'Este campo es obligatorio.',
    checkFields: 'Por favor, revisa los campos en rojo.',
    emailTaken: 'Ya existe un usuario vinculado a una empresa con la misma dirección de correo electrónico.',
    added: (name: string) => `${name} ahora es usuario administrador.`,
    mainAdmin: 'Administrador principal',
    adminUser: 'Usuario administrador',
    readOnly: 'Solo el administrador principal gestiona los usuarios administradores',
    remove: (name: string) => `Quitar a ${name}`,
    removeTitle: '¿Quitar este usuario administrador?',
    removeConfirm: 'Quitar',
    removed: (name: string) => `Se quitó a ${name}.`,
    signInEmail: 'Correo electrónico',
    signInPassword: 'Contraseña',
    signIn: 'Iniciar sesión',
  },
  pt: {
    overviewTitle: 'Visão geral da empresa',
    editTitle: 'Perfil da empresa',
    employeesTitle: 'Usuários administradores',
    editProfile: 'Editar perfil',
    uploadLogo: 'Enviar logotipo',
    replaceLogo: 'Substituir logotipo',
    logoSaved: 'Logotipo salvo.',
    removeLogo: 'Remover logotipo',
    removeLogoTitle: 'Remover o logotipo?',
    logoRemoved: 'Logotipo removido.',
    logoOf: (name: string) => `Logotipo de ${name}`,
    wrongLogo: 'Escolha uma imagem PNG ou JPG.',
    notAnImage: 'Este arquivo não é uma imagem PNG ou JPG. Escolha um arquivo PNG ou JPG.',
    retry: 'Tentar de novo',
    name: 'Nome da empresa',
    industry: 'Setor',
    industrySearch: 'computadores e redes',
    industryLabel: 'Segurança de computadores e redes',
    ceo: 'Diretor executivo (CEO)',
    founded: 'Ano de fundação',
    employees: 'Número de funcionários',
    revenue: 'Faixa de faturamento',
    revenueLabel: 'US$ 1–10 mi',
    description: 'Descrição',
    country: 'País',
    mexico: 'México',
    region: 'Estado ou região',
    city: 'Cidade',
    website: 'Site',
    save: 'Salvar perfil da empresa',
    saved: 'Informações da empresa salvas.',
    users: 'Usuários',
    addAdmin: 'Adicionar usuário administrador',
    addTitle: 'Adicionar um usuário administrador',
    addSubmit: 'Adicionar o usuário administrador',
    firstName: 'Nome',
    lastName: 'Sobrenome',
    jobTitle: 'Cargo',
    email: 'E-mail',
    password: 'Senha',
    confirmPassword: 'Confirme a senha',
    required: 'Este campo é obrigatório.',
    checkFields: 'Por favor, verifique os campos em vermelho.',
    emailTaken: 'Já existe um usuário vinculado a uma empresa com o mesmo endereço de e-mail.',
    added: (name: string) => `${name} agora é usuário administrador.`,
    mainAdmin: 'Administrador principal',
    adminUser: 'Usuário administrador',
    readOnly: 'Só o administrador principal gerencia os usuários administradores',
    remove: (name: string) => `Remover ${name}`,
    removeTitle: 'Remover este usuário administrador?',
    removeConfirm: 'Remover',
    removed: (name: string) => `${name} não é mais usuário administrador.`,
    signInEmail: 'E-mail',
    signInPassword: 'Senha',
    signIn: 'Entrar',
  },
} satisfies Record<Language, Record<string, unknown>>

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' }

/** A full-page picture of the screen as it is now, to look at after the run. */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  // A window as tall as the page, rather than a stitched full-page shot: the sticky header and save bar stay put.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 }
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height: Math.min(Math.max(height, viewport.height), 4000) })
  await keepScreenshot(page, { path: join(SHOTS, `${name}.png`) })
  await page.setViewportSize(viewport)
}

/** A file in a fresh temporary folder, for the file chooser. */
async function tempFile(name: string, content: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'sentinela-company-')), name)
  await writeFile(path, content)
  return path
}

/** A small real PNG: a 96×96 teal square. */
function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 12, g: 133, b: 153 } } })
    .png()
    .toBuffer()
}

/** Clicks a button that opens the browser's file chooser and answers it with a file. */
async function chooseFile(page: Page, button: Locator, path: string) {
  const chooser = page.waitForEvent('filechooser')
  await button.click()
  await (await chooser).setFiles(path)
}

/** Picks an option in a searchable select: types part of it, then chooses it from the select's own list. */
async function pick(page: Page, name: string, search: string, option: string) {
  await pickOption(page, page.getByRole('combobox', { name, exact: true }), search, option)
}

/** A dialog has finished fading in: axe measures colours as they will stay, not halfway through the transition. */
async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
}

interface JobSpec {
  jobTitle: string
  publish: boolean
}

/**
 * A job of the company signed in on `page`, created (a draft) and published through the API as the stepper and
 * Change Status would. It asks for no NICE role, so no minimum fit stands between a talent and applying.
 */
async function createJob(page: Page, { jobTitle, publish }: JobSpec): Promise<number> {
  const headers = await csrfHeaders(page)
  const created = await page.request.post('/api/positions', {
    headers,
    data: {
      jobTitle,
      description: 'Lead the response to security incidents across our cloud estate.',
      employmentType: 0,
      modality: 'remote',
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      roles: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = ((await created.json()) as { data: { id: number } }).data.id
  if (publish) {
    const published = await page.request.post(`/api/positions/${id}/status`, {
      headers,
      data: { status: 'published' },
    })
    expect(published.ok(), await published.text()).toBe(true)
  }
  return id
}

/**
 * A fresh talent applies to a job with a message, through the API as the job page would. Each talent gets a request
 * context of its own: the activation answer leaves that talent's session cookie in it.
 */
async function applyAsNewTalent(
  requests: APIRequest,
  baseURL: string | undefined,
  positionId: number,
  firstName: string,
) {
  const request = await requests.newContext({ baseURL })
  try {
    const talent = await createActiveTalent(request, { firstName, email: uniqueEmail(`applicant-${firstName}`) })
    const applied = await request.post('/api/talent/apply', {
      headers: { Authorization: `Bearer ${talent.token}` },
      data: { positionId, message: `Hello, I am ${firstName} and I would love to join.` },
    })
    expect(applied.ok(), await applied.text()).toBe(true)
  } finally {
    await request.dispose()
  }
}

/** Moves a job's candidates to the given statuses (in the pipeline's order), as the pipeline's status select does. */
async function moveCandidates(page: Page, positionId: number, statuses: number[]) {
  const answer = await page.request.get(`/api/positions/appliedPositions/${positionId}`)
  expect(answer.ok(), await answer.text()).toBe(true)
  const { candidates } = ((await answer.json()) as { data: { candidates: { applicationId: number }[] } }).data
  const headers = await csrfHeaders(page)
  for (const [index, communicationStatus] of statuses.entries()) {
    const moved = await page.request.post('/api/positions/UpdatedCommunicationStatusAppliedTalent', {
      headers,
      data: { applicationId: candidates[index]!.applicationId, communicationStatus },
    })
    expect(moved.ok(), await moved.text()).toBe(true)
  }
}

/** A company registered and activated through the API only, answering its main admin's token (Bearer calls). */
async function createCompanyByApi(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('hiring-co')
  const registered = await request.post('/api/companies', {
    data: {
      companyName: 'Pampa Defense',
      firstName: 'Rosa',
      lastName: 'Quiroga',
      jobTitle: 'CISO',
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      phone: '+54 11 2345 6789',
      acceptTerms: true,
      language: 'en',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { link } = await waitForEmailLink(request, { to: email, path: '/account/confirm_account/' })
  const activated = await request.post(`/api/users/confirm/${new URL(link).searchParams.get('token') ?? ''}`)
  expect(activated.ok(), await activated.text()).toBe(true)
  return ((await activated.json()) as { data: { token: string } }).data.token
}

/** A new browser in the given language, on the sign-in page: a second person at another computer. */
async function openSignIn(browser: Browser, language: Language, baseURL: string | undefined) {
  const context = await browser.newContext({ locale: LOCALES[language], baseURL })
  const other = await context.newPage()
  await other.goto('/sign-in')
  return { context, other }
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A main admin edits the company profile with a logo and finds it on the overview (${language})`, async ({
      page,
    }) => {
      const words = WORDS[language]
      const companyName = `Andes Secure ${language.toUpperCase()}`
      await signInNewCompany(page, { language, companyName: 'Acme Blue Team' })

      await page.goto(EDIT_PROFILE)
      await expect(page.getByRole('heading', { level: 1, name: words.editTitle })).toBeVisible()
      await expect(page.getByRole('textbox', { name: words.name, exact: true })).toHaveValue('Acme Blue Team')
      await expectNoAxeViolations(page, { repeatedIn: language })

      // The browser refuses a file that is not an image before anything is sent.
      await chooseFile(
        page,
        page.getByRole('button', { name: words.uploadLogo }),
        await tempFile('logo.gif', Buffer.from('GIF89a')),
      )
      await expect(page.getByText(words.wrongLogo)).toBeVisible()
      await expect(page.getByRole('button', { name: words.retry })).toHaveCount(0)

      // A file named like an image that is not one: the API refuses it by content and says why (§8); sending the
      // same file again cannot help, so no retry is offered.
      await chooseFile(
        page,
        page.getByRole('button', { name: words.uploadLogo }),
        await tempFile('fake.png', Buffer.from('not an image at all')),
      )
      await expect(page.getByText(words.notAnImage)).toBeVisible()
      await expect(page.getByRole('button', { name: words.retry })).toHaveCount(0)
      await expectNoAxeViolations(page, { repeatedIn: language })

      await chooseFile(
        page,
        page.getByRole('button', { name: words.uploadLogo }),
        await tempFile('logo.png', await makePng()),
      )
      await expect(page.getByText(words.logoSaved)).toBeVisible()
      await expect(page.getByRole('button', { name: words.replaceLogo })).toBeVisible()
      await expect(page.getByText(words.wrongLogo)).toHaveCount(0)

      // Removing it asks first; then a logo goes up again.
      await page.getByRole('button', { name: words.removeLogo }).click()
      const removeDialog = page.getByRole('dialog', { name: words.removeLogoTitle })
      await expectOpened(removeDialog)
      await removeDialog.getByRole('button', { name: words.removeLogo }).click()
      await expect(page.getByText(words.logoRemoved)).toBeVisible()
      await expect(page.getByRole('button', { name: words.uploadLogo })).toBeVisible()
      await chooseFile(
        page,
        page.getByRole('button', { name: words.uploadLogo }),
        await tempFile('logo.png', await makePng()),
      )
      await expect(page.getByRole('button', { name: words.replaceLogo })).toBeVisible()

      await page.getByRole('textbox', { name: words.name, exact: true }).fill(companyName)
      await pick(page, words.industry, words.industrySearch, words.industryLabel)
      await page.getByRole('textbox', { name: words.ceo, exact: true }).fill('Camila Torres')
      await page.getByRole('textbox', { name: words.founded, exact: true }).fill('2014')
      await page.getByRole('combobox', { name: words.employees, exact: true }).selectOption({ label: '51–200' })
      await page.getByRole('combobox', { name: words.revenue, exact: true }).selectOption({ label: words.revenueLabel })
      await page
        .getByRole('textbox', { name: words.description, exact: true })
        .fill('Managed detection and response for Latin America.')
      await pick(page, words.country, words.mexico.slice(0, 3), words.mexico)
      await pick(page, words.region, 'Ciudad', 'Ciudad de México')
      await page.getByRole('textbox', { name: words.city, exact: true }).fill('Coyoacán')
      await page.getByRole('textbox', { name: words.website, exact: true }).fill('andes.example.com')
      await page.getByRole('button', { name: words.save }).click()
      await expect(page.getByText(words.saved)).toBeVisible()
      await expect(page.getByRole('textbox', { name: words.website, exact: true })).toHaveValue(
        'https://andes.example.com',
      )
      await expect(page.getByRole('img', { name: words.logoOf(companyName) })).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shoot(page, `edit-profile-${language}`)

      // The overview shows what was saved, on a fresh page load.
      await page.goto(OVERVIEW)
      await expect(page.getByRole('heading', { level: 1, name: words.overviewTitle })).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 3, name: companyName })).toBeVisible()
      await expect(main.getByRole('img', { name: words.logoOf(companyName) })).toBeVisible()
      for (const text of [
        words.industryLabel,
        `Coyoacán, Ciudad de México, ${words.mexico}`,
        'Managed detection and response for Latin America.',
        'Camila Torres',
        '2014',
        '51–200',
        words.revenueLabel,
      ]) {
        await expect(main.getByText(text, { exact: true })).toBeVisible()
      }
      await expect(main.getByRole('link', { name: 'andes.example.com' })).toHaveAttribute(
        'href',
        'https://andes.example.com',
      )
      await expect(main.getByRole('link', { name: words.editProfile })).toHaveAttribute('href', EDIT_PROFILE)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shoot(page, `overview-${language}`)
    })

    // A secondary story: one language is enough (CI time); the words it checks are the catalogs' own.
    if (language === 'es') {
      test(`A main admin adds an admin user who cannot manage admins, then removes them (${language})`, async ({
        page,
        browser,
        baseURL,
      }) => {
        const words = WORDS[language]
        const owner = await signInNewCompany(page, { language, firstName: 'Carla', lastName: 'Mendes' })
        const adminEmail = uniqueEmail(`admin-${language}`)
        const adminName = 'Ana Ibarra'

        await page.goto(EMPLOYEES)
        await expect(page.getByRole('heading', { level: 1, name: words.employeesTitle })).toBeVisible()
        const list = page.getByRole('list').filter({ hasText: owner.email })
        await expect(list.getByRole('listitem').filter({ hasText: 'Carla Mendes' })).toContainText(words.mainAdmin)
        await expect(page.getByRole('button', { name: /Carla Mendes/ })).toHaveCount(0)
        await expectNoAxeViolations(page)

        // §5: every field is mandatory, and says so before anything is sent.
        await page.getByRole('button', { name: words.addAdmin }).click()
        const dialog = page.getByRole('dialog', { name: words.addTitle })
        await expectOpened(dialog)
        await dialog.getByRole('button', { name: words.addSubmit }).click()
        await expect(dialog.getByText(words.required, { exact: true })).toHaveCount(6)
        await expect(dialog.getByText(words.checkFields)).toBeVisible()
        await expectNoAxeViolations(page)
        await shoot(page, `add-admin-errors-${language}`)

        await dialog.getByRole('textbox', { name: words.firstName, exact: true }).fill('Ana')
        await dialog.getByRole('textbox', { name: words.lastName, exact: true }).fill('Ibarra')
        await dialog.getByRole('textbox', { name: words.jobTitle, exact: true }).fill('SOC Lead')
        await dialog.getByRole('textbox', { name: words.email, exact: true }).fill(owner.email)
        await dialog.getByRole('textbox', { name: words.password, exact: true }).fill(TEST_PASSWORD)
        await dialog.getByRole('textbox', { name: words.confirmPassword, exact: true }).fill(TEST_PASSWORD)
        await expect(dialog.getByText(words.required, { exact: true })).toHaveCount(0)
        await dialog.getByRole('button', { name: words.addSubmit }).click()
        // An address already in use is refused on its field (§5, §8).
        await expect(dialog.getByText(words.emailTaken)).toBeVisible()
        await dialog.getByRole('textbox', { name: words.email, exact: true }).fill(adminEmail)
        await dialog.getByRole('button', { name: words.addSubmit }).click()
        await expect(page.getByText(words.added(adminName))).toBeVisible()
        await expect(dialog).toBeHidden()
        const adminRow = page.getByRole('listitem').filter({ hasText: adminEmail })
        await expect(adminRow).toContainText(adminName)
        await expect(adminRow).toContainText(words.adminUser)
        await shoot(page, `employees-main-admin-${language}`)

        // The new admin signs in at another computer, through the sign-in page, and only reads the list.
        const { context, other } = await openSignIn(browser, language, baseURL)
        try {
          await other.getByRole('textbox', { name: words.signInEmail, exact: true }).fill(adminEmail)
          await other.getByRole('textbox', { name: words.signInPassword, exact: true }).fill(TEST_PASSWORD)
          await other.getByRole('button', { name: words.signIn, exact: true }).click()
          await expect(other).toHaveURL(/\/company\/account\/overview$/)
          await expect(other.getByRole('heading', { level: 1, name: words.overviewTitle })).toBeVisible()
          await other.goto(EMPLOYEES)
          await expect(other.getByRole('heading', { level: 1, name: words.employeesTitle })).toBeVisible()
          await expect(other.getByText(words.readOnly)).toBeVisible()
          await expect(other.getByRole('listitem').filter({ hasText: adminEmail })).toBeVisible()
          await expect(other.getByRole('button', { name: words.addAdmin })).toHaveCount(0)
          await expect(other.getByRole('button', { name: words.remove(adminName) })).toHaveCount(0)
          await expectNoAxeViolations(other)
          await shoot(other, `employees-admin-${language}`)

          // The main admin removes them, after confirming.
          await page.getByRole('button', { name: words.remove(adminName) }).click()
          const confirm = page.getByRole('dialog', { name: words.removeTitle })
          await expectOpened(confirm)
          await expectNoAxeViolations(page)
          await confirm.getByRole('button', { name: words.removeConfirm, exact: true }).click()
          await expect(page.getByText(words.removed(adminName))).toBeVisible()
          await expect(page.getByRole('listitem').filter({ hasText: adminEmail })).toHaveCount(0)

          // Their session ended with the removal: the next page sends them to sign in.
          await other.goto(OVERVIEW)
          await expect(other).toHaveURL(/\/sign-in$/)
        } finally {
          await context.close()
        }
      })
    }
  })
}

test("The dashboard shows each job's candidates per status, and the overview the same at a glance", async ({
  page,
  playwright,
  baseURL,
}) => {
  await signInNewCompany(page)

  // No jobs yet: the way to post one.
  await page.goto(DASHBOARD)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('No jobs yet')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/jobs/new')
  await expectNoAxeViolations(page)
  await shoot(page, 'dashboard-empty')

  const incident = await createJob(page, { jobTitle: 'Incident Responder', publish: true })
  const analyst = await createJob(page, { jobTitle: 'Threat Analyst', publish: true })
  await createJob(page, { jobTitle: 'Cloud Security Architect', publish: false })
  await applyAsNewTalent(playwright.request, baseURL, incident, 'Bruno')
  await applyAsNewTalent(playwright.request, baseURL, incident, 'Clara')
  await applyAsNewTalent(playwright.request, baseURL, incident, 'Diego')
  await applyAsNewTalent(playwright.request, baseURL, analyst, 'Elena')
  // The first candidate stays "applied"; the pipeline moves the others along.
  await moveCandidates(page, incident, [1, 2, 3])

  await page.reload()
  const stats = page.getByRole('main').getByRole('definition')
  await expect(page.getByRole('heading', { level: 2, name: 'Candidates per job and status' })).toBeVisible()
  await expect(stats).toHaveText(['2', '3', '4', '1'])
  await expect(page.getByRole('term')).toHaveText(['Open jobs', 'Job posts', 'Candidates', 'Hired'])
  await expect(
    page.getByRole('img', {
      name: 'Incident Responder: 3 candidates. Talent applied to job: 1, Conversation in progress: 1, and Hired: 1.',
    }),
  ).toBeVisible()
  await expect(page.getByRole('img', { name: 'Threat Analyst: 1 candidate. Talent applied to job: 1.' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Cloud Security Architect: no candidates yet.' })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, 'dashboard-company')

  // The same numbers as a table.
  await page.getByRole('button', { name: 'Show the numbers as a table' }).click()
  const table = page.getByRole('table', { name: 'Candidates per job and communication status' })
  await expect(table.getByRole('row', { name: /Incident Responder/ }).getByRole('cell')).toHaveText([
    '0',
    '1',
    '1',
    '1',
    '0',
    '3',
  ])
  await expect(page.getByRole('button', { name: 'Hide the table' })).toHaveAttribute('aria-expanded', 'true')
  await expectNoAxeViolations(page)
  await shoot(page, 'dashboard-company-table')

  // Each job leads to its candidates.
  await page
    .getByRole('link', { name: /^Incident Responder/ })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/company/account/viewAppliedTalent\\?positionId=${incident}$`))

  // The overview shows the hiring at a glance.
  await page.goto(OVERVIEW)
  const hiring = page.getByRole('region', { name: 'Hiring' })
  await expect(hiring.getByRole('definition')).toHaveText(['2', '3', '4', '1'])
  await expect(hiring.getByRole('img', { name: /^Incident Responder: 3 candidates/ })).toBeVisible()
  await expect(hiring.getByRole('link', { name: /^Threat Analyst/ })).toHaveAttribute(
    'href',
    `/company/account/viewAppliedTalent?positionId=${analyst}`,
  )
  await expectNoAxeViolations(page)
  await shoot(page, 'overview-hiring')
})

test('A talent sees their applications per status and their saved jobs on the dashboard', async ({ page, request }) => {
  const companyToken = await createCompanyByApi(request)
  const bearer = { Authorization: `Bearer ${companyToken}` }
  const created = await request.post('/api/positions', {
    headers: bearer,
    data: {
      jobTitle: 'Detection Engineer',
      description: 'Write and tune detections for our SIEM.',
      employmentType: 0,
      modality: 'hybrid',
      expirationDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      roles: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const positionId = ((await created.json()) as { data: { id: number } }).data.id
  const published = await request.post(`/api/positions/${positionId}/status`, {
    headers: bearer,
    data: { status: 'published' },
  })
  expect(published.ok(), await published.text()).toBe(true)

  await signInNewTalent(page, { firstName: 'Lía', lastName: 'Souza' })
  await page.goto(DASHBOARD)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('You have not applied to any job yet')).toBeVisible()
  await expectNoAxeViolations(page)

  const headers = await csrfHeaders(page)
  const saved = await page.request.post('/api/talent/savePosition', { headers, data: { positionId } })
  expect(saved.ok(), await saved.text()).toBe(true)
  const applied = await page.request.post('/api/talent/apply', {
    headers,
    data: { positionId, message: 'I write Sigma rules every day.' },
  })
  expect(applied.ok(), await applied.text()).toBe(true)

  await page.reload()
  const applications = page.getByRole('region', { name: 'Your applications' })
  await expect(applications.getByRole('term')).toHaveText([
    'Applications',
    'The company contacted you',
    'You applied',
    'Conversation in progress',
    'You were hired',
    'Process closed',
  ])
  await expect(applications.getByRole('definition')).toHaveText(['1', '0', '1', '0', '0', '0'])
  await expect(applications.getByRole('link', { name: 'See your applied jobs' })).toHaveAttribute(
    'href',
    '/talent/account/appliedJobs',
  )
  const savedJobs = page.getByRole('region', { name: 'Saved jobs' })
  await expect(savedJobs.getByRole('definition')).toHaveText(['1'])
  await expect(savedJobs.getByRole('link', { name: 'See your saved jobs' })).toHaveAttribute(
    'href',
    '/talent/account/savedJobs',
  )
  await expectNoAxeViolations(page)
  await shoot(page, 'dashboard-talent')
})
