import { mkdirSync } from 'node:fs'
import type { APIRequest, APIRequestContext, Page } from '@playwright/test'
import type enAi from '../../packages/shared/src/i18n/locales/en/ai.json'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import type enValidation from '../../packages/shared/src/i18n/locales/en/validation.json'
import { signInNewCompany, subscribePageCompany } from '../company-fixtures'
import {
  createTalentWithRole,
  csrfHeaders,
  DEMO_PASSWORD,
  expect,
  expectFitsWidth,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  totpCode,
  keepScreenshot,
} from '../fixtures'
import { createActiveCompany, createPublishedJob, uniqueWord } from '../job-fixtures'

/*
 * Issue #18: the AI search from the shell's search box, the AI agents marketplace, the career coach's plan saved as a
 * path, a company finding talent who share their profile, and the operator's catalogue. No model is configured in
 * the e2e server: every answer here is the built-in rules', as PRODUCT.md promises they work on their own.
 */

type Language = 'en' | 'es' | 'pt'
const SHOTS = '/tmp/shots-ai'
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1366, height: 900 }
/** Threat Analysis (NICE 2025), the role "threat intelligence" means. */
const THREAT_ANALYSIS = 'PD-WRL-006'
/** Defensive Cybersecurity, the closest role of "threat hunting". */
const DEFENSIVE = 'PD-WRL-001'

// The machine running these is shared and slow: each story gets room, Playwright's auto-waiting does the rest.
test.describe.configure({ timeout: 240_000 })

/** What people read: the catalogs themselves. */
const words = (language: Language) => ({
  ai: readCatalog<typeof enAi>(language, 'ai'),
  common: readCatalog<typeof enCommon>(language, 'common'),
  validation: readCatalog<typeof enValidation>(language, 'validation'),
  roleName: (code: string) =>
    readCatalog<{ work_role: Record<string, { name: string }> }>(language, 'nice').work_role[code]!.name,
})

/** A catalog text with its `{{placeholders}}` filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))

/** The question each language's talent types, and the coach's question naming Threat Analysis. */
const STORY = {
  en: {
    query: (word: string) => `remote threat intelligence jobs ${word}`,
    coach: 'What should I learn next for Threat Analysis?',
    who: 'who can do threat hunting in Bogotá',
  },
  es: {
    query: (word: string) => `empleos remotos de inteligencia de amenazas ${word}`,
    coach: '¿Qué debo aprender ahora para Análisis de amenazas?',
    who: 'quién puede hacer caza de amenazas en Bogotá',
  },
  pt: {
    query: (word: string) => `vagas remotas de inteligência de ameaças ${word}`,
    coach: 'O que devo aprender agora para Análise de ameaças?',
    who: 'quem pode fazer caça a ameaças em Bogotá',
  },
} as const

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** Desktop and 360 px screenshots of the page as it is (the phone one must not scroll sideways), back to desktop. */
async function shootBothWidths(page: Page, name: string) {
  await shot(page, `${name}-desktop`)
  await page.setViewportSize(PHONE)
  await expectFitsWidth(page, PHONE.width)
  await shot(page, `${name}-phone`)
  await page.setViewportSize(DESKTOP)
}

/** A built-in agent's title in the reader's language, as the public catalogue answers it. */
async function builtInTitle(request: APIRequestContext, language: Language, builtIn: string) {
  const response = await request.get('/api/marketplace/items/AIAgent?builtIn=true', {
    headers: { 'Accept-Language': language },
  })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { title: string; builtIn: string | null }[] }
  const agent = data.find((candidate) => candidate.builtIn === builtIn)
  expect(agent, builtIn).toBeDefined()
  return agent!.title
}

