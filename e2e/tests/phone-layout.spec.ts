import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { OPEN_ROUTES, PUBLIC_ROUTES, SHELL_ROUTES } from '../../apps/web/src/config/paths'
import { DEMO_PASSWORD, expect, expectNoAxeViolations, measureLayout, test } from '../fixtures'

/**
 * Every screen fits a 360 px phone (#12 item 3): no sideways scrolling, nothing cut off at the right edge, and no
 * accessibility violations. The routes come from the app's own table (config/paths.ts), so a new screen is checked
 * as soon as it exists: public screens signed out, company screens as the demo company's main admin, every other
 * shell screen as the demo talent, with real ids from the demo seed for the screens that take one.
 */

const PHONE = { width: 360, height: 740 }
const SHOTS = join(import.meta.dirname, '..', '..', 'test-results', 'phone-layout')

type Language = 'en' | 'es' | 'pt'

/** Screens only a company opens; the rest of the shell is visited as a talent. */
function isCompanyScreen(path: string) {
  return path.toLowerCase().startsWith('/company/') || ['/SearchTalent', '/jobs/new', '/jobs/:id/edit'].includes(path)
}

/** A route's address with its parameters filled in: optional ones left out, `:id` from the demo seed. */
function address(path: string, ids: { job: number; ownJob?: number; post?: number }) {
  return path
    .replace(/\/:\w+\?$/, '')
    .replace('/jobs/:id/edit', `/jobs/${ids.ownJob}/edit`)
    .replace('/blog/:id', `/blog/${ids.post}`)
    .replace(':id', String(ids.job))
}

/** A published demo post, as the public blog lists it. */
async function demoPostId(request: APIRequestContext) {
  const response = await request.get('/api/marketplace/items/Posts')
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { id: number }[] }
  expect(data.length).toBeGreaterThan(0)
  return data[0]!.id
}

/** The demo job with this title (README, "Demo accounts"), as the public search finds it. */
async function demoJobId(request: APIRequestContext, title: string) {
  const response = await request.post('/api/positions/fetch', { data: { text: title } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { id: number; jobTitle: string }[] }
  const job = data.find((candidate) => candidate.jobTitle === title)
  expect(job, title).toBeDefined()
  return job!.id
}

/** A built-in AI agent's id (#18), as the public catalogue lists it. */
async function builtInAgentId(request: APIRequestContext, builtIn: string) {
  const response = await request.get('/api/marketplace/items/AIAgent?builtIn=true')
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { id: number; builtIn: string | null }[] }
  const agent = data.find((candidate) => candidate.builtIn === builtIn)
  expect(agent, builtIn).toBeDefined()
  return agent!.id
}

/** Signs a demo account in through the API, as the sign-in page does; the next navigation has the session. */
async function signInDemo(page: Page, email: string) {
  const response = await page.request.post('/api/authentication/login', { data: { email, password: DEMO_PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  const { data } = (await response.json()) as { data: { role: string; subscriptionName: string | null } }
  await page.goto('/404')
  await page.evaluate((session) => localStorage.setItem('sentinela.session', JSON.stringify(session)), {
    role: data.role,
    subscriptionName: data.subscriptionName ?? null,
  })
}

/**
 * Opens one screen and checks it at phone width once it has settled (no spinner or skeleton left): the page must not
 * scroll sideways, and nothing may stick out past the right edge (a fixed header would be cut off without making the
 * page wider). Content inside a scrolling or clipping box, such as a table in a scroll area, is that box's business.
 */
async function checkScreen(page: Page, url: string, language: Language) {
  await test.step(url, async () => {
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')).toHaveCount(0)
    await expect(page.locator('html')).toHaveAttribute('lang', language)
    // The layout at rest: a step or a dialog may still be sliding in (spinners and other endless animations aside).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    )
    const layout = await measureLayout(page, PHONE.width)
    if (layout.width > PHONE.width || layout.sticking.length > 0) {
      mkdirSync(SHOTS, { recursive: true })
      const name = url.replace(/\W+/g, '-').replace(/^-|-$/g, '')
      await page.screenshot({ path: join(SHOTS, `${language}-${name}.png`), fullPage: true })
    }
    // Soft, so one run lists every screen that does not fit; axe stops at the first screen with violations.
    expect.soft(layout.width, `${url} is wider than the phone`).toBeLessThanOrEqual(PHONE.width)
    expect.soft(layout.sticking, `${url} has content past the right edge`).toEqual([])
    await expectNoAxeViolations(page)
  })
}

test.describe('Every screen fits a 360 px phone', () => {
  test.use({ viewport: PHONE })
  // Dozens of screens, each with axe, one after another in one browser context per kind of user: a minute or two,
  // more on a busy machine.
  test.setTimeout(600_000)

  test.describe('signed out, in Portuguese', () => {
    test.use({ language: 'pt' })

    test('Public screens and a public job page', async ({ page }) => {
      const job = await demoJobId(page.request, 'Engenheiro(a) de Segurança em Nuvem')
      const post = await demoPostId(page.request)
      const urls = [...PUBLIC_ROUTES, ...OPEN_ROUTES].map((route) => address(route.path, { job, post }))
      for (const url of urls) await checkScreen(page, url, 'pt')
    })
  })

  test.describe('as the demo talent, in Spanish', () => {
    test.use({ language: 'es' })

    test('Talent and shared shell screens, with the talent’s jobs and role wizard', async ({ page }) => {
      const job = await demoJobId(page.request, 'Evaluador/a de Controles de Seguridad – Defensa')
      const post = await demoPostId(page.request)
      await signInDemo(page, 'talent@example.com')
      const urls = [...SHELL_ROUTES, ...OPEN_ROUTES]
        .filter((route) => !isCompanyScreen(route.path))
        .map((route) => address(route.path, { job, post }))
      for (const url of urls) await checkScreen(page, url, 'es')
      // The wizard's later steps and the filtered job search.
      await checkScreen(page, '/talent/account/profile/nist-nice?step=2', 'es')
      await checkScreen(page, '/jobs?q=analista&modality=remote', 'es')
      // The AI search with a question, and the career coach's page (#18).
      await checkScreen(page, '/search?q=analista%20remoto', 'es')
      await checkScreen(page, `/AIAgents/AIAgent?id=${await builtInAgentId(page.request, 'career_coach')}`, 'es')
    })
  })

  test.describe('as the demo company’s main admin, in English', () => {
    test.use({ language: 'en' })

    test('Company screens: jobs, the job stepper, a pipeline, talent search and top talent', async ({ page }) => {
      const job = await demoJobId(page.request, 'Incident Response Analyst')
      const post = await demoPostId(page.request)
      await signInDemo(page, 'company@example.com')
      const urls = [...SHELL_ROUTES, ...OPEN_ROUTES]
        .filter((route) => isCompanyScreen(route.path) || ['/dashboard', '/jobs/:id'].includes(route.path))
        .map((route) => address(route.path, { job, ownJob: job, post }))
      for (const url of urls) await checkScreen(page, url, 'en')
      await checkScreen(page, `/company/account/viewAppliedTalent?positionId=${job}`, 'en')
      await checkScreen(page, '/company/account/TalentSerch?tab=top&role=PD-WRL-003', 'en')
      await checkScreen(page, '/company/account/TalentSerch?q=Restrepo', 'en')
      // The AI search with talents, and the candidate summary agent (#18).
      await checkScreen(page, '/search?q=threat%20hunting%20in%20Bogot%C3%A1', 'en')
      await checkScreen(page, `/AIAgents/AIAgent?id=${await builtInAgentId(page.request, 'candidate_summary')}`, 'en')
    })
  })
})
