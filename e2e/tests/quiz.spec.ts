import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, fitOf, signInNewTalent, test, keepScreenshot } from '../fixtures'

const QUIZ = '/talent/account/profile/nist-nice-quiz'
const SHOTS = '/tmp/shots-quiz'
type Language = 'en' | 'es' | 'pt'

/** What a person reads and picks on the way through the quiz (the catalogs' words, typed out on purpose). */
const WORDS = {
  en: {
    title: 'Role discovery quiz',
    start: 'Start the quiz',
    next: 'Next',
    previous: 'Previous',
    results: 'See my results',
    progress: (n: number) => `Question ${n} of 9`,
    required: 'Choose an answer to go on.',
    atLeastOne: 'Choose at least one option to go on.',
    questions: ['What is (or was) your major?', 'Which coding languages do you use?'],
    answers: [
      'Information Technology',
      'Cybersecurity',
      'Python',
      'Splunk',
      'Security operations (SOC)',
      'CompTIA CySA+',
      '1 to 3 years',
      'Security professional',
      'Banking, finance and insurance',
    ],
    resultsHeading: 'Your results',
    category: 'Protect and Defend',
    role: 'Defensive Cybersecurity',
    why: 'Because you answered:',
    add: 'Add to my profile',
    added: /roles and \d+ statements were added to your NICE profile/,
    history: 'Past attempts',
  },
  es: {
    title: 'Cuestionario de descubrimiento de roles',
    start: 'Comenzar el cuestionario',
    next: 'Siguiente',
    previous: 'Anterior',
    results: 'Ver mis resultados',
    progress: (n: number) => `Pregunta ${n} de 9`,
    required: 'Elige una respuesta para continuar.',
    atLeastOne: 'Elige al menos una opción para continuar.',
    questions: ['¿Cuál es (o fue) tu carrera principal?', '¿Qué lenguajes de programación usas?'],
    answers: [
      'Tecnologías de la Información',
      'Ciberseguridad',
      'Python',
      'Splunk',
      'Operaciones de seguridad (SOC)',
      'CompTIA CySA+',
      'De 1 a 3 años',
      'Profesional de seguridad',
      'Banca, finanzas y seguros',
    ],
    resultsHeading: 'Tus resultados',
    category: 'Proteger y defender',
    role: 'Ciberseguridad defensiva',
    why: 'Porque respondiste:',
    add: 'Agregar a mi perfil',
    added: /Se agregaron \d+ roles y \d+ enunciados a tu perfil NICE/,
    history: 'Intentos anteriores',
  },
  pt: {
    title: null,
    start: 'Começar o questionário',
    next: 'Próxima',
    previous: 'Anterior',
    results: 'Ver meus resultados',
    progress: (n: number) => `Pergunta ${n} de 9`,
    required: 'Escolha uma resposta para continuar.',
    atLeastOne: 'Escolha pelo menos uma opção para continuar.',
    questions: ['Qual é (ou foi) o seu curso principal?', 'Quais linguagens de programação você usa?'],
    answers: [
      'Tecnologia da Informação',
      'Cibersegurança',
      'Python',
      'Splunk',
      'Operações de segurança (SOC)',
      'CompTIA CySA+',
      'De 1 a 3 anos',
      'Profissional de segurança',
      'Bancos, finanças e seguros',
    ],
    resultsHeading: 'Seus resultados',
    category: 'Proteger e defender',
    role: 'Cibersegurança defensiva',
    why: 'Porque você respondeu:',
    add: 'Adicionar ao meu perfil',
    added: /\d+ funções e \d+ declarações foram adicionadas ao seu perfil NICE/,
    history: 'Tentativas anteriores',
  },
} as const

