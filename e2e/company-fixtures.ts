import type { APIRequestContext, Page } from '@playwright/test'
import { csrfHeaders, expect, TEST_PASSWORD, uniqueEmail, waitForEmailLink } from './fixtures'

export interface NewCompany {
  email: string
  password: string
  companyName: string
  /** The main admin's name, as the pipeline's history shows who changed a status. */
  adminName: string
}

/**
 * A fresh company and its main admin, signed in in the page's browser context: registered through POST /api/companies
 * and activated from the e-mailed link with `page.request`, so the activation answer sets the session cookies there;
 * role and subscription name are then kept in `sentinela.session` as lib/session.ts saveSession does after a sign-in.
 */
export async function signInNewCompany(
  page: Page,
  {
    email = uniqueEmail('company'),
    password = TEST_PASSWORD,
    companyName = 'Acme Blue Team',
    firstName = 'Carla',
    lastName = 'Mendes',
    language = 'en',
  }: {
    email?: string
    password?: string
    companyName?: string
    firstName?: string
    lastName?: string
    language?: 'en' | 'es' | 'pt'
  } = {},
): Promise<NewCompany> {
  const registered = await page.request.post('/api/companies', {
    data: {
      companyName,
      firstName,
      lastName,
      jobTitle: 'CISO',
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
  expect(data.role).toBe('company')
  await page.goto('/404')
  await page.evaluate(
    ({ session, chosen }) => {
      localStorage.setItem('sentinela.session', JSON.stringify(session))
      localStorage.setItem('sentinela.language', chosen)
    },
    { session: { role: data.role, subscriptionName: data.subscriptionName ?? null }, chosen: language },
  )
  return { email, password, companyName, adminName: `${firstName} ${lastName}` }
}

/** A plan a company can pay for (PRODUCT.md "Plans"); companies start on Demo. */
export type PaidPlan = 'starter' | 'professional' | 'enterprise'

/**
 * Puts the signed-in company on a paid plan as its main admin would (#16): the billing form
 * (POST /api/companies/takeSubscription) and the built-in demo provider's checkout paid with its test card
 * (POST /api/billing/demoCheckout/{token}/pay). Uses the page's session cookies, so call it after signInNewCompany.
 * `token` instead signs the calls with a bearer session (createActiveCompany's).
 */
export async function subscribeToPlan(
  request: APIRequestContext,
  plan: PaidPlan = 'professional',
  auth: { headers: Record<string, string> } = { headers: {} },
) {
  const started = await request.post('/api/companies/takeSubscription', {
    headers: auth.headers,
    data: {
      plan,
      interval: 'month',
      billing: {
        billingEmail: uniqueEmail('billing'),
        customerName: 'Acme Blue Team LLC',
        phone: '+1 415 555 0100',
        address1: '1 Market Street',
        town: 'San Francisco',
        state: 'CA',
        postCode: '94105',
        country: 'US',
      },
    },
  })
  expect(started.ok(), await started.text()).toBe(true)
  const { checkoutUrl } = ((await started.json()) as { data: { checkoutUrl: string } }).data
  const token = checkoutUrl.split('/').pop() ?? ''
  const paid = await request.post(`/api/billing/demoCheckout/${token}/pay`, {
    headers: auth.headers,
    data: { cardNumber: '4242424242424242', expiry: '12/30', cvc: '123', nameOnCard: 'Carla Mendes' },
  })
  expect(paid.ok(), await paid.text()).toBe(true)
}

/** subscribeToPlan for the company signed in in `page` (cookies, with the CSRF header the API wants on writes). */
export async function subscribePageCompany(page: Page, plan: PaidPlan = 'professional') {
  await subscribeToPlan(page.request, plan, { headers: await csrfHeaders(page) })
}
