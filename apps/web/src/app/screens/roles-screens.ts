import { page, type ScreenRegistry } from './screen-registry'

/** The NICE roles wizard and the talent overview with fit per work role. */
export const ROLES_SCREENS: ScreenRegistry = {
  talent_account_profile_nist_nice: {
    lazy: {
      Component: page(
        () => import('../../features/roles/routes/nist-nice-wizard'),
        (module) => module.NistNiceWizardRoute,
      ),
    },
  },
  talent_account_overview: {
    lazy: {
      Component: page(
        () => import('../../features/roles/routes/talent-overview'),
        (module) => module.TalentOverviewRoute,
      ),
    },
  },
}
