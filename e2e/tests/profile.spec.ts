import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoAxeViolations, pickOption, signInNewTalent, test } from '../fixtures'

const BASIC_DATA = '/talent/account/profile/basicData'
const SOFT_SKILLS = '/talent/account/profile/softskills'
const WORK_EXPERIENCE = '/talent/account/profile/workExperience'
const EDUCATION = '/talent/account/profile/education'
const CERTIFICATIONS = '/talent/account/profile/certifications'
const COURSES = '/talent/account/profile/courses'
const LANGUAGES = '/talent/account/profile/languages'
const REFERENCES = '/talent/account/profile/references'
const OVERVIEW = '/talent/profile/overview'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 120_000 })

/** §8 for a file that is not an image, as the API words it in Portuguese. */
const NOT_AN_IMAGE_PT = 'Este arquivo não é uma imagem PNG ou JPG. Escolha um arquivo PNG ou JPG.'
/** Where the web app keeps the chosen language (apps/web/src/lib/storage.ts). */
const LANGUAGE_KEY = 'sentinela.language'

/** A file in a fresh temporary folder, for the file chooser. */
async function tempFile(name: string, content: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'sentinela-profile-')), name)
  await writeFile(path, content)
  return path
}

/** A small real PNG: a 64×64 indigo square. */
function makePng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 63, g: 81, b: 181 } } })
    .png()
    .toBuffer()
}

/** The smallest PDF a CV check recognises by content. */
function makePdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
}

/** Clicks a button that opens the browser's file chooser and answers it with a file. */
async function chooseFile(page: Page, button: Locator, path: string) {
  const chooser = page.waitForEvent('filechooser')
  await button.click()
  await (await chooser).setFiles(path)
}

/** Picks an option in the searchable select named `name` within `scope`. */
async function pick(page: Page, scope: Page | Locator, name: string, search: string, option: string) {
  await pickOption(page, scope.getByRole('combobox', { name, exact: true }), search, option)
}

/** Opens a list section's "Add" dialog and answers the dialog. */
/**
 * Types a date as the reader writes it (MM/DD/YYYY in English) into a date field, then leaves it, which closes its
 * calendar so the fields below it can be clicked.
 */
async function fillDate(field: Locator, text: string) {
  await field.fill(text)
  await field.press('Tab')
  await expect(field).toHaveValue(text)
}

async function openAddDialog(page: Page, path: string, button: string) {
  await page.goto(path)
  await page.getByRole('button', { name: button }).first().click()
  const dialog = page.getByRole('dialog', { name: button })
  await expect(dialog).toBeVisible()
  return dialog
}

