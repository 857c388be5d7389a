import { describe, expect, it } from 'vitest'
import { COMPANY_NAVIGATION, TALENT_NAVIGATION, getNavigation } from './navigation'
import { OPEN_ROUTES, SHELL_ROUTES } from './paths'

// Open screens (job search) show in the shell for a signed-in user, so the navbar may link to them too.
const shellPaths = new Set<string>([...SHELL_ROUTES, ...OPEN_ROUTES].map((route) => route.path))
const items = (groups: typeof TALENT_NAVIGATION) => groups.flatMap((group) => group.items)

describe('the navbar', () => {
  it('links only to screens of the main shell (or open screens, shown in it)', () => {
    for (const item of [...items(TALENT_NAVIGATION), ...items(COMPANY_NAVIGATION)]) {
      expect(shellPaths.has(item.path), item.path).toBe(true)
    }
  })

  it('never offers a company user a /talent page they would be sent away from (§2)', () => {
    expect(items(COMPANY_NAVIGATION).filter((item) => item.path.toLowerCase().startsWith('/talent'))).toEqual([])
  })

  it('lists each page once per role', () => {
    for (const groups of [TALENT_NAVIGATION, COMPANY_NAVIGATION]) {
      const paths = items(groups).map((item) => item.path)
      expect(new Set(paths).size).toBe(paths.length)
    }
  })

  it('starts each role at its overview', () => {
    expect(items(getNavigation('talent'))[0]?.path).toBe('/talent/account/overview')
    expect(items(getNavigation('company'))[0]?.path).toBe('/company/account/overview')
  })
})
