import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page, PlaywrightWorkerArgs } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { expect, expectFitsWidth, expectNoAxeViolations, OUTBOX_HEADERS, test } from '../fixtures'

const SESSION_KEY = 'sentinela.session'
const PASSWORD = 'Settings-Test-2026!'
const NEW_PASSWORD = 'Changed-Pass-2026?'
const DEMO_PASSWORD = 'Sentinela-Demo-2026!'
const TALENT_SETTINGS = '/talent/account/settings'
const TALENT_PRIVACY = '/talent/account/AccountPrivacity'
const COMPANY_SETTINGS = '/company/account/settings'

interface Talent {
  email: string
  password: string
}

function uniqueEmail(label: string) {
  return `settings-${label}-${randomBytes(5).toString('hex')}@example.com`
}

interface OutboxEmail {
  to: string
  text: string
}

/** The newest e-mail to `to` whose text holds a link to `path`, and that link's token (DEV_OUTBOX is on in e2e). */
async function readEmailedToken(request: APIRequestContext, to: string, path: string): Promise<string> {
  let token: string | undefined
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox', { headers: OUTBOX_HEADERS })
      const { data } = (await response.json()) as { data: OutboxEmail[] }
      const email = data.find((item) => item.to === to && item.text.includes(path))
      token = email?.text.match(/[?&]token=([\w-]+)/)?.[1]
      return token
    })
    .toBeTruthy()
  return token!
}

/** Keeps role and subscription name where the web app looks for them (lib/session.ts), on any page of the app. */
async function storeLocalSession(page: Page, session: { role: string; subscriptionName: string | null }) {
  await page.goto('/404')
  // The navigation guard runs before a page renders: once a heading shows, its check of any session kept from
  // before (and the purge when that check fails) is over, and cannot undo what is written next.
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: SESSION_KEY,
    value: JSON.stringify(session),
  })
}

/**
 * Registers a talent through the API and activates it from the e-mailed link; the activation answer sets the session
 * cookies in the page's browser context, and the page keeps role and subscription name as after any sign-in.
 */
async function createSignedInTalent(page: Page, language: 'en' | 'es' | 'pt' = 'en'): Promise<Talent> {
  const email = uniqueEmail('talent')
  const registered = await page.request.post('/api/users', {
    data: {
      firstName: 'Ana',
      lastName: 'Settings',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      phone: '+525512345678',
      acceptTerms: true,
      language,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const token = await readEmailedToken(page.request, email, '/account/confirm_account/')
  const activated = await page.request.post(`/api/users/confirm/${token}`)
  expect(activated.ok(), await activated.text()).toBe(true)
  const { data } = (await activated.json()) as { data: { role: string; subscriptionName: string | null } }
  await storeLocalSession(page, data)
  return { email, password: PASSWORD }
}

/** Signs a demo account in through the API, as shell.spec.ts does. */
async function signInDemo(page: Page, email: string) {
  const response = await page.request.post('/api/authentication/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { role: string; subscriptionName: string | null } }
  await storeLocalSession(page, data)
}

/**
 * Signs in through the API from a fresh client with no cookies (a kept session cookie would make the next sign-in a
 * cookie-authenticated change without its CSRF header): answers the status and the error code, if any.
 */
async function trySignIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  data: { email: string; password: string; totpCode?: string },
) {
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const response = await client.post('/api/authentication/login', { data })
    const body = (await response.json()) as { code?: string }
    return { status: response.status(), code: body.code }
  } finally {
    await client.dispose()
  }
}

function section(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true })
}

/** A text, e-mail or password box by its label; exact, since "New e-mail address" is also in "Confirm the new…". */
function field(scope: Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true })
}

function localSession(page: Page) {
  return page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)
}

