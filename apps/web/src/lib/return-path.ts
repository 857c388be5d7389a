import { PATHS } from '../config/paths'

/** The query parameter that carries where to go back to after signing in. */
export const NEXT_PARAM = 'next'

/**
 * A path inside this app that is safe to go to after signing in, or null: it must start with one slash (never
 * `//host` or a scheme, which would leave the site) and not lead back to the sign-in page itself.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null
  const pathname = value.split(/[?#]/, 1)[0]!.toLowerCase()
  if (pathname === PATHS.signIn || pathname.startsWith(`${PATHS.signIn}/`)) return null
  return value
}

/** `/sign-in?next=/jobs/42`: sign in, then come back here. */
export function signInPath(returnTo: string): string {
  const next = safeReturnPath(returnTo)
  return next ? `${PATHS.signIn}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : PATHS.signIn
}
