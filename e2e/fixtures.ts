import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { ProfileInputSchema } from '@sentinela/shared/schemas/profile'
import { E2E_OUTBOX_KEY } from '../scripts/lib/e2e-outbox.mjs'

/**
 * Fails with the list of WCAG 2.1 AA violations axe-core finds on the page as it is now.
 *
 * A story repeated in the three languages visits the same screens three times, with the same markup and colours:
 * it passes its `repeatedIn` language and the screens are checked in its English run only (every run still checks
 * its words). One axe pass costs one to several seconds on a 2-core machine, and CI has a time budget.
 */
export async function expectNoAxeViolations(page: Page, { repeatedIn }: { repeatedIn?: 'en' | 'es' | 'pt' } = {}) {
  if (repeatedIn !== undefined && repeatedIn !== 'en') return
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    // Where and why: for contrast, axe's summary names both colours and the ratio.
    targets: violation.nodes.map(
      (node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
    ),
  }))
  expect(summary).toEqual([])
}

/**
 * How the page sits in a viewport this wide: its scroll width, and the outermost elements that stick out past the
 * right edge (a fixed header would be cut off without making the page wider). Content inside a scrolling or clipping
 * box, such as a table in a scroll area, is that box's business.
 */
export async function measureLayout(page: Page, width: number) {
  return page.evaluate((width) => {
    const insideScrollOrClip = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true
      }
      return false
    }
    const sticking = Array.from(document.querySelectorAll('body *')).filter((element) => {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || box.right <= width + 0.5) return false
      return getComputedStyle(element).visibility !== 'hidden' && !insideScrollOrClip(element)
    })
    const describe = (element: Element) => {
      const text = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
      const right = Math.round(element.getBoundingClientRect().right)
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> to ${right}px "${text}"`
    }
    return {
      width: Math.max(document.documentElement.scrollWidth, document.body.scrollWidth),
      // The outermost ones: their children stick out because they do.
      sticking: sticking
        .filter((element) => !sticking.some((other) => other !== element && other.contains(element)))
        .map(describe),
    }
  }, width)
}

/**
 * Fails, naming what sticks out, unless the page fits a viewport this wide without scrolling sideways once it has
 * settled (after a resize, the shell's navbar slides away for a moment).
 */
export async function expectFitsWidth(page: Page, width: number) {
  await expect
    .poll(async () => measureLayout(page, width), { message: 'the page fits the viewport', timeout: 5_000 })
    .toMatchObject({ sticking: [] })
  await expect
    .poll(async () => (await measureLayout(page, width)).width, { message: 'no sideways scrolling', timeout: 5_000 })
    .toBeLessThanOrEqual(width)
}

/** The signed-in talent's stored fit to a work role, as `GET /profile/fit` answers it (0 when not listed). */
export async function fitOf(page: Page, workRoleCode: string) {
  const response = await page.request.get('/api/profile/fit')
  expect(response.ok()).toBe(true)
  const { data } = (await response.json()) as { data: { workRoleCode: string; percentage: number }[] }
  return data.find((fit) => fit.workRoleCode === workRoleCode)?.percentage ?? 0
}

/** A namespace of the app's own catalogs, as people read it: stories take their words from it. */
export function readCatalog<T>(language: string, namespace: string): T {
  const url = new URL(`../packages/shared/src/i18n/locales/${language}/${namespace}.json`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as T
}

/** The header the API wants beside the session cookie on a write from the page's own request context. */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'sentinela_csrf')?.value ?? ''
  return { 'X-CSRF-Token': csrf }
}

/** Tests start in English unless they switch; each test gets a fresh browser context (no stored language). */
export const test = base.extend<{ language: 'en' | 'es' | 'pt' }>({
  language: ['en', { option: true }],
  locale: async ({ language }, use) => use(language === 'pt' ? 'pt-BR' : language === 'es' ? 'es-MX' : 'en-US'),
})

export { expect }

/**
 * Keeps a picture of the page for a person to look at: on a developer's run, not in CI, where nobody looks at it and
 * a full-page shot costs about a second (E2E_SCREENSHOTS=1 keeps them there too). Playwright photographs failures
 * either way.
 */
export async function keepScreenshot(page: Page, options: Parameters<Page['screenshot']>[0]) {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return
  await page.screenshot(options)
}

/** The demo accounts the e2e server seeds (README, "Demo accounts"). */
/**
 * Picks an option in a searchable select as a person does: types part of it, then chooses it from the list. Should
 * the list close before the option is chosen (a select re-rendered as the form's other fields settle), it is opened
 * again and the option chosen then, as a person would; the field must end up holding the option.
 */
export async function pickOption(page: Page, field: Locator, search: string, option: string) {
  // Inside the select's own list: the language switcher's <select> has options too.
  const choice = page.getByRole('listbox').getByRole('option', { name: option, exact: true })
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await field.click()
      await field.fill(search)
    }
    await choice.click({ timeout: 5_000 })
    await expect(field).toHaveValue(option, { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
}

export const DEMO_PASSWORD = 'Sentinela-Demo-2026!'

/** README "Demo accounts": the demo operator and its two-step secret. */
export const OPERATOR_EMAIL = 'operator@example.com'
const OPERATOR_TOTP_SECRET = 'SENTINELAOPERATORDEMOTWOSTEPKEYS'

/**
 * The demo operator, signed in through the API with a code of the previous, current or next 30-second step (the API
 * takes one step either side, and each step once): stories that test the operator's sign-in use the form instead.
 */
export async function signInOperator(page: Page) {
  for (const offset of [-1, 0, 1]) {
    const code = totpCode(OPERATOR_TOTP_SECRET, Date.now() + offset * 30_000)
    const answer = await page.request.post('/api/authentication/login', {
      data: { email: OPERATOR_EMAIL, password: DEMO_PASSWORD, totpCode: code },
    })
    if (!answer.ok()) continue
    await page.goto('/404')
    await page.evaluate(() => localStorage.setItem('sentinela.session', JSON.stringify({ role: 'operator' })))
    return
  }
  throw new Error('The operator could not sign in with any current code')
}

/** A strong password the tests give to the accounts they create. */
export const TEST_PASSWORD = 'Sentinela-Test-2026!'

/** An address no other test or run uses: `<prefix>.<time><random>@example.com`. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`
}

