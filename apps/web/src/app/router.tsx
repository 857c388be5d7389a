import { createBrowserRouter, type RouteObject } from 'react-router'
import { PageErrorBoundary, RootErrorBoundary } from '../components/errors/route-error-boundary'
import { AppLoader } from '../components/ui/app-loader'
import { OPEN_ROUTES, OPERATOR_ROUTES, PUBLIC_ROUTES, SHELL_ROUTES, type PageRoute } from '../config/paths'
import { navigationGuard } from './navigation-guard'
import type { RouteHandle } from './route-handle'
import { RootLayout } from './root-layout'
import { OpenRoute } from './routes/open'
import { PublicRoute } from './routes/public'
import { HomeRedirect, NotFoundRedirect } from './routes/redirects'
import { AI_SCREENS } from './screens/ai-screens'
import { AUTH_SCREENS } from './screens/auth-screens'
import { AWARDS_SCREENS } from './screens/awards-screens'
import { BILLING_SCREENS } from './screens/billing-screens'
import { CAREER_SCREENS } from './screens/career-screens'
import { CONTENT_SCREENS } from './screens/content-screens'
import { COMPANY_SCREENS } from './screens/company-screens'
import { COMPANY_JOBS_SCREENS } from './screens/company-jobs-screens'
import { JOBS_SCREENS } from './screens/jobs-screens'
import { JOB_ALERTS_SCREENS } from './screens/job-alerts-screens'
import { page, type ScreenRegistry } from './screens/screen-registry'
import { PROFILE_SCREENS } from './screens/profile-screens'
import { PORTFOLIO_SCREENS } from './screens/portfolio-screens'
import { ROLES_SCREENS } from './screens/roles-screens'
import { SETTINGS_SCREENS } from './screens/settings-screens'
import { TALENT_SEARCH_SCREENS } from './screens/talent-search-screens'
import { TEAM_SCREENS } from './screens/team-screens'
import { QUIZ_SCREENS } from './screens/quiz-screens'
import { LEARNING_SCREENS } from './screens/learning-screens'
import { RESUME_SCREENS } from './screens/resume-screens'
import { MESSAGES_SCREENS } from './screens/messages-screens'

const comingSoon = page(
  () => import('./routes/coming-soon'),
  (module) => module.ComingSoonRoute,
)

/** Screens built so far; every other screen of §2 shows its "coming soon" page. Features add theirs in screens/. */
const BUILT_SCREENS: ScreenRegistry = {
  ...AUTH_SCREENS,
  ...CONTENT_SCREENS,
  ...SETTINGS_SCREENS,
  ...PROFILE_SCREENS,
  ...ROLES_SCREENS,
  ...JOBS_SCREENS,
  ...COMPANY_JOBS_SCREENS,
  ...COMPANY_SCREENS,
  ...TEAM_SCREENS,
  ...CAREER_SCREENS,
  ...QUIZ_SCREENS,
  ...TALENT_SEARCH_SCREENS,
  ...LEARNING_SCREENS,
  ...AWARDS_SCREENS,
  ...BILLING_SCREENS,
  ...AI_SCREENS,
  // The talent's own space (#20): résumé builder, portfolio and dashboard, messages, job alerts.
  ...JOB_ALERTS_SCREENS,
  ...RESUME_SCREENS,
  ...PORTFOLIO_SCREENS,
  ...MESSAGES_SCREENS,
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
      {
        // Open screens: the shell for a signed-in user, the public frame for anyone else.
        id: 'open',
        // A few lines that pick the frame (the shell itself stays lazy): a file of their own cost a public job page
        // one more request before its screen could start.
        Component: OpenRoute,
        children: [{ ErrorBoundary: PageErrorBoundary, children: OPEN_ROUTES.map(screen) }],
      },
      {
        // The operator's back office (#15): its own frame, not the talent or company shell.
        id: 'operator',
        lazy: {
          Component: page(
            () => import('../features/operator/components/operator-layout'),
            (module) => module.OperatorLayout,
          ),
        },
        children: [{ ErrorBoundary: PageErrorBoundary, children: OPERATOR_ROUTES.map(screen) }],
      },
      // Unknown addresses: the guard redirects them to /404 before anything renders (§2).
      { path: '*', Component: NotFoundRedirect },
    ],
  },
]

export const router = createBrowserRouter(routes)