test('A talent changes the password and signs in with the new one', async ({ page }) => {
  test.slow()
  const talent = await createSignedInTalent(page)
  await page.goto(TALENT_SETTINGS)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(page).toHaveTitle('Account settings · Sentinela')

  const password = section(page, 'Password')
  await field(password, 'Current password').fill('Not-My-Password-1!')
  await field(password, 'New password').fill('short')
  await field(password, 'Confirm the new password').fill('short')
  await expect(password.getByText('Use at least 12 characters with lower and upper case letters')).toBeVisible()

  await field(password, 'New password').fill(NEW_PASSWORD)
  await field(password, 'Confirm the new password').fill(NEW_PASSWORD)
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(password.getByText('The current password is not correct.')).toBeVisible()

  await field(password, 'Current password').fill(talent.password)
  await password.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Password changed. You were signed out on your other devices.')).toBeVisible()
  await expect(field(password, 'Current password')).toHaveValue('')
  await expect(section(page, 'Recent security activity').getByRole('cell', { name: 'Password changed' })).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in$/)

  // The old password no longer opens the account; the new one does, on the sign-in page.
  await field(page.locator('body'), 'Email').fill(talent.email)
  await field(page.locator('body'), 'Password').fill(talent.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page.getByText('Email or password invalid.')).toBeVisible()
  await field(page.locator('body'), 'Password').fill(NEW_PASSWORD)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await expect(page).toHaveURL(/\/talent\/account\/overview$/)

  await page.goto(TALENT_SETTINGS)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(section(page, 'E-mail address').getByText(talent.email)).toBeVisible()
})

test('A talent asks to change the e-mail and confirms it from the new address', async ({
  page,
  request,
  playwright,
}) => {
  test.slow()
  const talent = await createSignedInTalent(page)
  const newEmail = uniqueEmail('moved')
  await page.goto(TALENT_SETTINGS)

  const email = section(page, 'E-mail address')
  await expect(email.getByText(talent.email)).toBeVisible()
  await field(email, 'New e-mail address').fill(newEmail)
  await field(email, 'Confirm the new e-mail address').fill(`other-${newEmail}`)
  await field(email, 'Current password').fill(talent.password)
  await email.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(email.getByText('The e-mail addresses do not match.')).toBeVisible()

  await field(email, 'Confirm the new e-mail address').fill(newEmail)
  await email.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(email.getByRole('status')).toContainText(`We sent a confirmation link to ${newEmail}.`)
  // Nothing changes until the link is opened.
  await expect(email.getByText(talent.email)).toBeVisible()
  expect((await trySignIn(playwright, { email: talent.email, password: talent.password })).status).toBe(200)

  const token = await readEmailedToken(request, newEmail, '/change/')
  // The /change/ page (sign-in screens) confirms the link; when it does not answer, confirm through the API directly.
  const confirmed = page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/users/confirm/change/email', {
      timeout: 10_000,
    })
    .catch(() => undefined)
  await page.goto(`/change/?token=${token}`)
  const answer = await confirmed
  if (!answer?.ok()) {
    const direct = await request.post('/api/users/confirm/change/email', { data: { token } })
    expect(direct.ok(), await direct.text()).toBe(true)
  }

  expect((await trySignIn(playwright, { email: talent.email, password: talent.password })).status).toBe(401)
  expect((await trySignIn(playwright, { email: newEmail, password: talent.password })).status).toBe(200)
  await page.goto(TALENT_SETTINGS)
  await expect(section(page, 'E-mail address').getByText(newEmail, { exact: true })).toBeVisible()
})

test.describe('in Spanish', () => {
  test.use({ language: 'es' })

  test('A talent saves privacy choices and they are there after reload', async ({ page }) => {
    await createSignedInTalent(page, 'es')
    await page.goto(TALENT_PRIVACY)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible()

    const privacy = section(page, 'Visibilidad del perfil y consentimiento')
    const sharing = privacy.getByRole('switch', { name: 'Las empresas pueden ver mi perfil' })
    const topTalent = privacy.getByRole('switch', { name: 'Mostrarme como talento destacado' })
    const marketing = privacy.getByRole('switch', { name: 'Correos de marketing' })
    await expect(sharing).toHaveAccessibleDescription(/Las empresas en Sentinela pueden encontrar tu perfil/)
    await expect(sharing).not.toBeChecked()
    await expect(topTalent).not.toBeChecked()
    await expect(marketing).not.toBeChecked()

    await sharing.check()
    await topTalent.check()
    await privacy.getByRole('button', { name: 'Guardar opciones de privacidad' }).click()
    await expect(page.getByText('Preferencias de privacidad actualizadas.')).toBeVisible()

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Privacidad' })).toBeVisible()
    await expect(privacy.getByRole('switch', { name: 'Las empresas pueden ver mi perfil' })).toBeChecked()
    await expect(privacy.getByRole('switch', { name: 'Mostrarme como talento destacado' })).toBeChecked()
    await expect(privacy.getByRole('switch', { name: 'Correos de marketing' })).not.toBeChecked()
    await expectNoAxeViolations(page)
  })
})

