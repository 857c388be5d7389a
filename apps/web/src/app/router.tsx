import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageErrorBoundary, RootErrorBoundary } from '../components/errors/route-error-boundary'
import { AppLoader } from '../components/ui/app-loader'
import { OPEN_ROUTES, PUBLIC_ROUTES } from '../config/paths'
import { withTimeout } from '../lib/with-timeout'
import { navigationGuard } from './navigation-guard'
import { CHUNK_LOAD_TIMEOUT_MS } from './route-rules'
import { RootLayout } from './root-layout'
import { isSignedInPath } from './signed-in-paths'
import { OpenRoute } from './routes/open'
import { PublicRoute } from './routes/public'
import { HomeRedirect, NotFoundRedirect } from './routes/redirects'
import { AI_SCREENS } from './screens/ai-screens'
import { AUTH_SCREENS } from './screens/auth-screens'
import { CONTENT_SCREENS } from './screens/content-screens'
import { JOBS_SCREENS } from './screens/jobs-screens'
import { JOB_ALERTS_SCREENS } from './screens/job-alerts-screens'
import { ERROR_SCREENS, screenRoutes, type ScreenRegistry } from './screens/screen-registry'

/**
 * The screens a person without a session can open (public and open routes): their registries ship with every page.
 * The signed-in screens' table (signed-in-routes.ts) is fetched on the first navigation that needs it.
 */
const FRAME_SCREENS: ScreenRegistry = {
  ...AUTH_SCREENS,
  ...CONTENT_SCREENS,
  ...JOBS_SCREENS,
  ...AI_SCREENS,
  ...JOB_ALERTS_SCREENS,
  ...ERROR_SCREENS,
}

/**
 * The one route table: every screen of §2 (config/paths.ts), under the root middleware that applies the route rules
 * before every navigation. Pages are code-split; the layouts' error boundaries keep the frame when a page fails. The
 * shell's and the operator's screens join the table on the first navigation to one of their addresses (React
 * Router's `patchRoutesOnNavigation`), before the guard runs: a visit to a public page does not download the
 * route table of every signed-in screen (issue #13).
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: AppLoader,
    middleware: [navigationGuard],
    children: [
      // `/`: the guard sends it to the right overview or to sign-in (§2).
      { index: true, Component: HomeRedirect },
      {
        id: 'public',
        Component: PublicRoute,
        children: [{ ErrorBoundary: PageErrorBoundary, children: screenRoutes(PUBLIC_ROUTES, FRAME_SCREENS) }],
      },
      {
        // Open screens: the shell for a signed-in user, the public frame for anyone else.
        id: 'open',
        // A few lines that pick the frame (the shell itself stays lazy): a file of their own cost a public job page
        // one more request before its screen could start.
        Component: OpenRoute,
        children: [{ ErrorBoundary: PageErrorBoundary, children: screenRoutes(OPEN_ROUTES, FRAME_SCREENS) }],
      },
      // Unknown addresses: the guard redirects them to /404 before anything renders (§2).
      { path: '*', Component: NotFoundRedirect },
    ],
  },
]

let signedInRoutes: Promise<void> | undefined

/**
 * Adds the shell's and the operator's screens to the root, once; after the first time it costs a settled promise. A
 * failed or late download (§8) fails that navigation into the error page, and the next one tries again.
 */
function addSignedInRoutes(patch: (routeId: string | null, children: RouteObject[]) => void): Promise<void> {
  signedInRoutes ??= withTimeout(import('./signed-in-routes'), CHUNK_LOAD_TIMEOUT_MS).then(
    (module) => patch('root', module.SIGNED_IN_ROUTES),
    (error: unknown) => {
      signedInRoutes = undefined
      throw error
    },
  )
  return signedInRoutes
}

export const router = createBrowserRouter(routes, {
  patchRoutesOnNavigation: ({ path, patch }) => (isSignedInPath(path) ? addSignedInRoutes(patch) : undefined),
})
