import { page, type ScreenRegistry } from './screen-registry'

/** Connections and messages (#20): the talent's connections with their threads, and the company's conversations. */
export const MESSAGES_SCREENS: ScreenRegistry = {
  talent_profile_connections: {
    lazy: {
      Component: page(
        () => import('../../features/messages/routes/connections'),
        (module) => module.ConnectionsRoute,
      ),
    },
  },
  company_account_messages: {
    lazy: {
      Component: page(
        () => import('../../features/messages/routes/company-messages'),
        (module) => module.CompanyMessagesRoute,
      ),
    },
  },
}
