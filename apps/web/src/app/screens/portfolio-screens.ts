import { page, type ScreenRegistry } from './screen-registry'

/**
 * The talent's own space (#20, decision 016): projects, the activity timeline, and /dashboard, which now tells a
 * talent's dashboard from a company's (app/routes/dashboard.tsx). Spread after COMPANY_SCREENS, so this `dashboard`
 * is the one the router uses.
 */
export const PORTFOLIO_SCREENS: ScreenRegistry = {
  talent_profile_projects: {
    lazy: {
      Component: page(
        () => import('../../features/portfolio/routes/projects'),
        (module) => module.ProjectsRoute,
      ),
    },
  },
  talent_profile_activity: {
    lazy: {
      Component: page(
        () => import('../../features/portfolio/routes/activity'),
        (module) => module.ActivityRoute,
      ),
    },
  },
  dashboard: {
    lazy: {
      Component: page(
        () => import('../routes/dashboard'),
        (module) => module.DashboardRoute,
      ),
    },
  },
}
