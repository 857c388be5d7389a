import { page, type ScreenRegistry } from './screen-registry'

/** Cyber team screens: the company's team and the talent's company links (§2, §4). */
export const TEAM_SCREENS: ScreenRegistry = {
  company_account_cyber_team: {
    lazy: {
      Component: page(
        () => import('../../features/team/routes/cyber-team'),
        (module) => module.CyberTeamRoute,
      ),
    },
  },
  talent_account_relations: {
    lazy: {
      Component: page(
        () => import('../../features/team/routes/relations'),
        (module) => module.RelationsRoute,
      ),
    },
  },
}
