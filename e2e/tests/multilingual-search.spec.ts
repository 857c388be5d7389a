import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect as baseExpect, expectNoAxeViolations, signInNewTalent, test, keepScreenshot } from '../fixtures'
import { createActiveCompany, createPublishedJob, uniqueWord } from '../job-fixtures'

const BASIC_DATA = '/talent/account/profile/basicData'
const JOBS = '/jobs'
const SHOTS = '/tmp/shots-multilingual-search'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 180_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

mkdirSync(SHOTS, { recursive: true })

async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** What is on screen now, an open list included (scrolling would close it). */
async function view(page: Page, name: string) {
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png` })
}

test.describe('in Spanish', () => {
  test.use({ language: 'es' })

  test('A talent types without accents and in other words: "Peru" finds Perú, "peruana" the nationality, "respuesta a incidentes" the Bogotá job (es)', async ({
    page,
    request,
  }) => {
    await signInNewTalent(page, { language: 'es', firstName: 'Rosa', lastName: 'Quispe' })

    // The country picker: "Peru", typed without the accent, offers Perú.
    await page.goto(BASIC_DATA)
    await expect(page.getByRole('heading', { level: 1, name: 'Datos personales' })).toBeVisible()
    const country = page.getByRole('combobox', { name: 'País', exact: true })
    // In the middle of the screen, so the list opens clear of the sticky save bar.
    await country.evaluate((field) => field.scrollIntoView({ block: 'center' }))
    // Filling focuses the field and types, which opens the list.
    await country.fill('Peru')
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Perú'])
    await view(page, 'country-peru-es')
    // Chosen with the keyboard, as a person typing would.
    await country.press('ArrowDown')
    await country.press('Enter')
    await expect(country).toHaveValue('Perú')

    // The nationality picker: found by the demonym, in any of its forms and languages.
    const nationality = page.getByRole('combobox', { name: 'Nacionalidad', exact: true })
    await nationality.evaluate((field) => field.scrollIntoView({ block: 'center' }))
    await nationality.fill('Peruvian')
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Peruana'])
    await nationality.fill('peruana')
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Peruana'])
    await view(page, 'nationality-peruana-es')
    await nationality.press('ArrowDown')
    await nationality.press('Enter')
    await expect(nationality).toHaveValue('Peruana')
    await expectNoAxeViolations(page)

    // From the keyboard, as the pickers were.
    await page.getByRole('button', { name: 'Guardar datos personales' }).press('Enter')
    await expect(page.getByText('Perfil guardado.')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('combobox', { name: 'País', exact: true })).toHaveValue('Perú')
    await expect(page.getByRole('combobox', { name: 'Nacionalidad', exact: true })).toHaveValue('Peruana')

    // Job search: an incident response job written in English, in Bogotá, is found by its Spanish name.
    const word = uniqueWord()
    const company = await createActiveCompany(request)
    const job = await createPublishedJob(request, company.token, {
      jobTitle: `Incident Response Analyst ${word}`,
      description: 'Lead the response to live incidents for banks and hospitals, from the first alert on.',
      requirements: 'Two years in a SOC or CSIRT.',
      country: 'CO',
      city: 'Bogotá',
      modality: 'hybrid',
      roles: [{ workRoleCode: 'PD-WRL-003', minimumPercentage: 0 }],
    })
    // Another company's job elsewhere with other work: not found.
    await createPublishedJob(request, company.token, {
      jobTitle: `Cloud Security Architect ${word}`,
      description: 'Design landing zones and guardrails for our cloud accounts.',
      requirements: 'Terraform and AWS.',
      country: 'CO',
      city: 'Medellín',
    })

    await page.goto(JOBS)
    await expect(page.getByRole('heading', { level: 1, name: 'Empleos' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Buscar empleos' }).fill('respuesta a incidentes')
    // The country filter finds Colombia as typed, too.
    const countryFilter = page.getByRole('combobox', { name: 'País', exact: true })
    await countryFilter.fill('colombia')
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText(['Colombia'])
    await countryFilter.press('ArrowDown')
    await countryFilter.press('Enter')
    await expect(page).toHaveURL(/country=CO/)
    const card = page.getByRole('main').getByRole('article', { name: job.jobTitle })
    await expect(card).toBeVisible()
    await expect(card).toContainText('Bogotá')
    // The demo's own Bogotá job (seed/jobs.ts), written in English, too.
    const demoJob = page.getByRole('main').getByRole('article', { name: 'Incident Response Analyst', exact: true })
    await expect(demoJob).toContainText('Andes Secure')
    await expect(page.getByRole('main').getByRole('article', { name: `Cloud Security Architect ${word}` })).toHaveCount(
      0,
    )
    await expectNoAxeViolations(page)
    await shot(page, 'jobs-respuesta-a-incidentes-es')

    // Without accents, the city alone finds it as well.
    await page.getByRole('searchbox', { name: 'Buscar empleos' }).fill(`Bogota ${word}`)
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1)
    await expect(card).toBeVisible()
  })
})
