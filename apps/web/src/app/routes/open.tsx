import { lazy } from 'react'
import { readSession } from '../../lib/session'
import { PublicRoute } from './public'

/** The shell is only fetched for a signed-in user: a visitor's job search and job page load the public frame alone. */
const ShellRoute = lazy(() => import('./shell').then((module) => ({ default: module.ShellRoute })))

/** A screen anyone may open (config/paths.ts OPEN_ROUTES): inside the shell when signed in, the public frame otherwise. */
export function OpenRoute() {
  return readSession() ? <ShellRoute /> : <PublicRoute wide />
}
