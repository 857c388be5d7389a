import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import type enMessages from '../../packages/shared/src/i18n/locales/en/messages.json'
import type enErrors from '../../packages/shared/src/i18n/locales/en/errors.json'
import {
  csrfHeaders,
  expect as baseExpect,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  uniqueEmail,
  waitForEmailLink,
  lastOutboxId,
  keepScreenshot,
} from '../fixtures'
import { createPublishedJob, signInNewCompany, uniqueWord } from '../job-fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

type Language = 'en' | 'es' | 'pt'
type Words = typeof enMessages
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' }
const SHOTS = '/tmp/messages-shots'

const words = (language: Language) => readCatalog<Words>(language, 'messages')
const errors = (language: Language) => readCatalog<typeof enErrors>(language, 'errors')
/** i18next's `{{name}}` interpolation, for building the accessible names the screens show. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]))

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })
}

/** A dialog has finished fading in: axe measures colours as they will stay, not halfway through the transition. */
async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect(dialog).toHaveCSS('opacity', '1')
}

/**
 * A company on a plan that may contact talents, one published job, and a talent (in a browser of their own) who
 * applied to it with a message: the pipeline's candidate and the thread's first message.
 */
async function appliedCandidate(page: Page, browser: Browser, language: Language) {
  const companyName = `Blue Shield ${uniqueWord('co')}`
  const company = await signInNewCompany(page, { language, companyName, plan: 'professional' })
  const job = await createPublishedJob(page.request, company.token, { jobTitle: `SOC Analyst ${uniqueWord()}` })
  const talentContext = await browser.newContext({ locale: LOCALES[language] })
  const talentPage = await talentContext.newPage()
  const talentName = { firstName: 'Nadia', lastName: `Reyes ${uniqueWord('t')}` }
  const talent = await signInNewTalent(talentPage, {
    email: uniqueEmail('messages'),
    language,
    ...talentName,
  })
  const application = 'I have triaged alerts in a 24/7 SOC for two years and would love to join.'
  const applied = await talentPage.request.post('/api/talent/apply', {
    headers: await csrfHeaders(talentPage),
    data: { positionId: job.id, message: application },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  return {
    company,
    companyName,
    job,
    talentPage,
    talentContext,
    talent,
    talentFullName: `${talentName.firstName} ${talentName.lastName}`,
    application,
  }
}

/** The company opens the candidate's conversation from the job's pipeline. */
async function openPipelineThread(page: Page, jobId: number, talentName: string, t: Words) {
  await page.goto(`/company/account/viewAppliedTalent?positionId=${jobId}`)
  const candidate = page.getByRole('article', { name: talentName })
  await candidate.getByRole('button', { name: fill(t.company.button_named, { name: talentName }) }).click()
  const dialog = page.getByRole('dialog', { name: fill(t.company.dialog_title, { name: talentName }) })
  await expectOpened(dialog)
  return dialog
}

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    test(`A company messages a candidate, the talent answers, the company sees the reply (${language})`, async ({
      page,
      browser,
    }) => {
      const t = words(language)
      const story = await appliedCandidate(page, browser, language)
      const { talentPage, talentFullName, companyName } = story

      // Company: from the candidate pipeline, the conversation opened by the application; it answers there.
      const dialog = await openPipelineThread(page, story.job.id, talentFullName, t)
      await expect(dialog.getByText(story.application)).toBeVisible()
      await expect(dialog.getByText(t.thread.kind.application)).toBeVisible()
      const question = `Thanks for applying! Could we talk on Thursday? (${language})`
      await dialog.getByRole('textbox', { name: t.thread.reply_label }).fill(question)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await dialog.getByRole('button', { name: t.thread.send }).click()
      await expect(page.getByText(t.thread.sent)).toBeVisible()
      await expect(dialog.getByText(question)).toBeVisible()
      await shot(page, `pipeline-dialog-${language}`)
      await dialog.getByRole('button', { name: t.company.close }).click()

      // Talent: the navigation counts the unread message; connections show the company and the conversation.
      await talentPage.goto('/jobs')
      await expect(talentPage.getByText(fill(t.nav_unread_one, { count: 1 }))).toBeAttached()
      await talentPage.goto('/talent/profile/connections')
      await expect(talentPage.getByRole('heading', { level: 1, name: t.connections.title })).toBeVisible()
      const list = talentPage.getByRole('list', { name: t.connections.list_label })
      await expect(list.getByText(companyName, { exact: true })).toBeVisible()
      await expect(list.getByText(t.connections.reason.applied)).toBeVisible()
      const thread = talentPage.getByRole('region', { name: fill(t.thread.title, { name: companyName }) })
      await expect(thread.getByText(question)).toBeVisible()
      // Opening the conversation marked it read: the navigation's count is gone.
      await expect(talentPage.getByText(fill(t.nav_unread_one, { count: 1 }))).toHaveCount(0)
      const answer = `Thursday works for me. (${language})`
      await thread.getByRole('textbox', { name: t.thread.reply_label }).fill(answer)
      await thread.getByRole('button', { name: t.thread.send }).click()
      await expect(talentPage.getByText(t.thread.sent)).toBeVisible()
      await expect(thread.getByText(answer)).toBeVisible()
      await expectNoAxeViolations(talentPage, { repeatedIn: language })
      await shot(talentPage, `connections-${language}`)

      // Company: its messages screen shows the talent's reply.
      await page.goto('/company/account/messages')
      await expect(page.getByRole('heading', { level: 1, name: t.company.title })).toBeVisible()
      const companyThread = page.getByRole('region', { name: fill(t.thread.title, { name: talentFullName }) })
      await expect(companyThread.getByText(answer)).toBeVisible()
      await expect(companyThread.getByText(question)).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, `company-messages-${language}`)
      await story.talentContext.close()
    })
  })
}

