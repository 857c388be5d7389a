import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { computeRoleFit } from '@sentinela/shared/nice/fit'
import {
  createActiveTalent,
  csrfHeaders,
  expect,
  expectNoAxeViolations,
  test,
  uniqueEmail,
  keepScreenshot,
} from '../fixtures'

const WIZARD = '/talent/account/profile/nist-nice'
const OVERVIEW = '/talent/account/overview'
const FIRST_NAME = 'Nia'
/** Incident Response, in the Protection and Defense category. */
const ROLE_CODE = 'PD-WRL-003'
/** Screenshots to look at. */
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'roles')

type Language = 'en' | 'es'

/** What a person reads on the way through the wizard and the overview (the catalogs' words, typed out on purpose). */
const WORDS = {
  en: {
    wizardTitle: 'NIST NICE work roles',
    steps: 'Steps of the work roles wizard',
    categoriesHeading: 'Which areas of cybersecurity do you work in?',
    workRolesHeading: 'Which work roles describe what you do, or want to do?',
    statementsHeading: 'What tasks, knowledge and skills do you have?',
    category: 'Protection and Defense',
    role: 'Incident Response',
    next: 'Next',
    save: 'Save work roles',
    tabs: { task: 'Tasks', knowledge: 'Knowledge', skill: 'Skills' },
    lists: { task: 'Task statements', knowledge: 'Knowledge statements', skill: 'Skill statements' },
    searchKnowledge: 'Search knowledge',
    searchHint: 'Type at least 2 characters to search.',
    preview: 'Fit preview',
    saved: 'NIST NICE roles saved',
    greeting: `Hello, ${FIRST_NAME}`,
    chart: 'Your best-fitting work roles',
    originalSwitch: null,
  },
  es: {
    wizardTitle: 'Roles de trabajo NIST NICE',
    steps: 'Pasos del asistente de roles de trabajo',
    categoriesHeading: '¿En qué áreas de la ciberseguridad trabajas?',
    workRolesHeading: '¿Qué roles de trabajo describen lo que haces o quieres hacer?',
    statementsHeading: '¿Qué tareas, conocimientos y habilidades tienes?',
    category: 'Protección y defensa',
    role: 'Respuesta a incidentes',
    next: 'Siguiente',
    save: 'Guardar roles de trabajo',
    tabs: { task: 'Tareas', knowledge: 'Conocimientos', skill: 'Habilidades' },
    lists: {
      task: 'Enunciados de tareas',
      knowledge: 'Enunciados de conocimientos',
      skill: 'Enunciados de habilidades',
    },
    searchKnowledge: 'Buscar conocimientos',
    searchHint: 'Escribe al menos 2 caracteres para buscar.',
    preview: 'Vista previa del ajuste',
    saved: 'Roles NIST NICE guardados',
    greeting: `Hola, ${FIRST_NAME}`,
    chart: 'Los roles de trabajo en los que mejor encajas',
    originalSwitch: 'Mostrar el original en inglés del NIST',
  },
} as const satisfies Record<Language, unknown>

/** "35%" in English, "35 %" in Spanish, and never the end of "135%". */
const percentText = (percentage: number) => new RegExp(`(^|[^\\d])${percentage}\\s?%`)

/**
 * A fresh talent, activated from the e-mailed link through the page's own request context (so the session cookies
 * land in the browser), with role and subscription kept where the web app looks for them (lib/session.ts).
 */
async function signInNewTalent(page: Page) {
  await createActiveTalent(page.request, { email: uniqueEmail('roles'), firstName: FIRST_NAME, lastName: 'Wizard' })
  await page.goto('/404')
  await page.evaluate(() =>
    localStorage.setItem('sentinela.session', JSON.stringify({ role: 'talent', subscriptionName: null })),
  )
}

