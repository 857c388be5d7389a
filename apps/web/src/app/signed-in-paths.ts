import { matchPath } from 'react-router'
import { OPERATOR_ROUTES, SHELL_ROUTES } from '../config/paths'

/** The addresses of the screens that join the table on navigation (config/paths.ts ships with every page). */
const SIGNED_IN_PATHS = [...SHELL_ROUTES, ...OPERATOR_ROUTES].map((route) => route.path)
/**
 * Whether the address is a signed-in screen's. React Router asks on every navigation to an address that matches
 * nothing but the catch-all or a route with a parameter; a public job (`/jobs/:id`) is one, and must not fetch the
 * table, but `/jobs/new` (a company's) matches `/jobs/:id` until the table is there.
 */
export function isSignedInPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0]!
  return SIGNED_IN_PATHS.some((pattern) => matchPath(pattern, pathname) !== null)
}
