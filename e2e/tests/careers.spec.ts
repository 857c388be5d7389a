import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type enCatalog from '../../packages/shared/src/i18n/locales/en/careers.json'
import { signInNewCompany, subscribePageCompany } from '../company-fixtures'
import {
  createActiveTalent,
  csrfHeaders,
  expect,
  expectFitsWidth,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

const SHOTS = '/tmp/shots-career'
/** What people read: the careers catalogs themselves. */
const catalog = (language: string) => readCatalog<typeof enCatalog>(language, 'careers')
const en = catalog('en')
const WORDS = { en, es: catalog('es'), pt: catalog('pt') }

// The machine running these is shared and slow: each story gets room.
test.describe.configure({ timeout: 240_000 })

async function createPathInUi(page: Page, words: typeof en, name: string) {
  await page.goto('/career/createCareer')
  await page.getByLabel(words.fields.name).fill(name)
  await page.getByRole('button', { name: words.actions.submit_create }).click()
  await expect(page.getByText(words.messages.created)).toBeVisible()
  await expect(page).toHaveURL(/\/career\/editCareer\?id=\d+/)
  return Number(new URL(page.url()).searchParams.get('id'))
}

async function addTraining(page: Page, words: typeof en, search: string, title: RegExp) {
  await page.getByRole('textbox', { name: words.fields.training_search }).fill(search)
  await page
    .getByRole('button', { name: new RegExp(`${words.actions.add}: .*${title.source}`) })
    .first()
    .click()
  await expect(page.getByText(words.messages.added).first()).toBeVisible()
}

test('a talent edits a path: adds by search, moves, removes and deletes it', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true })
  const words = en
  await signInNewTalent(page)
  await createPathInUi(page, words, 'My cloud security plan')

  // One character finds nothing; from two the catalogue answers.
  await page.getByRole('textbox', { name: words.fields.training_search }).fill('C')
  await expect(page.getByRole('button', { name: /^Add: / })).toHaveCount(0)
  await addTraining(page, words, 'Security+', /Security\+/)
  await addTraining(page, words, 'CISSP', /CISSP/)
  const entry = page.getByRole('region', { name: words.level['0'] })
  await expect(entry.getByRole('listitem')).toHaveCount(2)

  // Move the CISSP to professional.
  await entry.getByRole('combobox', { name: /Move to level: .*CISSP/ }).selectOption('2')
  await expect(page.getByText(words.messages.moved).first()).toBeVisible()
  const professional = page.getByRole('region', { name: words.level['2'] })
  await expect(professional.getByText(/CISSP/)).toBeVisible()
  await expect(entry.getByRole('listitem')).toHaveCount(1)

  // Remove the Security+ (a null level).
  await entry.getByRole('button', { name: /Remove: .*Security\+/ }).click()
  await expect(page.getByText(words.messages.removed).first()).toBeVisible()
  await expect(entry.getByText(words.labels.no_trainings)).toBeVisible()

  await page.setViewportSize({ width: 360, height: 800 })
  await expectFitsWidth(page, 360)
  await keepScreenshot(page, { path: `${SHOTS}/edit-360.png`, fullPage: true })
  await expectNoAxeViolations(page)
  await page.setViewportSize({ width: 1280, height: 900 })

  await page.getByRole('button', { name: words.actions.delete }).click()
  await page.getByRole('dialog').getByRole('button', { name: words.actions.confirm_delete }).click()
  await expect(page.getByText(words.messages.deleted)).toBeVisible()
  await expect(page).toHaveURL(/\/career$/)
})

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test('a company creates a path, assigns it to a cyber-team member and sees their progress', async ({
      page,
      request,
    }) => {
      mkdirSync(SHOTS, { recursive: true })
      const words = WORDS[language]
      const member = await createActiveTalent(request, {
        email: uniqueEmail('careers-member'),
        firstName: 'Ana',
        lastName: `Ferreira ${language}`,
      })
      const talent = { Authorization: `Bearer ${member.token}` }
      await signInNewCompany(page, { language, companyName: `Andes Academy ${language}` })
      // Career paths for the cyber team and their progress come with Professional (#16).
      await subscribePageCompany(page, 'professional')

      // The member joins the cyber team and keeps the profile public for the company.
      const invited = await page.request.post('/api/employees/jointTalent', {
        headers: await csrfHeaders(page),
        data: { firstName: 'Ana', lastName: `Ferreira ${language}`, email: member.email },
      })
      expect(invited.status(), await invited.text()).toBe(201)
      const { linkId } = ((await invited.json()) as { data: { linkId: number } }).data
      expect(
        (
          await request.post('/api/employees/confirmTalentLink', { headers: talent, data: { linkId, accept: true } })
        ).ok(),
      ).toBe(true)
      expect(
        (
          await request.post('/api/employees/UpdatePublicCompanyTalentProfile', {
            headers: talent,
            data: { linkId, publicProfile: true },
          })
        ).ok(),
      ).toBe(true)

      const pathName = `SOC ladder ${language}`
      const careerId = await createPathInUi(page, words, pathName)
      await addTraining(page, words, 'CySA', /CySA\+/)

      await page.goto('/company/account/myCareers')
      await expect(page.getByRole('heading', { name: words.labels.company_paths_title })).toBeVisible()
      await page.getByLabel(words.fields.member).selectOption({ label: `Ana Ferreira ${language}` })
      await page.getByLabel(words.fields.path).selectOption({ label: pathName })
      await page.getByRole('button', { name: words.actions.assign, exact: true }).click()
      await expect(page.getByText(words.messages.assigned)).toBeVisible()
      const progress = page.getByRole('region', { name: words.labels.members })
      await expect(progress.getByText(pathName)).toBeVisible()
      await expect(progress.getByText(words.score.percentage.replace('{{value}}', '0'), { exact: true })).toBeVisible()

      // The member completes the path's training: the company sees the trainings part move.
      const detail = await request.get(`/api/marketplace/careers/${careerId}`, { headers: talent })
      const trainingId = ((await detail.json()) as { data: { trainings: { trainingId: number }[] } }).data.trainings[0]!
        .trainingId
      for (const status of ['in_progress', 'completed']) {
        const changed = await request.post('/api/talent/changeTrainingProgress', {
          headers: talent,
          data: { trainingId, status },
        })
        expect(changed.ok(), await changed.text()).toBe(true)
      }
      await page.reload()
      await expect(progress.getByText(words.score.percentage.replace('{{value}}', '60'), { exact: true })).toBeVisible()
      await page.setViewportSize({ width: 360, height: 800 })
      await expectFitsWidth(page, 360)
      await keepScreenshot(page, { path: `${SHOTS}/company-my-careers-${language}.png`, fullPage: true })
      await expectNoAxeViolations(page, { repeatedIn: language })
    })
  })
}
