import { mkdirSync, writeFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import type enAwards from '../../packages/shared/src/i18n/locales/en/awards.json'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import {
  csrfHeaders,
  expect as baseExpect,
  expectFitsWidth,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  waitForEmailLink,
  signInOperator,
  keepScreenshot,
} from '../fixtures'
import { signInNewCompany } from '../company-fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'
type Country = 'MX' | 'CO' | 'AR'
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' }
const SHOTS = '/tmp/awards-shots'
const PHONE_WIDTH = 390

/** Each language's story runs in its own country, so the pages it opens are its own. */
const STORY_COUNTRY: Record<Language, Country> = { en: 'MX', es: 'CO', pt: 'AR' }
const COUNTRY_PATH: Record<Country, string> = { MX: '/MexicoAwards', CO: '/ColombiaAwards', AR: '/argentinaAwards' }

/** A one-page PDF, small and real: the API checks the proof by its content. */
const PROOF_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const HOUR = 3_600_000
const DAY = 24 * HOUR
const at = (offset: number) => new Date(Date.now() + offset).toISOString()
/** §4 phases follow the dates: nominations open now… */
const NOMINATIONS_OPEN = () => ({
  nominationsOpenAt: at(-HOUR),
  nominationsCloseAt: at(DAY),
  votingOpenAt: at(2 * DAY),
  votingCloseAt: at(3 * DAY),
})
/** …then, with the dates moved, voting is open now. */
const VOTING_OPEN = () => ({
  nominationsOpenAt: at(-3 * DAY),
  nominationsCloseAt: at(-2 * DAY),
  votingOpenAt: at(-HOUR),
  votingCloseAt: at(2 * DAY),
})

interface Edition {
  id: number
  year: number
  phase: string
}

/** An edition the story controls (through the back office's API), in a year no other edition of the country has. */
async function openEdition(page: Page, country: Country): Promise<Edition> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const year = 2030 + Math.floor(Math.random() * 70)
    const answer = await page.request.post('/api/operator/awards/editions', {
      headers: await csrfHeaders(page),
      data: { country, year, ...NOMINATIONS_OPEN() },
    })
    if (answer.status() === 409) continue
    expect(answer.status(), await answer.text()).toBe(201)
    const { data } = (await answer.json()) as { data: Edition }
    expect(data.phase).toBe('nominations')
    return data
  }
  throw new Error(`No free year for a ${country} edition`)
}

