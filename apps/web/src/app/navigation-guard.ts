import { replace, type MiddlewareFunction } from 'react-router'
import { PATHS } from '../config/paths'
import { signInPath } from '../lib/return-path'
import { readSession, verifySession, type Session } from '../lib/session'
import { resolveRedirect } from './route-rules'

export interface NavigationGuardDependencies {
  readSession: () => Session | null
  /** The session as the API now sees it, or null when the check failed (and the session was purged). */
  verifySession: (session: Session, options: { signal: AbortSignal }) => Promise<Session | null>
}

/**
 * The root route middleware: runs before every navigation, including the first page load (§2).
 * 1. A stored session is verified with the API; a failed check has already purged it, and the person goes to sign-in.
 * 2. The route rules decide whether the address needs another destination. A visitor sent to sign in from a
 *    signed-in page comes back to it afterwards (`?next=`): a link from an e-mail still leads where it said.
 * Redirects replace the history entry, so Back never lands on an address that bounces again.
 */
export function createNavigationGuard(dependencies: NavigationGuardDependencies): MiddlewareFunction {
  return async ({ request }) => {
    const { pathname, search } = new URL(request.url)
    const stored = dependencies.readSession()
    const session = stored ? await dependencies.verifySession(stored, { signal: request.signal }) : null
    if (stored && !session && pathname !== PATHS.signIn) throw replace(PATHS.signIn)
    const target = resolveRedirect(pathname, session)
    if (target === PATHS.signIn && !session && pathname !== PATHS.home)
      throw replace(signInPath(`${pathname}${search}`))
    if (target !== null && target !== pathname) throw replace(target)
  }
}

export const navigationGuard = createNavigationGuard({
  readSession: () => readSession(),
  verifySession: (session, options) => verifySession(session, options),
})
