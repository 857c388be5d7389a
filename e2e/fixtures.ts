import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

/**
 * Fails with the list of WCAG 2.1 AA violations axe-core finds on the page as it is now.
 */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}

/** Tests start in English unless they switch; each test gets a fresh browser context (no stored language). */
export const test = base.extend<{ language: 'en' | 'es' | 'pt' }>({
  language: ['en', { option: true }],
  locale: async ({ language }, use) => use(language === 'pt' ? 'pt-BR' : language === 'es' ? 'es-MX' : 'en-US'),
})

export { expect }
