import { mkdirSync, readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import type enCareers from '../../packages/shared/src/i18n/locales/en/careers.json'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import type enLearning from '../../packages/shared/src/i18n/locales/en/learning.json'
import {
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  fitOf,
  readCatalog,
  signInNewTalent,
  test,
  keepScreenshot,
} from '../fixtures'

/**
 * Issue #14, the learning loop as a talent lives it: filter the trainings, save one, start and complete it, add what
 * it taught to the NICE profile, and see the role fit and the career path percentage rise.
 */

const SHOTS = '/tmp/shots-learning'
const TRAINING = 'TryHackMe SOC Level 1'
/** Defensive Cybersecurity: the training covers four of its statements, and the SOC path leads to it. */
const ROLE_CODE = 'PD-WRL-001'
const PATH_KEY = 'soc-professional'

/** What people read: the catalogs themselves. */
const words = (language: string) => ({
  learning: readCatalog<typeof enLearning>(language, 'learning'),
  careers: readCatalog<typeof enCareers>(language, 'careers'),
  common: readCatalog<typeof enCommon>(language, 'common'),
})
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

async function pathScore(page: Page, careerId: number) {
  const response = await page.request.post('/api/marketplace/careerscore', {
    headers: await csrfHeaders(page),
    data: { careerId },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: { percentage: number } }).data.percentage
}

/** One statement of the role that the training does not teach: the profile starts with it (a role needs one). */
function firstStatementNotTaught() {
  const read = <T>(path: string) =>
    JSON.parse(readFileSync(new URL(`../../packages/shared/src/${path}`, import.meta.url), 'utf8')) as T
  const framework = read<{ workRoles: { code: string; tasks: string[]; knowledge: string[]; skills: string[] }[] }>(
    'nice/data/framework-2025.json',
  )
  const { trainings } = read<{ trainings: { title: string; statements: string[] }[] }>('learning/data/trainings.json')
  const taught = new Set(trainings.find((training) => training.title === TRAINING)!.statements)
  const role = framework.workRoles.find((candidate) => candidate.code === ROLE_CODE)!
  return [...role.tasks, ...role.knowledge, ...role.skills].find((code) => !taught.has(code))!
}

/** The talent's NICE work role (one statement) and the SOC path saved, through the API as other stories do. */
async function prepare(page: Page) {
  const headers = await csrfHeaders(page)
  const profile = await page.request.get('/api/profile')
  const { version } = ((await profile.json()) as { data: { profile: { version: number } } }).data.profile
  const nice = await page.request.put('/api/profile/nice', {
    headers,
    data: { version, categoryCodes: ['PD'], workRoleCodes: [ROLE_CODE], statementCodes: [firstStatementNotTaught()] },
  })
  expect(nice.ok(), await nice.text()).toBe(true)
  const paths = await page.request.post('/api/marketplace/careers', { headers, data: { owner: 'system' } })
  const { data } = (await paths.json()) as { data: { id: number; key: string; name: string }[] }
  const path = data.find((candidate) => candidate.key === PATH_KEY)!
  const saved = await page.request.post('/api/talent/saveCareer', { headers, data: { careerId: path.id } })
  expect(saved.ok(), await saved.text()).toBe(true)
  return path
}

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`learning (${language})`, () => {
    test.use({ language })

    test(`a talent filters trainings, saves one, completes it, adds its skills and sees fit and path rise (${language})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      mkdirSync(SHOTS, { recursive: true })
      const { learning, careers, common } = words(language)
      await signInNewTalent(page, { language })
      const path = await prepare(page)
      const fitBefore = await fitOf(page, ROLE_CODE)
      const pathBefore = await pathScore(page, path.id)

      // Text, a level and a type: the catalogue narrows to the training.
      await page.goto('/trainings')
      await expect(page.getByRole('heading', { level: 1, name: common.page.trainings })).toBeVisible()
      await page.getByRole('textbox', { name: learning.search.text_label }).fill('SOC')
      const level = page.getByRole('combobox', { name: learning.search.level })
      await level.click()
      await page.getByRole('option', { name: new RegExp(`^${learning.level.introductory}`) }).click()
      // The filters live in the address: the box shows checked once the router has moved (a click, then a render).
      const type = page
        .getByRole('group', { name: learning.search.types })
        .getByRole('checkbox', { name: new RegExp(`^${learning.type.training}`) })
      await type.click()
      await expect(type).toBeChecked()
      await expect(page).toHaveURL(/level=introductory/)
      const card = page.getByRole('article', { name: TRAINING })
      await expect(card).toBeVisible()
      const titles = await page.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts()
      expect(titles.length).toBeGreaterThan(0)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await keepScreenshot(page, { path: `${SHOTS}/search-${language}.png`, fullPage: true })

      // Its page: save it, then start it.
      await card.getByRole('link', { name: TRAINING }).click()
      await expect(page.getByRole('heading', { level: 1, name: TRAINING })).toBeVisible()
      await page.getByRole('button', { name: fill(learning.detail.save_label, { title: TRAINING }) }).click()
      await expect(page.getByText(learning.notify.saved).first()).toBeVisible()
      await page.getByRole('button', { name: learning.detail.start }).click()
      await expect(page.getByText(learning.notify.started).first()).toBeVisible()

      // Saved for later, in progress: completing it offers its skills for the profile.
      await page.goto('/talent/account/savedTrainings')
      await expect(page.getByRole('article', { name: TRAINING })).toBeVisible()
      await page.goto('/talent/account/trainingProgress')
      await page.getByRole('button', { name: fill(learning.progress.complete_label, { title: TRAINING }) }).click()
      const offer = page.getByRole('dialog', { name: learning.offer.title })
      await expect(offer).toBeVisible()
      const skills = offer.getByRole('checkbox')
      expect(await skills.count()).toBeGreaterThan(0)
      for (const skill of await skills.all()) await skill.check()
      await offer.getByRole('button', { name: learning.offer.accept }).click()
      const done = page.getByRole('dialog', { name: learning.offer.done_title })
      await expect(done.getByRole('list', { name: learning.offer.fit_changes })).toBeVisible()
      await keepScreenshot(page, { path: `${SHOTS}/offer-done-${language}.png` })
      // The dialog's own button (its corner ✕ may have the same name in some languages).
      await done.getByRole('button', { name: learning.offer.close }).last().click()

      // The role fit and the path percentage rose, and the path says so.
      expect(await fitOf(page, ROLE_CODE)).toBeGreaterThan(fitBefore)
      const percentage = await pathScore(page, path.id)
      expect(percentage).toBeGreaterThan(pathBefore)
      await page.goto('/talent/account/myCareers')
      const pathCard = page.getByRole('article').filter({ hasText: path.name })
      await expect(
        pathCard.getByText(`${careers.score.label}: ${fill(careers.score.percentage, { value: percentage })}`),
      ).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
    })
  })
}
