import { mkdirSync } from 'node:fs'
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test'
import { MESSAGE_REPLY_RATE_LIMIT, THREAD_MESSAGES_MAX } from '@sentinela/shared/schemas/messages'
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
  TEST_PASSWORD,
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

/**
 * Writers for a long thread: each may send MESSAGE_REPLY_RATE_LIMIT replies per window, so the company's main admin
 * adds admin users (POST /employees) who sign in, each from a request context of their own, and write too. Answers
 * the Bearer headers of each, the main admin's first.
 */
async function companyWriters(newRequest: () => Promise<APIRequestContext>, companyToken: string, extra: number) {
  const main = { Authorization: `Bearer ${companyToken}` }
  const writers = [main]
  for (let index = 0; index < extra; index++) {
    const email = uniqueEmail('writer')
    const own = await newRequest()
    const added = await own.post('/api/employees', {
      headers: main,
      data: {
        firstName: 'Ana',
        lastName: `Writer ${index + 1}`,
        jobTitle: 'Recruiter',
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
      },
    })
    expect(added.status(), await added.text()).toBe(201)
    const signedIn = await own.post('/api/authentication/login', { data: { email, password: TEST_PASSWORD } })
    expect(signedIn.ok(), await signedIn.text()).toBe(true)
    const { data } = (await signedIn.json()) as { data: { token: string } }
    writers.push({ Authorization: `Bearer ${data.token}` })
    await own.dispose()
  }
  return writers
}

test(`A talent and the company read a conversation of more than ${THREAD_MESSAGES_MAX} messages back to its first one`, async ({
  page,
  browser,
  request,
  playwright,
  baseURL,
}) => {
  const t = words('en')
  const story = await appliedCandidate(page, browser, 'en')
  const { talentPage, companyName } = story
  const talentHeaders = await csrfHeaders(talentPage)
  const connections = await talentPage.request.get('/api/messages/connections')
  const [connection] = ((await connections.json()) as { data: { thread: { id: number } }[] }).data
  const threadId = connection!.thread.id

  // The talent and six users of the company write 210 messages, one after another; nobody is e-mailed of each.
  const writers = await companyWriters(() => playwright.request.newContext({ baseURL }), story.company.token, 5)
  for (const [context, headers] of [
    [talentPage.request, talentHeaders],
    [request, writers[0]!],
  ] as const) {
    const off = await context.put('/api/messages/preferences', { headers, data: { emailOnMessage: false } })
    expect(off.ok(), await off.text()).toBe(true)
  }
  const senders = [
    { context: talentPage.request, headers: talentHeaders },
    ...writers.map((headers) => ({ context: request, headers })),
  ]
  const label = (number: number) => `Message ${String(number).padStart(3, '0')}`
  let written = 0
  for (const { context, headers } of senders) {
    for (let index = 0; index < MESSAGE_REPLY_RATE_LIMIT; index++) {
      written += 1
      const sent = await context.post(`/api/messages/threads/${threadId}/messages`, {
        headers,
        data: { body: label(written) },
      })
      expect(sent.status(), await sent.text()).toBe(201)
    }
  }
  // The newest page holds the last replies; the application's message and the first replies are older.
  const firstShown = written - THREAD_MESSAGES_MAX + 1

  await talentPage.goto(`/talent/profile/connections?thread=${threadId}`)
  const thread = talentPage.getByRole('region', { name: fill(t.thread.title, { name: companyName }) })
  const list = thread.getByRole('list', { name: t.thread.messages_label })
  await expect(list.getByText(label(written), { exact: true })).toBeVisible()
  await expect(list.getByText(label(firstShown), { exact: true })).toBeVisible()
  await expect(list.getByText(label(firstShown - 1), { exact: true })).toHaveCount(0)
  await expect(list.getByText(story.application)).toHaveCount(0)
  await expect(list.getByRole('listitem')).toHaveCount(THREAD_MESSAGES_MAX)
  const showOlder = thread.getByRole('button', { name: t.thread.show_older })
  await expect(showOlder).toBeVisible()
  await expectNoAxeViolations(talentPage)
  await shot(talentPage, 'thread-show-older-en')

  // The older page comes in above, and the message at the top of the list stays where the reader saw it.
  const top = list.getByText(label(firstShown), { exact: true })
  const before = (await top.boundingBox())!.y
  await showOlder.click()
  await expect(list.getByText(story.application)).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(written + 1)
  await expect(list.getByText(label(1), { exact: true })).toBeVisible()
  expect(Math.abs((await top.boundingBox())!.y - before)).toBeLessThan(2)
  // Every message is shown: the button is gone and the keyboard goes on from the list.
  await expect(showOlder).toHaveCount(0)
  await expect(list).toBeFocused()
  await shot(talentPage, 'thread-older-shown-en')

  // The company's dialog from the job's candidates reads it back to the first message too.
  const dialog = await openPipelineThread(page, story.job.id, story.talentFullName, t)
  const dialogList = dialog.getByRole('list', { name: t.thread.messages_label })
  await expect(dialogList.getByRole('listitem')).toHaveCount(THREAD_MESSAGES_MAX)
  await expect(dialogList.getByText(story.application)).toHaveCount(0)
  await dialog.getByRole('button', { name: t.thread.show_older }).click()
  await expect(dialogList.getByText(story.application)).toBeVisible()
  await expect(dialogList.getByRole('listitem')).toHaveCount(written + 1)
  await expect(dialog.getByRole('button', { name: t.thread.show_older })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await story.talentContext.close()
})