export interface OutboxEmail {
  id: number
  to: string
  subject: string
  text: string
  html: string
  language: string
  status: string
  createdAt: string
}

/** The outbox answers only with the key of the server's start (printed in its log; fixed for e2e). */
export const OUTBOX_HEADERS = { 'X-Outbox-Key': E2E_OUTBOX_KEY }

/** The outbox page as a developer opens it: through the link the server printed, whose fragment holds the key. */
export const OUTBOX_LINK = `/dev/outbox#key=${E2E_OUTBOX_KEY}`

/** Every e-mail the server kept in its development outbox (DEV_OUTBOX is on for e2e), newest first. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxEmail[]> {
  const response = await request.get('/api/dev/outbox', { headers: OUTBOX_HEADERS })
  expect(response.ok(), await response.text()).toBe(true)
  return ((await response.json()) as { data: OutboxEmail[] }).data
}

/** The highest outbox id so far, to wait for e-mails sent after it. */
export async function lastOutboxId(request: APIRequestContext): Promise<number> {
  return Math.max(0, ...(await readOutbox(request)).map((email) => email.id))
}

/**
 * Waits for an e-mail to `to` holding a link whose path starts with `path` (e-mails go out through a queue), and
 * answers that e-mail and link. `after` skips e-mails up to that outbox id.
 */
