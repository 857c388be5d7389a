import type { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import type { Session } from '../lib/session'
import { createNavigationGuard, type NavigationGuardDependencies } from './navigation-guard'

type Guard = ReturnType<typeof createNavigationGuard>

async function navigate(guard: Guard, path: string): Promise<string | null> {
  const url = new URL(path, 'http://localhost')
  const args = {
    request: new Request(url),
    url,
    params: {},
    pattern: '/',
    context: {} as Readonly<RouterContextProvider>,
  }
  try {
    await guard(args, async () => undefined)
    return null
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    // Guard redirects replace the history entry, so Back never returns to an address that bounces.
    expect(thrown.headers.get('X-Remix-Replace')).toBe('true')
    return thrown.headers.get('Location')
  }
}

function guardWith(session: Session | null, sessionHolds: boolean) {
  const dependencies: NavigationGuardDependencies = {
    readSession: () => session,
    verifySession: vi.fn(async (stored: Session) => (sessionHolds ? stored : null)),
  }
  return { guard: createNavigationGuard(dependencies), dependencies }
}

describe('the navigation guard', () => {
  it('lets a visitor through to a public page without asking the API', async () => {
    const { guard, dependencies } = guardWith(null, false)
    expect(await navigate(guard, '/sign-up')).toBeNull()
    expect(dependencies.verifySession).not.toHaveBeenCalled()
  })

  it('sends a visitor from a private page to sign in, and back there afterwards', async () => {
    const { guard } = guardWith(null, false)
    expect(await navigate(guard, '/talent/account/settings')).toBe('/sign-in?next=%2Ftalent%2Faccount%2Fsettings')
    expect(await navigate(guard, '/MexicoAwards?code=ABCD-2345')).toBe(
      '/sign-in?next=%2FMexicoAwards%3Fcode%3DABCD-2345',
    )
    expect(await navigate(guard, '/')).toBe('/sign-in')
  })

  it('sends an unknown address to /404', async () => {
    const { guard } = guardWith(null, false)
    expect(await navigate(guard, '/nowhere')).toBe('/404')
  })

  it('verifies a stored session before every navigation', async () => {
    const { guard, dependencies } = guardWith({ role: 'talent', subscriptionName: null }, true)
    expect(await navigate(guard, '/jobs')).toBeNull()
    expect(await navigate(guard, '/trainings')).toBeNull()
    expect(dependencies.verifySession).toHaveBeenCalledTimes(2)
  })

  it('sends a session that fails the check to sign in, even from a public page', async () => {
    const { guard } = guardWith({ role: 'talent', subscriptionName: null }, false)
    expect(await navigate(guard, '/talent/account/overview')).toBe('/sign-in')
    expect(await navigate(guard, '/sign-up')).toBe('/sign-in')
  })

  it('lets the sign-in page itself open after a failed check', async () => {
    const { guard } = guardWith({ role: 'company', subscriptionName: 'Pro' }, false)
    expect(await navigate(guard, '/sign-in')).toBeNull()
  })

  it('sends the root to the overview of the verified role', async () => {
    expect(await navigate(guardWith({ role: 'talent', subscriptionName: null }, true).guard, '/')).toBe(
      '/talent/account/overview',
    )
    expect(await navigate(guardWith({ role: 'company', subscriptionName: null }, true).guard, '/')).toBe(
      '/company/account/overview',
    )
  })

  it('follows the session the API answers with, not the stale local copy', async () => {
    const guard = createNavigationGuard({
      readSession: () => ({ role: 'talent', subscriptionName: null }),
      verifySession: async () => ({ role: 'company', subscriptionName: 'Pro' }),
    })
    expect(await navigate(guard, '/')).toBe('/company/account/overview')
  })

  it('keeps company users out of /talent pages', async () => {
    const { guard } = guardWith({ role: 'company', subscriptionName: 'Pro' }, true)
    expect(await navigate(guard, '/talent/account/savedJobs')).toBe('/company/account/overview')
  })
})