/** A talent of a test's own in Bogotá, with every Defensive Cybersecurity statement, sharing their profile or not. */
async function createBogotaTalent(requests: APIRequest, lastName: string, shares: boolean) {
  // Its own request context: an activation leaves its session cookie behind, which the next sign-up must not carry.
  const request = await requests.newContext({ baseURL: test.info().project.use.baseURL })
  await createTalentWithRole(request, {
    emailPrefix: 'hunter',
    firstName: 'Valeria',
    lastName,
    workRoleCode: DEFENSIVE,
    currentJobTitle: 'Threat Hunter',
    country: 'CO',
    city: 'Bogotá',
    sharesProfile: shares,
  })
  await request.dispose()
}

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A talent searches in their language, opens a job, then saves the career coach's plan as a path (${language})`, async ({
      page,
      request,
    }) => {
      const { ai, common, roleName } = words(language)
      const story = STORY[language]
      const role = roleName(THREAT_ANALYSIS)
      await page.setViewportSize(DESKTOP)

      // A remote Threat Analysis job with a word no other job has, so the question finds this one first.
      const word = uniqueWord()
      const company = await createActiveCompany(request)
      const job = await createPublishedJob(request, company.token, {
        jobTitle: `Threat Intelligence Analyst ${word}`,
        modality: 'remote',
        roles: [{ workRoleCode: THREAT_ANALYSIS, minimumPercentage: 0 }],
      })
      await signInNewTalent(page, { language })

      // The shell's search box: the question in the talent's language, Enter to search.
      await page.goto('/talent/account/overview')
      const box = page.getByRole('searchbox', { name: common.site_search.label })
      await box.fill(story.query(word))
      await box.press('Enter')
      await expect(page).toHaveURL(/\/search\?q=/)
      await expect(page.getByRole('heading', { level: 1, name: common.page.ai_search })).toBeVisible()
      // The box keeps the question.
      await expect(box).toHaveValue(story.query(word))

      // What was understood: the role, by its name in the talent's language, and the modality.
      const understood = page.getByRole('region', { name: ai.understood.title })
      await expect(understood.getByText(role, { exact: true })).toBeVisible()
      // The job, with why it matched (the role, among other reasons).
      const jobs = page.getByRole('region', { name: new RegExp(`^${ai.search.group_jobs}`) })
      const hit = jobs.getByRole('listitem').filter({ has: page.getByRole('link', { name: job.jobTitle }) })
      await expect(hit).toContainText(ai.why.label)
      await expect(hit).toContainText(role)
      await expectNoAxeViolations(page, { repeatedIn: language })
      if (language === 'en') await shootBothWidths(page, `search-${language}`)

      await hit.getByRole('link', { name: job.jobTitle }).click()
      await expect(page).toHaveURL(new RegExp(`/jobs/${job.id}$`))
      await expect(page.getByRole('heading', { level: 1, name: job.jobTitle })).toBeVisible()

      // The marketplace: the career coach runs in Sentinela and opens here.
      const coachTitle = await builtInTitle(request, language, 'career_coach')
      await page.goto('/AIAgents')
      await expect(page.getByRole('heading', { level: 1, name: common.page.ai_agents })).toBeVisible()
      const coachCard = page.getByRole('article', { name: coachTitle })
      await expect(coachCard.getByText(ai.catalogue.built_in)).toBeVisible()
      // External tools open their own site in a new tab, without handing it this page.
      const visit = page.getByRole('link', { name: new RegExp(`^${ai.catalogue.visit_site}`) }).first()
      await expect(visit).toHaveAttribute('target', '_blank')
      await expect(visit).toHaveAttribute('rel', 'noopener noreferrer')
      await expectNoAxeViolations(page, { repeatedIn: language })
      if (language === 'en') await shootBothWidths(page, `catalogue-${language}`)
      await coachCard.getByRole('link', { name: fill(ai.catalogue.open_agent, { title: coachTitle }) }).click()
      await expect(page).toHaveURL(/\/AIAgents\/AIAgent\?id=\d+$/)
      await expect(page.getByRole('heading', { level: 1, name: coachTitle })).toBeVisible()

      // The coach reads the role from the question, and plans from the training catalogue.
      await page.getByRole('textbox', { name: ai.coach.question }).fill(story.coach)
      await page.getByRole('button', { name: ai.coach.run }).click()
      await expect(page.getByRole('heading', { name: fill(ai.coach.plan_for, { role }) })).toBeVisible()
      const steps = page.getByRole('region', { name: fill(ai.coach.plan_for, { role }) }).locator('ol > li')
      await expect(steps.first()).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      if (language === 'en') await shootBothWidths(page, `coach-${language}`)

      const pathName = (await page.getByText(fill(ai.coach.plan_name, { name: '' }).trim()).textContent())!
        .replace(fill(ai.coach.plan_name, { name: '' }), '')
        .trim()
      await page.getByRole('button', { name: ai.coach.save_plan }).click()
      await expect(page.getByRole('alert').filter({ hasText: ai.coach.plan_saved }).first()).toBeVisible()
      await page.getByRole('link', { name: ai.coach.open_saved }).click()
      await expect(page).toHaveURL(/\/career\/details\?id=\d+$/)
      await expect(page.getByText(pathName).first()).toBeVisible()
    })

    test(`A company asks who can do threat hunting in Bogotá and finds the talent who shares their profile, not the one who does not (${language})`, async ({
      page,
      playwright,
    }) => {
      const { ai, common } = words(language)
      await page.setViewportSize(DESKTOP)
      const sharing = `Sharer${uniqueWord('')}`
      const private_ = `Private${uniqueWord('')}`
      await createBogotaTalent(playwright.request, sharing, true)
      await createBogotaTalent(playwright.request, private_, false)
      // The role filter of the talent search comes with the paid plans (#16).
      await signInNewCompany(page, { language })
      await subscribePageCompany(page, 'professional')

      await page.goto('/company/account/overview')
      const box = page.getByRole('searchbox', { name: common.site_search.label })
      await box.fill(STORY[language].who)
      await box.press('Enter')

      const talents = page.getByRole('region', { name: new RegExp(`^${ai.search.group_talents}`) })
      const person = talents.getByRole('button', {
        name: fill(ai.search.view_profile_of, { name: `Valeria ${sharing}` }),
      })
      await expect(person).toBeVisible()
      await expect(
        talents.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Valeria ${sharing}` }) }),
      ).toContainText('Bogotá')
      await expect(page.getByText(private_)).toHaveCount(0)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shootBothWidths(page, `search-talent-${language}`)

      // The name opens the profile, as talent search does.
      await person.click()
      await expect(page.getByRole('dialog')).toBeVisible()
    })
  })
}

test.describe('in English', () => {
  test.use({ language: 'en' })

  test('The operator fixes a catalogue entry: a link that is not https is refused in words, then the Spanish title and price are saved', async ({
    page,
  }) => {
    const { ai, common, validation } = words('en')
    await page.setViewportSize(DESKTOP)
    await page.goto('/sign-in')
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('operator@example.com')
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Sign in', exact: true }).click()
    await page
      .getByRole('textbox', { name: 'Verification code', exact: true })
      .fill(totpCode('SENTINELAOPERATORDEMOTWOSTEPKEYS'))
    await page.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(page).toHaveURL(/\/operator$/)

    // An entry of this test's own, created through the API as the operator.
    const title = `Test scanner ${uniqueWord()}`
    const created = await page.request.post('/api/marketplace/AIAgent', {
      headers: await csrfHeaders(page),
      data: {
        title: { en: title, es: '', pt: '' },
        description: { en: 'Scans things with a model.', es: '', pt: '' },
        price: null,
        currency: 'USD',
        provider: 'Test provider',
        link: 'https://example.com/scanner',
        category: 'offensive',
        published: true,
      },
    })
    expect(created.status(), await created.text()).toBe(201)

    await page.getByRole('link', { name: common.page.operator_ai_agents }).click()
    await expect(page.getByRole('heading', { level: 1, name: common.page.operator_ai_agents })).toBeVisible()
    await page.getByRole('button', { name: fill(ai.operator.edit_of, { title }) }).click()
    const dialog = page.getByRole('dialog', { name: fill(ai.operator.edit_title, { title }) })
    const spanishTitle = `Escáner de prueba ${uniqueWord()}`
    await dialog
      .getByRole('textbox', { name: fill(ai.operator.title_in, { language: common.language.es }) })
      .fill(spanishTitle)
    await dialog.getByRole('textbox', { name: ai.operator.price }).fill('12.5')
    await dialog.getByRole('textbox', { name: ai.operator.link }).fill('http://example.com/scanner')
    await dialog.getByRole('button', { name: ai.operator.save }).click()
    await expect(dialog.getByText(validation.invalid_url)).toBeVisible()
    await expectNoAxeViolations(page)
    await shot(page, 'operator-edit-en')

    await dialog.getByRole('textbox', { name: ai.operator.link }).fill('https://example.com/scanner')
    await dialog.getByRole('button', { name: ai.operator.save }).click()
    await expect(page.getByText(fill(ai.operator.saved, { title })).first()).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    // A Spanish reader of the catalogue sees the new title and price.
    const listed = await page.request.get(`/api/marketplace/items/AIAgent?text=${encodeURIComponent(spanishTitle)}`, {
      headers: { 'Accept-Language': 'es' },
    })
    expect(listed.ok(), await listed.text()).toBe(true)
    const { data } = (await listed.json()) as { data: { title: string; price: number | null }[] }
    expect(data).toEqual([expect.objectContaining({ title: spanishTitle, price: 12.5 })])
  })
})