async function pick(page: Page, label: string) {
  await page.getByLabel(label, { exact: true }).check()
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`quiz in ${language}`, () => {
    test.use({ language })

    test('a new talent takes the quiz, resumes after a reload, sees the results and adds them to the profile', async ({
      page,
    }) => {
      // The shared machine is slow at times: a page can take 10 s to come (the whole walk is 20-odd requests).
      test.setTimeout(420_000)
      const words = WORDS[language]
      await signInNewTalent(page, { language })
      await page.goto(QUIZ)
      if (words.title) {
        await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible({ timeout: 30_000 })
      }
      await page.getByRole('button', { name: words.start }).click({ timeout: 30_000 })
      await expect(page.getByText(words.progress(1))).toBeVisible()
      await expect(page.getByText(words.questions[0])).toBeVisible()

      // §5: an answer is required.
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByRole('alert').filter({ hasText: words.required })).toBeVisible()

      await pick(page, words.answers[0])
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByText(words.progress(2))).toBeVisible()
      await pick(page, words.answers[1])
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByText(words.questions[1])).toBeVisible()
      // At least one for multi-choice.
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByRole('alert').filter({ hasText: words.atLeastOne })).toBeVisible()
      await pick(page, words.answers[2])
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByText(words.progress(4))).toBeVisible()

      // A reload mid-way comes back to the same question; previous shows the answer given.
      await page.reload()
      await expect(page.getByText(words.progress(4))).toBeVisible({ timeout: 30_000 })
      await page.getByRole('button', { name: words.previous }).click()
      await expect(page.getByText(words.progress(3))).toBeVisible()
      await expect(page.getByLabel(words.answers[2], { exact: true })).toBeChecked()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await page.getByRole('button', { name: words.next }).click()
      await expect(page.getByText(words.progress(4))).toBeVisible()

      for (let index = 3; index < 9; index += 1) {
        await pick(page, words.answers[index]!)
        await page.getByRole('button', { name: index === 8 ? words.results : words.next }).click()
        if (index < 8) await expect(page.getByText(words.progress(index + 2))).toBeVisible()
      }

      await expect(page.getByRole('heading', { name: words.resultsHeading })).toBeVisible({ timeout: 30_000 })
      const categories = page.locator('#quiz-categories')
      await expect(categories.getByRole('listitem').first()).toContainText(words.category)
      const roles = page.locator('#quiz-roles')
      const topRole = roles.getByRole('listitem').first()
      await expect(topRole).toContainText(words.role)
      await expect(topRole).toContainText('100')
      await expect(topRole).toContainText(words.why)
      await expect(topRole).toContainText('Splunk')
      await expect(page.locator('#quiz-history').getByRole('listitem')).toHaveCount(1)
      await expectNoAxeViolations(page, { repeatedIn: language })
      mkdirSync(SHOTS, { recursive: true })
      await keepScreenshot(page, { path: `${SHOTS}/results-${language}.png`, fullPage: true })

      expect(await fitOf(page, 'PD-WRL-001')).toBe(0)
      await page.getByRole('button', { name: words.add }).click()
      await expect(page.getByText(words.added)).toBeVisible()
      // The stored fit changed at once, and the profile holds the role.
      expect(await fitOf(page, 'PD-WRL-001')).toBeGreaterThan(0)
      const profile = (await (await page.request.get('/api/profile')).json()) as {
        data: { profile: { nice: { workRoleCodes: string[] } } }
      }
      expect(profile.data.profile.nice.workRoleCodes).toContain('PD-WRL-001')
      await page.goto('/talent/account/overview')
      await expect(page.getByRole('main')).toContainText(words.role, { timeout: 30_000 })
    })
  })
}

test('the quiz fits a phone: no sideways scrolling on a question or the results', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 740 })
  await signInNewTalent(page)
  await page.goto(QUIZ)
  await page.getByRole('button', { name: WORDS.en.start }).click({ timeout: 30_000 })
  await expect(page.getByText(WORDS.en.progress(1))).toBeVisible({ timeout: 20_000 })
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
  expect(await fits()).toBe(true)
  mkdirSync(SHOTS, { recursive: true })
  await keepScreenshot(page, { path: `${SHOTS}/phone-question.png`, fullPage: true })
  const answers = WORDS.en.answers
  for (let index = 0; index < 9; index += 1) {
    await pick(page, answers[index]!)
    await page.getByRole('button', { name: index === 8 ? WORDS.en.results : WORDS.en.next }).click()
    if (index < 8) await expect(page.getByText(WORDS.en.progress(index + 2))).toBeVisible()
  }
  await expect(page.getByRole('heading', { name: WORDS.en.resultsHeading })).toBeVisible({ timeout: 30_000 })
  expect(await fits()).toBe(true)
  await keepScreenshot(page, { path: `${SHOTS}/phone-results.png`, fullPage: true })
})