export async function waitForEmailLink(
  request: APIRequestContext,
  { to, path, after = 0 }: { to: string; path: string; after?: number },
): Promise<{ email: OutboxEmail; link: string }> {
  let found: { email: OutboxEmail; link: string } | undefined
  await expect
    .poll(
      async () => {
        for (const email of await readOutbox(request)) {
          if (email.id <= after || email.to.toLowerCase() !== to.toLowerCase()) continue
          const link = (email.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((candidate) =>
            new URL(candidate).pathname.startsWith(path),
          )
          if (link) {
            found = { email, link }
            return true
          }
        }
        return false
      },
      { message: `an e-mail to ${to} with a ${path} link`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/**
 * Registers a talent through the API and follows the activation link, as the e-mail would have it. Answers the
 * session token of the activation, for API calls made as that talent (`Authorization: Bearer`).
 */
export async function createActiveTalent(
  request: APIRequestContext,
  { email = uniqueEmail('talent'), password = TEST_PASSWORD, firstName = 'Tess', lastName = 'Tester' } = {},
): Promise<{ email: string; password: string; token: string }> {
  const registered = await request.post('/api/users', {
    data: {
      firstName,
      lastName,
      email,
      password,
      confirmPassword: password,
      phone: '+52 55 1234 5678',
      acceptTerms: true,
      language: 'en',
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { link } = await waitForEmailLink(request, { to: email, path: '/account/confirm_account/' })
  const token = new URL(link).searchParams.get('token') ?? ''
  const activated = await request.post(`/api/users/confirm/${token}`)
  expect(activated.ok(), await activated.text()).toBe(true)
  const session = (await activated.json()) as { data: { token: string } }
  return { email, password, token: session.data.token }
}

/**
 * A talent of a test's own whom talent search finds: registered and activated, with a saved profile holding the
 * role's task, knowledge and skill statements (the first `statementsPerKind` of each, else all of them), a job title
 * and a place, and sharing their profile with companies or not.
 */
export async function createTalentWithRole(
  request: APIRequestContext,
  talent: {
    emailPrefix: string
    firstName: string
    lastName: string
    workRoleCode: string
    statementsPerKind?: number
    currentJobTitle: string
    country: string
    city: string
    sharesProfile: boolean
  },
) {
  const account = await createActiveTalent(request, {
    email: uniqueEmail(talent.emailPrefix),
    firstName: talent.firstName,
    lastName: talent.lastName,
  })
  const headers = { Authorization: `Bearer ${account.token}` }
  const codes: string[] = []
  for (const path of ['tasks', 'knowledge', 'skill']) {
    const response = await request.post(`/api/workforceframework/categories/${path}`, {
      headers,
      data: { workRoleCodes: [talent.workRoleCode], page: 1, limit: 200 },
    })
    expect(response.ok(), await response.text()).toBe(true)
    const statements = ((await response.json()) as { data: { code: string }[] }).data
    codes.push(...statements.slice(0, talent.statementsPerKind).map((item) => item.code))
  }
  const current = (await (await request.get('/api/profile', { headers })).json()) as {
    data: { profile: Record<string, unknown> }
  }
  const keys = Object.keys(ProfileInputSchema.shape)
  const input = Object.fromEntries(Object.entries(current.data.profile).filter(([key]) => keys.includes(key)))
  const saved = await request.put('/api/profile', {
    headers,
    data: {
      ...input,
      currentJobTitle: talent.currentJobTitle,
      country: talent.country,
      city: talent.city,
      nice: {
        categoryCodes: [talent.workRoleCode.slice(0, 2)],
        workRoleCodes: [talent.workRoleCode],
        statementCodes: codes,
      },
    },
  })
  expect(saved.ok(), await saved.text()).toBe(true)
  const privacy = await request.put('/api/users/privacy', {
    headers,
    data: { dataSharingConsent: talent.sharesProfile, topTalentOptIn: false, marketingConsent: false },
  })
  expect(privacy.ok(), await privacy.text()).toBe(true)
  return account
}

function decodeBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(character).toString(2).padStart(5, '0')
  }
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)))
}

/** The current 6-digit code of an authenticator app for a base32 secret (RFC 6238: SHA-1, 30 s). */
export function totpCode(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)))
  const digest = createHmac('sha1', decodeBase32(secret)).update(counter).digest()
  const offset = digest[digest.length - 1]! & 0xf
  const value = (digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000
  return String(value).padStart(6, '0')
}

/** Turns two-step sign-in on for the talent behind `token`, as the settings page does; answers the recovery codes. */
export async function enableTwoStep(request: APIRequestContext, token: string): Promise<string[]> {
  const headers = { Authorization: `Bearer ${token}` }
  const setup = await request.post('/api/users/twoStep/setup', { headers })
  expect(setup.ok(), await setup.text()).toBe(true)
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data
  const enabled = await request.post('/api/users/twoStep/enable', { headers, data: { code: totpCode(secret) } })
  expect(enabled.ok(), await enabled.text()).toBe(true)
  return ((await enabled.json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes
}

/**
 * A fresh talent, signed in in the page's browser context: registered and activated with `page.request`, so the
 * activation answer sets the session cookies there, then role and subscription name are kept in `sentinela.session`
 * as lib/session.ts saveSession does after any sign-in. Answers the talent's e-mail and password.
 */
export async function signInNewTalent(
  page: Page,
  {
    email = uniqueEmail('talent'),
    password = TEST_PASSWORD,
    firstName = 'Tess',
    lastName = 'Tester',
    language = 'en',
  }: { email?: string; password?: string; firstName?: string; lastName?: string; language?: 'en' | 'es' | 'pt' } = {},
): Promise<{ email: string; password: string }> {
  const registered = await page.request.post('/api/users', {
    data: {
      firstName,
      lastName,
      email,
      password,
      confirmPassword: password,
      phone: '+52 55 1234 5678',
      acceptTerms: true,
      language,
    },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  const { link } = await waitForEmailLink(page.request, { to: email, path: '/account/confirm_account/' })
  const token = new URL(link).searchParams.get('token') ?? ''
  const activated = await page.request.post(`/api/users/confirm/${token}`)
  expect(activated.ok(), await activated.text()).toBe(true)
  const { data } = (await activated.json()) as { data: { role: string; subscriptionName: string | null } }
  await page.goto('/404')
  await page.evaluate((session) => localStorage.setItem('sentinela.session', JSON.stringify(session)), {
    role: data.role,
    subscriptionName: data.subscriptionName ?? null,
  })
  return { email, password }
}
