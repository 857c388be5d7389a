import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from '../fixtures'

const SESSION_KEY = 'sentinela.session'
const LANGUAGE_KEY = 'sentinela.language'

/** Visible lines of text on the page, each once, for comparing what a person reads. */
async function visibleLines(page: Page): Promise<Set<string>> {
  const text = await page.locator('body').innerText()
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  )
}

/** Lines that read the same in every language: the brand, and each language's own name. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Sentinela', 'English', 'Español', 'Português'])

async function storeSession(page: Page, session: { role: string; subscriptionName: string | null }) {
  // Any page of the app gives us its origin's storage; the next navigation reads it.
  await page.goto('/sign-in')
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  })
}

/** The demo accounts the e2e server seeds (README, "Demo accounts"). */
const DEMO_PASSWORD = 'Sentinela-Demo-2026!'

/**
 * Signs in through the real API, as the sign-in page will once the accounts screens land: the session cookies go
 * into the browser and the role and subscription name into `sentinela.session` (§4).
 */
async function signIn(page: Page, email: string) {
  const response = await page.request.post('/api/authentication/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { role: string; subscriptionName: string | null } }
  await storeSession(page, { role: data.role, subscriptionName: data.subscriptionName })
}

test('A visitor lands on the sign-in page', async ({ page }) => {
  await page.goto('/')

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sentinela' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up')
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/password-recovery')
  await expect(page).toHaveTitle('Sign in · Sentinela')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectNoAxeViolations(page)
})

test('A visitor can read Sentinela in Spanish and Portuguese', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sentinela' })).toBeVisible()
  const english = await visibleLines(page)

  await page.getByRole('combobox', { name: 'Language' }).selectOption('es')

  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Sentinela' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Crear una cuenta' })).toBeVisible()
  await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page).toHaveTitle('Iniciar sesión · Sentinela')
  const spanish = await visibleLines(page)
  expect([...english].filter((line) => spanish.has(line) && !SAME_IN_EVERY_LANGUAGE.has(line))).toEqual([])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión en Sentinela' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es')

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('pt')

  await expect(page.getByRole('heading', { level: 1, name: 'Entre na Sentinela' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  const portuguese = await visibleLines(page)
  for (const other of [english, spanish]) {
    expect([...other].filter((line) => portuguese.has(line) && !SAME_IN_EVERY_LANGUAGE.has(line))).toEqual([])
  }
  await expectNoAxeViolations(page)

  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Entre na Sentinela' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('pt')
})

test('An unknown address shows the 404 page', async ({ page }) => {
  await page.goto('/nowhere')

  await expect(page).toHaveURL(/\/404$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Go to start', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
})

test('A stale session is purged before navigation', async ({ page }) => {
  await storeSession(page, { role: 'talent', subscriptionName: null })
  await page.evaluate(() => {
    localStorage.setItem('sentinela.language', 'en')
    localStorage.setItem('sentinela.draft', '{}')
  })

  const sessionCheck = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/profile')
  await page.goto('/talent/account/overview')
  await sessionCheck

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByRole('alert')).toContainText('Not authenticated')
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull()
  expect(await page.evaluate(() => localStorage.getItem('sentinela.draft'))).toBeNull()
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('en')
  await expectNoAxeViolations(page)

  // The notice shows once.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sentinela' })).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('Signed-out visitors are sent to sign in from any private page, to come back there', async ({ page }) => {
  for (const path of [
    '/talent/account/overview',
    '/talent/account/profile/nist-nice-quiz',
    '/company/account/edit_Profile',
    '/sentinelaSessions',
    '/subscriptions',
    '/AIAgents/AIAgent',
  ]) {
    await page.goto(path)
    await expect(page, path).toHaveURL(`/sign-in?next=${encodeURIComponent(path)}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Sentinela' })).toBeVisible()
  }

  // Following a link inside the app is checked the same way as typing the address.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/talent/account/overview')
    window.dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent('/talent/account/overview')}`)
})

test('A signed-in talent starts at their overview and finds the rest from the navbar', async ({ page }) => {
  await signIn(page, 'talent@example.com')

  await page.getByRole('link', { name: 'Sentinela, go to start' }).click()

  await expect(page).toHaveURL(/\/talent\/account\/overview$/)
  // The seeded talent's home: her greeting and her best-fitting NICE work roles.
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Lucía' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your best-fitting work roles' })).toBeVisible()
  const navigation = page.getByRole('navigation', { name: 'Main navigation' })
  await expect(navigation.getByRole('link', { name: 'Overview', exact: true })).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page)

  await navigation.getByRole('link', { name: 'Role discovery quiz' }).click()
  await expect(page).toHaveURL(/\/talent\/account\/profile\/nist-nice-quiz$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Role discovery quiz' })).toBeVisible()
  await expect(page).toHaveTitle('Role discovery quiz · Sentinela')
})

test('A company user is kept out of talent pages', async ({ page }) => {
  await signIn(page, 'company@example.com')

  await page.goto('/talent/account/settings')

  await expect(page).toHaveURL(/\/company\/account\/overview$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Company overview' })).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expectNoAxeViolations(page)

  // §2: /subscriptions shows no toolbar.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Subscription' }).click()
  await expect(page).toHaveURL(/\/company\/account\/subscriptions$/)
  await expect(page.getByRole('banner')).toBeVisible()
  await page.goto('/subscriptions')
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and subscriptions' })).toBeVisible()
  await expect(page.getByRole('banner')).toHaveCount(0)
})

test('A page whose code cannot load shows the error page, with a way back', async ({ page }) => {
  // /sign-up is built: its own page chunk (`sign-up-<hash>.js`, not sign-up-company) is the one that fails.
  await page.route(/\/assets\/sign-up-[\w-]{8}\.js$/, (route) => route.abort())
  await page.goto('/sign-in')

  await page.getByRole('link', { name: 'Create an account' }).click()

  await expect(page).toHaveURL(/\/sign-up$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible()
  // The public frame stays: the language can still be changed.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es')
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible()
  await expectNoAxeViolations(page)

  await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click()
  await expect(page).toHaveURL(/\/sign-in$/)
})
