import type { APIRequestContext, Page } from '@playwright/test'
import { strFromU8, unzipSync } from 'fflate'
import { readFileSync } from 'node:fs'
import type enAlerts from '../../packages/shared/src/i18n/locales/en/alerts.json'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import {
  expect as baseExpect,
  expectNoAxeViolations,
  readCatalog,
  readOutbox,
  signInNewTalent,
  test,
  type OutboxEmail,
  keepScreenshot,
} from '../fixtures'
import { createActiveCompany, createPublishedJob, uniqueWord } from '../job-fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'
type Alerts = typeof enAlerts
type Common = typeof enCommon
const shoot = (page: Page, name: string) => keepScreenshot(page, { path: `/tmp/alerts-${name}.png`, fullPage: true })
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text)

test.describe.configure({ timeout: 180_000 })

/** Waits for an e-mail to `to` that `matches` (the digest goes out when the alert is due: seconds, in e2e). */
async function waitForEmail(request: APIRequestContext, to: string, matches: (email: OutboxEmail) => boolean) {
  let found: OutboxEmail | undefined
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request)).find(
          (email) => email.to.toLowerCase() === to.toLowerCase() && matches(email),
        )
        return found !== undefined
      },
      { message: `an e-mail to ${to}`, timeout: 60_000, intervals: [1000] },
    )
    .toBe(true)
  return found!
}

const linkIn = (email: OutboxEmail, path: string) =>
  (email.text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).find((candidate) => new URL(candidate).pathname === path)

/**
 * The main story: a talent searches jobs, saves the search as an alert; a company publishes a matching job; the
 * digest e-mail reaches the talent, in their language, listing it. Answers what the secondary stories go on from.
 */
async function saveAlertAndReceiveDigest(page: Page, request: APIRequestContext, language: Language) {
  const alerts = readCatalog<Alerts>(language, 'alerts')
  const common = readCatalog<Common>(language, 'common')
  const { email } = await signInNewTalent(page, { language, firstName: 'Inés', lastName: 'Duarte' })
  const word = uniqueWord('alrt')
  const alertName = `Hunting ${word}`

  await page.goto(`/jobs?q=${word}&modality=remote`)
  await expect(page.getByRole('heading', { level: 1, name: common.page.jobs })).toBeVisible()
  await page.getByRole('button', { name: alerts.save.button }).click()
  const dialog = page.getByRole('dialog', { name: alerts.save.title })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('textbox', { name: alerts.save.name_label }).fill(alertName)
  await dialog.getByRole('radio', { name: alerts.frequency.daily }).check({ force: true })
  await expectNoAxeViolations(page)
  await shoot(page, `save-${language}`)
  await dialog.getByRole('button', { name: alerts.save.submit }).click()
  await expect(page.getByText(alerts.save.saved)).toBeVisible()

  // The company publishes a matching job, through the API.
  const company = await createActiveCompany(request)
  const job = await createPublishedJob(request, company.token, {
    jobTitle: `Threat Hunter ${word}`,
    modality: 'remote',
  })

  const digest = await waitForEmail(request, email, (mail) => mail.subject.includes(alertName))
  expect(digest.language).toBe(language)
  expect(digest.text).toContain(job.jobTitle)
  expect(digest.text).toContain(`/jobs/${job.id}`)

  // The campaigns screen lists the alert, with the job counted as sent.
  await page.goto('/talent/profile/campaigns')
  await expect(page.getByRole('heading', { level: 1, name: common.page.talent_profile_campaigns })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: alertName })).toBeVisible()
  await expect(page.getByText(fill(alerts.campaigns.sent_count_one, { count: 1 }), { exact: false })).toBeVisible()
  await expectNoAxeViolations(page)
  await shoot(page, `campaigns-${language}`)
  return { email, alertName, digest, alerts }
}

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })
    test('A talent saves a search as an alert and receives the digest when a matching job is published', async ({
      page,
      request,
    }) => {
      await saveAlertAndReceiveDigest(page, request, language)
    })

    test(`A talent takes their data: asks in settings, follows the e-mailed link and downloads the ZIP (${language})`, async ({
      page,
      request,
    }) => {
      const alerts = readCatalog<Alerts>(language, 'alerts')
      const { email } = await signInNewTalent(page, { language, firstName: 'Dana', lastName: 'Okafor' })
      await page.goto('/talent/account/settings')
      const section = page.getByRole('region', { name: alerts.export.title })
      await expect(section).toBeVisible()
      await section.getByRole('button', { name: alerts.export.request }).click()
      await expect(page.getByText(alerts.export.requested)).toBeVisible()
      await expect(section.getByText(alerts.export.status.ready)).toBeVisible({ timeout: 60_000 })

      const ready = await waitForEmail(request, email, (mail) => linkIn(mail, '/talent/account/settings') !== undefined)
      expect(ready.language).toBe(language)
      const link = linkIn(ready, '/talent/account/settings')
      expect(link).toBeDefined()
      const url = new URL(link!)
      await page.goto(`${url.pathname}${url.search}`)
      await expect(section.getByText(alerts.export.download_title)).toBeVisible()
      await section.scrollIntoViewIfNeeded()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shoot(page, `data-export-${language}`)
      const downloading = page.waitForEvent('download')
      await section.getByRole('button', { name: alerts.export.download }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^sentinela-data-\d{4}-\d{2}-\d{2}\.zip$/)
      const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)))
      const data = JSON.parse(strFromU8(files['data.json']!)) as { tables: { users: { email: string }[] } }
      expect(data.tables.users[0]!.email).toBe(email)

      // Without the session, the token downloads nothing.
      const signedOut = await request.post('/api/talent/dataExports/download', {
        data: { token: url.searchParams.get('export') },
      })
      expect(signedOut.status()).toBe(401)
    })
  })
}

test('A talent stops an alert from the e-mail link, signed out', async ({ page, request, browser, baseURL }) => {
  const { alertName, digest, alerts } = await saveAlertAndReceiveDigest(page, request, 'en')
  const link = linkIn(digest, '/alerts/unsubscribe')
  expect(link).toBeDefined()

  // Another browser with no session: the link works signed out.
  const context = await browser.newContext({ baseURL, locale: 'en-US' })
  const stranger = await context.newPage()
  const url = new URL(link!)
  await stranger.goto(`${url.pathname}${url.search}`)
  await expect(stranger.getByText(fill(alerts.unsubscribe.body, { name: alertName }))).toBeVisible()
  await expectNoAxeViolations(stranger)
  await stranger.getByRole('button', { name: alerts.unsubscribe.confirm }).click()
  await expect(stranger.getByText(fill(alerts.unsubscribe.done_body, { name: alertName }))).toBeVisible()
  await shoot(stranger, 'unsubscribed')

  // A tampered link is refused.
  const tampered = new URL(link!)
  tampered.searchParams.set('token', `${tampered.searchParams.get('token')!.slice(0, -2)}xx`)
  await stranger.goto(`${tampered.pathname}${tampered.search}`)
  await expect(stranger.getByText(alerts.unsubscribe.invalid_title)).toBeVisible()
  await context.close()

  // The talent sees the alert paused.
  await page.goto('/talent/profile/campaigns')
  const card = page.getByRole('article', { name: alertName })
  await expect(card.getByText(alerts.campaigns.status_paused)).toBeVisible()
  await expect(
    card.getByRole('button', { name: fill(alerts.campaigns.resume_label, { name: alertName }) }),
  ).toBeVisible()
})
