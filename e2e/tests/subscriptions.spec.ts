import { mkdirSync, readFileSync } from 'node:fs'
import type { Browser, Locator, Page } from '@playwright/test'
import type enBilling from '../../packages/shared/src/i18n/locales/en/billing.json'
import type enCommon from '../../packages/shared/src/i18n/locales/en/common.json'
import type enCompanyJobs from '../../packages/shared/src/i18n/locales/en/company-jobs.json'
import type enComponents from '../../packages/shared/src/i18n/locales/en/components.json'
import type enErrors from '../../packages/shared/src/i18n/locales/en/errors.json'
import { signInNewCompany } from '../company-fixtures'
import {
  csrfHeaders,
  expect as baseExpect,
  expectFitsWidth,
  expectNoAxeViolations,
  readCatalog,
  test,
  TEST_PASSWORD,
  uniqueEmail,
  signInOperator,
  keepScreenshot,
} from '../fixtures'

// The machine running these is shared and slow: each check waits longer than the default.
const expect = baseExpect.configure({ timeout: 30_000 })

type Language = 'en' | 'es' | 'pt'
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-MX', pt: 'pt-BR' }
const SHOTS = '/tmp/billing-shots'
const PHONE = { width: 390, height: 844 }
const PLANS = '/subscriptions'
const SUBSCRIPTION = '/company/account/subscriptions'
const JOBS_LIST = '/company/account/appliedJobs'
/** The country of the billing address, as the master data labels it in each language. */
const MEXICO: Record<Language, string> = { en: 'Mexico', es: 'México', pt: 'México' }
const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' }

/** Fills a catalog text's `{{placeholders}}`. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''))

/** A catalog text with its placeholders open, to find the message whatever the API filled in. */
const pattern = (text: string) =>
  new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+'))

const shot = (page: Page, name: string) => keepScreenshot(page, { path: `${SHOTS}/${name}.png`, fullPage: true })

/** A dialog has finished fading in: axe measures colours as they will stay, not halfway through the transition. */
async function expectOpened(dialog: Locator) {
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((node) => getComputedStyle(node).opacity)).toBe('1')
}

