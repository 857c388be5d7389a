import type { RouteObject } from 'react-router'
import { PageErrorBoundary } from '../components/errors/route-error-boundary'
import { OPERATOR_ROUTES, SHELL_ROUTES } from '../config/paths'
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
import { ERROR_SCREENS, page, screenRoutes, type ScreenRegistry } from './screens/screen-registry'
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
  ...ERROR_SCREENS,
}

/**
 * The signed-in part of the route table (router.tsx adds it to the root on the first navigation that needs it): the
 * main shell's screens and the operator's back office, each under its frame's error boundary.
 */
export const SIGNED_IN_ROUTES: RouteObject[] = [
  {
    id: 'shell',
    lazy: {
      Component: page(
        () => import('./routes/shell'),
        (module) => module.ShellRoute,
      ),
    },
    children: [{ ErrorBoundary: PageErrorBoundary, children: screenRoutes(SHELL_ROUTES, BUILT_SCREENS) }],
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
    children: [{ ErrorBoundary: PageErrorBoundary, children: screenRoutes(OPERATOR_ROUTES, BUILT_SCREENS) }],
  },
]
