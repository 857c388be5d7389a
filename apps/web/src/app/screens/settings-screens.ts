import { page, type ScreenRegistry } from './screen-registry'

const accountSettings = () => import('../../features/settings/routes/account-settings')

/** Settings screens (talent and company settings, account privacy). */
export const SETTINGS_SCREENS: ScreenRegistry = {
  talent_account_settings: {
    lazy: { Component: page(accountSettings, (module) => module.TalentSettingsRoute) },
  },
  company_account_settings: {
    lazy: { Component: page(accountSettings, (module) => module.CompanySettingsRoute) },
  },
  talent_account_privacy: {
    lazy: {
      Component: page(
        () => import('../../features/settings/routes/talent-privacy'),
        (module) => module.TalentPrivacyRoute,
      ),
    },
  },
}