/** A job created through the API as a draft (and published when asked), as the stepper and Change Status would. */
async function createJob(page: Page, jobTitle: string, publish: boolean) {
  const headers = await csrfHeaders(page)
  const created = await page.request.post('/api/positions', {
    headers,
    data: {
      jobTitle,
      description: 'Lead the response to security incidents across our cloud estate.',
      employmentType: 0,
      modality: 'remote',
      salaryMin: 60_000,
      salaryMax: 90_000,
      expirationDate: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      roles: [],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { id } = ((await created.json()) as { data: { id: number } }).data
  if (publish) {
    const published = await page.request.post(`/api/positions/${id}/status`, { headers, data: { status: 'published' } })
    expect(published.ok(), await published.text()).toBe(true)
  }
  return id
}

/** Opens Change Status on a draft of the job list and confirms Publish; answers the dialog. */
async function publishDraftInList(page: Page, language: Language, jobTitle: string) {
  const jobs = readCatalog<typeof enCompanyJobs>(language, 'company-jobs')
  await page.goto(JOBS_LIST)
  await page.getByText(jobs.list.filter.draft, { exact: true }).click()
  await expect(page.getByRole('radio', { name: jobs.list.filter.draft })).toBeChecked()
  const card = page.getByRole('article', { name: jobTitle })
  await card.getByRole('button', { name: fill(jobs.list.change_status_of, { title: jobTitle }) }).click()
  const confirm = page.getByRole('dialog', { name: jobs.list.publish_title })
  await expectOpened(confirm)
  await confirm.getByRole('button', { name: jobs.list.publish, exact: true }).click()
  return confirm
}

async function newPage(browser: Browser, language: Language) {
  const context = await browser.newContext({ locale: LOCALES[language] })
  return context.newPage()
}

test.describe.configure({ timeout: 240_000 })

for (const language of ['en', 'es', 'pt'] as const) {
  test(`A Demo company reaches its job limit, subscribes to Professional yearly through the demo checkout and publishes more (${language})`, async ({
    page,
  }) => {
    mkdirSync(SHOTS, { recursive: true })
    const words = readCatalog<typeof enBilling>(language, 'billing')
    const common = readCatalog<typeof enCommon>(language, 'common')
    const errors = readCatalog<typeof enErrors>(language, 'errors')
    const components = readCatalog<typeof enComponents>(language, 'components')
    const jobs = readCatalog<typeof enCompanyJobs>(language, 'company-jobs')
    const company = await signInNewCompany(page, { language, companyName: `Andes Blue Team ${language}` })

    // Demo allows three published jobs at once: three are, and a fourth waits as a draft.
    for (const title of ['Analyst A', 'Analyst B', 'Analyst C']) await createJob(page, title, true)
    const fourth = 'Analyst D'
    await createJob(page, fourth, false)

    // Publishing the fourth is refused by the plan, with the way to the plans.
    const confirm = await publishDraftInList(page, language, fourth)
    const refusal = confirm
      .getByRole('alert')
      .or(confirm.getByRole('status'))
      .filter({
        hasText: pattern(errors.job_post_limit_reached),
      })
    await expect(refusal.first()).toBeVisible()
    await shot(page, `limit-${language}`)
    const seePlans = confirm.getByRole('link', { name: components.plan_upgrade.action })
    if ((await seePlans.count()) > 0) await seePlans.click()
    else await page.goto(PLANS)

    // The plans side by side, without the toolbar (§2); Demo is the current one.
    await expect(page).toHaveURL(new RegExp(`${PLANS}$`))
    await expect(page.getByRole('heading', { level: 1, name: common.page.subscriptions })).toBeVisible()
    await expect(page.getByRole('banner')).toHaveCount(0)
    const plans = page.getByRole('list', { name: words.plans.list_label }).getByRole('article')
    await expect(plans).toHaveCount(4)
    const demo = page.getByRole('article', { name: 'Demo' })
    await expect(demo.getByText(words.plans.current, { exact: true })).toBeVisible()
    await expect(demo.getByText(fill(words.limits.jobs_other, { count: 3 }))).toBeVisible()
    const enterprise = page.getByRole('article', { name: 'Enterprise' })
    await expect(enterprise.getByText(words.limits.jobs_unlimited)).toBeVisible()
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `plans-monthly-${language}`)

    // Annual: the price of a year, and what it saves.
    await page.getByRole('radiogroup', { name: words.plans.interval_label }).getByText(words.interval.year).click()
    const professional = page.getByRole('article', { name: 'Professional' })
    await expect(professional.getByText(pattern(words.plans.saving))).toBeVisible()
    await expect(professional.getByText(words.per.year, { exact: true })).toBeVisible()
    await shot(page, `plans-annual-${language}`)

    // Choose Professional: the billing form, every field required (§5).
    await professional.getByRole('button', { name: fill(words.plans.choose, { plan: 'Professional' }) }).click()
    const form = page.getByRole('dialog', { name: fill(words.billing_form.title, { plan: 'Professional' }) })
    await expectOpened(form)
    await expect(form.getByRole('textbox', { name: words.billing_form.billing_email })).toHaveValue(company.email)
    await form.getByRole('textbox', { name: words.billing_form.customer_name }).fill(`Andes Blue Team ${language} S.A.`)
    await form.getByRole('button', { name: words.billing_form.submit }).click()
    await expect(form.getByText(words.billing_form.check_fields)).toBeVisible()
    const country = form.getByRole('combobox', { name: words.billing_form.country, exact: true })
    await country.click()
    await country.fill(MEXICO[language].slice(0, 3))
    await page.getByRole('listbox').getByRole('option', { name: MEXICO[language], exact: true }).click()
    await form.getByRole('textbox', { name: words.billing_form.phone }).fill('+52 55 1234 5678')
    await form.getByRole('textbox', { name: words.billing_form.address1 }).fill('Av. Reforma 222')
    await form.getByRole('textbox', { name: words.billing_form.town }).fill('Ciudad de México')
    await form.getByRole('textbox', { name: words.billing_form.state }).fill('CDMX')
    await form.getByRole('textbox', { name: words.billing_form.post_code }).fill('06600')
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `billing-form-${language}`)
    await form.getByRole('button', { name: words.billing_form.submit }).click()

    // The demo provider's checkout: the order, and the card.
    await expect(page).toHaveURL(/\/billing\/checkout\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1, name: common.page.billing_checkout })).toBeVisible()
    const summary = page.getByRole('region', { name: words.checkout.summary_title })
    await expect(summary).toContainText('Professional')
    await expect(summary).toContainText(words.interval.year)
    await expect(summary).toContainText(`Andes Blue Team ${language} S.A.`)
    const card = page.getByRole('region', { name: words.checkout.card_title })
    const pay = card.getByRole('button', { name: pattern(words.checkout.pay) })
    await card.getByRole('textbox', { name: words.checkout.expiry }).fill('12/34')
    await card.getByRole('textbox', { name: words.checkout.cvc }).fill('123')
    await card.getByRole('textbox', { name: words.checkout.name_on_card }).fill('Carla Company')
    if (language === 'en') {
      // The declined test card: said in words, and the form stays as typed.
      await card.getByRole('textbox', { name: words.checkout.card_number }).fill(CARDS.declined)
      await pay.click()
      const declined = card.getByRole('alert').filter({ hasText: words.checkout.declined_title })
      await expect(declined).toContainText(errors.card_declined)
      await expect(card.getByRole('textbox', { name: words.checkout.name_on_card })).toHaveValue('Carla Company')
      await expectNoAxeViolations(page, { repeatedIn: language })
      await shot(page, 'checkout-declined-en')
    }
    await card.getByRole('textbox', { name: words.checkout.card_number }).fill(CARDS.pays)
    await expect(card.getByRole('textbox', { name: words.checkout.card_number })).toHaveValue(CARDS.pays)
    await pay.click()

    // Back on the subscription screen: paid, Professional, annual; the kept session knows the new plan.
    await expect(page).toHaveURL(new RegExp(`${SUBSCRIPTION}$`))
    await expect(page.getByText(words.subscription.checkout_success)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: common.page.company_account_subscriptions })).toBeVisible()
    const plan = page.getByRole('region', { name: 'Professional' })
    await expect(plan).toContainText(words.interval.year)
    await expect(plan).toContainText(words.subscription.status.active)
    await expect(page.getByRole('region', { name: words.subscription.usage_title })).toContainText(
      fill(words.subscription.usage_of, { used: 3, limit: 50 }),
    )
    const session = await page.evaluate(() => localStorage.getItem('sentinela.session'))
    expect(JSON.parse(session ?? '{}')).toMatchObject({ subscriptionName: 'Professional' })
    await expectNoAxeViolations(page, { repeatedIn: language })
    await shot(page, `subscription-${language}`)

    // The fourth job publishes now.
    const again = await publishDraftInList(page, language, fourth)
    await expect(again).toBeHidden()
    await expect(page.getByText(jobs.notices.status_changed)).toBeVisible()

    // The receipt of the first invoice downloads as a PDF.
    await page.goto(SUBSCRIPTION)
    const invoices = page.getByRole('region', { name: words.subscription.invoices_title })
    await expect(invoices.getByText(words.subscription.invoice_status.paid)).toBeVisible()
    const download = page.waitForEvent('download')
    await invoices
      .getByRole('link', { name: pattern(words.subscription.download_receipt_of) })
      .first()
      .click()
    const file = await (await download).path()
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF')

    if (language === 'en') {
      // Another plan applies now, prorated, after confirming.
      await page.goto(PLANS)
      await page
        .getByRole('article', { name: 'Enterprise' })
        .getByRole('button', { name: fill(words.plans.switch_to, { plan: 'Enterprise' }) })
        .click()
      const change = page.getByRole('dialog', { name: fill(words.change.title, { plan: 'Enterprise' }) })
      await expectOpened(change)
      await expectNoAxeViolations(page, { repeatedIn: language })
      await change.getByRole('button', { name: words.change.confirm }).click()
      await expect(page.getByText(fill(words.change.done, { plan: 'Enterprise' }))).toBeVisible()
      await expect(page.getByRole('article', { name: 'Enterprise' }).getByText(words.plans.current)).toBeVisible()

      // Cancelled at the end of the period, then resumed.
      await page.goto(SUBSCRIPTION)
      const current = page.getByRole('region', { name: 'Enterprise' })
      await current.getByRole('button', { name: words.subscription.cancel }).click()
      const cancel = page.getByRole('dialog', { name: words.subscription.cancel_title })
      await expectOpened(cancel)
      await cancel.getByRole('button', { name: words.subscription.cancel }).click()
      await expect(current).toContainText(pattern(words.subscription.status.cancels_on))
      await current.getByRole('button', { name: words.subscription.resume }).click()
      await expect(page.getByText(words.subscription.resumed)).toBeVisible()
      await expect(current).toContainText(words.subscription.status.active)

      // Both screens fit a phone.
      await page.setViewportSize(PHONE)
      await expectFitsWidth(page, PHONE.width)
      await shot(page, 'subscription-phone-en')
      await page.goto(PLANS)
      await expect(plans).toHaveCount(4)
      await expectFitsWidth(page, PHONE.width)
      await shot(page, 'plans-phone-en')
    }
  })
}

