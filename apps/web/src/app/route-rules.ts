import { matchPath } from 'react-router'
import { OPEN_ROUTES, OPERATOR_ROUTES, PATHS, PUBLIC_ROUTES, SHELL_ROUTES } from '../config/paths'
import type { Session } from '../lib/session'

/** §2: each navigation scrolls to top after 100 ms. */
export const SCROLL_TO_TOP_DELAY_MS = 100

/** §8: a page chunk that has not arrived after this long counts as failed and shows the error page. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** How an address relates to the route table. */
export type PathKind = 'home' | 'public' | 'open' | 'private' | 'operator' | 'unknown'

function matchesAny(routes: readonly { path: string }[], pathname: string): boolean {
  // Same matching as the router (case-insensitive, whole path, trailing slash allowed), so the rules and the
  // router never disagree about which screen an address is.
  return routes.some((route) => matchPath({ path: route.path, end: true }, pathname) !== null)
}

export function classifyPath(pathname: string): PathKind {
  if (matchPath({ path: PATHS.home, end: true }, pathname)) return 'home'
  if (matchesAny(PUBLIC_ROUTES, pathname)) return 'public'
  if (matchesAny(OPERATOR_ROUTES, pathname)) return 'operator'
  // Shell screens first: `/jobs/new` is the stepper, not the job with id "new".
  if (matchesAny(SHELL_ROUTES, pathname)) return 'private'
  if (matchesAny(OPEN_ROUTES, pathname)) return 'open'
  return 'unknown'
}

/** §2 root path: a Talent user goes to the talent overview, any other user to the company overview. */
export function getHomePath(session: Session | null): string {
  if (!session) return PATHS.signIn
  if (session.role === 'operator') return PATHS.operatorHome
  return session.role === 'talent' ? PATHS.talentHome : PATHS.companyHome
}

/** §2 "a path starting with /talent"; the router matches case-insensitively, so this does too. */
export function isTalentPath(pathname: string): boolean {
  return pathname.toLowerCase().startsWith('/talent')
}

/** §2: /subscriptions hides the toolbar. */
export function isToolbarHidden(pathname: string): boolean {
  return pathname.toLowerCase().replace(/\/+$/, '') === PATHS.subscriptions
}

/**
 * Where a navigation must go instead, or null to let it through (§2). Runs after the session check, so `session`
 * is one the API has just accepted, or null.
 */
export function resolveRedirect(pathname: string, session: Session | null): string | null {
  const kind = classifyPath(pathname)
  if (kind === 'unknown') return PATHS.notFound
  if (kind === 'home') return getHomePath(session)
  if (kind === 'private' && !session) return PATHS.signIn
  // The back office is the operator's only place; talents and companies never see it (PRODUCT.md).
  if (kind === 'operator') return session?.role === 'operator' ? null : session ? getHomePath(session) : PATHS.signIn
  if (session?.role === 'operator' && kind === 'private') return PATHS.operatorHome
  if (session && session.role !== 'talent' && isTalentPath(pathname)) return PATHS.companyHome
  return null
}