/** Every statement code of a work role, as the step-3 calls list them. */
async function listRoleStatementCodes(page: Page, workRoleCode: string): Promise<string[]> {
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await page.request.post(`/api/workforceframework/categories/${path}`, {
      headers: await csrfHeaders(page),
      data: { workRoleCodes: [workRoleCode], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const { data } = (await response.json()) as { data: { code: string }[] }
    codes.push(...data.map((item) => item.code))
  }
  return codes
}

/** Ticks the statement at `index` of a list and answers its code. */
async function selectStatement(list: Locator, index: number): Promise<string> {
  const item = list.getByRole('listitem').nth(index)
  const code = (await item.locator('code').innerText()).trim()
  await item.getByRole('checkbox').check()
  return code
}

async function completeWizard(page: Page, language: Language) {
  const words = WORDS[language]
  await signInNewTalent(page)
  await page.goto(WIZARD)
  await expect(page.getByRole('heading', { level: 1, name: words.wizardTitle })).toBeVisible()
  const steps = page.getByRole('navigation', { name: words.steps })

  // Step 1: a category.
  await expect(page.getByRole('heading', { name: words.categoriesHeading })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('checkbox', { name: words.category }).click()
  await expect(page.getByRole('checkbox', { name: words.category })).toBeChecked()
  await page.getByRole('button', { name: words.next }).click()

  // Step 2: a work role of that category; the stepper says where the person is.
  await expect(page.getByRole('heading', { name: words.workRolesHeading })).toBeVisible()
  await expect(steps.locator('[aria-current="step"]')).toContainText(language === 'en' ? 'Work roles' : 'Roles')
  await expectNoAxeViolations(page)
  await page.getByRole('checkbox', { name: words.role, exact: true }).click()
  await page.getByRole('button', { name: words.next }).click()

  // Step 3: two tasks, a knowledge statement found by search, a skill.
  await expect(page.getByRole('heading', { name: words.statementsHeading })).toBeVisible()
  // Statements read in the person's language; NIST's English is a switch away, off to start with.
  if (words.originalSwitch) await expect(page.getByRole('switch', { name: words.originalSwitch })).not.toBeChecked()
  const selected: string[] = []
  const tasks = page.getByRole('list', { name: words.lists.task })
  selected.push(await selectStatement(tasks, 0), await selectStatement(tasks, 1))
  await expect(page.getByRole('tab', { name: words.tabs.task })).toContainText('2')

  await page.getByRole('tab', { name: words.tabs.knowledge }).click()
  const search = page.getByRole('searchbox', { name: words.searchKnowledge })
  await search.fill('i')
  await expect(page.getByText(words.searchHint)).toBeVisible()
  await search.fill('incident')
  await expect(page.getByText(words.searchHint)).toBeHidden()
  const knowledge = page.getByRole('list', { name: words.lists.knowledge })
  // Every statement found speaks of incidents (word prefix), in the person's language.
  await expect
    .poll(async () => {
      const texts = await knowledge.locator(`[lang="${language}"]`).allInnerTexts()
      return texts.length > 0 && texts.every((text) => /incident/i.test(text))
    })
    .toBe(true)
  selected.push(await selectStatement(knowledge, 0))

  await page.getByRole('tab', { name: words.tabs.skill }).click()
  selected.push(await selectStatement(page.getByRole('list', { name: words.lists.skill }), 0))
  await expectNoAxeViolations(page)

  // The live preview uses the same formula as the API.
  const expected = computeRoleFit(selected, await listRoleStatementCodes(page, ROLE_CODE)).percentage
  expect(expected).toBeGreaterThan(0)
  const preview = page.getByRole('region', { name: words.preview })
  await expect(preview.getByRole('listitem').filter({ hasText: words.role })).toContainText(percentText(expected))

  await page.getByRole('button', { name: words.save }).click()
  await expect(page.getByText(words.saved)).toBeVisible()
  await expect(page).toHaveURL(OVERVIEW)
  return { selected, expected }
}

async function expectRoleOnOverview(page: Page, language: Language, expected: number) {
  const words = WORDS[language]
  await expect(page.getByRole('heading', { level: 1, name: words.greeting })).toBeVisible()
  const chart = page.getByRole('list', { name: words.chart })
  await expect(chart.getByRole('button', { name: words.role })).toContainText(percentText(expected))
}

for (const language of ['en', 'es'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A talent completes the NICE wizard and sees percentage fit per role on the overview${
      language === 'en' ? '' : ` (${language})`
    }`, async ({ page }) => {
      // Three accessibility scans and a dozen API calls on a shared machine.
      test.setTimeout(150_000)
      const { expected } = await completeWizard(page, language)

      await expectRoleOnOverview(page, language, expected)
      await expectNoAxeViolations(page, { repeatedIn: language })
      // The saved figure is the API's own, by the same formula.
      const fits = (await (await page.request.get('/api/profile/fit')).json()) as {
        data: { workRoleCode: string; percentage: number }[]
      }
      expect(fits.data.find((fit) => fit.workRoleCode === ROLE_CODE)?.percentage).toBe(expected)

      await page.reload()
      await expectRoleOnOverview(page, language, expected)
    })
  })
}

test.describe('in pt', () => {
  test.use({ language: 'pt' })

  test("A talent reads the wizard's statements in Portuguese and reveals NIST's English original", async ({ page }) => {
    test.setTimeout(120_000)
    await signInNewTalent(page)
    await page.goto(WIZARD)
    await page.getByRole('checkbox', { name: 'Proteção e defesa' }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.getByRole('checkbox', { name: 'Resposta a incidentes', exact: true }).click()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await expect(
      page.getByRole('heading', { name: 'Quais tarefas, conhecimentos e habilidades você tem?' }),
    ).toBeVisible()

    // The texts the API gives a Portuguese reader: the project's Portuguese and NIST's English.
    const response = await page.request.post('/api/workforceframework/categories/tasks', {
      headers: { ...(await csrfHeaders(page)), 'Accept-Language': 'pt' },
      data: { workRoleCodes: [ROLE_CODE], page: 1, limit: 200 },
    })
    const { data } = (await response.json()) as {
      data: { code: string; description: string; originalDescription: string }[]
    }
    const tasks = page.getByRole('list', { name: 'Declarações de tarefas' })
    const first = tasks.getByRole('listitem').first()
    const code = (await first.locator('code').innerText()).trim()
    const texts = data.find((item) => item.code === code)!
    expect(texts.description).not.toBe(texts.originalDescription)
    await expect(first.locator('[lang="pt"]')).toHaveText(texts.description)
    await expect(tasks.locator('[lang="en"]')).toHaveCount(0)

    // One click shows NIST's original under every statement, labelled, and another hides it again.
    const original = page.getByRole('switch', { name: 'Mostrar o original em inglês do NIST' })
    await original.click()
    await expect(original).toBeChecked()
    await expect(first.locator('[lang="en"]')).toHaveText(texts.originalDescription)
    await expect(first).toContainText('Original do NIST:')
    await expect(tasks.locator('[lang="en"]')).toHaveCount(await tasks.getByRole('listitem').count())
    await expectNoAxeViolations(page)
    mkdirSync(SHOTS, { recursive: true })
    await keepScreenshot(page, { path: join(SHOTS, 'statements-pt-original.png'), fullPage: true })

    // A search in Portuguese finds the statements that speak of it, shown in Portuguese.
    await page.getByRole('tab', { name: 'Conhecimentos' }).click()
    await page.getByRole('searchbox', { name: 'Buscar conhecimentos' }).fill('resposta a incidentes')
    const knowledge = page.getByRole('list', { name: 'Declarações de conhecimentos' })
    await expect
      .poll(async () => {
        const found = await knowledge.locator('[lang="pt"]').allInnerTexts()
        return found.length > 0 && found.every((text) => /resposta a incidentes/i.test(text))
      })
      .toBe(true)

    await original.click()
    await expect(knowledge.locator('[lang="en"]')).toHaveCount(0)
  })
})

test('The wizard enforces its minimums and maximums', async ({ page }) => {
  test.setTimeout(90_000)
  await signInNewTalent(page)
  await page.goto(WIZARD)
  const words = WORDS.en
  const next = page.getByRole('button', { name: words.next })

  // No category: a message, and the person stays on step 1.
  await next.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one category to continue.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: words.categoriesHeading })).toBeVisible()

  // A fourth category is refused.
  for (const name of ['Oversight and Governance', 'Design and Development', 'Implementation and Operation']) {
    await page.getByRole('checkbox', { name }).click()
    await expect(page.getByRole('checkbox', { name })).toBeChecked()
  }
  await page.getByRole('checkbox', { name: 'Protection and Defense' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can choose up to 3 categories. Remove one to choose another.' }),
  ).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Protection and Defense' })).not.toBeChecked()
  await expect(page.getByText('3 of 3 chosen')).toBeVisible()
  await next.click()

  // No work role: a message; then a sixth role is refused.
  await expect(page.getByRole('heading', { name: words.workRolesHeading })).toBeVisible()
  await next.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one work role to continue.' })).toBeVisible()
  const roles = page.getByRole('checkbox')
  for (let index = 0; index < 5; index += 1) {
    await roles.nth(index).click()
    await expect(roles.nth(index)).toBeChecked()
  }
  await roles.nth(5).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'You can choose up to 5 work roles. Remove one to choose another.' }),
  ).toBeVisible()
  await expect(roles.nth(5)).not.toBeChecked()
  await expect(page.getByText('5 of 5 chosen')).toBeVisible()
  await next.click()

  // No statement: saving is refused with a message.
  await expect(page.getByRole('heading', { name: words.statementsHeading })).toBeVisible()
  await page.getByRole('button', { name: words.save }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose at least one task, knowledge or skill statement to save.' }),
  ).toBeVisible()
  await expect(page).toHaveURL(WIZARD)

  // Dropping a category drops its work roles, and the person is told.
  await page
    .getByRole('navigation', { name: words.steps })
    .getByRole('button', { name: /Categories/ })
    .click()
  await page.getByRole('checkbox', { name: 'Oversight and Governance' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'work roles were removed' })).toBeVisible()
  await next.click()
  await expect(page.getByText('0 of 5 chosen')).toBeVisible()
  await next.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Choose at least one work role to continue.' })).toBeVisible()
})

test('A talent sees which statements a role is missing', async ({ page }) => {
  await signInNewTalent(page)
  // The selection is saved through the API, as the wizard would: two tasks and one knowledge statement.
  const roleCodes = await listRoleStatementCodes(page, ROLE_CODE)
  const tasks = roleCodes.filter((code) => code.startsWith('T')).sort()
  const knowledge = roleCodes.filter((code) => code.startsWith('K')).sort()
  const held = [tasks[0]!, tasks[1]!, knowledge[0]!]
  const profile = (await (await page.request.get('/api/profile')).json()) as { data: { profile: { version: number } } }
  const saved = await page.request.put('/api/profile/nice', {
    headers: await csrfHeaders(page),
    data: {
      version: profile.data.profile.version,
      categoryCodes: ['PD'],
      workRoleCodes: [ROLE_CODE],
      statementCodes: held,
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const fit = computeRoleFit(held, roleCodes)

  // The overview opens on the best-fitting role (here the only one held): its detail is there without a click.
  await page.goto(OVERVIEW)
  await expect(page.getByRole('button', { name: 'Incident Response', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  const detail = page.getByRole('region', { name: `Incident Response: ${fit.percentage}%` })
  await expect(detail).toBeVisible()
  const coverage = detail.getByRole('region', { name: 'Coverage by type' })
  await expect(coverage.getByText(`2 of ${fit.coverage.task.total} held`)).toBeVisible()
  await expect(coverage.getByText(`1 of ${fit.coverage.knowledge.total} held`)).toBeVisible()

  // Tasks: the two held, and the first of those missing.
  const taskPanel = detail.getByRole('tabpanel', { name: /Tasks/ })
  await expect(taskPanel.getByRole('heading', { name: 'You hold 2' })).toBeVisible()
  await expect(taskPanel.getByText(tasks[0]!, { exact: true })).toBeVisible()
  await expect(taskPanel.getByText(tasks[1]!, { exact: true })).toBeVisible()
  await expect(taskPanel.getByRole('heading', { name: `${tasks.length - 2} missing` })).toBeVisible()
  await expect(taskPanel.getByText(tasks[2]!, { exact: true })).toBeVisible()

  // Skills: none held, all missing.
  await detail.getByRole('tab', { name: /Skills/ }).click()
  const skillPanel = detail.getByRole('tabpanel', { name: /Skills/ })
  await expect(skillPanel.getByText('You hold none of these yet.')).toBeVisible()
  await expect(skillPanel.getByRole('heading', { name: `${fit.coverage.skill.total} missing` })).toBeVisible()

  // The formula, with this role's numbers, lands on the same percentage.
  await detail.getByRole('button', { name: 'How this percentage is worked out' }).click()
  await expect(detail.getByRole('row', { name: /Fit, rounded down/ })).toContainText(`${fit.percentage}%`)
  await expectNoAxeViolations(page)

  await expect(page.getByRole('link', { name: 'Edit my work roles' })).toHaveAttribute('href', WIZARD)
})

test('A talent with no work roles yet is invited into the wizard from the overview', async ({ page }) => {
  await signInNewTalent(page)
  await page.goto(OVERVIEW)
  await expect(page.getByRole('heading', { level: 1, name: WORDS.en.greeting })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Find the work roles that fit you' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.getByRole('link', { name: 'Choose my work roles' }).click()
  await expect(page).toHaveURL(WIZARD)
  await expect(page.getByRole('heading', { name: WORDS.en.categoriesHeading })).toBeVisible()
})

test('A talent whose profile changed elsewhere reloads it, keeps the choices and saves', async ({ page }) => {
  test.setTimeout(90_000)
  await signInNewTalent(page)
  await page.goto(WIZARD)
  await page.getByRole('checkbox', { name: WORDS.en.category }).click()
  await page.getByRole('button', { name: WORDS.en.next }).click()
  await page.getByRole('checkbox', { name: WORDS.en.role, exact: true }).click()
  await page.getByRole('button', { name: WORDS.en.next }).click()
  const code = await selectStatement(page.getByRole('list', { name: WORDS.en.lists.task }), 0)

  // Meanwhile, another tab saves the section: the version the wizard started from is no longer the latest.
  const roleCodes = await listRoleStatementCodes(page, ROLE_CODE)
  const profile = (await (await page.request.get('/api/profile')).json()) as { data: { profile: { version: number } } }
  const elsewhere = await page.request.put('/api/profile/nice', {
    headers: await csrfHeaders(page),
    data: {
      version: profile.data.profile.version,
      categoryCodes: ['PD'],
      workRoleCodes: [ROLE_CODE],
      statementCodes: [roleCodes.find((candidate) => candidate.startsWith('K'))!],
    },
  })
  expect(elsewhere.ok(), await elsewhere.text()).toBe(true)

  await page.getByRole('button', { name: WORDS.en.save }).click()
  const conflict = page.getByRole('alert').filter({ hasText: 'Your profile was changed somewhere else' })
  await expect(conflict).toContainText('Your choices here are kept.')
  await conflict.getByRole('button', { name: 'Reload and keep my choices' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The latest profile is loaded' })).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: WORDS.en.lists.task })
      .getByRole('listitem')
      .filter({ hasText: code })
      .getByRole('checkbox'),
  ).toBeChecked()

  await page.getByRole('button', { name: WORDS.en.save }).click()
  await expect(page.getByText(WORDS.en.saved)).toBeVisible()
  await expect(page).toHaveURL(OVERVIEW)
  const saved = (await (await page.request.get('/api/profile')).json()) as {
    data: { profile: { nice: { statementCodes: string[] } } }
  }
  expect(saved.data.profile.nice.statementCodes).toEqual([code])
})