test('An admin user who is not the main admin sees the plans but cannot subscribe', async ({ page, browser }) => {
  mkdirSync(SHOTS, { recursive: true })
  const words = readCatalog<typeof enBilling>('en', 'billing')
  await signInNewCompany(page, { language: 'en' })
  const adminEmail = uniqueEmail('admin')
  const added = await page.request.post('/api/employees', {
    headers: await csrfHeaders(page),
    data: {
      firstName: 'Ana',
      lastName: 'Admin',
      jobTitle: 'Recruiter',
      email: adminEmail,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    },
  })
  expect(added.status(), await added.text()).toBe(201)

  const admin = await newPage(browser, 'en')
  try {
    const signedIn = await admin.request.post('/api/authentication/login', {
      data: { email: adminEmail, password: TEST_PASSWORD },
    })
    expect(signedIn.ok(), await signedIn.text()).toBe(true)
    const { data } = (await signedIn.json()) as { data: { role: string; subscriptionName: string | null } }
    await admin.goto('/404')
    await admin.evaluate((session) => localStorage.setItem('sentinela.session', JSON.stringify(session)), {
      role: data.role,
      subscriptionName: data.subscriptionName ?? null,
    })

    await admin.goto(PLANS)
    await expect(admin.getByRole('list', { name: words.plans.list_label }).getByRole('article')).toHaveCount(4)
    await expect(admin.getByText(words.plans.only_main_admin)).toBeVisible()
    await expect(admin.getByRole('button', { name: /^Choose / })).toHaveCount(0)
    await expectNoAxeViolations(admin)
    await shot(admin, 'plans-admin-en')

    // The API refuses too (§6).
    const refused = await admin.request.post('/api/companies/takeSubscription', {
      headers: await csrfHeaders(admin),
      data: {
        plan: 'starter',
        interval: 'month',
        billing: {
          billingEmail: adminEmail,
          customerName: 'Acme',
          phone: '+52 55 1234 5678',
          address1: 'Av. Reforma 222',
          town: 'Ciudad de México',
          state: 'CDMX',
          postCode: '06600',
          country: 'MX',
        },
      },
    })
    expect(refused.status(), await refused.text()).toBe(403)

    // The subscription screen reads the same, with nothing to change.
    await admin.goto(SUBSCRIPTION)
    await expect(admin.getByRole('heading', { name: words.subscription.demo_title })).toBeVisible()
    await expect(admin.getByText(words.subscription.read_only)).toBeVisible()
    await expect(admin.getByRole('button', { name: words.subscription.cancel })).toHaveCount(0)
    await expectNoAxeViolations(admin)
    await shot(admin, 'subscription-admin-en')
  } finally {
    await admin.context().close()
  }
})