test('A talent switches the language of Sentinela and its e-mails', async ({ page }) => {
  await createSignedInTalent(page)
  await page.goto(TALENT_SETTINGS)

  const language = section(page, 'Language')
  await expect(language.getByRole('radio', { name: 'English' })).toBeChecked()
  await language.getByRole('radio', { name: 'Português' }).check()
  await language.getByRole('button', { name: 'Save language' }).click()

  await expect(page.getByText('Idioma salvo.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações da conta' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
  const preferences = await page.request.get('/api/users/Preferences')
  expect(((await preferences.json()) as { data: { language: string } }).data.language).toBe('pt')

  await page.reload()
  await expect(section(page, 'Idioma').getByRole('radio', { name: 'Português' })).toBeChecked()
})

test('A talent sees where the account is signed in and signs another device out', async ({ page, playwright }) => {
  const talent = await createSignedInTalent(page)
  // Another device: a sign-in from a fresh client, as a phone would.
  const phone = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile',
  })
  try {
    const signedIn = await phone.post('/api/authentication/login', {
      data: { email: talent.email, password: talent.password },
    })
    expect(signedIn.ok(), await signedIn.text()).toBe(true)
    expect((await phone.get('/api/users/Preferences')).status()).toBe(200)

    await page.goto(TALENT_SETTINGS)
    const sessions = section(page, 'Where you are signed in')
    const rows = sessions.getByRole('table', { name: 'Your active sessions' }).getByRole('row')
    await expect(rows).toHaveCount(3)
    await expect(sessions.getByText('This device', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    // On a phone the table scrolls sideways inside its box; the page itself stays the phone's width.
    await page.setViewportSize({ width: 360, height: 800 })
    await expectFitsWidth(page, 360)
    await page.setViewportSize({ width: 1280, height: 800 })
    await sessions.getByRole('button', { name: /^Sign out Chrome on Android/ }).click()
    await expect(page.getByText('That session is signed out.', { exact: true })).toBeVisible()
    await expect(rows).toHaveCount(2)
    await expect(sessions.getByText('You are signed in on this device only.')).toBeVisible()
    expect((await phone.get('/api/users/Preferences')).status()).toBe(401)
  } finally {
    await phone.dispose()
  }
})

test('A talent turns on two-step sign-in with an authenticator code', async ({ page, context, playwright }) => {
  test.slow()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const talent = await createSignedInTalent(page)
  await page.goto(TALENT_SETTINGS)

  const twoStep = section(page, 'Two-step sign-in')
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible()
  await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click()

  await expect(twoStep.getByRole('heading', { name: 'Set up your authenticator app' })).toBeFocused()
  await expect(
    twoStep.getByRole('img', { name: 'QR code that adds your Sentinela account to an authenticator app' }),
  ).toBeVisible()
  const secret = (await twoStep.locator('code').innerText()).replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
  await expectNoAxeViolations(page)

  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 })
  const code = totp.generate()
  await field(twoStep, '6-digit code').fill(code === '000000' ? '111111' : '000000')
  await twoStep.getByRole('button', { name: 'Confirm and turn on' }).click()
  await expect(twoStep.getByText('That code is not valid. Try again.')).toBeVisible()

  await field(twoStep, '6-digit code').fill(totp.generate())
  await twoStep.getByRole('button', { name: 'Confirm and turn on' }).click()

  await expect(page.getByText('Two-step sign-in is on.', { exact: true })).toBeVisible()
  await expect(twoStep.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused()
  await expect(twoStep.getByText('You will see these codes only once')).toBeVisible()
  const codes = twoStep.getByRole('list', { name: 'Save your recovery codes' }).getByRole('listitem')
  await expect(codes).toHaveCount(10)
  const recoveryCodes = await codes.allInnerTexts()

  await twoStep.getByRole('button', { name: 'Copy codes' }).click()
  await expect(twoStep.getByRole('button', { name: 'Codes copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'))

  const download = page.waitForEvent('download')
  await twoStep.getByRole('button', { name: 'Download as a text file' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^sentinela-recovery-codes-\d{4}-\d{2}-\d{2}\.txt$/)
  const text = await readFile(await file.path(), 'utf8')
  expect(text).toContain(`Account: ${talent.email}`)
  for (const recoveryCode of recoveryCodes) expect(text).toContain(recoveryCode)
  await expectNoAxeViolations(page)

  await twoStep.getByRole('button', { name: 'I have saved my codes' }).click()
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible()
  await expect(twoStep.getByRole('list', { name: 'Save your recovery codes' })).toHaveCount(0)
  await expect(twoStep.getByRole('button', { name: 'Turn off two-step sign-in' })).toBeVisible()

  expect(await trySignIn(playwright, { email: talent.email, password: talent.password })).toEqual({
    status: 401,
    code: 'totp_required',
  })
  // A code works once: the one that turned it on is spent, so sign in with the next time step's code.
  const withCode = await trySignIn(playwright, {
    email: talent.email,
    password: talent.password,
    totpCode: totp.generate({ timestamp: Date.now() + 30_000 }),
  })
  expect(withCode.status).toBe(200)
})

test('A talent deletes the account with e-mail and password', async ({ page, playwright }) => {
  test.slow()
  const talent = await createSignedInTalent(page)
  await page.goto(TALENT_SETTINGS)

  const danger = section(page, 'Delete account')
  await danger.getByRole('button', { name: 'Delete account…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  await expect(field(dialog, 'Your e-mail address')).toBeFocused()
  await expectNoAxeViolations(page)

  await field(dialog, 'Your e-mail address').fill(talent.email)
  await field(dialog, 'Your password').fill('Wrong-Password-1!')
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('The e-mail or password does not match your account.')
  await expect(page).toHaveURL(/\/talent\/account\/settings$/)

  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toBeHidden()
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  expect((await trySignIn(playwright, { email: talent.email, password: talent.password })).status).toBe(200)

  await section(page, 'Delete account').getByRole('button', { name: 'Delete account…' }).click()
  await field(dialog, 'Your e-mail address').fill(talent.email)
  await field(dialog, 'Your password').fill(talent.password)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByText('Your account has been deleted.')).toBeVisible()
  expect(await localSession(page)).toBeNull()
  expect(await trySignIn(playwright, { email: talent.email, password: talent.password })).toEqual({
    status: 401,
    code: 'email_or_password_invalid',
  })
  await page.goto(TALENT_SETTINGS)
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(TALENT_SETTINGS)}`)
})

test('A signed-in user signs out', async ({ page }) => {
  await signInDemo(page, 'talent@example.com')
  await page.goto(TALENT_SETTINGS)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click()

  await expect(page).toHaveURL(/\/sign-in$/)
  await expect(page.getByText('You are signed out.')).toBeVisible()
  expect(await localSession(page)).toBeNull()
  // The session ended on the server too: its cookie no longer opens anything.
  expect((await page.request.get('/api/profile')).status()).toBe(401)
  await page.goto(TALENT_SETTINGS)
  await expect(page).toHaveURL(`/sign-in?next=${encodeURIComponent(TALENT_SETTINGS)}`)
})

test('The settings screens pass the accessibility check', async ({ page }) => {
  test.slow()
  await signInDemo(page, 'talent@example.com')

  await page.goto(TALENT_SETTINGS)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  await expect(section(page, 'Recent security activity').getByRole('table')).toBeVisible()
  await expect(section(page, 'Company link').getByRole('link', { name: 'Open company links' })).toHaveAttribute(
    'href',
    '/talent/account/relations',
  )
  await expectNoAxeViolations(page)

  // The in-page contents jump to a section and hand it the focus, without a navigation.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Delete account' }).click()
  await expect(section(page, 'Delete account').getByRole('heading', { name: 'Delete account' })).toBeFocused()
  await expect(page).toHaveURL(/\/talent\/account\/settings$/)

  await section(page, 'Privacy and visibility').getByRole('link', { name: 'Open privacy settings' }).click()
  await expect(page).toHaveURL(/\/talent\/account\/AccountPrivacity$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible()
  await expect(page.getByRole('switch')).toHaveCount(3)
  await expectNoAxeViolations(page)

  await page.context().clearCookies()
  await signInDemo(page, 'company@example.com')
  await page.goto(COMPANY_SETTINGS)
  await expect(page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible()
  // A company user chooses marketing only, and has no company link.
  await expect(section(page, 'Marketing consent').getByRole('switch')).toHaveCount(1)
  await expect(section(page, 'Marketing consent').getByRole('switch', { name: 'Marketing e-mails' })).toBeVisible()
  await expect(section(page, 'Company link')).toHaveCount(0)
  await expect(
    section(page, 'Communication preferences').getByText('New applicants and replies from talent.'),
  ).toBeVisible()
  await expectNoAxeViolations(page)
})
