import { readSession } from '../../lib/session'
import { PublicRoute } from './public'
import { ShellRoute } from './shell'

/** A screen anyone may open (config/paths.ts OPEN_ROUTES): inside the shell when signed in, the public frame otherwise. */
export function OpenRoute() {
  return readSession() ? <ShellRoute /> : <PublicRoute wide />
}
