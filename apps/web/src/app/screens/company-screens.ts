import { page, type ScreenRegistry } from './screen-registry'

/** Company account screens (overview, profile, admin users) and the dashboard, for companies and talents alike. */
export const COMPANY_SCREENS: ScreenRegistry = {
  company_account_overview: {
    lazy: {
      Component: page(
        () => import('../../features/company/routes/company-overview'),
        (module) => module.CompanyOverviewRoute,
      ),
    },
  },
  company_account_edit_profile: {
    lazy: {
      Component: page(
        () => import('../../features/company/routes/company-edit-profile'),
        (module) => module.CompanyEditProfileRoute,
      ),
    },
  },
  company_account_employees: {
    lazy: {
      Component: page(
        () => import('../../features/company/routes/company-employees'),
        (module) => module.CompanyEmployeesRoute,
      ),
    },
  },
  dashboard: {
    lazy: {
      Component: page(
        () => import('../../features/company/routes/dashboard'),
        (module) => module.DashboardRoute,
      ),
    },
  },
}
