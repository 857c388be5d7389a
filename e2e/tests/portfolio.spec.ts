import type { Page } from '@playwright/test'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import type enPortfolio from '../../packages/shared/src/i18n/locales/en/portfolio.json'
import {
  createActiveTalent,
  csrfHeaders,
  expect as baseExpect,
  expectFitsWidth,
  expectNoAxeViolations,
  readCatalog,
  signInNewTalent,
  test,
  keepScreenshot,
} from '../fixtures'
import { createActiveCompany, createPublishedJob, signInNewCompany, uniqueWord } from '../job-fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'
const PHONE_WIDTH = 390
const shoot = (page: Page, name: string) => keepScreenshot(page, { path: `/tmp/portfolio-${name}.png`, fullPage: true })

/** A skill statement every language finds by its code (the framework's search matches a code exactly). */
const STATEMENT = 'S0875'

const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{{${key}}}`, String(value)), text)

test.describe.configure({ timeout: 180_000 })

for (const language of ['en', 'es', 'pt'] as const satisfies readonly Language[]) {
  test.describe(`portfolio (${language})`, () => {
    test.use({ language })

    test('A talent adds a project with a NICE statement and sees it listed', async ({ page }) => {
      const words = readCatalog<typeof enPortfolio>(language, 'portfolio')
      const common = readCatalog<typeof enCommon>(language, 'common')
      await signInNewTalent(page, { firstName: 'Inés', lastName: 'Duarte', language })

      await page.goto('/talent/profile/projects')
      await expect(page.getByRole('heading', { level: 1, name: common.page.talent_profile_projects })).toBeVisible()
      await expect(page.getByText(words.projects.empty_title)).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })

      await page.getByRole('button', { name: words.projects.add }).first().click()
      const dialog = page.getByRole('dialog', { name: words.form.add_title })
      await expect(dialog).toBeVisible()
      const title = `Cyber Apocalypse ${uniqueWord()}`
      await dialog.getByRole('textbox', { name: words.form.title }).fill(title)
      await dialog.getByRole('combobox', { name: words.form.kind }).click()
      await page.getByRole('option', { name: words.projects.kind.ctf, exact: true }).click()
      await dialog.getByRole('textbox', { name: words.form.link }).fill('https://github.com/example/cyber-apocalypse')
      await dialog.getByRole('textbox', { name: words.form.start_date }).fill('2026-03-10')
      await dialog.getByRole('textbox', { name: words.form.start_date }).press('Tab')
      await dialog.getByRole('checkbox', { name: words.form.ongoing }).check()
      await dialog
        .getByRole('textbox', { name: words.form.description })
        .fill('Forensics challenges: memory dumps and packet captures.')
      // A statement by its code: the skill S0875 (packet analysis).
      await dialog.getByRole('textbox', { name: words.statements.search }).fill(STATEMENT)
      await dialog.getByRole('button', { name: fill(words.statements.add, { code: STATEMENT }) }).click()
      await expect(
        dialog.getByRole('button', { name: fill(words.statements.remove, { code: STATEMENT }) }),
      ).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shoot(page, `form-${language}`)
      await dialog.getByRole('button', { name: words.form.save }).click()
      await expect(dialog).toBeHidden()

      const list = page.getByRole('list', { name: words.projects.list_label })
      const item = list.getByRole('listitem').filter({ hasText: title })
      await expect(item).toBeVisible()
      await expect(item.getByText(words.projects.kind.ctf, { exact: true })).toBeVisible()
      await expect(item.getByText(STATEMENT)).toBeVisible()
      await expect(item.getByRole('link', { name: fill(words.projects.open_link, { title }) })).toHaveAttribute(
        'href',
        'https://github.com/example/cyber-apocalypse',
      )
      await expect(page.getByText(fill(words.projects.count, { count: 1, limit: 50 }))).toBeVisible()
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shoot(page, `projects-${language}`)

      // A link that is not https is refused on the field, in the talent's language.
      await page.getByRole('button', { name: fill(words.projects.edit_label, { title }) }).click()
      const edit = page.getByRole('dialog', { name: words.form.edit_title })
      await edit.getByRole('textbox', { name: words.form.link }).fill('http://example.com')
      await edit.getByRole('button', { name: words.form.save }).click()
      const validation = readCatalog<Record<string, string>>(language, 'validation')
      await expect(edit.getByText(validation.invalid_url!)).toBeVisible()
      await edit.getByRole('button', { name: words.form.cancel }).first().click()
    })
  })
}

test.describe('portfolio, one language', () => {
  test.use({ language: 'en' })

  test("A company sees the project on the talent's profile", async ({ page, request }) => {
    const word = uniqueWord('pf')
    const talent = await createActiveTalent(request, { firstName: 'Nora', lastName: `Quispe${word}` })
    const talentHeaders = { Authorization: `Bearer ${talent.token}` }
    const added = await request.post('/api/talent/projects', {
      headers: talentHeaders,
      data: {
        title: 'sigma-latam detection rules',
        kind: 'repository',
        link: 'https://github.com/example/sigma-latam',
        startDate: '2025-06-01',
        endDate: null,
        description: 'Sigma rules for banking trojans seen in Latin America.',
        statementCodes: ['K0860'],
      },
    })
    expect(added.status(), await added.text()).toBe(201)

    const company = await signInNewCompany(page)
    const job = await createPublishedJob(page.request, company.token, { jobTitle: `Detection Engineer ${word}` })
    const applied = await request.post('/api/talent/apply', {
      headers: talentHeaders,
      data: { positionId: job.id, message: 'I maintain open-source Sigma rules.' },
    })
    expect(applied.status(), await applied.text()).toBe(201)

    await page.goto(`/company/account/viewAppliedTalent?positionId=${job.id}`)
    const name = `Nora Quispe${word}`
    await page
      .getByRole('button', { name: `View profile of ${name}` })
      .first()
      .click()
    const profile = page.getByRole('dialog', { name: `Profile of ${name}` })
    await expect(profile.getByRole('heading', { name: 'Projects' })).toBeVisible()
    await expect(profile.getByText('sigma-latam detection rules')).toBeVisible()
    await expect(profile.getByText('K0860')).toBeVisible()
    await expect(profile.getByText('Repository', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
    await keepScreenshot(page, { path: '/tmp/portfolio-company-drawer.png' })
  })

  test('The activity timeline shows an application and its status change', async ({ page, request }) => {
    const words = readCatalog<typeof enPortfolio>('en', 'portfolio')
    const company = await createActiveCompany(request)
    const jobTitle = `Threat Hunter ${uniqueWord()}`
    const job = await createPublishedJob(request, company.token, { jobTitle })
    await signInNewTalent(page, { firstName: 'Tomás', lastName: 'Vidal' })
    const headers = await csrfHeaders(page)
    const applied = await page.request.post('/api/talent/apply', {
      headers,
      data: { positionId: job.id, message: 'Threat hunting is what I do every day.' },
    })
    expect(applied.status(), await applied.text()).toBe(201)
    const candidates = await request.get(`/api/positions/appliedPositions/${job.id}`, {
      headers: { Authorization: `Bearer ${company.token}` },
    })
    expect(candidates.ok(), await candidates.text()).toBe(true)
    const applicationId = ((await candidates.json()) as { data: { candidates: { applicationId: number }[] } }).data
      .candidates[0]!.applicationId
    const moved = await request.post('/api/positions/UpdatedCommunicationStatusAppliedTalent', {
      headers: { Authorization: `Bearer ${company.token}` },
      data: { applicationId, communicationStatus: 2 },
    })
    expect(moved.ok(), await moved.text()).toBe(true)

    await page.goto('/talent/profile/activity')
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible()
    const timeline = page.getByRole('list', { name: words.activity.list_label })
    await expect(timeline.getByRole('listitem').first()).toContainText(
      `${company.companyName} moved your application to ${jobTitle}: Conversation in progress`,
    )
    await expect(timeline).toContainText(`You applied to ${jobTitle} at ${company.companyName}`)
    await expectNoAxeViolations(page)
    await shoot(page, 'activity-en')
  })

  test('The dashboard shows completeness and best roles, also at phone width', async ({ page, request }) => {
    const words = readCatalog<typeof enPortfolio>('en', 'portfolio')
    const role = 'PD-WRL-003'
    const statements = await request.post('/api/workforceframework/categories/skill', {
      data: { workRoleCodes: [role], page: 1, limit: 200 },
    })
    const codes = ((await statements.json()) as { data: { code: string }[] }).data.map((item) => item.code)
    await signInNewTalent(page, { firstName: 'Lía', lastName: 'Souza' })
    const headers = await csrfHeaders(page)
    const current = (await (await page.request.get('/api/profile')).json()) as {
      data: { profile: { version: number } }
    }
    const saved = await page.request.put('/api/profile/nice', {
      headers,
      data: {
        version: current.data.profile.version,
        categoryCodes: ['PD'],
        workRoleCodes: [role],
        statementCodes: codes,
      },
    })
    expect(saved.ok(), await saved.text()).toBe(true)

    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
    const completeness = page.getByRole('region', { name: words.dashboard.completeness_title })
    await expect(completeness.getByText(fill(words.dashboard.completeness_value, { percentage: 20 }))).toBeVisible()
    await expect(
      completeness.getByText(fill(words.dashboard.next_step, { step: words.dashboard.section.basic_data })),
    ).toBeVisible()
    await expect(completeness.getByRole('link', { name: words.dashboard.next_step_go })).toHaveAttribute(
      'href',
      '/talent/account/profile/basicData',
    )
    const roles = page.getByRole('region', { name: words.dashboard.roles_title })
    const best = roles.getByRole('list', { name: words.dashboard.roles_label })
    await expect(best.getByRole('listitem')).not.toHaveCount(0)
    await expect(best).toContainText('%')
    // The applications and saved jobs summary a talent had before is still there.
    await expect(page.getByRole('region', { name: 'Your applications' })).toBeVisible()
    await expectNoAxeViolations(page)
    await shoot(page, 'dashboard-en')

    await page.setViewportSize({ width: PHONE_WIDTH, height: 844 })
    await expectFitsWidth(page, PHONE_WIDTH)
    await shoot(page, 'dashboard-phone')
  })
})