test('The talent is e-mailed of a new message, and a blocked company can no longer write', async ({
  page,
  browser,
}) => {
  const t = words('en')
  const story = await appliedCandidate(page, browser, 'en')
  const { talentPage, talentFullName, companyName } = story
  const since = await lastOutboxId(page.request)

  // The company writes; the talent's e-mail links to the conversation.
  let dialog = await openPipelineThread(page, story.job.id, talentFullName, t)
  await dialog.getByRole('textbox', { name: t.thread.reply_label }).fill('Are you available next week?')
  await dialog.getByRole('button', { name: t.thread.send }).click()
  await expect(dialog.getByText('Are you available next week?')).toBeVisible()
  await dialog.getByRole('button', { name: t.company.close }).click()
  const { email, link } = await waitForEmailLink(page.request, {
    to: story.talent.email,
    path: '/talent/profile/connections',
    after: since,
  })
  expect(email.subject).toBe(`New message from Carla Company`)
  expect(email.text).toContain('Are you available next week?')
  await talentPage.goto(new URL(link).pathname + new URL(link).search)
  const thread = talentPage.getByRole('region', { name: fill(t.thread.title, { name: companyName }) })
  await expect(thread.getByText('Are you available next week?')).toBeVisible()

  // The talent blocks the company, after confirming.
  await talentPage.getByRole('button', { name: fill(t.connections.block, { company: companyName }) }).click()
  const confirm = talentPage.getByRole('dialog', {
    name: fill(t.connections.block_confirm_title, { company: companyName }),
  })
  await expectOpened(confirm)
  await confirm.getByRole('button', { name: t.connections.block_action }).click()
  await expect(talentPage.getByText(fill(t.connections.blocked_saved, { company: companyName }))).toBeVisible()
  await expect(thread.getByText(t.thread.blocked_talent)).toBeVisible()
  // The conversation stays readable; there is no answer box while blocked.
  await expect(thread.getByText('Are you available next week?')).toBeVisible()
  await expect(thread.getByRole('textbox', { name: t.thread.reply_label })).toHaveCount(0)
  await expectNoAxeViolations(talentPage)
  await shot(talentPage, 'connections-blocked-en')

  // The company sees why it cannot write, and its contact is refused with the translated reason.
  dialog = await openPipelineThread(page, story.job.id, talentFullName, t)
  await expect(dialog.getByText(t.thread.blocked_company)).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: t.thread.reply_label })).toHaveCount(0)
  await dialog.getByRole('button', { name: t.company.close }).click()
  const candidate = page.getByRole('article', { name: talentFullName })
  await candidate.getByRole('button', { name: `Contact talent ${talentFullName}` }).click()
  const contact = page.getByRole('dialog', { name: `Write to ${talentFullName}` })
  await expectOpened(contact)
  await contact.getByRole('textbox', { name: 'Message' }).fill('Please reconsider.')
  await contact.getByRole('button', { name: 'Send message' }).click()
  await expect(contact.getByRole('alert')).toContainText(errors('en').messages_blocked_by_talent)
  await shot(page, 'contact-blocked-en')

  // Unblocked, the company may write again.
  await talentPage.getByRole('button', { name: fill(t.connections.unblock, { company: companyName }) }).click()
  await expect(talentPage.getByText(fill(t.connections.unblocked_saved, { company: companyName }))).toBeVisible()
  await story.talentContext.close()
})