test('A talent fills every section, uploads a photo, and finds everything after reloading', async ({ page }) => {
  test.setTimeout(240_000)
  await signInNewTalent(page, { firstName: 'Tess', lastName: 'Tester' })

  // Personal details, with a photo and a CV.
  await page.goto(BASIC_DATA)
  await expect(page.getByRole('heading', { level: 1, name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Tess')
  await expectNoAxeViolations(page)

  await chooseFile(page, page.getByRole('button', { name: 'Upload photo' }), await tempFile('me.png', await makePng()))
  await expect(page.getByText('Photo saved.')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo of Tess Tester' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible()

  await chooseFile(page, page.getByRole('button', { name: 'Upload CV' }), await tempFile('tess-cv.pdf', makePdf()))
  await expect(page.getByText('CV saved.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'tess-cv.pdf' })).toBeVisible()

  await page.getByRole('textbox', { name: 'Middle name', exact: true }).fill('Ana')
  await page.getByRole('combobox', { name: 'Gender', exact: true }).selectOption({ label: 'Female' })
  await fillDate(page.getByRole('textbox', { name: 'Date of birth', exact: true }), '05/17/1992')
  await pick(page, page, 'Nationality', 'mexi', 'Mexican')
  await pick(page, page, 'Country', 'Mexi', 'Mexico')
  await pick(page, page, 'State or region', 'Ciudad', 'Ciudad de México')
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Coyoacán')
  await page.getByRole('textbox', { name: 'Website', exact: true }).fill('tess.example.com')
  await page.getByRole('textbox', { name: 'Recovery e-mail', exact: true }).fill('tess.recovery@example.com')
  await page.getByRole('textbox', { name: 'Current job title', exact: true }).fill('SOC Analyst')
  await page
    .getByRole('combobox', { name: 'Desired employment type', exact: true })
    .selectOption({ label: 'Permanent' })
  await page
    .getByRole('combobox', { name: 'Highest education level', exact: true })
    .selectOption({ label: "Bachelor's degree" })
  await page.getByRole('textbox', { name: 'School', exact: true }).fill('UNAM')
  await page.getByRole('textbox', { name: 'Latest degree', exact: true }).fill('BSc Computer Science')
  await page.getByRole('combobox', { name: 'Open to travel', exact: true }).selectOption({ label: '50%' })
  await page.getByRole('switch', { name: 'I am looking for opportunities' }).check()
  await page.getByRole('switch', { name: 'I hold a security clearance' }).check()
  await page.getByRole('combobox', { name: 'Security level', exact: true }).selectOption({ label: 'Secret' })
  await fillDate(page.getByRole('textbox', { name: 'Last granted', exact: true }), '02/01/2023')
  await page.getByRole('combobox', { name: 'Renewal', exact: true }).selectOption({ label: '2 years' })
  await page.getByRole('checkbox', { name: 'A polygraph was performed' }).check()
  await page.getByRole('button', { name: 'Save personal details' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Website', exact: true })).toHaveValue('https://tess.example.com')

  // Soft skills, reached through the profile's own section list.
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Soft skills' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Soft skills' })).toBeVisible()
  await page.getByRole('radio', { name: /ISTJ/ }).click()
  await expect(page.getByRole('radio', { name: /ISTJ/ })).toBeChecked()
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Save personality type' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()

  // Work experience.
  let dialog = await openAddDialog(page, WORK_EXPERIENCE, 'Add experience')
  await dialog.getByRole('textbox', { name: 'Job title', exact: true }).fill('SOC Analyst')
  await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Acme Security')
  await dialog.getByRole('combobox', { name: 'Employment type', exact: true }).selectOption({ label: 'Full-time' })
  await fillDate(dialog.getByRole('textbox', { name: 'Start date', exact: true }), '03/01/2021')
  await dialog.getByRole('checkbox', { name: 'I currently work here' }).check()
  await dialog
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Monitoring alerts and triaging incidents.')
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Save experience' }).click()
  await expect(page.getByText('Experiences saved.')).toBeVisible()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 3, name: 'SOC Analyst' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Education.
  dialog = await openAddDialog(page, EDUCATION, 'Add education')
  await dialog.getByRole('textbox', { name: 'School', exact: true }).fill('UNAM')
  await dialog.getByRole('textbox', { name: 'Degree', exact: true }).fill('BSc Computer Science')
  await dialog.getByRole('checkbox', { name: 'I graduated' }).check()
  await fillDate(dialog.getByRole('textbox', { name: 'Graduation date', exact: true }), '06/30/2019')
  await dialog.getByRole('button', { name: 'Save education' }).click()
  await expect(page.getByText('Education saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'UNAM' })).toBeVisible()

  // Certifications.
  dialog = await openAddDialog(page, CERTIFICATIONS, 'Add certification')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('CompTIA Security+')
  await dialog.getByRole('textbox', { name: 'Issuing organization', exact: true }).fill('CompTIA')
  await fillDate(dialog.getByRole('textbox', { name: 'Issue date', exact: true }), '04/10/2022')
  await dialog.getByRole('button', { name: 'Save certification' }).click()
  await expect(page.getByText('Certification saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'CompTIA Security+' })).toBeVisible()

  // Courses.
  dialog = await openAddDialog(page, COURSES, 'Add course')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Incident Response Fundamentals')
  await dialog.getByRole('textbox', { name: 'Course number', exact: true }).fill('IR-101')
  await dialog.getByRole('button', { name: 'Save course' }).click()
  await expect(page.getByText('Courses saved.')).toBeVisible()

  // Languages.
  dialog = await openAddDialog(page, LANGUAGES, 'Add language')
  await pick(page, dialog, 'Language', 'Span', 'Spanish')
  await dialog.getByRole('combobox', { name: 'Level', exact: true }).selectOption({ label: 'Native or bilingual' })
  await dialog.getByRole('button', { name: 'Save language' }).click()
  await expect(page.getByText('Languages saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Spanish' })).toBeVisible()

  // References.
  dialog = await openAddDialog(page, REFERENCES, 'Add reference')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Rita Referee')
  await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill('rita@example.com')
  await dialog.getByRole('button', { name: 'Save reference' }).click()
  await expect(page.getByText('References saved.')).toBeVisible()

  // Everything is still there after reloading, on the read view…
  await page.goto(OVERVIEW)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Tess Ana Tester' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Photo of Tess Ana Tester' })).toBeVisible()
  const main = page.getByRole('main')
  for (const text of [
    'SOC Analyst',
    'Coyoacán, Ciudad de México, Mexico',
    'Mexican',
    'Looking for opportunities',
    'Female',
    'May 17, 1992',
    'Permanent',
    "Bachelor's degree",
    '50%',
    'Secret',
    'Inspector',
    'Acme Security · Full-time',
    'BSc Computer Science',
    'CompTIA Security+',
    'Incident Response Fundamentals',
    'Native or bilingual',
    'Rita Referee',
    'rita@example.com',
  ]) {
    await expect(main.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Download tess-cv.pdf' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit Work experience' })).toHaveAttribute('href', WORK_EXPERIENCE)
  await expectNoAxeViolations(page)

  // …and in the edit form.
  await page.goto(BASIC_DATA)
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Middle name', exact: true })).toHaveValue('Ana')
  await expect(page.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('Mexico')
  await expect(page.getByRole('combobox', { name: 'State or region' })).toHaveValue('Ciudad de México')
  await expect(page.getByRole('combobox', { name: 'Security level', exact: true })).toHaveValue('1')
  await expect(page.getByRole('checkbox', { name: 'A polygraph was performed' })).toBeChecked()
  await page.goto(SOFT_SKILLS)
  await expect(page.getByRole('radio', { name: /ISTJ/ })).toBeChecked()
})

/** What each language calls the add buttons and how §5's sentence reads with the missing fields. */
const MISSING_FIELDS = {
  en: [
    {
      path: CERTIFICATIONS,
      add: 'Add certification',
      save: 'Save certification',
      message: 'Please fill in all fields: issue date, name',
    },
    {
      path: EDUCATION,
      add: 'Add education',
      save: 'Save education',
      message: 'Please fill in all fields: degree, school',
    },
    {
      path: LANGUAGES,
      add: 'Add language',
      save: 'Save language',
      message: 'Please fill in all fields: language, level',
    },
    { path: COURSES, add: 'Add course', save: 'Save course', message: 'Please fill in all fields: name' },
    {
      path: WORK_EXPERIENCE,
      add: 'Add experience',
      save: 'Save experience',
      message: 'Please fill in all fields: company, end date, job title, start date',
    },
  ],
  es: [
    {
      path: CERTIFICATIONS,
      add: 'Agregar certificación',
      save: 'Guardar certificación',
      message: 'Por favor, completa todos los campos: fecha de emisión, nombre',
    },
    {
      path: EDUCATION,
      add: 'Agregar estudios',
      save: 'Guardar estudios',
      message: 'Por favor, completa todos los campos: institución educativa, título',
    },
    {
      path: LANGUAGES,
      add: 'Agregar idioma',
      save: 'Guardar idioma',
      message: 'Por favor, completa todos los campos: idioma, nivel',
    },
    {
      path: COURSES,
      add: 'Agregar curso',
      save: 'Guardar curso',
      message: 'Por favor, completa todos los campos: nombre',
    },
    {
      path: WORK_EXPERIENCE,
      add: 'Agregar experiencia',
      save: 'Guardar experiencia',
      message: 'Por favor, completa todos los campos: empresa, fecha de inicio, fecha de término, puesto',
    },
  ],
  pt: [
    {
      path: CERTIFICATIONS,
      add: 'Adicionar certificação',
      save: 'Salvar certificação',
      message: 'Por favor, preencha todos os campos: data de emissão, nome',
    },
    {
      path: EDUCATION,
      add: 'Adicionar formação',
      save: 'Salvar formação',
      message: 'Por favor, preencha todos os campos: diploma, instituição de ensino',
    },
    {
      path: LANGUAGES,
      add: 'Adicionar idioma',
      save: 'Salvar idioma',
      message: 'Por favor, preencha todos os campos: idioma, nível',
    },
    {
      path: COURSES,
      add: 'Adicionar curso',
      save: 'Salvar curso',
      message: 'Por favor, preencha todos os campos: nome',
    },
    {
      path: WORK_EXPERIENCE,
      add: 'Adicionar experiência',
      save: 'Salvar experiência',
      message: 'Por favor, preencha todos os campos: cargo, data de início, data de término, empresa',
    },
  ],
} as const

// The catalogs test checks every language has each message; one language shows them reach the dialogs.
for (const language of ['es'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test("Each list section's missing-field message appears in the chosen language", async ({ page }) => {
      await signInNewTalent(page, { language })
      for (const section of MISSING_FIELDS[language]) {
        const dialog = await openAddDialog(page, section.path, section.add)
        await dialog.getByRole('button', { name: section.save }).click()
        await expect(dialog.getByRole('alert').filter({ hasText: section.message })).toHaveText(section.message)
        // The fields themselves are marked too.
        await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible()
      }
      await expectNoAxeViolations(page)
    })
  })
}

test('Uma foto que é um executável renomeado é recusada: não é uma imagem PNG ou JPG (pt)', async ({ page }) => {
  await signInNewTalent(page, { language: 'pt' })
  await page.evaluate((key) => localStorage.setItem(key, 'pt'), LANGUAGE_KEY)
  await page.goto(BASIC_DATA)
  // A Windows executable's first bytes ("MZ" and the DOS stub), named like a photo.
  const executable = Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
    Buffer.alloc(512, 0x41),
  ])
  await chooseFile(page, page.getByRole('button', { name: 'Enviar foto' }), await tempFile('photo.png', executable))

  // The server reads the content and says what is wrong, not "something went wrong"; sending the same file again
  // cannot help, so no retry is offered.
  const failure = page.getByRole('alert').filter({ hasText: NOT_AN_IMAGE_PT })
  await expect(failure).toBeVisible()
  await expect(failure.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('img', { name: /Foto de/ })).toHaveCount(0)
  await expectNoAxeViolations(page)

  // Another file works.
  await chooseFile(page, page.getByRole('button', { name: 'Enviar foto' }), await tempFile('me.png', await makePng()))
  await expect(page.getByText('Foto salva.')).toBeVisible()
  await expect(failure).toHaveCount(0)
})

test('Two tabs: a stale save is refused and nothing typed is lost', async ({ page, context }) => {
  await signInNewTalent(page)
  await page.goto(BASIC_DATA)
  await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Tess')

  const otherTab = await context.newPage()
  await otherTab.goto(BASIC_DATA)
  await otherTab.getByRole('textbox', { name: 'City', exact: true }).fill('Monterrey')
  await otherTab.getByRole('button', { name: 'Save personal details' }).click()
  await expect(otherTab.getByText('Profile saved.')).toBeVisible()

  // The first tab still holds the version it read: its save is refused, and what was typed stays.
  await page.getByRole('textbox', { name: 'Current job title', exact: true }).fill('Red Team Lead')
  await page.getByRole('button', { name: 'Save personal details' }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'Your profile changed somewhere else' })
  await expect(conflict).toContainText('Your profile was changed somewhere else since you opened it.')
  await expect(page.getByRole('textbox', { name: 'Current job title', exact: true })).toHaveValue('Red Team Lead')
  await expectNoAxeViolations(page)

  // Loading the latest version keeps the typed job title and brings the other tab's city.
  await conflict.getByRole('button', { name: 'Load the latest version' }).click()
  await expect(page.getByText('Latest version loaded')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Current job title', exact: true })).toHaveValue('Red Team Lead')
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Monterrey')
  await page.getByRole('button', { name: 'Save personal details' }).click()
  await expect(page.getByText('Profile saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Current job title', exact: true })).toHaveValue('Red Team Lead')
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Monterrey')
})

test('A talent edits a certification, deletes it after confirming, and a language switch keeps what was typed', async ({
  page,
}) => {
  await signInNewTalent(page)
  await page.goto(BASIC_DATA)
  await page.getByRole('textbox', { name: 'City', exact: true }).fill('Guadalajara')
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' })
  await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Ciudad', exact: true })).toHaveValue('Guadalajara')
  await expect(page.getByRole('combobox', { name: 'Género' })).toContainText('Femenino')
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' })

  let dialog = await openAddDialog(page, CERTIFICATIONS, 'Add certification')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('CEH')
  await fillDate(dialog.getByRole('textbox', { name: 'Issue date', exact: true }), '01/15/2020')
  await dialog.getByRole('checkbox', { name: 'This certification expires' }).check()
  await fillDate(dialog.getByRole('textbox', { name: 'Expiration date', exact: true }), '01/01/2019')
  await dialog.getByRole('button', { name: 'Save certification' }).click()
  await expect(dialog.getByText('The end date must be after the start date.')).toBeVisible()
  await fillDate(dialog.getByRole('textbox', { name: 'Expiration date', exact: true }), '01/15/2030')
  await dialog.getByRole('button', { name: 'Save certification' }).click()
  await expect(page.getByText('Certification saved.')).toBeVisible()
  await expect(page.getByText('Issued Jan 2020 · Expires Jan 2030')).toBeVisible()

  // Editing opens the same form with the item in it; the list keeps one item.
  await page.getByRole('button', { name: 'Edit CEH' }).click()
  dialog = page.getByRole('dialog', { name: 'Edit certification' })
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('CEH')
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Certified Ethical Hacker')
  await dialog.getByRole('button', { name: 'Save certification' }).click()
  await expect(page.getByText('Certification saved.').first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Certified Ethical Hacker' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(1)
  // Focus is back on the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Edit Certified Ethical Hacker' })).toBeFocused()

  // Deleting asks first; cancelling keeps it.
  await page.getByRole('button', { name: 'Delete Certified Ethical Hacker' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete this certification?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('heading', { level: 3, name: 'Certified Ethical Hacker' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete Certified Ethical Hacker' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Certification deleted.')).toBeVisible()
  await expect(page.getByText('No certifications added yet')).toBeVisible()
  await page.reload()
  await expect(page.getByText('No certifications added yet')).toBeVisible()
})