test('The operator sees every paid plan with its prices and limits, and saves one', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true })
  const words = readCatalog<typeof enBilling>('en', 'billing')
  const validation = readCatalog<{ required: string }>('en', 'validation')
  await signInOperator(page)
  await page.goto('/operator/plans')
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible()
  for (const name of ['Starter', 'Professional', 'Enterprise']) {
    await expect(page.getByRole('region', { name })).toBeVisible()
  }
  await expect(page.getByRole('region', { name: 'Demo' })).toHaveCount(0)
  const enterprise = page.getByRole('region', { name: 'Enterprise' })
  await expect(
    enterprise.getByRole('checkbox', { name: fill(words.operator.unlimited_of, { field: words.operator.jobs }) }),
  ).toBeChecked()
  await expect(enterprise.getByRole('textbox', { name: words.operator.jobs })).toBeDisabled()

  // An empty price is refused on its field; the plan as it was saves.
  const starter = page.getByRole('region', { name: 'Starter' })
  const monthly = starter.getByRole('textbox', { name: words.operator.monthly_price })
  const price = await monthly.inputValue()
  await monthly.fill('')
  await starter.getByRole('button', { name: fill(words.operator.save, { plan: 'Starter' }) }).click()
  await expect(starter.getByText(validation.required)).toBeVisible()
  await monthly.fill(price.replace('$', ''))
  await starter.getByRole('button', { name: fill(words.operator.save, { plan: 'Starter' }) }).click()
  await expect(page.getByText(fill(words.operator.saved, { plan: 'Starter' }))).toBeVisible()
  await expectNoAxeViolations(page)
  await shot(page, 'operator-plans-en')
  await page.setViewportSize(PHONE)
  await expectFitsWidth(page, PHONE.width)
})
