import type { Page } from '@playwright/test'
import { expect, TEST_PASSWORD, uniqueEmail, waitForEmailLink } from './fixtures'

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