async function moveToVoting(page: Page, country: Country, edition: Edition) {
  const answer = await page.request.put(`/api/operator/awards/editions/${edition.id}`, {
    headers: await csrfHeaders(page),
    data: { country, year: edition.year, ...VOTING_OPEN() },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
  expect(((await answer.json()) as { data: Edition }).data.phase).toBe('voting')
}

/** A nomination sent the way the form sends it: the `nomination` JSON first, then the `proof` file. */
async function nominateThroughApi(page: Page, editionId: number, teacher: { firstName: string; lastName: string }) {
  const nomination = {
    editionId,
    ...teacher,
    email: uniqueEmail('teacher'),
    knowledgeArea: 'Network security',
    institution: 'Universidad del Pacífico',
    coursesTaught: 'Firewalls and intrusion detection',
    yearsTeaching: 6,
    students: 240,
    affiliatedWithInstitution: true,
    teachesInCountry: true,
  }
  const answer = await page.request.post('/api/talent/saveNominated', {
    headers: await csrfHeaders(page),
    multipart: {
      nomination: JSON.stringify(nomination),
      proof: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF },
    },
  })
  expect(answer.status(), await answer.text()).toBe(201)
  return ((await answer.json()) as { data: { id: number } }).data.id
}

async function approveThroughApi(page: Page, nomineeId: number) {
  const answer = await page.request.post(`/api/operator/awards/nominations/${nomineeId}/review`, {
    headers: await csrfHeaders(page),
    data: { decision: 'approve' },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}

async function newPage(browser: Browser, language: Language) {
  const context = await browser.newContext({ locale: LOCALES[language] })
  return context.newPage()
}

/** The nominee cards of the list, in the order the page shows them. */
const nomineeCards = (page: Page, listName: string) =>
  page.getByRole('list', { name: listName, exact: true }).getByRole('listitem')

async function readOrder(page: Page, listName: string) {
  return nomineeCards(page, listName).evaluateAll((items) =>
    items.map((item) => item.querySelector('a')?.textContent?.trim() ?? ''),
  )
}

// A story of four people across two browsers: about two minutes on a busy 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 })

for (const language of ['en', 'es', 'pt'] as const) {
  test.describe(`awards (${language})`, () => {
    test.use({ language })

    test(`a talent nominates a teacher, the operator approves, the teacher links the profile and another talent votes (${language})`, async ({
      page,
      browser,
      request,
    }) => {
      mkdirSync(SHOTS, { recursive: true })
      const words = readCatalog<typeof enAwards>(language, 'awards')
      const common = readCatalog<typeof enCommon>(language, 'common')
      const country = STORY_COUNTRY[language]
      const countryName = words.country[country]
      const tag = Date.now().toString(36).slice(-5)
      // The API breaks ties by last name: before any vote, Alvarado is listed above Zamora.
      const teacher = { firstName: 'Rosa', lastName: `Zamora${tag}` }
      const other = { firstName: 'Luis', lastName: `Alvarado${tag}` }
      const teacherName = `${teacher.firstName} ${teacher.lastName}`
      const otherName = `${other.firstName} ${other.lastName}`

      // The operator opens an edition whose nominations are open now.
      await signInOperator(page)
      const edition = await openEdition(page, country)
      const editionPage = `${COUNTRY_PATH[country]}?edition=${edition.id}`

      // The teacher already has a talent account: the code is e-mailed to it.
      const teacherPage = await newPage(browser, language)
      const teacherEmail = uniqueEmail('teacher')
      await signInNewTalent(teacherPage, { email: teacherEmail, ...teacher, language })

      // A talent nominates the teacher with a proof of experience, in the page's form.
      const nominator = await newPage(browser, language)
      await signInNewTalent(nominator, { email: uniqueEmail('nominator'), language })
      await nominateThroughApi(nominator, edition.id, other)
      await nominator.goto(editionPage)
      await expect(
        nominator.getByRole('heading', {
          level: 2,
          name: words.edition.title.replace('{{country}}', countryName).replace('{{year}}', String(edition.year)),
        }),
      ).toBeVisible()
      await expect(nominator.locator('[data-phase="nominations"]')).toHaveText(words.phase.nominations)
      await nominator.getByRole('button', { name: words.nominate.open, exact: true }).click()
      const dialog = nominator.getByRole('dialog')
      await dialog.getByRole('textbox', { name: words.nominate.first_name, exact: true }).fill(teacher.firstName)
      await dialog.getByRole('textbox', { name: words.nominate.last_name, exact: true }).fill(teacher.lastName)
      await dialog.getByRole('textbox', { name: words.nominate.email, exact: true }).fill(teacherEmail)
      await dialog.getByRole('textbox', { name: words.nominate.knowledge_area, exact: true }).fill('Ethical hacking')
      await dialog.getByRole('textbox', { name: words.nominate.institution, exact: true }).fill('Instituto Tecnológico')
      await dialog
        .getByRole('textbox', { name: words.nominate.courses_taught, exact: true })
        .fill('Penetration testing 101')
      await dialog.getByRole('textbox', { name: words.nominate.years_teaching, exact: true }).fill('4')
      // Below the §5 minimum first: the rule is told at the field, in the page's language.
      await dialog.getByRole('textbox', { name: words.nominate.students, exact: true }).fill('12')
      // Leaving the field tells its rule (and moves the button down) before the click.
      await dialog.getByRole('textbox', { name: words.nominate.students, exact: true }).blur()
      await dialog.getByRole('button', { name: words.nominate.submit }).click()
      const validation = readCatalog<Record<string, string>>(language, 'validation')
      await expect(dialog.getByText(validation.award_min_students!)).toBeVisible()
      await expect(dialog.getByText(words.nominate.proof_required)).toBeVisible()
      await dialog.getByRole('textbox', { name: words.nominate.students, exact: true }).fill('85')
      await dialog.getByRole('checkbox', { name: words.nominate.affiliated, exact: true }).check()
      await dialog
        .getByRole('checkbox', {
          name: words.nominate.teaches_in_country.replace('{{place}}', words.country_in[country]),
        })
        .check()
      const proofPath = `${SHOTS}/proof-${language}.pdf`
      writeFileSync(proofPath, PROOF_PDF)
      await dialog.locator('input[type="file"]').setInputFiles(proofPath)
      await keepScreenshot(nominator, { path: `${SHOTS}/nominate-${language}.png`, fullPage: true })
      await dialog.getByRole('button', { name: words.nominate.submit }).click()
      await expect(dialog).toBeHidden()
      await expect(nominator.getByRole('status').filter({ hasText: words.nomination_received })).toBeVisible()
      await nominator.context().close()

      // The operator approves it in the back office (the other nominee is approved through the API).
      const { link } = await waitForEmailLink(request, { to: teacherEmail, path: COUNTRY_PATH[country] })
      const code = new URL(link).searchParams.get('code') ?? ''
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/)
      await page.goto('/operator/awards')
      await expect(page.getByRole('heading', { level: 1, name: common.page.operator_awards })).toBeVisible()
      const card = page.getByRole('article', { name: teacherName })
      await expect(card).toContainText(teacherEmail)
      await expect(
        card.getByRole('link', { name: new RegExp(words.operator.open_proof.split(' (')[0]!) }),
      ).toHaveAttribute('target', '_blank')
      const otherCard = page.getByRole('article', { name: otherName })
      const otherId = Number(
        (
          await page.request.get('/api/operator/awards/nominations?status=pending').then((answer) => answer.json())
        ).data.find((nomination: { lastName: string }) => nomination.lastName === other.lastName).id,
      )
      await approveThroughApi(page, otherId)
      await keepScreenshot(page, { path: `${SHOTS}/operator-${language}.png`, fullPage: true })
      await card.getByRole('button', { name: words.operator.approve_name.replace('{{name}}', teacherName) }).click()
      await expect(card).toBeHidden()
      await page.reload()
      await expect(otherCard).toBeHidden()
      await expectNoAxeViolations(page, { repeatedIn: language })
      // The form that opens an edition: country, year and the four dates in the operator's language.
      await page.getByRole('button', { name: words.operator.new_edition, exact: true }).click()
      await expect(page.getByRole('dialog').getByText(words.operator.dates.votingCloseAt)).toBeVisible()
      await keepScreenshot(page, { path: `${SHOTS}/operator-edition-form-${language}.png` })
      await expectNoAxeViolations(page, { repeatedIn: language })
      await page.keyboard.press('Escape')

      // The teacher follows the e-mailed link signed out: after signing in they are back on it, the code filled in,
      // and the nominee profile is linked.
      const auth = readCatalog<{ fields: { email: string; password: string }; sign_in: { submit: string } }>(
        language,
        'auth',
      )
      await teacherPage.context().clearCookies()
      await teacherPage.evaluate(() => localStorage.removeItem('sentinela.session'))
      await teacherPage.goto(link)
      await expect(teacherPage).toHaveURL(/\/sign-in\?next=/)
      await teacherPage.getByRole('textbox', { name: auth.fields.email, exact: true }).fill(teacherEmail)
      await teacherPage.getByRole('textbox', { name: auth.fields.password, exact: true }).fill(TEST_PASSWORD)
      await teacherPage.getByRole('button', { name: auth.sign_in.submit, exact: true }).click()
      await expect(teacherPage).toHaveURL(new URL(link).pathname + new URL(link).search)
      const codeField = teacherPage.getByRole('textbox', { name: words.link.code, exact: true })
      await expect(codeField).toHaveValue(code)
      await teacherPage.getByRole('button', { name: words.link.submit }).click()
      const linked = teacherPage.getByRole('status').filter({ hasText: words.link.linked })
      await expect(linked).toBeVisible()
      await linked.getByRole('link').click()
      await expect(teacherPage.getByRole('heading', { level: 1, name: teacherName })).toBeVisible()
      await expect(teacherPage.getByText(words.nominee.linked)).toBeVisible()
      await teacherPage.context().close()

      // Voting opens (the operator moves the dates); another talent finds the teacher by last name and votes.
      await moveToVoting(page, country, edition)
      const voter = await newPage(browser, language)
      await signInNewTalent(voter, { email: uniqueEmail('voter'), language })
      await voter.goto(editionPage)
      await expect(voter.locator('[data-phase="voting"]')).toHaveText(words.phase.voting)
      const listName = words.nominees.title
      await expect.poll(() => readOrder(voter, listName)).toEqual([otherName, teacherName])
      await voter
        .getByRole('textbox', { name: words.nominees.search, exact: true })
        .fill(teacher.lastName.toLowerCase())
      await expect.poll(() => readOrder(voter, listName)).toEqual([teacherName])
      await voter.getByRole('button', { name: words.vote.button_for.replace('{{name}}', teacherName) }).click()
      await voter.getByRole('dialog').getByRole('button', { name: words.vote.confirm }).click()
      await expect(
        voter.getByRole('status').filter({ hasText: words.vote.you_voted_for.replace('{{name}}', teacherName) }),
      ).toBeVisible()
      await expect(voter.getByRole('button', { name: words.vote.button, exact: true })).toHaveCount(0)

      // The order follows the votes: the teacher now comes first, with the one vote.
      await voter.getByRole('textbox', { name: words.nominees.search, exact: true }).fill('')
      await expect.poll(() => readOrder(voter, listName)).toEqual([teacherName, otherName])
      const first = nomineeCards(voter, listName).first()
      await expect(first.getByTestId('votes')).toHaveText(words.nominees.votes_one.replace('{{count}}', '1'))
      await expect(first.getByText(words.vote.yours)).toBeVisible()
      await keepScreenshot(voter, { path: `${SHOTS}/voted-${language}.png`, fullPage: true })
      await expectNoAxeViolations(voter, { repeatedIn: language })
      await voter.setViewportSize({ width: PHONE_WIDTH, height: 800 })
      await expectFitsWidth(voter, PHONE_WIDTH)
      await keepScreenshot(voter, { path: `${SHOTS}/voted-${PHONE_WIDTH}-${language}.png`, fullPage: true })

      // The nominee's own page says the same.
      await first.getByRole('link', { name: teacherName }).click()
      await expect(voter.getByRole('heading', { level: 1, name: teacherName })).toBeVisible()
      await expect(voter.getByTestId('votes')).toHaveText(words.nominees.votes_one.replace('{{count}}', '1'))
      await expectFitsWidth(voter, PHONE_WIDTH)
      await keepScreenshot(voter, { path: `${SHOTS}/nominee-${PHONE_WIDTH}-${language}.png`, fullPage: true })

      // Community lists the editions not closed yet (this talent has no country: the four countries'), with phase.
      const content = readCatalog<{ community: { awards: string; awards_edition: string } }>(language, 'content')
      await voter.setViewportSize({ width: 1280, height: 800 })
      await voter.goto('/talent/account/Community')
      const awards = voter.getByRole('region', { name: content.community.awards })
      const entry = awards.getByRole('listitem').filter({
        has: voter.getByRole('link', {
          name: content.community.awards_edition
            .replace('{{country}}', countryName)
            .replace('{{year}}', String(edition.year)),
        }),
      })
      await expect(entry).toContainText(words.phase.voting)
      await keepScreenshot(voter, { path: `${SHOTS}/community-${language}.png`, fullPage: true })
      await entry.getByRole('link').click()
      await expect(voter).toHaveURL(new RegExp(`${COUNTRY_PATH[country]}\\?edition=${edition.id}$`))
      await voter.context().close()

      // A company reads the list but has no vote (§5: voters are registered talent).
      if (language === 'en') {
        const company = await newPage(browser, language)
        await signInNewCompany(company, { email: uniqueEmail('awards-company'), language })
        await company.goto(editionPage)
        await expect.poll(() => readOrder(company, listName)).toEqual([teacherName, otherName])
        await expect(company.getByText(words.vote.talent_only)).toBeVisible()
        await expect(company.getByRole('button', { name: words.vote.button, exact: true })).toHaveCount(0)
        await company.context().close()
      }
    })
  })
}
