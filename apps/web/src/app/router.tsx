import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageErrorBoundary, RootErrorBoundary } from '../components/errors/route-error-boundary'
import { AppLoader } from '../components/ui/app-loader'
import { PUBLIC_ROUTES, SHELL_ROUTES, type PageRoute } from '../config/paths'
import { withTimeout } from '../lib/with-timeout'
import { navigationGuard } from './navigation-guard'
import type { RouteHandle } from './route-handle'
import { RootLayout } from './root-layout'
import { CHUNK_LOAD_TIMEOUT_MS } from './route-rules'
import { PublicRoute } from './routes/public'
import { HomeRedirect, NotFoundRedirect } from './routes/redirects'
import { AUTH_SCREENS } from './screens/auth-screens'
import { page, type ScreenRegistry } from './screens/screen-registry'
import { SETTINGS_SCREENS } from './screens/settings-screens'

const comingSoon = page(
  () => import('./routes/coming-soon'),
  (module) => module.ComingSoonRoute,
)

/** Screens built so far; every other screen of §2 shows its "coming soon" page. Features add theirs in screens/. */
const BUILT_SCREENS: ScreenRegistry = {
  ...AUTH_SCREENS,
  ...SETTINGS_SCREENS,
  sign_in: {
    lazy: {
      // A loader's failure reaches the error boundary by itself, so it only needs the timeout.
      loader: async () => (await withTimeout(import('./routes/sign-in'), CHUNK_LOAD_TIMEOUT_MS)).signInLoader,
      Component: page(
        () => import('./routes/sign-in'),
        (module) => module.SignInRoute,
      ),
    },
  },
  not_found: {
    lazy: {
      Component: page(
        () => import('./routes/not-found'),
        (module) => module.NotFoundRoute,
      ),
    },
  },
  server_error: {
    lazy: {
      Component: page(
        () => import('./routes/server-error'),
        (module) => module.ServerErrorRoute,
      ),
    },
  },
}

function screen(route: PageRoute): RouteObject {
  const handle: RouteHandle = { pageKey: route.pageKey }
  return { path: route.path, handle, ...(BUILT_SCREENS[route.pageKey] ?? { lazy: { Component: comingSoon } }) }
}

/**
 * The one route table: every screen of §2 (config/paths.ts), under the root middleware that applies the route rules
 * before every navigation. Pages are code-split; the layouts' error boundaries keep the frame when a page fails.
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
        children: [{ ErrorBoundary: PageErrorBoundary, children: PUBLIC_ROUTES.map(screen) }],
      },
      {
        id: 'shell',
        lazy: {
          Component: page(
            () => import('./routes/shell'),
            (module) => module.ShellRoute,
          ),
        },
        children: [{ ErrorBoundary: PageErrorBoundary, children: SHELL_ROUTES.map(screen) }],
      },
      // Unknown addresses: the guard redirects them to /404 before anything renders (§2).
      { path: '*', Component: NotFoundRedirect },
    ],
  },
]

export const router = createBrowserRouter(routes)
